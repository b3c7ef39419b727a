import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, BadRequestError, RequestValidationError } from '../../src/index.js';
import { makeClient, recorder, SANDBOX, useMswServer } from '../helpers/msw.js';

/*
 * `client.request()`: a `#` in a raw path is refused (fetch would cut the path there); an error body cannot
 * reach a prototype through `__proto__`, `constructor` or `prototype` keys; an `idempotencyKey` option goes
 * into the JSON body and makes a raw POST retryable like the API's keyed operations.
 */

const server = useMswServer();

/** Answers each request with the next of `replies` (the last repeats), recording what arrived. */
function answer(method: 'get' | 'post', path: string, ...replies: (() => Response)[]) {
  const rec = recorder();
  server.use(
    http[method](`${SANDBOX}${path}`, async ({ request }) => {
      await rec.record(request);
      return replies[Math.min(rec.seen.length - 1, replies.length - 1)]!();
    }),
  );
  return rec.seen;
}

describe('client.request() paths', () => {
  it('sends a path outside /v1 as given (a simulator control route), with the API key', async () => {
    const rec = recorder();
    server.use(
      http.post(`${SANDBOX}/_simulator/clock/advance`, async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json({ now: '2026-01-04T00:00:00Z', moves: 0 });
      }),
    );
    const result = await makeClient().request({
      method: 'POST',
      path: '/_simulator/clock/advance',
      body: { duration: 'P3D' },
    });
    expect(result).toEqual({ now: '2026-01-04T00:00:00Z', moves: 0 });
    expect(rec.seen).toHaveLength(1);
    expect(rec.seen[0]?.url.pathname).toBe('/_simulator/clock/advance');
    expect(rec.seen[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(JSON.parse(rec.seen[0]!.body)).toEqual({ duration: 'P3D' });
  });

  it.each(['https://evil.example/v1/persons', '//evil.example/v1', 'v1/persons'])(
    '%s (not a relative path) is refused and nothing is sent',
    async (path) => {
      const seen = answer('get', '/v1/*', () => HttpResponse.json({}));
      const error = await makeClient()
        .request({ method: 'GET', path })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestValidationError);
      expect(error).toMatchObject({ requestMayHaveBeenProcessed: false });
      expect(seen).toHaveLength(0);
    },
  );

  it.each(['/v1/persons#x', '/v1/persons/a#b/c', '/v1/persons?page=1#frag', '/v1/#'])(
    '%s is refused at path and nothing is sent',
    async (path) => {
      const seen = answer('get', '/v1/*', () => HttpResponse.json({}));
      const error = await makeClient()
        .request({ method: 'GET', path })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestValidationError);
      expect((error as RequestValidationError).params).toEqual({
        path: 'must not contain "#" (a fragment is never sent); encode it as %23',
      });
      expect(seen).toHaveLength(0);
    },
  );

  it('an encoded %23 is sent as part of the path', async () => {
    const seen = answer('get', '/v1/tags/:tag', () => HttpResponse.json({ ok: true }));
    const data = await makeClient().request({ method: 'GET', path: '/v1/tags/a%23b' });
    expect(data).toEqual({ ok: true });
    expect(seen[0]?.url.pathname).toBe('/v1/tags/a%23b');
  });
});

