import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { build } from 'esbuild';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src/entries/core.js';
import { personsGet } from '../../src/generated/functions.js';
import { instrument, tracingListeners } from '../../src/otel/index.js';
import { API_KEY, makeClient, PERSON_ID, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();
const TENANT = 'tenant_0a1b2c3d4e5f60718293';
const PERSON = { id: PERSON_ID, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

// What an application's OpenTelemetry setup does: the active span follows async calls.
const contextManager = new AsyncLocalStorageContextManager();
beforeAll(() => context.setGlobalContextManager(contextManager.enable()));
afterAll(() => {
  context.disable();
});

let exporter: InMemorySpanExporter;
let provider: BasicTracerProvider;
beforeEach(() => {
  exporter = new InMemorySpanExporter();
  provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
});

/** Every span's name, attributes and events as text: none may hold a secret or the filled path. */
function expectNothingSecret(spans: ReadableSpan[]) {
  const text = JSON.stringify(spans.map((s) => [s.name, s.attributes, s.events, s.status]));
  for (const secret of [API_KEY, TENANT, PERSON_ID, 'Lovelace', 'ada@example.com']) {
    expect(text).not.toContain(secret);
  }
}

describe('workforce-api/otel', () => {
  it('makes one client span per call, named after the operation, with the HTTP attributes', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, () =>
        HttpResponse.json(PERSON, { headers: { 'x-request-id': 'req_otel' } }),
      ),
    );
    const client = makeClient({ tenantKey: TENANT });
    instrument(client, { tracerProvider: provider });
    await client.persons.get(PERSON_ID);
    const [span, ...others] = exporter.getFinishedSpans();
    expect(others).toEqual([]);
    expect(span?.name).toBe('persons.get');
    expect(span?.kind).toBe(SpanKind.CLIENT);
    expect(span?.attributes).toEqual({
      'http.request.method': 'GET',
      'url.template': '/v1/persons/{personId}',
      'server.address': 'dev-api.cadanapay.com',
      'workforce.operation': 'persons.get',
      'http.response.status_code': 200,
      'workforce.request_id': 'req_otel',
    });
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
    expect(span?.instrumentationScope.name).toBe('workforce-api');
    expectNothingSecret(exporter.getFinishedSpans());
  });

  it('adds an event per retry and the resend count', async () => {
    let count = 0;
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, () =>
        count++ < 2
          ? HttpResponse.json(
              { code: 'x', message: 'busy' },
              { status: 503, headers: { 'retry-after': '0' } },
            )
          : HttpResponse.json(PERSON),
      ),
    );
    const client = makeClient();
    instrument(client, { tracerProvider: provider });
    await client.persons.get(PERSON_ID);
    const [span] = exporter.getFinishedSpans();
    expect(span?.attributes['http.request.resend_count']).toBe(2);
    expect(span?.events.map((e) => [e.name, e.attributes])).toEqual([
      [
        'retry',
        {
          'http.request.resend_count': 1,
          'http.response.status_code': 503,
          'workforce.retry.reason': 'HTTP 503',
          'workforce.retry.delay_ms': 0,
        },
      ],
      [
        'retry',
        {
          'http.request.resend_count': 2,
          'http.response.status_code': 503,
          'workforce.retry.reason': 'HTTP 503',
          'workforce.retry.delay_ms': 0,
        },
      ],
    ]);
  });

  it('marks a failed call as an error with error.type', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, () =>
        HttpResponse.json({ code: 'resource_not_found', message: `no ${PERSON_ID}` }, { status: 404 }),
      ),
      http.get(`${SANDBOX}/v1/me`, () => HttpResponse.error()),
    );
    const client = makeClient({ maxRetries: 0 });
    instrument(client, { tracerProvider: provider });
    await expect(client.persons.get(PERSON_ID)).rejects.toThrow();
    await expect(client.me.get()).rejects.toThrow();
    const [notFound, network] = exporter.getFinishedSpans();
    expect(notFound?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'NotFoundError' });
    expect(notFound?.attributes).toMatchObject({ 'error.type': '404', 'http.response.status_code': 404 });
    expect(network?.name).toBe('me.get');
    expect(network?.attributes['error.type']).toBe('ConnectionError');
    expect(network?.attributes['http.response.status_code']).toBeUndefined();
    expectNothingSecret(exporter.getFinishedSpans());
  });

  it("parents the span to the caller's active span, and stops when asked", async () => {
    server.use(http.get(`${SANDBOX}/v1/persons/:id`, () => HttpResponse.json(PERSON)));
    const client = makeClient();
    const stop = instrument(client, { tracerProvider: provider });
    const parent = provider.getTracer('app').startSpan('handle-request');
    await context.with(trace.setSpan(context.active(), parent), () => client.persons.get(PERSON_ID));
    parent.end();
    const [child] = exporter.getFinishedSpans();
    expect(child?.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    stop();
    exporter.reset();
    await client.persons.get(PERSON_ID);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('traces a derived client and a core built with tracingListeners', async () => {
    server.use(http.get(`${SANDBOX}/v1/persons/:id`, () => HttpResponse.json(PERSON)));
    const client = makeClient();
    instrument(client, { tracerProvider: provider });
    await client.withTenant(TENANT).persons.get(PERSON_ID);
    const core = createCore({
      apiKey: API_KEY,
      environment: 'sandbox',
      on: tracingListeners({ tracerProvider: provider }),
    });
    await personsGet(core, PERSON_ID);
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(['persons.get', 'persons.get']);
    expectNothingSecret(exporter.getFinishedSpans());
  });
});

/** Every source file an entry pulls in when bundled. */
async function inputsOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'neutral',
    format: 'esm',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('loading', () => {
  it.each(['src/index.ts', 'src/entries/core.ts', 'src/generated/functions.ts'])(
    '%s never loads OpenTelemetry',
    async (entry) => {
      const inputs = await inputsOf(entry);
      expect(inputs).toContain('src/core/errors.ts');
      expect(inputs.filter((file) => /opentelemetry|src\/otel\//.test(file))).toEqual([]);
    },
  );

  it('the otel entry loads @opentelemetry/api and no client code', async () => {
    const inputs = await inputsOf('src/otel/index.ts');
    expect(inputs.some((file) => file.includes('node_modules/@opentelemetry/api/'))).toBe(true);
    expect(inputs.filter((file) => /^src\/(client|internal|generated)/.test(file))).toEqual([]);
  });
});
