import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  AuthenticationError,
  isRequestValidationError,
  RequestValidationError,
  WorkforceError,
} from '../../src/index.js';
import {
  API_KEY,
  makeClient,
  memoryLogger,
  PERSON_ID,
  recorder,
  SANDBOX,
  useMswServer,
} from '../helpers/msw.js';

const server = useMswServer();

function personHandler(status = 200) {
  const rec = recorder();
  server.use(
    http.get(`${SANDBOX}/v1/persons/:id`, async ({ request, params }) => {
      await rec.record(request);
      if (status !== 200) return HttpResponse.json({ message: 'nope' }, { status });
      return HttpResponse.json(
        { id: params.id, firstName: 'Ada' },
        { headers: { 'x-request-id': 'req_123' } },
      );
    }),
  );
  return rec;
}

describe('authentication', () => {
  it('sends the static key as a bearer token', async () => {
    const rec = personHandler();
    await makeClient().persons.get(PERSON_ID);
    expect(rec.seen[0]?.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
  });

  it('sends exactly the client key even when a call passes its own authorization header', async () => {
    const rec = personHandler();
    await makeClient().persons.get(PERSON_ID, { headers: { authorization: 'Bearer someone_else_123' } });
    expect(rec.seen[0]?.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
  });

  it('calls a provider before each request', async () => {
    const rec = personHandler();
    let n = 0;
    const provider = vi.fn(async () => `user_token_${++n}_abcdef`);
    const client = makeClient({ apiKey: provider });
    await client.persons.get(PERSON_ID);
    await client.persons.get(PERSON_ID);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(rec.seen.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer user_token_1_abcdef',
      'Bearer user_token_2_abcdef',
    ]);
  });

  it('on 401 with a provider, asks it again and retries exactly once', async () => {
    const rec = recorder();
    server.use(
      http.get(`${SANDBOX}/v1/me`, async ({ request }) => {
        const seen = await rec.record(request);
        if (seen.headers.get('authorization') === 'Bearer expired_token_1') {
          return HttpResponse.json({ message: 'token expired' }, { status: 401 });
        }
        return HttpResponse.json({ businessId: 'biz_1' });
      }),
    );
    const tokens = ['expired_token_1', 'fresh_token_22'];
    const provider = vi.fn(async () => tokens.shift() ?? 'unused_token');
    const me = await makeClient({ apiKey: provider, maxRetries: 0 }).me.get();
    expect(me.businessId).toBe('biz_1');
    expect(provider).toHaveBeenCalledTimes(2);
    expect(rec.seen.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer expired_token_1',
      'Bearer fresh_token_22',
    ]);
  });

  it('gives up after the single refresh when the provider keeps failing', async () => {
    const rec = recorder();
    server.use(
      http.get(`${SANDBOX}/v1/me`, async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json({ message: 'bad token' }, { status: 401 });
      }),
    );
    await expect(makeClient({ apiKey: async () => 'always_bad_token' }).me.get()).rejects.toBeInstanceOf(
      AuthenticationError,
    );
    expect(rec.seen).toHaveLength(2);
  });

  it('never retries a 401 with a static key, and says to check the environment', async () => {
    const rec = personHandler(401);
    const error = await makeClient()
      .persons.get(PERSON_ID)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as Error).message).toMatch(/environment \(sandbox\)/);
    expect(rec.seen).toHaveLength(1);
  });

  it('wraps a failing provider in a WorkforceError and sends nothing', async () => {
    const rec = personHandler();
    const error = await makeClient({
      apiKey: () => {
        throw new Error('vault down');
      },
    })
      .persons.get(PERSON_ID)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkforceError);
    expect((error as Error).message).toMatch(/provider/);
    expect(rec.seen).toHaveLength(0);
  });
});

describe('path parameters', () => {
  it.each(['', '.', '..', ' '])('refuses the path parameter %j before sending', async (value) => {
    const rec = personHandler();
    const error = await makeClient()
      .persons.get(value)
      .catch((e: unknown) => e);
    expect(isRequestValidationError(error)).toBe(true);
    expect(rec.seen).toHaveLength(0);
  });
});

describe('input validation', () => {
  it('reports path, query and body problems together in one RequestValidationError', async () => {
    const rec = personHandler();
    const error = await makeClient()
      .persons.milestones.create('not-a-uuid', {
        title: '',
        amount: { amount: 12.5, currency: 'usd' },
      } as never)
      .catch((e: unknown) => e);
    expect(isRequestValidationError(error)).toBe(true);
    const params = (error as RequestValidationError).params;
    expect(Object.keys(params)).toEqual(expect.arrayContaining(['personId', 'amount.amount']));
    expect(rec.seen).toHaveLength(0);
  });
});

