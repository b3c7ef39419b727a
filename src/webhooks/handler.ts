import { isWebhookVerificationError } from '../core/error-guards.js';
import { readDeliveryHeaders } from './delivery-input.js';
import { dispatch, notify, reply } from './handler-dispatch.js';
import type { WebhookHandler, WebhookHandlerOptions } from './handler-types.js';
import { toDeliveredEvent } from './lenient-event.js';
import { BodyTooLargeError, checkMaxBodyBytes, declaresTooLarge, readCappedBody } from './request-body.js';
import { createVerifier } from './verify.js';

export type {
  WebhookErrorContext,
  WebhookEventHandlers,
  WebhookHandler,
  WebhookHandlerOptions,
} from './handler-types.js';
export { DEFAULT_MAX_WEBHOOK_BODY_BYTES } from './request-body.js';

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
