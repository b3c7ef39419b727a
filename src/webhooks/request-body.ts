import { concatBytes } from '../internal/bytes.js';

/**
 * The default cap on a delivery's body: 1 MiB. The vendor documents no webhook payload limit; its events are
 * small records (ids, statuses, amounts: a few kB), so 1 MiB is ample headroom while a flood of large bodies
 * cannot exhaust memory. Raise `maxBodyBytes` if your deliveries are larger.
 *
 * @example
 * ```ts
 * createWebhookHandler({ secret, maxBodyBytes: 4 * DEFAULT_MAX_WEBHOOK_BODY_BYTES });
 * ```
 */
export const DEFAULT_MAX_WEBHOOK_BODY_BYTES = 1_048_576; // 1024 * 1024; a literal is dropped when unused

/** The body is over the cap (by `content-length` or by the bytes actually read). */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * Checks a `maxBodyBytes` option.
 *
 * @throws {RangeError} When it is not a positive integer.
 * @example
 * ```ts
 * const max = checkMaxBodyBytes(options.maxBodyBytes);
 * ```
 */
export function checkMaxBodyBytes(value: number | undefined): number {
  const max = value ?? DEFAULT_MAX_WEBHOOK_BODY_BYTES;
  if (!Number.isSafeInteger(max) || max <= 0) {
    throw new RangeError(`maxBodyBytes must be a positive integer, got ${String(value)}`);
  }
  return max;
}

/**
 * Tells from the headers alone whether the body is too large: a `content-length` over the cap. A missing or
 * unparsable length says nothing; the streamed count decides then.
 *
 * @throws Never.
 * @example
 * ```ts
 * if (declaresTooLarge(request.headers, max)) return reply(413, { error: 'body_too_large' });
 * ```
 */
export function declaresTooLarge(headers: Headers, max: number): boolean {
  const length = headers.get('content-length')?.trim();
  return length !== undefined && /^\d+$/.test(length) && Number(length) > max;
}

/**
 * Reads a request body as bytes, counting as it streams (a `content-length` may lie), and cancels the stream
 * as soon as the count passes `max`.
 *
 * @throws {BodyTooLargeError} (as a rejection) when the body is longer than `max` bytes.
 * @example
 * ```ts
 * const body = await readCappedBody(request, DEFAULT_MAX_WEBHOOK_BODY_BYTES);
 * ```
 */
export async function readCappedBody(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return concatBytes(chunks, total);
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(`Webhook body is larger than ${max} bytes`);
    }
    chunks.push(value);
  }
}
