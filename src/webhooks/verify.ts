import { WebhookVerificationError } from '../core/client-errors.js';
import {
  bodyToText,
  rawBodyView,
  readDeliveryHeaders,
  type WebhookHeaders,
  type WebhookRawBody,
} from './delivery-input.js';
import {
  decodeSecrets,
  hmacSha256,
  importHmacKey,
  nativeHmac,
  signatureMatches,
  signedContent,
} from './hmac.js';

/**
 * How far, in seconds, a delivery's timestamp may be from the current time, in either direction.
 *
 * @example
 * ```ts
 * await verifyWebhook(body, headers, { secret, tolerance: 2 * DEFAULT_WEBHOOK_TOLERANCE });
 * ```
 */
export const DEFAULT_WEBHOOK_TOLERANCE = 300;

/** The signing secret(s) and timestamp tolerance used to verify a delivery. */
export interface WebhookVerifyOptions {
  /**
   * The endpoint's `whsec_…` signing secret. Several secrets are accepted: a delivery passes when any of them
   * produced one of its signatures (useful while you switch secrets). `undefined` fails with `missing_secret`.
   */
  secret: string | readonly string[] | undefined;
  /** Allowed clock difference in seconds, past and future; default 300. `0` demands the exact second. */
  tolerance?: number | undefined;
}

/** A delivery whose signature checked out. */
export interface VerifiedWebhook {
  /** The delivery's message id (`svix-id` / `webhook-id`). */
  id: string;
  /** The signed timestamp, Unix epoch seconds. */
  timestamp: number;
  /** The raw body as text. */
  body: string;
  /**
   * The body parsed as JSON, not validated: parsed when first read (a receiver that only checks signatures
   * never pays for it), then kept.
   * @throws {WebhookVerificationError} `invalid_payload` when the body is not JSON.
   */
  readonly payload: unknown;
}

/** A verifier built by {@link createVerifier}: resolves with the delivery, rejects when a check fails. */
export type WebhookVerifier = (rawBody: WebhookRawBody, headers: WebhookHeaders) => Promise<VerifiedWebhook>;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

function checkTolerance(tolerance: number | undefined): number {
  const value = tolerance ?? DEFAULT_WEBHOOK_TOLERANCE;
  if (typeof value !== 'number' || !(value >= 0)) {
    throw new RangeError(`Webhook tolerance must be a number of seconds >= 0, got ${String(tolerance)}`);
  }
  return value;
}

/** Keeps the `v1,<base64>` entries; other versions (such as asymmetric `v1a`) are skipped. */
function parseSignatures(header: string): string[] {
  const signatures: string[] = [];
  // Entries are space-separated; a proxy that merged repeated headers may have added ", " between them.
  for (const raw of header.split(/\s+/)) {
    const entry = raw.replace(/,+$/, '');
    const comma = entry.indexOf(',');
    const signature = entry.slice(comma + 1);
    if (comma > 0 && entry.slice(0, comma) === 'v1' && BASE64.test(signature)) signatures.push(signature);
  }
  if (signatures.length === 0) {
    throw new WebhookVerificationError(
      'invalid_signature_header',
      'Webhook signature header has no v1 signature',
    );
  }
  return signatures;
}

function checkTimestamp(header: string, tolerance: number): number {
  if (!UNIX_SECONDS.test(header)) {
    throw new WebhookVerificationError('invalid_timestamp', 'Webhook timestamp is not Unix epoch seconds');
  }
  const timestamp = Number(header);
  const now = Math.floor(Date.now() / 1000);
  if (now - timestamp > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_too_old',
      `Webhook timestamp is more than ${tolerance}s old`,
    );
  }
  if (timestamp - now > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_too_new',
      `Webhook timestamp is more than ${tolerance}s ahead`,
    );
  }
  return timestamp;
}

function parseJson(body: string): unknown {
  try {
    // The byte-order mark is part of the signed text but not of the JSON.
    return JSON.parse(body.charCodeAt(0) === 0xfeff ? body.slice(1) : body);
  } catch (cause) {
    throw new WebhookVerificationError('invalid_payload', 'Webhook body is not valid JSON', { cause });
  }
}

