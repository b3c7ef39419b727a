import { WebhookVerificationError } from '../core/client-errors.js';

/**
 * The raw request body exactly as received: a string, or bytes (`Uint8Array`, Node `Buffer`, `ArrayBuffer`).
 * Never a parsed object: the signature covers the bytes, and re-serialised JSON differs from them.
 */
export type WebhookRawBody = string | Uint8Array | ArrayBuffer;

/** One header value of a plain record, as Node's `IncomingHttpHeaders` spells it. */
export type WebhookHeaderValue = string | readonly string[] | undefined;

/** Request headers: a fetch `Headers` object, or a plain record such as Node's `req.headers` (any key case). */
export type WebhookHeaders = Headers | Readonly<Record<string, WebhookHeaderValue>>;

/** The three signature headers of a delivery; the Svix names win over the Standard Webhooks ones. */
export interface DeliveryHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

// Keep a leading byte-order mark: the sender signed the exact text, and fetch's `text()` would strip it.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

function isArrayBuffer(value: unknown): value is ArrayBuffer {
  return value instanceof ArrayBuffer || Object.prototype.toString.call(value) === '[object ArrayBuffer]';
}

function notRawBody(rawBody: unknown): WebhookVerificationError {
  const got = rawBody === null ? 'null' : typeof rawBody;
  return new WebhookVerificationError(
    'invalid_payload',
    `Webhook body must be the raw request body (string, Uint8Array or ArrayBuffer), got ${got}. ` +
      'If a JSON body parser ran first, read the raw body instead (for example express.raw()).',
  );
}

/**
 * Views the raw body as the exact text or bytes that were signed, without copying or decoding bytes.
 *
 * @throws {WebhookVerificationError} `invalid_payload` when the body is not a string or bytes.
 * @example
 * ```ts
 * rawBodyView(Buffer.from('{}')); // the same bytes, as a Uint8Array
 * ```
 */
export function rawBodyView(rawBody: unknown): string | Uint8Array {
  if (typeof rawBody === 'string') return rawBody;
  if (ArrayBuffer.isView(rawBody))
    return new Uint8Array(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  if (isArrayBuffer(rawBody)) return new Uint8Array(rawBody);
  throw notRawBody(rawBody);
}

/**
 * Turns the raw body into the text that was signed (UTF-8, byte-order mark kept).
 *
 * @throws {WebhookVerificationError} `invalid_payload` when the body is not a string or bytes.
 * @example
 * ```ts
 * bodyToText(new TextEncoder().encode('{}')); // '{}'
 * ```
 */
export function bodyToText(rawBody: unknown): string {
  const view = rawBodyView(rawBody);
  return typeof view === 'string' ? view : utf8.decode(view);
}

function isHeadersObject(headers: WebhookHeaders): headers is Headers {
  return typeof (headers as { get?: unknown }).get === 'function';
}

function first(value: WebhookHeaderValue, joinAll: boolean): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  // Repeated signature headers each carry signatures; a repeated id or timestamp can only use one value.
  return joinAll ? value.join(' ') : value[0];
}

function lookup(headers: WebhookHeaders): (name: string, joinAll?: boolean) => string | undefined {
  if (isHeadersObject(headers)) return (name) => headers.get(name) ?? undefined;
  const lower = new Map<string, WebhookHeaderValue>();
  for (const [key, value] of Object.entries(headers)) lower.set(key.toLowerCase(), value);
  return (name, joinAll = false) => first(lower.get(name), joinAll);
}

/**
 * Reads `svix-id`, `svix-timestamp` and `svix-signature`, falling back to `webhook-id`, `webhook-timestamp`
 * and `webhook-signature` for each one.
 *
 * @throws {WebhookVerificationError} `missing_headers`, naming each header that is absent or empty.
 * @example
 * ```ts
 * const { id, timestamp, signature } = readDeliveryHeaders(request.headers);
 * ```
 */
export function readDeliveryHeaders(headers: WebhookHeaders): DeliveryHeaders {
  if (typeof headers !== 'object' || headers === null) {
    throw new WebhookVerificationError('missing_headers', 'Webhook headers are missing');
  }
  const get = lookup(headers);
  const read = (name: string, joinAll?: boolean) =>
    (get(`svix-${name}`, joinAll) || get(`webhook-${name}`, joinAll))?.trim() || undefined;
  const found = { id: read('id'), timestamp: read('timestamp'), signature: read('signature', true) };
  const missing = Object.entries(found)
    .filter(([, value]) => value === undefined)
    .map(([name]) => `svix-${name} (or webhook-${name})`);
  if (missing.length > 0) {
    throw new WebhookVerificationError('missing_headers', `Webhook headers missing: ${missing.join(', ')}`);
  }
  return found as DeliveryHeaders;
}
