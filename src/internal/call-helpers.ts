import type { RequestOptions } from '../core/request-options.js';
import { assertHeader, assertTenantKey } from './request-guards.js';
import { requestValidationError } from './validation.js';

/* Small pure helpers of the transport. */

/** The body with its `idempotencyKey`: the caller's option, else the body's own, else a new uuid. */
export function withIdempotencyKey(body: unknown, key: string | undefined): unknown {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const existing = typeof record.idempotencyKey === 'string' ? record.idempotencyKey : undefined;
  return { ...record, idempotencyKey: key ?? existing ?? crypto.randomUUID() };
}

/** One signal that fires when either does. */
export function joinSignals(a: AbortSignal | undefined, b: AbortSignal): AbortSignal {
  return a ? AbortSignal.any([a, b]) : b;
}

/** `meta` for a list response that carried none: one page holding everything. */
export function singlePageMeta(count: number) {
  return { limit: count, currentPage: 1, itemCount: count, pages: 1, skipped: 0 };
}

const MASKED_QUERY_KEYS = /([?&](?:email|taxId|nationalId|dateOfBirth)=)[^&]*/gi;

/** Masks query values that are PII (emails, tax ids…) for logs and messages. */
export function maskQuery(search: string): string {
  return search.replace(MASKED_QUERY_KEYS, '$1[redacted]');
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
