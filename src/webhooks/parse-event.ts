import * as z from 'zod/mini';
import { WebhookVerificationError } from '../core/client-errors.js';
import { lazy } from '../internal/schema-kit.js';
import {
  isKnownWebhookEventType,
  type KnownWebhookEvent,
  type UnknownWebhookEvent,
  type WebhookEvent,
  webhookEventSchemas,
} from './event-types.js';

const envelopeSchema = /* @__PURE__ */ lazy(() =>
  z.looseObject({
    id: z.string(),
    eventType: z.string(),
    version: z.string(),
    timestamp: z.number(),
    data: z.unknown(),
  }),
);

const MAX_ISSUES_IN_MESSAGE = 5;

/** Lists where the payload went wrong without quoting any value from it (payloads carry personal data). */
function describeIssues(error: z.core.$ZodError, prefix: string): string {
  const lines = error.issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)';
    const expected = 'expected' in issue ? `expected ${String(issue.expected)}` : issue.code;
    return `${path}: ${expected}`;
  });
  const more = error.issues.length - lines.length;
  return more > 0 ? `${lines.join('; ')}; and ${more} more` : lines.join('; ');
}

/*
 * This is the strict parser: a KNOWN event whose payload does not match its schema is an error here. The
 * schemas are loose objects with open enums, and only fields the spec lists for every delivery are required,
 * so a mismatch means this SDK and the API disagree. `unwrapWebhook` and `createWebhookHandler` catch it and
 * deliver the event raw (see lenient-event.ts) unless `strictPayloads` is set.
 */

/**
 * Parses an already verified payload into a {@link WebhookEvent}: known event types are validated and typed,
 * other types come back as an {@link UnknownWebhookEvent}. It does NOT check any signature; use it only for
 * payloads verified elsewhere (for example by `verifyWebhook`, or replayed from your own store).
 *
 * @throws {WebhookVerificationError} `invalid_payload` when the payload is not an envelope
 *   `{ id, eventType, version, timestamp, data }`, or when a known event's `data` does not match its schema.
 * @example
 * ```ts
 * const { payload } = await verifyWebhook(body, headers, { secret });
 * const event = parseWebhookEvent(payload);
 * ```
 */
export function parseWebhookEvent(payload: unknown): WebhookEvent {
  const envelope = envelopeSchema().safeParse(payload);
  if (!envelope.success) {
    const detail = describeIssues(envelope.error, '');
    throw new WebhookVerificationError(
      'invalid_payload',
      `Webhook body is not an event envelope: ${detail}`,
      {
        cause: envelope.error,
      },
    );
  }
  const { eventType } = envelope.data;
  if (!isKnownWebhookEventType(eventType)) {
    return { ...envelope.data, known: false } as UnknownWebhookEvent;
  }
  const schema: z.ZodMiniType = webhookEventSchemas()[eventType];
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) {
    const detail = describeIssues(data.error, 'data');
    throw new WebhookVerificationError(
      'invalid_payload',
      `Webhook ${eventType} payload is invalid: ${detail}`,
      {
        cause: data.error,
      },
    );
  }
  return { ...envelope.data, data: data.data, known: true } as KnownWebhookEvent;
}