describe('error bodies with prototype keys', () => {
  it('__proto__, constructor and prototype keys are dropped from body and params', async () => {
    const raw =
      '{"code":"invalid_request_body","message":"bad","__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}},"params":{"__proto__":{"x":"y"},"prototype":"p","amount":"must be positive"},"nested":{"__proto__":{"isAdmin":true},"ok":1}}';
    const seen = answer(
      'post',
      '/v1/things',
      () => new HttpResponse(raw, { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    const error = (await makeClient()
      .request({ method: 'POST', path: '/v1/things', body: { a: 1 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(BadRequestError);
    const body = error.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'nested', 'params']);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(body.nested)).toBe(Object.prototype);
    expect(error.params).toEqual({ amount: 'must be positive' });
    const spread = { ...body, ...(body.nested as object) } as Record<string, unknown>;
    const merged = Object.assign({}, body, body.nested) as Record<string, unknown>;
    expect(spread.isAdmin).toBeUndefined();
    expect(merged.isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body)).toEqual({ a: 1 });
  });
});

describe('client.request() with an idempotencyKey', () => {
  const failThenCreate = [
    () =>
      HttpResponse.json(
        { code: 'internal_error', message: 'x' },
        { status: 503, headers: { 'retry-after': '0' } },
      ),
    () => HttpResponse.json({ id: 'd_1' }, { status: 201 }),
  ];

  it('puts the key in the JSON body and retries a POST with the same key after a 503', async () => {
    const seen = answer('post', '/v1/deposits', ...failThenCreate);
    const data = await makeClient({ maxRetries: 2 }).request(
      { method: 'POST', path: '/v1/deposits', body: { amount: 100 } },
      { idempotencyKey: 'dep-2026-001' },
    );
    expect(data).toEqual({ id: 'd_1' });
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request.method).toBe('POST');
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(request.body)).toEqual({ amount: 100, idempotencyKey: 'dep-2026-001' });
    }
  });

  it('without a body, the body is just the key', async () => {
    const seen = answer('post', '/v1/deposits', ...failThenCreate);
    await makeClient({ maxRetries: 1 }).request(
      { method: 'POST', path: '/v1/deposits' },
      { idempotencyKey: 'dep-2026-002' },
    );
    expect(seen.map((r) => JSON.parse(r.body))).toEqual([
      { idempotencyKey: 'dep-2026-002' },
      { idempotencyKey: 'dep-2026-002' },
    ]);
  });

  it('without the option, a raw POST answered 503 is not resent and its body is untouched', async () => {
    const seen = answer('post', '/v1/deposits', ...failThenCreate);
    const error = await makeClient({ maxRetries: 2 })
      .request({ method: 'POST', path: '/v1/deposits', body: { amount: 100 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!.body)).toEqual({ amount: 100 });
  });

  it.each([
    ['an array body', [1, 2]],
    ['a string body', 'text'],
    ['a null body', null],
  ])('with %s is refused at idempotencyKey and nothing is sent', async (_what, body) => {
    const seen = answer('post', '/v1/deposits', ...failThenCreate);
    const error = await makeClient()
      .request({ method: 'POST', path: '/v1/deposits', body }, { idempotencyKey: 'k-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).params).toEqual({
      idempotencyKey: 'needs a JSON object body (or none): the API reads it from the body as idempotencyKey',
    });
    expect(seen).toHaveLength(0);
  });
});

describe('client.request() methods', () => {
  it.each(['post', 'Post', 'patch'])(
    '%s is sent upper-case and, like POST, not resent after a 503',
    async (method) => {
      const rec = recorder();
      server.use(
        http.all(`${SANDBOX}/v1/deposits`, async ({ request }) => {
          await rec.record(request);
          return HttpResponse.json({ message: 'busy' }, { status: 503, headers: { 'retry-after': '0' } });
        }),
      );
      const raw = { method: method as 'POST', path: '/v1/deposits', body: { amount: 100 } };
      const error = await makeClient({ maxRetries: 2 })
        .request(raw)
        .catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(503);
      expect(rec.seen.map((r) => r.method)).toEqual([method.toUpperCase()]);
    },
  );

  it.each(['FOO', 'GET X', 'CONNECT', ''])('%j is refused before sending', async (method) => {
    const rec = recorder();
    server.use(
      http.all(`${SANDBOX}/v1/me`, async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json({});
      }),
    );
    const error = await makeClient()
      .request({ method: method as 'GET', path: '/v1/me' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).params).toEqual({
      method: 'must be one of GET, POST, PUT, PATCH, DELETE',
    });
    expect(rec.seen).toHaveLength(0);
  });
});
