import type { WebhookHeaders, WebhookRawBody } from './delivery-input.js';
import type { WebhookEvent } from './event-types.js';
import { toDeliveredEvent } from './lenient-event.js';
import { verifyWebhook, type WebhookVerifyOptions } from './verify.js';

/** Options of {@link unwrapWebhook}: the verification options, and how to treat a payload of the wrong shape. */
export interface WebhookUnwrapOptions extends WebhookVerifyOptions {
  /**
   * `true` rejects a validly signed event whose payload does not match the SDK's schema (`invalid_payload`),
   * as tests may want. Default `false`: such an event resolves as an unknown event with `invalidPayload` set.
   */
  strictPayloads?: boolean | undefined;
}

/**
 * Verifies a delivery's signature, then parses its envelope into a typed {@link WebhookEvent}. Event types this
 * SDK does not know yet, and validly signed events whose payload does not match the SDK's schema, resolve as an
 * unknown event (`known: false`; the latter with `invalidPayload` saying where), not an error.
 *
 * @param rawBody - the request body exactly as received (string or bytes), never a parsed object.
 * @param headers - a `Headers` object or a plain record (Node's `req.headers` works as is).
 * @throws {WebhookVerificationError} (as a rejection) with the `reason` of the failed check; `invalid_payload`
 *   when the body is not JSON, or under `strictPayloads` when the payload does not match its schema.
 * @example
 * ```ts
 * const event = await unwrapWebhook(await request.text(), request.headers, { secret });
 * if (event.known && event.eventType === 'payroll.status.updated') console.log(event.data.status);
 * else if (event.invalidPayload) logger.warn('payload the SDK cannot type', event.invalidPayload);
 * ```
 */
export async function unwrapWebhook(
  rawBody: WebhookRawBody,
  headers: WebhookHeaders,
  options: WebhookUnwrapOptions,
): Promise<WebhookEvent> {
  const verified = await verifyWebhook(rawBody, headers, options);
  return toDeliveredEvent(verified, options.strictPayloads === true).event;
}
