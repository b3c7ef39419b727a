/*
 * When a call may be sent again. Payroll POSTs move money: a POST is repeated only when the server cannot
 * have acted on it (a 429, or a connection that failed before any byte left) or when the operation carries an
 * idempotency key the API understands.
 */

/** Statuses retried for idempotent requests. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

const BASE_DELAY_MS = 500;
const MAX_BACKOFF_MS = 8000;

/** How safe it is to send a request again. */
export type RetrySafety = 'idempotent' | 'keyed' | 'unsafe';

/** What failed on an attempt, as the retry policy sees it. */
export type AttemptFailure =
  | { kind: 'status'; status: number; retryAfterMs: number | undefined }
  | { kind: 'timeout' }
  | { kind: 'network'; notSent: boolean };

/** Parses `Retry-After` (seconds or an HTTP date) into milliseconds; `undefined` when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  // An HTTP date names its day and month; anything else (e.g. "-1") is not a date, whatever Date.parse thinks.
  if (!/[a-z]{3}/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with jitter: 0.5 s, 1 s, 2 s … capped at 8 s, each shortened by up to a quarter. */
export function backoffDelay(retryNumber: number, random: () => number = Math.random): number {
  const base = Math.min(BASE_DELAY_MS * 2 ** (retryNumber - 1), MAX_BACKOFF_MS);
  return Math.round(base * (1 - random() * 0.25));
}

/** Whether this failure may be retried for an operation of this safety. */
export function isRetryable(failure: AttemptFailure, safety: RetrySafety): boolean {
  const safe = safety !== 'unsafe';
  switch (failure.kind) {
    case 'status':
      return failure.status === 429 || (safe && RETRYABLE_STATUSES.has(failure.status));
    case 'timeout':
      return safe;
    case 'network':
      return safe || failure.notSent;
  }
}

/**
 * The wait before the next attempt, or `undefined` when the server asked for more time than is left.
 * `Retry-After` wins over backoff; it is honoured only while it fits in the remaining `totalTimeout`.
 */
export function retryDelay(
  failure: AttemptFailure,
  retryNumber: number,
  remainingMs: number,
): number | undefined {
  const requested = failure.kind === 'status' ? failure.retryAfterMs : undefined;
  if (requested !== undefined) return requested < remainingMs ? requested : undefined;
  const delay = backoffDelay(retryNumber);
  return delay < remainingMs ? delay : undefined;
}
