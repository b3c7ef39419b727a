import type { RequestOptions } from '../core/request-options.js';
import { assertHeader, assertTenantKey } from './request-guards.js';
import { requestValidationError } from './validation.js';

/* Small pure helpers of the transport. */

/**
 * The body with its `idempotencyKey`: the caller's option, else the body's own, else a new uuid (generated once
 * per call, so every retry carries the same key).
 * @throws RequestValidationError when the option is given but is not a non-empty string.
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
 * The body of a `client.request()` given an `idempotencyKey`: the key goes into the JSON body as
 * `idempotencyKey`, where the API's keyed operations read it (the option wins over a key already there).
 * @throws RequestValidationError when the body is not a plain object (or absent), or the key is not a
 * non-empty string.
 */
export function rawKeyedBody(body: unknown, key: unknown): unknown {
  const proto = typeof body === 'object' && body !== null ? Object.getPrototypeOf(body) : undefined;
  if (body !== undefined && proto !== Object.prototype && proto !== null) {
    throw requestValidationError({
      idempotencyKey: 'needs a JSON object body (or none): the API reads it from the body as idempotencyKey',
    });
  }
  return withIdempotencyKey(body, key);
}

/**
 * Serialises a JSON body before anything is sent.
 * @throws RequestValidationError for values JSON cannot carry (BigInt, cycles).
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

/** The longest delay a timer takes (2^31 - 1 ms): the bound of every timeout, the client's and a call's. */
const MAX_TIMER_MS = 2_147_483_647;

/** What is wrong with a timeout in milliseconds (`timeout`, `totalTimeout`), or `undefined`. */
export function msProblem(value: unknown): string | undefined {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_TIMER_MS
    ? undefined
    : 'must be a positive integer number of milliseconds';
}

/** What is wrong with a `maxRetries`, or `undefined`. */
export function retriesProblem(value: unknown): string | undefined {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10
    ? undefined
    : 'must be an integer from 0 to 10';
}

/** What is wrong with a `maxResponseBytes`, or `undefined`. */
export function bytesProblem(value: unknown): string | undefined {
  return Number.isSafeInteger(value) && (value as number) > 0
    ? undefined
    : 'must be a positive integer number of bytes';
}

/** @throws RequestValidationError unless a call's `maxResponseBytes` is a positive integer. */
export function checkCallMaxBytes(value: unknown): number {
  const problem = bytesProblem(value);
  if (problem) throw requestValidationError({ maxResponseBytes: problem });
  return value as number;
}

/**
 * A call's `timeout`, `totalTimeout` and `maxRetries`, each the call's own when given (checked by the client
 * constructor's rules), else the client's (already checked, so only the call's own can be refused).
 * @throws RequestValidationError naming every option out of range, before anything is sent.
 */
export function callLimits(
  options: Pick<RequestOptions, 'timeout' | 'totalTimeout' | 'maxRetries'>,
  fallback: { timeout: number; totalTimeout: number; maxRetries: number },
): { timeout: number; totalTimeout: number; maxRetries: number } {
  const limits = {
    timeout: options.timeout ?? fallback.timeout,
    totalTimeout: options.totalTimeout ?? fallback.totalTimeout,
    maxRetries: options.maxRetries ?? fallback.maxRetries,
  };
  const timeout = msProblem(limits.timeout);
  const totalTimeout = msProblem(limits.totalTimeout);
  const maxRetries = retriesProblem(limits.maxRetries);
  if (timeout || totalTimeout || maxRetries) {
    throw requestValidationError({
      ...(timeout && { timeout }),
      ...(totalTimeout && { totalTimeout }),
      ...(maxRetries && { maxRetries }),
    });
  }
  return limits;
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

/** Waits `ms`, or rejects at once with the signal's reason when `signal` fires (the waits of `waitFor()` too). */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0 && !signal?.aborted) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `meta` for a list response that carried none: one page holding everything. */
export function singlePageMeta(count: number) {
  return { limit: count, currentPage: 1, itemCount: count, pages: 1, skipped: 0 };
}

/**
 * The headers of one call, names in lower case: the client's, the caller's extra headers (checked; one in
 * any letter case replaces the client's), and `x-multitenantkey` from the call's `tenantKey` (`null` omits it)
 * or else the client's.
 * @throws RequestValidationError for a header or tenant key that could corrupt the request.
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
    headers[name.toLowerCase()] = value;
  }
  const tenantKey = options.tenantKey === undefined ? clientTenantKey : options.tenantKey;
  if (tenantKey !== null && tenantKey !== undefined) {
    assertTenantKey(tenantKey);
    headers['x-multitenantkey'] = tenantKey;
  }
  return headers;
}
