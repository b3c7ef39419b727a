import { WebhookVerificationError } from '../core/client-errors.js';
import type { UnknownWebhookEvent, WebhookEvent } from './event-types.js';
import { parseWebhookEvent } from './parse-event.js';
import type { VerifiedWebhook } from './verify.js';

/** A verified delivery as an event, with the schema error when it had to be delivered raw. */
export interface DeliveredEvent {
  /** The typed event, or a raw {@link UnknownWebhookEvent} with `invalidPayload` set. */
  event: WebhookEvent;
  /** The `invalid_payload` error the strict parser raised; absent when the event parsed. */
  problem?: WebhookVerificationError;
}

function field<T>(payload: unknown, name: string, guard: (value: unknown) => value is T): T | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[name];
  return guard(value) ? value : undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The envelope as far as it goes; the delivery's own id and signed time stand in for missing fields. */
function rawEvent(verified: VerifiedWebhook, problem: WebhookVerificationError): UnknownWebhookEvent {
  const { payload } = verified;
  const hasData = typeof payload === 'object' && payload !== null && 'data' in payload;
  return {
    id: field(payload, 'id', isString) ?? verified.id,
    eventType: field(payload, 'eventType', isString) ?? '',
    version: field(payload, 'version', isString) ?? '',
    timestamp: field(payload, 'timestamp', isNumber) ?? verified.timestamp,
    data: hasData ? (payload as { data: unknown }).data : payload,
    known: false,
    invalidPayload: problem.message,
  };
}

/*
 * Decision (issue 14, point 9): once the signature verifies, an event is never refused for its shape. Refusing
 * made the sender retry a delivery that can never pass until the SDK is upgraded, and then give up: the event
 * was lost. Delivering it untyped (as an unknown event, so no handler receives data whose type lies) and
 * reporting the mismatch keeps the event and makes the disagreement visible. `strict` restores the refusal.
 */

/**
 * Turns a verified delivery into an event: typed when it parses, otherwise (unless `strict`) a raw unknown
 * event carrying `invalidPayload`, with the parse error returned beside it for reporting.
 *
 * @throws {WebhookVerificationError} `invalid_payload` only when `strict` and the payload does not parse.
 * @example
 * ```ts
 * const { event, problem } = toDeliveredEvent(await verify(body, headers), false);
 * ```
 */
export function toDeliveredEvent(verified: VerifiedWebhook, strict: boolean): DeliveredEvent {
  try {
    return { event: parseWebhookEvent(verified.payload) };
  } catch (error) {
    if (strict || !(error instanceof WebhookVerificationError)) throw error;
    return { event: rawEvent(verified, error), problem: error };
  }
}
