import { describe, expect, it } from 'vitest';
import { wasNotSent } from '../../src/internal/network-failure.js';
import { backoffDelay, isRetryable, parseRetryAfter, retryDelay } from '../../src/internal/retry.js';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it.each([
    ['3', 3000],
    ['0', 0],
    ['1.5', 1500],
    [' 2 ', 2000],
    ['Sat, 21 Nov 2026 10:00:05 GMT', 5000],
    ['Sat, 21 Nov 2026 09:59:00 GMT', 0],
  ])('reads %j as %i ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });

  it.each([null, undefined, '', 'soon', '-1'])('ignores %j', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('doubles from 500 ms, caps at 8 s, and jitters down by at most a quarter', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(375);
    expect(backoffDelay(2, () => 0)).toBe(1000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(10, () => 0)).toBe(8000);
    expect(backoffDelay(10, () => 1)).toBe(6000);
  });
});

describe('retryDelay', () => {
  it('prefers Retry-After while it fits in the remaining budget', () => {
    expect(retryDelay({ kind: 'status', status: 429, retryAfterMs: 2000 }, 1, 5000)).toBe(2000);
    expect(retryDelay({ kind: 'status', status: 429, retryAfterMs: 6000 }, 1, 5000)).toBeUndefined();
  });

  it('uses backoff otherwise, and gives up when even that does not fit', () => {
    const delay = retryDelay({ kind: 'timeout' }, 1, 10_000)!;
    expect(delay).toBeGreaterThanOrEqual(375);
    expect(delay).toBeLessThanOrEqual(500);
    expect(retryDelay({ kind: 'timeout' }, 1, 100)).toBeUndefined();
  });
});

describe('isRetryable', () => {
  const status = (code: number) => ({ kind: 'status' as const, status: code, retryAfterMs: undefined });
  it.each([408, 429, 500, 502, 503, 504])('retries %i for idempotent and keyed calls', (code) => {
    expect(isRetryable(status(code), 'idempotent')).toBe(true);
    expect(isRetryable(status(code), 'keyed')).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422, 501])('never retries %i', (code) => {
    expect(isRetryable(status(code), 'idempotent')).toBe(false);
  });

  it('retries an unkeyed POST only on 429 and on connections that never opened', () => {
    expect(isRetryable(status(429), 'unsafe')).toBe(true);
    expect(isRetryable(status(500), 'unsafe')).toBe(false);
    expect(isRetryable({ kind: 'timeout' }, 'unsafe')).toBe(false);
    expect(isRetryable({ kind: 'network', notSent: false }, 'unsafe')).toBe(false);
    expect(isRetryable({ kind: 'network', notSent: true }, 'unsafe')).toBe(true);
  });
});

describe('wasNotSent', () => {
  it('finds a refused connection anywhere in the cause chain', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    expect(wasNotSent(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(wasNotSent(Object.assign(new Error('dns'), { code: 'ENOTFOUND' }))).toBe(true);
  });

  it('treats a reset connection as possibly sent', () => {
    const reset = new TypeError('fetch failed', {
      cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
    });
    expect(wasNotSent(reset)).toBe(false);
    expect(wasNotSent(new TypeError('Failed to fetch'))).toBe(false);
  });
});
