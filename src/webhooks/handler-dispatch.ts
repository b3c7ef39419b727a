import type { WebhookClaim, WebhookDedupeStore } from './dedupe.js';
import type { UnknownWebhookEvent, WebhookEvent } from './event-types.js';
import type { WebhookErrorContext, WebhookEventHandlers } from './handler-types.js';

/** What dispatching needs from the handler's options. */
export interface DispatchOptions {
  on?: WebhookEventHandlers | undefined;
  onUnknown?: ((event: UnknownWebhookEvent) => unknown) | undefined;
  dedupe?: WebhookDedupeStore | undefined;
  onError?: ((error: unknown, context: WebhookErrorContext) => void) | undefined;
}

/** Seconds a duplicate is told to wait while another attempt holds the lease; senders retry on their own plan. */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 5;

/**
 * A JSON response.
 *
 * @throws Never.
 * @example
 * ```ts
 * return reply(400, { error: 'missing_headers' });
 * ```
 */
export function reply(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Reports to `onError`; a throwing logger must not turn a 2xx/4xx decision into a crash.
 *
 * @throws Never.
 * @example
 * ```ts
 * notify(options, error, { stage: 'verification' });
 * ```
 */
export function notify(options: DispatchOptions, error: unknown, context: WebhookErrorContext): void {
  try {
    options.onError?.(error, context);
  } catch {
    // Nothing sensible to do with a failing error reporter.
  }
}

async function runHandler(options: DispatchOptions, event: WebhookEvent): Promise<void> {
  if (!event.known) {
    await options.onUnknown?.(event);
    return;
  }
  // Each handler takes its own event type; TypeScript cannot correlate the key with the union member here.
  const handler = options.on?.[event.eventType] as ((event: WebhookEvent) => unknown) | undefined;
  await handler?.(event);
}

const CLAIMED_WITHOUT_STORE: WebhookClaim = { status: 'claimed', lease: '' };

/**
 * Runs the event's handler under the de-dup store's lease: 200 when handled or already done, 409 with
 * `Retry-After` while another attempt holds the lease, 500 (lease released) when the handler or store fails.
 *
 * @throws Never: failures become responses.
 * @example
 * ```ts
 * return dispatch(options, event);
 * ```
 */
export async function dispatch(options: DispatchOptions, event: WebhookEvent): Promise<Response> {
  const { dedupe } = options;
  let claim: WebhookClaim;
  try {
    claim = dedupe ? await dedupe.claim(event.id) : CLAIMED_WITHOUT_STORE;
  } catch (error) {
    notify(options, error, { stage: 'handler', event });
    return reply(500, { error: 'handler_failed' });
  }
  if (claim.status === 'done') return reply(200, { received: true, duplicate: true });
  if (claim.status === 'in_progress') {
    // Not 200: if the first attempt fails, this retry is the one that must still run the handler.
    const retryAfter = String(IN_PROGRESS_RETRY_AFTER_SECONDS);
    return reply(409, { error: 'delivery_in_progress' }, { 'retry-after': retryAfter });
  }
  try {
    await runHandler(options, event);
  } catch (error) {
    notify(options, error, { stage: 'handler', event });
    // Give the id back so the sender's retry (triggered by the 500) runs the handler again.
    await Promise.resolve(dedupe?.release(event.id, claim.lease)).catch(() => undefined);
    // Handler errors may quote personal data: the sender only learns that it failed.
    return reply(500, { error: 'handler_failed' });
  }
  try {
    await dedupe?.complete(event.id, claim.lease);
  } catch (error) {
    // The handler ran: a 500 would make the sender deliver it again once the lease expires.
    notify(options, error, { stage: 'handler', event });
  }
  return reply(200, { received: true });
}
