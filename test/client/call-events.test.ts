import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../src/entries/core.js';
import { personsGet } from '../../src/generated/functions.js';
import type { CallEvent } from '../../src/index.js';
import { WorkforceError } from '../../src/index.js';
import { API_KEY, makeClient, memoryLogger, PERSON_ID, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();
const TENANT = 'tenant_9f8e7d6c5b4a39281706';
const PERSON = { id: PERSON_ID, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

/** Every event a client emits, in order. */
function collect(client: { on(type: CallEvent['type'], fn: (e: CallEvent) => void): () => void }) {
  const events: CallEvent[] = [];
  for (const type of ['request', 'retry', 'response', 'error'] as const)
    client.on(type, (e) => events.push(e));
  return events;
}

/** No event may carry a secret, the filled path, or a body. */
function expectNothingSecret(events: CallEvent[]) {
  const text = JSON.stringify(events);
  for (const secret of [API_KEY, TENANT, PERSON_ID, 'Lovelace', 'ada@example.com']) {
    expect(text).not.toContain(secret);
  }
}

describe('call events', () => {
  it('a GET emits request then response with the operation, template, status, duration and request id', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, () =>
        HttpResponse.json(PERSON, { headers: { 'x-request-id': 'req_123' } }),
      ),
    );
    const client = makeClient({ tenantKey: TENANT });
    const events = collect(client);
    await expect(client.persons.get(PERSON_ID)).resolves.toMatchObject({ id: PERSON_ID });
    expect(events.map((e) => e.type)).toEqual(['request', 'response']);
    const base = {
      operation: 'persons.get',
      method: 'GET',
      path: '/v1/persons/{personId}',
      host: 'dev-api.cadanapay.com',
      idempotencyKey: false,
    };
    expect(events[0]).toEqual({ type: 'request', ...base, callId: events[0]!.callId, attempt: 1 });
    expect(events[1]).toMatchObject({
      type: 'response',
      ...base,
      attempt: 1,
      status: 200,
      requestId: 'req_123',
    });
    expect(events[1]!.callId).toBe(events[0]!.callId);
    expect((events[1] as { durationMs: number }).durationMs).toBeGreaterThanOrEqual(0);
    expectNothingSecret(events);
  });

  it('a retried call emits a request per attempt, a retry with its reason, then one response', async () => {
    let count = 0;
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, () =>
        count++ === 0
          ? HttpResponse.json(
              { code: 'x', message: 'busy' },
              { status: 503, headers: { 'retry-after': '0' } },
            )
          : HttpResponse.json(PERSON),
      ),
    );
    const client = makeClient();
    const events = collect(client);
    await client.persons.get(PERSON_ID);
    expect(events.map((e) => [e.type, e.attempt])).toEqual([
      ['request', 1],
      ['retry', 2],
      ['request', 2],
      ['response', 2],
    ]);
    expect(events[1]).toMatchObject({ reason: 'HTTP 503', status: 503, delayMs: 0 });
    expect(new Set(events.map((e) => e.callId)).size).toBe(1);
  });

  it('a failed call emits error with the error name, status and request id', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, () =>
        HttpResponse.json(
          { code: 'resource_not_found', message: `no person ${PERSON_ID}` },
          { status: 404, headers: { 'x-request-id': 'req_404' } },
        ),
      ),
    );
    const client = makeClient();
    const events = collect(client);
    await expect(client.persons.get(PERSON_ID)).rejects.toThrow(WorkforceError);
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      operation: 'persons.get',
      errorName: 'NotFoundError',
      status: 404,
      requestId: 'req_404',
    });
    expectNothingSecret(events);
  });

  it('a keyed operation says an idempotency key was sent, without the key', async () => {
    const businessId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    let sentKey = '';
    server.use(
      http.post(`${SANDBOX}/v1/businesses/:id/deposits`, async ({ request }) => {
        sentKey = ((await request.json()) as { idempotencyKey: string }).idempotencyKey;
        return HttpResponse.json({ id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e' });
      }),
    );
    const client = makeClient();
    const events = collect(client);
    await client.businesses.deposits.create(businessId, {
      amount: { amount: 1000, currency: 'USD' },
      externalAccountId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      paymentMethod: 'ach',
      suppressNotification: false,
    });
    expect(events[0]).toMatchObject({
      operation: 'businesses.deposits.create',
      method: 'POST',
      path: '/v1/businesses/{businessId}/deposits',
      idempotencyKey: true,
    });
    expect(sentKey).not.toBe('');
    expect(JSON.stringify(events)).not.toContain(sentKey);
    expect(JSON.stringify(events)).not.toContain(businessId);
  });

  it('client.request() shows ids and codes of its path as {param}', async () => {
    server.use(http.get(`${SANDBOX}/v1/persons/:id`, () => HttpResponse.json(PERSON)));
    const client = makeClient();
    const events = collect(client);
    await client.request({ method: 'GET', path: `/v1/persons/${PERSON_ID}?email=ada@example.com` });
    expect(events[0]).toMatchObject({ operation: 'request', path: '/v1/persons/{param}' });
    expectNothingSecret(events);
  });

  it('files.upload names both calls and never the presigned URL', async () => {
    const putUrl =
      'https://uploads.example.com/b/c06f3427-3bbe-4d70-9a54-28acda267e48?X-Amz-Signature=abc123';
    server.use(
      http.post(`${SANDBOX}/v1/files/upload-url`, () =>
        HttpResponse.json({ fileId: 'c06f3427-3bbe-4d70-9a54-28acda267e48', putUrl, expiresIn: 900 }),
      ),
      http.put('https://uploads.example.com/b/:file', () => new HttpResponse(null, { status: 200 })),
    );
    const client = makeClient();
    const events = collect(client);
    await client.files.upload('%PDF-1.4', { purpose: 'contract', contentType: 'application/pdf' });
    expect(events.map((e) => `${e.type} ${e.operation} ${e.method} ${e.path} ${e.host}`)).toEqual([
      'request files.createUploadUrl POST /v1/files/upload-url dev-api.cadanapay.com',
      'response files.createUploadUrl POST /v1/files/upload-url dev-api.cadanapay.com',
      'request files.upload PUT {presignedUploadUrl} uploads.example.com',
      'response files.upload PUT {presignedUploadUrl} uploads.example.com',
    ]);
    expect(JSON.stringify(events)).not.toMatch(/c06f3427|X-Amz-Signature/);
  });

  it('a refreshed provider key shows as a retry of reason HTTP 401', async () => {
    let count = 0;
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, () =>
        count++ === 0
          ? HttpResponse.json({ code: 'unauthorized', message: 'expired' }, { status: 401 })
          : HttpResponse.json(PERSON),
      ),
    );
    let tokens = 0;
    const client = makeClient({ apiKey: () => `user_token_${++tokens}` });
    const events = collect(client);
    await client.persons.get(PERSON_ID);
    expect(events.map((e) => e.type)).toEqual(['request', 'retry', 'request', 'response']);
    expect(events[1]).toMatchObject({ reason: 'HTTP 401', status: 401, delayMs: 0, attempt: 2 });
    expect(JSON.stringify(events)).not.toContain('user_token_');
  });

  it('a throwing listener is logged and the call still resolves', async () => {
    server.use(http.get(`${SANDBOX}/v1/persons/:id`, () => HttpResponse.json(PERSON)));
    const log = memoryLogger();
    const client = makeClient({ logger: log.logger, logLevel: 'warn' });
    client.on('request', () => {
      throw new Error(`boom ${API_KEY}`);
    });
    client.on('response', () => Promise.reject(new Error('async boom')));
    const seen: string[] = [];
    client.on('response', (e) => seen.push(e.operation));
    await expect(client.persons.get(PERSON_ID)).resolves.toMatchObject({ id: PERSON_ID });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['persons.get']);
    expect(log.all()).toContain('A request listener threw (Error)');
    expect(log.all()).toContain('A response listener threw (Error)');
    expect(log.all()).not.toContain(API_KEY);
  });

  it('off() and the returned function remove a listener', async () => {
    server.use(http.get(`${SANDBOX}/v1/persons/:id`, () => HttpResponse.json(PERSON)));
    const client = makeClient();
    const seen: string[] = [];
    const listener = () => seen.push('a');
    const stop = client.on('response', () => seen.push('b'));
    client.on('response', listener);
    client.off('response', listener);
    stop();
    await client.persons.get(PERSON_ID);
    expect(seen).toEqual([]);
  });

  it('derived clients start with the parent listeners; later listeners stay on their own client', async () => {
    server.use(http.get(`${SANDBOX}/v1/persons/:id`, () => HttpResponse.json(PERSON)));
    const seen: string[] = [];
    const parent = makeClient({ on: { response: () => seen.push('option') } });
    parent.on('response', () => seen.push('parent'));
    const child = parent.withTenant(TENANT);
    child.on('response', () => seen.push('child'));
    const other = parent.withOptions({ on: { response: () => seen.push('override') } });
    await child.persons.get(PERSON_ID);
    expect(seen).toEqual(['option', 'parent', 'child']);
    seen.length = 0;
    await parent.persons.get(PERSON_ID);
    expect(seen).toEqual(['option', 'parent']);
    seen.length = 0;
    await other.persons.get(PERSON_ID);
    expect(seen).toEqual(['option', 'parent', 'override']);
  });

  it('the on option works for createCore and the standalone functions', async () => {
    server.use(http.get(`${SANDBOX}/v1/persons/:id`, () => HttpResponse.json(PERSON)));
    const seen: string[] = [];
    const core = createCore({
      apiKey: API_KEY,
      environment: 'sandbox',
      on: { response: (e) => seen.push(`${e.operation} ${e.status}`) },
    });
    await personsGet(core, PERSON_ID);
    expect(seen).toEqual(['persons.get 200']);
  });

  it('refuses an unknown event type or a listener that is not a function', () => {
    expect(() => makeClient({ on: { finish: () => {} } as never })).toThrow(/on.finish is not an event/);
    expect(() => makeClient({ on: { error: 'log' } as never })).toThrow(/on.error must be a function/);
    expect(() => makeClient().on('finish' as never, () => {})).toThrow(TypeError);
  });
});
