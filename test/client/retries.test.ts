import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  RequestAbortedError,
  TimeoutError,
} from '../../src/index.js';
import { makeClient, memoryLogger, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();

/** Serves the given responses in turn (the last one repeats) and counts the requests. */
function sequence(
  method: 'get' | 'post' | 'put',
  path: string,
  responses: Array<() => Response | Promise<Response>>,
) {
  const state = { count: 0, bodies: [] as string[] };
  server.use(
    http[method](`${SANDBOX}${path}`, async ({ request }) => {
      state.bodies.push(await request.text());
      const respond = responses[Math.min(state.count, responses.length - 1)]!;
      state.count += 1;
      return respond();
    }),
  );
  return state;
}

const ok = () => HttpResponse.json({ ok: true });
const status =
  (code: number, headers: Record<string, string> = { 'retry-after': '0' }) =>
  () =>
    HttpResponse.json({ code: 'x', message: `status ${code}` }, { status: code, headers });

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
