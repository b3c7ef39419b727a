import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { RequestAbortedError, TimeoutError } from '../../src/index.js';
import { makeClient, SANDBOX } from '../helpers/msw.js';
import { ok, status, useSequenceServer } from './retries-support.js';

const { server, sequence } = useSequenceServer();

describe('timeouts', () => {
  const slow = (ms: number) => async () => {
    await delay(ms);
    return ok();
  };

  it('times out one attempt after `timeout` and retries a GET', async () => {
    const state = sequence('get', '/v1/me', [slow(400), ok]);
    await expect(makeClient({ timeout: 100 }).request({ method: 'GET', path: '/v1/me' })).resolves.toEqual({
      ok: true,
    });
    expect(state.count).toBe(2);
  });

  it('throws TimeoutError naming the per-attempt timeout when every attempt is slow', async () => {
    const state = sequence('get', '/v1/me', [slow(400)]);
    const error = await makeClient({ timeout: 60, maxRetries: 1 })
      .request({ method: 'GET', path: '/v1/me' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/timeout \(60 ms\)/);
    expect(state.count).toBe(2);
  });

  it('bounds the whole call, retries and backoff included, with totalTimeout', async () => {
    sequence('get', '/v1/me', [slow(1500)]);
    const started = Date.now();
    const error = await makeClient({ timeout: 5000, totalTimeout: 400, maxRetries: 5 })
      .request({ method: 'GET', path: '/v1/me' })
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/totalTimeout \(400 ms/);
    expect(elapsed).toBeLessThan(900);
  });

  it('per-request timeout overrides the client', async () => {
    sequence('get', '/v1/me', [slow(300)]);
    await expect(
      makeClient({ timeout: 5000 }).request(
        { method: 'GET', path: '/v1/me' },
        { timeout: 50, maxRetries: 0 },
      ),
    ).rejects.toBeInstanceOf(TimeoutError);
  });

  it('times out a body that stalls after the headers', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/me`, () => {
        const stream = new ReadableStream({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode('{"ok":'));
            await delay(1500);
            controller.enqueue(new TextEncoder().encode('true}'));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } });
      }),
    );
    const started = Date.now();
    const error = await makeClient({ timeout: 200, maxRetries: 0 })
      .request({ method: 'GET', path: '/v1/me' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(1200);
  });
});

describe('cancellation', () => {
  it('an already aborted signal rejects without sending', async () => {
    const state = sequence('get', '/v1/me', [ok]);
    const controller = new AbortController();
    controller.abort(new Error('user left'));
    const error = await makeClient()
      .request({ method: 'GET', path: '/v1/me' }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(state.count).toBe(0);
  });

  it('aborts a request in flight', async () => {
    sequence('get', '/v1/me', [
      async () => {
        await delay(2000);
        return ok();
      },
    ]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const error = await makeClient()
      .request({ method: 'GET', path: '/v1/me' }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('aborts during the backoff between retries', async () => {
    const state = sequence('get', '/v1/me', [status(503, { 'retry-after': '5' }), ok]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const error = await makeClient()
      .request({ method: 'GET', path: '/v1/me' }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(state.count).toBe(1);
  });
});
