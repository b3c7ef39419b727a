import type { WebhookHeaders, WebhookRawBody } from './delivery-input.js';
import type { WebhookEvent } from './event-types.js';
import { parseWebhookEvent } from './parse-event.js';
import { verifyWebhook, type WebhookVerifyOptions } from './verify.js';

/**
 * Verifies a delivery's signature, then parses its envelope into a typed {@link WebhookEvent}. Event types this
 * SDK does not know yet resolve as an unknown event (`known: false`), not an error.
 *
 * @param rawBody - the request body exactly as received (string or bytes), never a parsed object.
 * @param headers - a `Headers` object or a plain record (Node's `req.headers` works as is).
 * @throws {WebhookVerificationError} (as a rejection) with the `reason` of the failed check; `invalid_payload`
 *   also when a known event's `data` does not match its schema.
 * @example
 * ```ts
 * const event = await unwrapWebhook(await request.text(), request.headers, { secret });
 * if (event.known && event.eventType === 'payroll.status.updated') console.log(event.data.status);
 * ```
 */
export async function unwrapWebhook(
  rawBody: WebhookRawBody,
  headers: WebhookHeaders,
  options: WebhookVerifyOptions,
): Promise<WebhookEvent> {
  return parseWebhookEvent(verifyWebhook(rawBody, headers, options).payload);
}
