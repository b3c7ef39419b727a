import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  TimeoutError,
} from '../../src/index.js';
import { guideBlock, runGuideBlock } from '../helpers/guide-blocks.js';
import { makeClient, memoryLogger, PERSON_ID } from '../helpers/msw.js';
import { ok, status, useSequenceServer } from './retries-support.js';

const { sequence } = useSequenceServer();

describe('idempotent requests', () => {
  it.each([408, 429, 500, 502, 503, 504])('a GET is retried after %i', async (code) => {
    const state = sequence('get', '/v1/me', [status(code), ok]);
    await expect(makeClient().request({ method: 'GET', path: '/v1/me' })).resolves.toEqual({ ok: true });
    expect(state.count).toBe(2);
  });

  it('a PUT is retried after a 503', async () => {
    const state = sequence('put', '/v1/statutory/businesses/b1/fields/BR', [status(503), ok]);
    await makeClient().request({
      method: 'PUT',
      path: '/v1/statutory/businesses/b1/fields/BR',
      body: { fields: {} },
    });
    expect(state.count).toBe(2);
    expect(state.bodies[0]).toBe(state.bodies[1]);
  });

  it('stops after maxRetries (default 2: three attempts) and throws the last error', async () => {
    const state = sequence('get', '/v1/me', [status(500)]);
    await expect(makeClient().request({ method: 'GET', path: '/v1/me' })).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(state.count).toBe(3);
  });

  it('honours maxRetries per request and per client', async () => {
    const state = sequence('get', '/v1/me', [status(500)]);
    await expect(
      makeClient().request({ method: 'GET', path: '/v1/me' }, { maxRetries: 0 }),
    ).rejects.toThrow();
    expect(state.count).toBe(1);
    await expect(makeClient({ maxRetries: 4 }).request({ method: 'GET', path: '/v1/me' })).rejects.toThrow();
    expect(state.count).toBe(1 + 5);
  });

  it('the README’s per-call recipe (maxRetries: 0) makes one attempt and throws its error', async () => {
    const state = sequence('get', `/v1/payrolls/${PERSON_ID}`, [status(503), ok]);
    const recipe = guideBlock('README.md', 'Retries and timeouts');
    await expect(
      runGuideBlock(recipe, { client: makeClient(), payrollId: PERSON_ID }),
    ).rejects.toBeInstanceOf(InternalServerError);
    expect(state.count).toBe(1);
  });

  it.each([
    [400, BadRequestError],
    [404, NotFoundError],
    [409, ConflictError],
  ])('never retries a %i', async (code, cls) => {
    const state = sequence('get', '/v1/me', [status(code)]);
    await expect(makeClient().request({ method: 'GET', path: '/v1/me' })).rejects.toBeInstanceOf(cls);
    expect(state.count).toBe(1);
  });

  it('retries a GET after a network failure', async () => {
    const state = sequence('get', '/v1/me', [() => HttpResponse.error(), ok]);
    await expect(makeClient().request({ method: 'GET', path: '/v1/me' })).resolves.toEqual({ ok: true });
    expect(state.count).toBe(2);
  });

  it('backs off exponentially with jitter when there is no Retry-After', async () => {
    const state = sequence('get', '/v1/me', [status(500, {}), status(500, {}), ok]);
    const log = memoryLogger();
    const started = Date.now();
    await makeClient({ logger: log.logger, logLevel: 'info' }).request({ method: 'GET', path: '/v1/me' });
    const elapsed = Date.now() - started;
    expect(state.count).toBe(3);
    const delays = log.lines.map((l) => Number(/"delayMs":(\d+)/.exec(l.text)?.[1]));
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(375);
    expect(delays[0]).toBeLessThanOrEqual(500);
    expect(delays[1]).toBeGreaterThanOrEqual(750);
    expect(delays[1]).toBeLessThanOrEqual(1000);
    expect(elapsed).toBeGreaterThanOrEqual(delays[0]! + delays[1]! - 20);
    expect(log.lines[0]?.text).toMatch(/Retrying GET \/v1\/me.*"attempt":2.*"reason":"HTTP 500"/);
    expect(log.lines[1]?.text).toContain('"attempt":3');
  });
});

describe('POST moves money', () => {
  it('a POST that got a 500 was sent exactly once', async () => {
    const state = sequence('post', '/v1/reimbursements', [status(500), ok]);
    await expect(
      makeClient().request({ method: 'POST', path: '/v1/reimbursements', body: { title: 'x' } }),
    ).rejects.toBeInstanceOf(InternalServerError);
    expect(state.count).toBe(1);
  });

  it.each([502, 503, 504, 408])('a POST that got a %i was sent exactly once', async (code) => {
    const state = sequence('post', '/v1/reimbursements', [status(code), ok]);
    await expect(
      makeClient().request({ method: 'POST', path: '/v1/reimbursements', body: {} }),
    ).rejects.toThrow();
    expect(state.count).toBe(1);
  });

  it('a POST rejected with 429 (before processing) is retried with the same body', async () => {
    const state = sequence('post', '/v1/reimbursements', [status(429), ok]);
    await makeClient().request({ method: 'POST', path: '/v1/reimbursements', body: { title: 'x' } });
    expect(state.count).toBe(2);
    expect(state.bodies).toEqual(['{"title":"x"}', '{"title":"x"}']);
  });

  it('a POST whose connection broke mid-request is not resent', async () => {
    const state = sequence('post', '/v1/reimbursements', [() => HttpResponse.error(), ok]);
    await expect(
      makeClient().request({ method: 'POST', path: '/v1/reimbursements', body: {} }),
    ).rejects.toBeInstanceOf(ConnectionError);
    expect(state.count).toBe(1);
  });

  it('a POST that timed out is not resent', async () => {
    const state = sequence('post', '/v1/reimbursements', [
      async () => {
        await delay(300);
        return ok();
      },
    ]);
    await expect(
      makeClient({ timeout: 50 }).request({ method: 'POST', path: '/v1/reimbursements', body: {} }),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(state.count).toBe(1);
  });
});

describe('Retry-After', () => {
  it('waits the seconds the server asks for', async () => {
    const state = sequence('get', '/v1/me', [status(503, { 'retry-after': '1' }), ok]);
    const started = Date.now();
    await makeClient().request({ method: 'GET', path: '/v1/me' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(state.count).toBe(2);
  });

  it('accepts an HTTP date', async () => {
    const state = sequence('get', '/v1/me', [
      () => status(429, { 'retry-after': new Date(Date.now() + 2000).toUTCString() })(),
      ok,
    ]);
    const started = Date.now();
    await makeClient().request({ method: 'GET', path: '/v1/me' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(state.count).toBe(2);
  });

  it('gives up at once when the wait does not fit in totalTimeout', async () => {
    const state = sequence('get', '/v1/me', [status(429, { 'retry-after': '120' }), ok]);
    const started = Date.now();
    const error = await makeClient({ totalTimeout: 5000 })
      .request({ method: 'GET', path: '/v1/me' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(120);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(state.count).toBe(1);
  });
});