describe('per-request options', () => {
  it('sends extra headers and refuses control characters in them', async () => {
    const rec = personHandler();
    await makeClient().persons.get(PERSON_ID, { headers: { 'X-Trace': 't-1', 'X-Skip': undefined } });
    expect(rec.seen[0]?.headers.get('x-trace')).toBe('t-1');
    expect(rec.seen[0]?.headers.has('x-skip')).toBe(false);
    await expect(
      makeClient().persons.get(PERSON_ID, { headers: { 'X-Trace': 'a\r\nSet-Cookie: x' } }),
    ).rejects.toBeInstanceOf(RequestValidationError);
    await expect(
      makeClient().persons.get(PERSON_ID, { headers: { 'Bad Header': 'x' } }),
    ).rejects.toBeInstanceOf(RequestValidationError);
    expect(rec.seen).toHaveLength(1);
  });

  it('withResponse() returns the data, the raw response and the request id', async () => {
    personHandler();
    const { data, response, requestId } = await makeClient().persons.get(PERSON_ID).withResponse();
    expect(data).toEqual({ id: PERSON_ID, firstName: 'Ada' });
    expect(response.status).toBe(200);
    expect(requestId).toBe('req_123');
  });
});

describe('client.request()', () => {
  it('sends any method, path, query and body with auth and tenant', async () => {
    const rec = recorder();
    server.use(
      http.post(`${SANDBOX}/v1/payrolls/:id/approve`, async ({ request }) => {
        await rec.record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const result = await makeClient({ tenantKey: 'tk_platform_0001' }).request({
      method: 'POST',
      path: '/v1/payrolls/p1/approve',
      query: { includeFxRates: true, tags: ['a', 'b'], skip: undefined },
      body: { note: 'ok' },
    });
    expect(result).toBeUndefined();
    const seen = rec.seen[0]!;
    expect(seen.method).toBe('POST');
    expect(seen.url.search).toBe('?includeFxRates=true&tags=a%2Cb');
    expect(JSON.parse(seen.body)).toEqual({ note: 'ok' });
    expect(seen.headers.get('content-type')).toMatch(/application\/json/);
    expect(seen.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
    expect(seen.headers.get('x-multitenantkey')).toBe('tk_platform_0001');
  });

  it('returns the parsed JSON unvalidated', async () => {
    server.use(http.get(`${SANDBOX}/v1/payrolls`, () => HttpResponse.json({ data: [{ payrollId: 'p1' }] })));
    const result = await makeClient().request<{ data: { payrollId: string }[] }>({
      method: 'GET',
      path: '/v1/payrolls',
    });
    expect(result.data[0]?.payrollId).toBe('p1');
  });

  it.each([
    'v1/me',
    '//evil.example.com/v1/me',
    'https://evil.example.com/v1/me',
    '/v1/../admin',
    '/v1/%2e%2e/admin',
    '/v1/persons/a%2Fb/../x',
    '/v1/me\r\nX: y',
    '/v1/persons/100%',
    '/v1/id_{%zz',
  ])('refuses the path %j before sending', async (path) => {
    await expect(makeClient().request({ method: 'GET', path })).rejects.toBeInstanceOf(
      RequestValidationError,
    );
  });
});

describe('logging', () => {
  it('logs method, path, status, duration, attempts and request id at debug, never the key', async () => {
    personHandler();
    const log = memoryLogger();
    await makeClient({
      logger: log.logger,
      logLevel: 'debug',
      tenantKey: 'tk_secret_tenant_9999',
    }).persons.get(PERSON_ID);
    const line = log.lines.find((l) => l.level === 'debug')!;
    expect(line.text).toContain(`GET /v1/persons/${PERSON_ID} → 200`);
    expect(line.text).toMatch(/"durationMs":\d+/);
    expect(line.text).toContain('"attempts":1');
    expect(line.text).toContain('"requestId":"req_123"');
    expect(log.all()).not.toContain(API_KEY);
    expect(log.all()).not.toContain('tk_secret_tenant_9999');
  });

  it('logs the status and request id of a failed call at debug too', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, () =>
        HttpResponse.json(
          { code: 'resource_not_found', message: 'no such person' },
          { status: 404, headers: { 'x-request-id': 'req_404' } },
        ),
      ),
    );
    const log = memoryLogger();
    const call = makeClient({ logger: log.logger, logLevel: 'debug' }).persons.get(PERSON_ID);
    await expect(call).rejects.toMatchObject({ name: 'NotFoundError', status: 404, requestId: 'req_404' });
    const line = log.lines.find((l) => l.level === 'debug')!;
    expect(line.text).toContain(`GET /v1/persons/${PERSON_ID} failed: NotFoundError`);
    expect(line.text).toContain('"status":404');
    expect(line.text).toContain('"attempts":1');
    expect(line.text).toContain('"requestId":"req_404"');
  });

  it('writes nothing at the default warn level for a successful call', async () => {
    personHandler();
    const log = memoryLogger();
    await makeClient({ logger: log.logger, logLevel: 'warn' }).persons.get(PERSON_ID);
    expect(log.lines).toHaveLength(0);
  });

  it('masks PII query values in log lines', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/persons`, () =>
        HttpResponse.json({
          data: [],
          meta: { limit: 20, currentPage: 1, itemCount: 0, pages: 0, skipped: 0 },
        }),
      ),
    );
    const log = memoryLogger();
    await makeClient({ logger: log.logger, logLevel: 'debug' }).persons.list({ email: 'ada@example.com' });
    expect(log.all()).toContain('email=[redacted]');
    expect(log.all()).not.toContain('ada');
  });
});