function verifiedDelivery(id: string, timestamp: number, body: string): VerifiedWebhook {
  let parsed: { value: unknown } | undefined;
  return {
    id,
    timestamp,
    body,
    get payload() {
      parsed ??= { value: parseJson(body) };
      return parsed.value;
    },
  };
}

/**
 * Builds a verifier once (secrets decoded now, imported as WebCrypto keys on first use and kept, tolerance
 * checked) for handlers that verify many deliveries.
 *
 * @throws {WebhookVerificationError} At creation `missing_secret` / `invalid_secret`; when called, a rejection
 *   with the same reasons as {@link verifyWebhook}.
 * @throws {RangeError} At creation, when `tolerance` is negative or not a number.
 * @example
 * ```ts
 * const verify = createVerifier({ secret });
 * const { payload } = await verify(rawBody, headers);
 * ```
 */
export function createVerifier(options: WebhookVerifyOptions): WebhookVerifier {
  const secrets = decodeSecrets(options.secret);
  const tolerance = checkTolerance(options.tolerance);
  let keys: Promise<CryptoKey[]> | undefined;
  const importKeys = () => {
    keys ??= Promise.all(secrets.map(importHmacKey)).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const macs = async (id: string, timestamp: string, body: string | Uint8Array): Promise<Uint8Array[]> => {
    const createHmac = nativeHmac();
    if (createHmac !== null) {
      return secrets.map((key) =>
        createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest(),
      );
    }
    const content = signedContent(id, timestamp, body);
    return Promise.all((await importKeys()).map((key) => hmacSha256(key, content)));
  };
  return async (rawBody, headers) => {
    const body = rawBodyView(rawBody);
    const delivery = readDeliveryHeaders(headers);
    const signatures = parseSignatures(delivery.signature);
    const timestamp = checkTimestamp(delivery.timestamp, tolerance);
    let matches = false;
    for (const expected of await macs(delivery.id, String(timestamp), body)) {
      // Every signature is compared, even after a match, so timing does not tell which one matched.
      for (const signature of signatures) matches = signatureMatches(signature, expected) || matches;
    }
    if (!matches) {
      throw new WebhookVerificationError('signature_mismatch', 'Webhook signature does not match the body');
    }
    // The text is taken now, from the bytes just verified; the JSON is parsed when `payload` is first read.
    return verifiedDelivery(delivery.id, timestamp, bodyToText(body));
  };
}

/**
 * Verifies a delivery signed with the Standard Webhooks scheme (as Svix sends it) with the runtime's native
 * HMAC and resolves with its id, timestamp, text and JSON payload (untyped, parsed when `payload` is first
 * read). Use {@link unwrapWebhook} to get a typed event instead.
 *
 * @param rawBody - the request body exactly as received (string or bytes), never a parsed object.
 * @param headers - a `Headers` object or a plain record (Node's `req.headers` works as is).
 * @throws {WebhookVerificationError} (as a rejection) With `reason`: `missing_secret`, `invalid_secret`,
 *   `missing_headers`, `invalid_signature_header`, `invalid_timestamp`, `timestamp_too_old`,
 *   `timestamp_too_new`, `signature_mismatch` or `invalid_payload` (not a raw body; a body that is not JSON
 *   throws `invalid_payload` when `payload` is read).
 * @throws {RangeError} (as a rejection) When `tolerance` is negative or not a number.
 * @example
 * ```ts
 * const { id, payload } = await verifyWebhook(rawBody, req.headers, { secret: process.env.WORKFORCE_WEBHOOK_SECRET });
 * ```
 */
export async function verifyWebhook(
  rawBody: WebhookRawBody,
  headers: WebhookHeaders,
  options: WebhookVerifyOptions,
): Promise<VerifiedWebhook> {
  return createVerifier(options)(rawBody, headers);
}
