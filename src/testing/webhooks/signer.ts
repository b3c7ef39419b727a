import { createHmac } from 'node:crypto';
import { secretKeyText } from '../../webhooks/hmac.js';

/** The envelope every webhook is delivered in. */
export interface WebhookEnvelope {
  /** The event id, unique per event. Use it to de-duplicate retried deliveries. */
  id: string;
  /** The event type, such as `payroll.status.updated`. */
  eventType: string;
  /** The envelope version, always `'1.0'`. */
  version: '1.0';
  /** Unix seconds when the event happened (the simulator's clock, which a test may have advanced). */
  timestamp: number;
  /** The event's payload. Its shape depends on `eventType`. */
  data: Record<string, unknown>;
}

/** A signed delivery: the exact body and headers sent to every target. */
export interface SignedWebhook {
  /** The envelope that `body` serialises. */
  envelope: WebhookEnvelope;
  /**
   * The exact JSON text that is sent and signed. Verify the signature against this string, not a
   * re-serialisation.
   */
  body: string;
  /**
   * The headers that are sent: `content-type`, `user-agent` and the `svix-id`, `svix-timestamp` and
   * `svix-signature` signature headers.
   */
  headers: Record<string, string>;
}

/** HMAC-SHA256 with the key after `whsec_`, base64: the Standard Webhooks `v1` signature. */
function hmac(secret: string, content: string): string {
  const encoded = secretKeyText(secret);
  if (encoded === undefined) throw new Error('Webhook secret is not whsec_<base64>');
  return createHmac('sha256', Buffer.from(encoded, 'base64')).update(content).digest('base64');
}

/**
 * Serialises an envelope and signs it the Standard Webhooks way (Svix headers `svix-id`, `svix-timestamp`,
 * `svix-signature` over `id.timestamp.body`). `signedAt` (Unix seconds, default the envelope's time) is the
 * `svix-timestamp`: when the delivery was signed, which receivers compare with their own clock.
 * @throws Error when the secret is not a valid `whsec_…` base64 secret.
 * @example
 * ```ts
 * const { body, headers } = signWebhook(secret, envelope);
 * ```
 */
export function signWebhook(
  secret: string,
  envelope: WebhookEnvelope,
  signedAt: number = envelope.timestamp,
): SignedWebhook {
  const body = JSON.stringify(envelope);
  const signature = `v1,${hmac(secret, `${envelope.id}.${signedAt}.${body}`)}`;
  return {
    envelope,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'workforce-api-simulator',
      'svix-id': envelope.id,
      'svix-timestamp': String(signedAt),
      'svix-signature': signature,
    },
  };
}

/**
 * A fresh `whsec_` secret from 24 bytes.
 * @throws never.
 * @example
 * ```ts
 * makeWebhookSecret(random.bytes(24));
 * ```
 */
export function makeWebhookSecret(bytes: Uint8Array): string {
  return `whsec_${Buffer.from(bytes).toString('base64')}`;
}
