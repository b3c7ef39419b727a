import type { RequestOptions } from '../core/request-options.js';
import { isPiiKey } from './redact.js';
import { assertHeader, assertTenantKey } from './request-guards.js';
import { requestValidationError } from './validation.js';

/* Small pure helpers of the transport. */

/**
 * The body with its `idempotencyKey`: the caller's option, else the body's own, else a new uuid (generated once
 * per call, so every retry carries the same key).
 * @throws {@link RequestValidationError} when the option is given but is not a non-empty string.
 */
export function withIdempotencyKey(body: unknown, key: unknown): unknown {
  if (key !== undefined && (typeof key !== 'string' || key.trim() === '' || key.length > 255)) {
    throw requestValidationError({ idempotencyKey: 'must be a non-empty string of at most 255 characters' });
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const existing = typeof record.idempotencyKey === 'string' ? record.idempotencyKey : undefined;
  return { ...record, idempotencyKey: key ?? existing ?? crypto.randomUUID() };
}

/**
 * Serialises a JSON body before anything is sent.
 * @throws {@link RequestValidationError} for values JSON cannot carry (BigInt, cycles).
 */
export function serializeBody(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  try {
    return JSON.stringify(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw requestValidationError({ body: `cannot be serialised to JSON (${reason})` });
  }
}

/** @throws {@link RequestValidationError} unless a call's `maxResponseBytes` is a positive integer. */
export function checkCallMaxBytes(value: unknown): number {
  if (!Number.isSafeInteger(value) || (value as number) <= 0) {
    throw requestValidationError({ maxResponseBytes: 'must be a positive integer number of bytes' });
  }
  return value as number;
}

/** A raw path split into its pathname and the query parameters written into it. */
export function splitRawPath(path: string): { pathname: string; query: Record<string, string> } {
  const at = path.indexOf('?');
  if (at === -1) return { pathname: path, query: {} };
  return { pathname: path.slice(0, at), query: Object.fromEntries(new URLSearchParams(path.slice(at + 1))) };
}

/** One signal that fires when either does. */
export function joinSignals(a: AbortSignal | undefined, b: AbortSignal): AbortSignal {
  return a ? AbortSignal.any([a, b]) : b;
}

/** `meta` for a list response that carried none: one page holding everything. */
export function singlePageMeta(count: number) {
  return { limit: count, currentPage: 1, itemCount: count, pages: 1, skipped: 0 };
}

const QUERY_PAIR = /([?&])([^=&#\s]+)=([^&#\s]*)/g;

/**
 * Masks query values that are PII (emails, tax ids, account numbers…) wherever a query string appears in a
 * text: a search string, a URL in an error message.
 */
export function maskQuery(text: string): string {
  return text.replace(QUERY_PAIR, (pair, sep: string, name: string) => {
    const key = safeDecode(name);
    return key.toLowerCase() === 'email' || isPiiKey(key) ? `${sep}${name}=[redacted]` : pair;
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** @throws {@link RequestValidationError} unless the URL is HTTPS (or HTTP on loopback). */
export function checkUploadUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw requestValidationError({ putUrl: 'is not a valid URL' });
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK.test(parsed.hostname))) {
    throw requestValidationError({ putUrl: 'must use https' });
  }
  return parsed;
}

/**
 * The headers of one call: the client's, the caller's extra headers (checked), and `X-MultiTenantKey` from the
 * call's `tenantKey` (`null` omits it) or else the client's.
 * @throws {@link RequestValidationError} for a header or tenant key that could corrupt the request.
 */
export function callHeaders(
  clientHeaders: Readonly<Record<string, string>>,
  clientTenantKey: string | undefined,
  options: RequestOptions,
): Record<string, string> {
  const headers: Record<string, string> = { ...clientHeaders };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) continue;
    assertHeader(name, value);
    headers[name] = value;
  }
  const tenantKey = options.tenantKey === undefined ? clientTenantKey : options.tenantKey;
  if (tenantKey !== null && tenantKey !== undefined) {
    assertTenantKey(tenantKey);
    headers['X-MultiTenantKey'] = tenantKey;
  }
  return headers;
}
