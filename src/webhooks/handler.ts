import { isWebhookVerificationError } from '../core/error-guards.js';
import type { WebhookDedupeStore } from './dedupe.js';
import type {
  KnownWebhookEventType,
  UnknownWebhookEvent,
  WebhookEvent,
  WebhookEventOf,
} from './event-types.js';
import { parseWebhookEvent } from './parse-event.js';
import { createVerifier, type WebhookVerifyOptions } from './verify.js';

/** One optional handler per known event type, each receiving its typed event. */
export type WebhookEventHandlers = {
  [T in KnownWebhookEventType]?: (event: WebhookEventOf<T>) => unknown;
};

/** Where a handled failure happened, passed to `onError`. */
export interface WebhookErrorContext {
  /** `verification`: the delivery was refused (400); `handler`: your handler or the dedupe store threw (500). */
  stage: 'verification' | 'handler';
  /** The event, when verification had succeeded. */
  event?: WebhookEvent;
}

/** Configuration of {@link createWebhookHandler}. */
export interface WebhookHandlerOptions extends WebhookVerifyOptions {
  /** Handlers by event type; known events without a handler are acknowledged (2xx) and dropped. */
  on?: WebhookEventHandlers;
  /** Called for event types this SDK version does not know; without it they are acknowledged and dropped. */
  onUnknown?: (event: UnknownWebhookEvent) => unknown;
  /** De-duplicates deliveries by envelope `id`; see `createMemoryDedupe`. */
  dedupe?: WebhookDedupeStore;
  /** Told about every refused delivery and failed handler, for logging; anything it throws is ignored. */
  onError?: (error: unknown, context: WebhookErrorContext) => void;
}

/** A web-standard request handler: fetch-style runtimes, Next.js route handlers, Deno, Bun, workers. */
export type WebhookHandler = (request: Request) => Promise<Response>;

function reply(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Reports to `onError`; a throwing logger must not turn a 2xx/4xx decision into a crash. */
function notify(options: WebhookHandlerOptions, error: unknown, context: WebhookErrorContext): void {
  try {
    options.onError?.(error, context);
  } catch {
    // Nothing sensible to do with a failing error reporter.
  }
}

async function runHandler(options: WebhookHandlerOptions, event: WebhookEvent): Promise<void> {
  if (!event.known) {
    await options.onUnknown?.(event);
    return;
  }
  // Each handler takes its own event type; TypeScript cannot correlate the key with the union member here.
  const handler = options.on?.[event.eventType] as ((event: WebhookEvent) => unknown) | undefined;
  await handler?.(event);
}

async function dispatch(options: WebhookHandlerOptions, event: WebhookEvent): Promise<Response> {
  const { dedupe } = options;
  let claimed = false;
  try {
    claimed = dedupe ? await dedupe.claim(event.id) : true;
    // Already handled (or being handled) under this id: acknowledge so the sender stops retrying.
    if (!claimed) return reply(200, { received: true, duplicate: true });
    await runHandler(options, event);
    return reply(200, { received: true });
  } catch (error) {
    notify(options, error, { stage: 'handler', event });
    // Give the id back so the sender's retry (triggered by the 500) runs the handler again.
    if (claimed) await Promise.resolve(dedupe?.release?.(event.id)).catch(() => undefined);
    // Handler errors may quote personal data: the sender only learns that it failed.
    return reply(500, { error: 'handler_failed' });
  }
}

/**
 * Creates a web-standard handler that verifies each delivery, parses it into a typed event and calls the
 * matching handler. Answers 200 when handled (also for events without a handler and for duplicates), 400 when
 * verification or parsing fails (`{ error: reason }`), 405 for methods other than POST, and 500 when a handler
 * throws, so the sender retries. Reply fast: the sender gives up after about 15 seconds and retries.
 *
 * @throws {WebhookVerificationError} At creation, `missing_secret` or `invalid_secret` for an unusable secret.
 * @throws {RangeError} At creation, when `tolerance` is negative or not a number.
 * @example
 * ```ts
 * export const POST = createWebhookHandler({
 *   secret: process.env.WORKFORCE_WEBHOOK_SECRET,
 *   on: { 'payroll.status.updated': async (event) => { await queue.push(event.data.id); } },
 * });
 * ```
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const verify = createVerifier(options);
  return async (request) => {
    if (request.method !== 'POST') return reply(405, { error: 'method_not_allowed' }, { allow: 'POST' });
    let event: WebhookEvent;
    try {
      // Bytes, not text(): text() would strip a leading byte-order mark the signature covers.
      const body = new Uint8Array(await request.arrayBuffer());
      event = parseWebhookEvent(verify(body, request.headers).payload);
    } catch (error) {
      notify(options, error, { stage: 'verification' });
      const reason = isWebhookVerificationError(error) ? error.reason : 'unreadable_body';
      return reply(400, { error: reason });
    }
    return dispatch(options, event);
  };
}
