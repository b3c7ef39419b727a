import { isWebhookVerificationError } from '../core/error-guards.js';
import type { WebhookDedupeStore } from './dedupe.js';
import { readDeliveryHeaders } from './delivery-input.js';
import type {
  KnownWebhookEventType,
  UnknownWebhookEvent,
  WebhookEvent,
  WebhookEventOf,
} from './event-types.js';
import { dispatch, notify, reply } from './handler-dispatch.js';
import { toDeliveredEvent } from './lenient-event.js';
import { BodyTooLargeError, checkMaxBodyBytes, declaresTooLarge, readCappedBody } from './request-body.js';
import { createVerifier, type WebhookVerifyOptions } from './verify.js';

export { DEFAULT_MAX_WEBHOOK_BODY_BYTES } from './request-body.js';

/** One optional handler per known event type, each receiving its typed event. */
export type WebhookEventHandlers = {
  [T in KnownWebhookEventType]?: (event: WebhookEventOf<T>) => unknown;
};

/** Where a handled failure happened, passed to `onError`. */
export interface WebhookErrorContext {
  /**
   * `verification`: the delivery was refused (400, or 413 for a body over `maxBodyBytes`); `payload`: the
   * signature verified but the payload does not match the SDK's schema, so the event went to `onUnknown` raw
   * (answered as usual); `handler`: your handler or the de-dup store threw (500, or 200 when only marking the
   * event done failed after your handler succeeded).
   */
  stage: 'verification' | 'payload' | 'handler';
  /** The event, when verification had succeeded. */
  event?: WebhookEvent;
}

/** Configuration of {@link createWebhookHandler}. */
export interface WebhookHandlerOptions extends WebhookVerifyOptions {
  /** Handlers by event type; known events without a handler are acknowledged (2xx) and dropped. */
  on?: WebhookEventHandlers;
  /**
   * Called for events the SDK cannot type: event types this SDK version does not know, and validly signed
   * events whose payload does not match the SDK's schema (`event.invalidPayload` says where; also reported to
   * `onError` with stage `payload`). Without it they are acknowledged and dropped.
   */
  onUnknown?: (event: UnknownWebhookEvent) => unknown;
  /** De-duplicates deliveries by envelope `id` with a lease per attempt; see `createMemoryDedupe`. */
  dedupe?: WebhookDedupeStore;
  /** Told about every refused delivery, payload mismatch and failed handler; anything it throws is ignored. */
  onError?: (error: unknown, context: WebhookErrorContext) => void;
  /**
   * `true` refuses (400 `invalid_payload`) a validly signed event whose payload does not match the SDK's
   * schema instead of handing it to `onUnknown`, as tests may want. Default `false`.
   */
  strictPayloads?: boolean | undefined;
  /** The largest body accepted, in bytes; larger ones get 413. Default 1 MiB (`DEFAULT_MAX_WEBHOOK_BODY_BYTES`). */
  maxBodyBytes?: number | undefined;
}

/** A web-standard request handler: fetch-style runtimes, Next.js route handlers, Deno, Bun, workers. */
export type WebhookHandler = (request: Request) => Promise<Response>;

/** Everything that can be refused from the request line and headers, before a byte of the body is read. */
function refuseEarly(request: Request, maxBodyBytes: number): { status: number; error: unknown } | undefined {
  if (request.method !== 'POST') return { status: 405, error: undefined };
  try {
    readDeliveryHeaders(request.headers);
  } catch (error) {
    return { status: 400, error };
  }
  if (declaresTooLarge(request.headers, maxBodyBytes)) {
    return { status: 413, error: new BodyTooLargeError(`Webhook body is larger than ${maxBodyBytes} bytes`) };
  }
  return undefined;
}

function refusal(status: number, error: unknown): Response {
  if (status === 405) return reply(405, { error: 'method_not_allowed' }, { allow: 'POST' });
  if (status === 413 || error instanceof BodyTooLargeError) return reply(413, { error: 'body_too_large' });
  return reply(400, { error: isWebhookVerificationError(error) ? error.reason : 'unreadable_body' });
}

/**
 * Creates a web-standard handler that verifies each delivery, parses it into a typed event and calls the
 * matching handler. Before reading the body it answers 405 to methods other than POST, 400 when a signature
 * header is missing, and 413 when `content-length` passes `maxBodyBytes`; it then reads at most `maxBodyBytes`
 * (413 beyond). It answers 200 when handled (also for events without a handler, for payloads the SDK cannot
 * type, which go to `onUnknown`, and for done duplicates), 409 with `Retry-After` while another attempt holds
 * the de-dup lease, 400 when verification fails (`{ error: reason }`), and 500 when a handler throws, so the
 * sender retries. Reply fast: the sender gives up after about 15 seconds and retries.
 *
 * @throws {WebhookVerificationError} At creation, `missing_secret` or `invalid_secret` for an unusable secret.
 * @throws {RangeError} At creation, when `tolerance` is negative or `maxBodyBytes` not a positive integer.
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
  const maxBodyBytes = checkMaxBodyBytes(options.maxBodyBytes);
  const strict = options.strictPayloads === true;
  return async (request) => {
    const early = refuseEarly(request, maxBodyBytes);
    if (early) {
      if (early.error !== undefined) notify(options, early.error, { stage: 'verification' });
      return refusal(early.status, early.error);
    }
    let delivered: ReturnType<typeof toDeliveredEvent>;
    try {
      // Bytes, not text(): text() would strip a leading byte-order mark the signature covers.
      const body = await readCappedBody(request, maxBodyBytes);
      delivered = toDeliveredEvent(await verify(body, request.headers), strict);
    } catch (error) {
      notify(options, error, { stage: 'verification' });
      return refusal(400, error);
    }
    if (delivered.problem) notify(options, delivered.problem, { stage: 'payload', event: delivered.event });
    return dispatch(options, delivered.event);
  };
}
