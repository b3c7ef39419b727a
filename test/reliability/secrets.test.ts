import { describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  type ClientOptions,
  ConflictError,
  ConnectionError,
  createWebhookHandler,
  InternalServerError,
  type LogLevel,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RequestAbortedError,
  type RequestOptions,
  RequestValidationError,
  ResponseValidationError,
  TimeoutError,
  UnprocessableEntityError,
  unwrapWebhook,
  verifyWebhook,
  WebhookVerificationError,
  WorkforceClient,
  WorkforceError,
} from '../../src/index.js';
import {
  CLIENT_TENANT,
  capturingLogger,
  echoError,
  echoInvalidPerson,
  errorSurfaces,
  leaks,
  PII,
  PROVIDER_KEY,
  personPii,
  REQUEST_TENANT,
  STATIC_KEY,
  signedHeaders,
  WEBHOOK_SECRET,
} from './secrets-support.js';
import {
  type Behaviour,
  closedPortUrl,
  closeServersAfterEach,
  cutBody,
  hang,
  type LoopbackServer,
  redirect,
  slowBody,
  startServer,
  text,
} from './server.js';
import { businessParams } from './support.js';

/*
 * No error the SDK throws and no line it logs may contain an API key (static or from a provider), a full
 * tenant key (client-level or per-request), the webhook secret, or person PII (tax id, national id, date of
 * birth, bank account and routing numbers): not in `message`, `stack`, JSON, `util.inspect` with
 * `showHidden` (the `cause` chain included), nor any log line at any level. The server here is hostile: it
 * echoes the credentials, tenant key and request body it received.
 */

closeServersAfterEach();

const LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error'];

interface Mode {
  name: string;
  client: ClientOptions;
  request: RequestOptions;
}

/** Static and provider keys × client-level and per-request tenant keys. */
const MODES: Mode[] = [
  {
    name: 'static key, client tenant',
    client: { apiKey: STATIC_KEY, tenantKey: CLIENT_TENANT },
    request: {},
  },
  {
    name: 'static key, per-request tenant',
    client: { apiKey: STATIC_KEY, tenantKey: CLIENT_TENANT },
    request: { tenantKey: REQUEST_TENANT },
  },
  {
    name: 'provider key, client tenant',
    client: { apiKey: () => PROVIDER_KEY, tenantKey: CLIENT_TENANT },
    request: {},
  },
  {
    name: 'provider key, per-request tenant',
    client: { apiKey: () => PROVIDER_KEY, tenantKey: CLIENT_TENANT },
    request: { tenantKey: REQUEST_TENANT },
  },
];

type Call = (client: WorkforceClient, options: RequestOptions) => Promise<unknown>;

/** Calls whose request carries PII: a PUT, a POST without key, the keyed POST, a GET. */
const CALLS: Record<string, Call> = {
  'PUT statutory fields': (c, o) =>
    c.statutory.businesses.fields.update('biz_1', 'BR', { fields: { ...PII } }, o),
  'POST raw with PII body': (c, o) =>
    c.request({ method: 'POST', path: '/v1/persons', body: personPii() }, o),
  'keyed POST platform business': (c, o) =>
    c.platform.businesses.create({ ...businessParams(), ...personPii() }, o),
  'GET person': (c, o) => c.persons.get('3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b', o),
};

interface SweepOptions {
  /** How the server answers (every request the same way); none when nothing should be sent. */
  behaviours?: Behaviour[];
  /** The calls to make (default: {@link CALLS}). */
  calls?: Record<string, Call>;
  /** The class every call must fail with; `undefined` when the calls must succeed. */
  expected: (new (...args: never[]) => Error) | undefined;
  /** Client options on top of each mode's. */
  extra?: ClientOptions;
  /** A base URL to use instead of a fresh loopback server. */
  baseUrl?: string;
  modes?: Mode[];
}

/**
 * Makes every call in every mode at every log level (all at once), checks each outcome's class, and returns
 * each leak as "what in where [call; mode]". Also returns the server, to count what it saw.
 */
async function sweep(
  options: SweepOptions,
): Promise<{ found: string[]; server: LoopbackServer | undefined }> {
  const server = options.baseUrl === undefined ? await startServer(...(options.behaviours ?? [])) : undefined;
  const baseUrl = options.baseUrl ?? server!.url;
  const runs = (options.modes ?? MODES).flatMap((mode) =>
    Object.entries(options.calls ?? CALLS).flatMap(([name, call]) =>
      LEVELS.map(async (level) => {
        const log = capturingLogger();
        const client = new WorkforceClient({
          baseUrl,
          logger: log.logger,
          logLevel: level,
          maxRetries: 1,
          webhookSecret: WEBHOOK_SECRET,
          ...mode.client,
          ...options.extra,
        });
        let error: unknown;
        try {
          await call(client, mode.request);
        } catch (e) {
          error = e;
        }
        if (options.expected === undefined) expect(error, `${name}; ${mode.name}`).toBeUndefined();
        else expect(error, `${name}; ${mode.name}`).toBeInstanceOf(options.expected);
        const found = error === undefined ? [] : leaks(errorSurfaces(error));
        for (const line of log.lines) found.push(...leaks({ [`a log line at logLevel ${level}`]: line }));
        return found.map((f) => `${f} [${name}; ${mode.name}]`);
      }),
    ),
  );
  return { found: (await Promise.all(runs)).flat(), server };
}

/** Fails listing each distinct leak: what leaked, in which call and mode, and every place it showed. */
function expectNoLeaks(found: string[]): void {
  const places = new Map<string, Set<string>>();
  for (const entry of found) {
    const match = /^(.+?) in (.+?)(?: \[(.+)\])?$/.exec(entry);
    const key = match?.[3] ? `${match[1]} [${match[3]}]` : (match?.[1] ?? entry);
    if (!places.has(key)) places.set(key, new Set());
    places.get(key)!.add(match?.[2] ?? '?');
  }
  const lines = [...places].map(([key, wheres]) => `${key} in: ${[...wheres].sort().join(', ')}`).sort();
  expect(lines.length === 0 ? 'no leaks' : lines.join('\n')).toBe('no leaks');
}

describe('ApiError subclasses, with a server that echoes credentials, tenant keys and PII', () => {
  it.each([
    [400, 'BadRequestError', BadRequestError],
    [401, 'AuthenticationError', AuthenticationError],
    [403, 'PermissionDeniedError', PermissionDeniedError],
    [404, 'NotFoundError', NotFoundError],
    [409, 'ConflictError', ConflictError],
    [422, 'UnprocessableEntityError', UnprocessableEntityError],
    [429, 'RateLimitError', RateLimitError],
    [500, 'InternalServerError', InternalServerError],
    [503, 'InternalServerError', InternalServerError],
    [418, 'ApiError', ApiError],
  ])('%i → %s: nothing leaks', async (status, _name, cls) => {
    expectNoLeaks((await sweep({ behaviours: [echoError(status)], expected: cls })).found);
  });

  it.each([
    [409, 'ConflictError', ConflictError],
    [422, 'UnprocessableEntityError', UnprocessableEntityError],
  ])('statutory-shaped %i → %s: nothing leaks', async (status, _name, cls) => {
    expectNoLeaks((await sweep({ behaviours: [echoError(status, 'statutory')], expected: cls })).found);
  });

  it('a redirect whose Location carries the key → ApiError: nothing leaks', async () => {
    const behaviour: Behaviour = (exchange) =>
      redirect(302, `https://elsewhere.example/login?auth=${exchange.req.headers.authorization}`)(exchange);
    expectNoLeaks((await sweep({ behaviours: [behaviour], expected: ApiError })).found);
  });

  it('an HTML error page quoting the credentials and the request body → InternalServerError: nothing leaks', async () => {
    const behaviour: Behaviour = ({ req, res, seen }) => {
      res.writeHead(502, { 'content-type': 'text/html', 'retry-after': '0' });
      res.end(`<html><pre>${req.headers.authorization}\n${seen.body}</pre></html>`);
    };
    expectNoLeaks((await sweep({ behaviours: [behaviour], expected: InternalServerError })).found);
  });

  it('a long non-JSON error body cut (200 characters in the message, 1000 in body) inside PII values: nothing leaks', async () => {
    // The message keeps the first 200 characters, `body` the first 1000: each cut lands right after a value,
    // before its closing quote.
    const upTo = (length: number, prefix: string, key: string, value: string) =>
      `${prefix}${'x'.repeat(length - prefix.length - `","${key}":"`.length - value.length)}","${key}":"${value}`;
    const first = upTo(200, '{"note":"', 'taxId', PII.taxId);
    const body = `${upTo(1000, `${first}","more":"`, 'nationalId', PII.nationalId)}", and then not JSON`;
    const behaviour = text(500, body, { 'content-type': 'text/plain', 'retry-after': '0' });
    expectNoLeaks(
      (
        await sweep({
          behaviours: [behaviour],
          calls: { 'GET person': CALLS['GET person']! },
          expected: InternalServerError,
        })
      ).found,
    );
  });

  it('PII in the query of a raw request is masked in messages and logs', async () => {
    const calls = {
      'GET raw with PII query': (c, o) =>
        c.request({ method: 'GET', path: '/v1/persons', query: { ...PII } }, o),
    } satisfies Record<string, Call>;
    expectNoLeaks(
      (await sweep({ behaviours: [echoError(500)], calls, expected: InternalServerError })).found,
    );
  });

  it('PII in the query of a raw request that times out is masked, cause included', async () => {
    const calls = {
      'GET raw with PII query': (c, o) =>
        c.request({ method: 'GET', path: '/v1/persons', query: { ...PII } }, o),
    } satisfies Record<string, Call>;
    const extra = { timeout: 60, maxRetries: 0 };
    expectNoLeaks((await sweep({ behaviours: [hang()], calls, expected: TimeoutError, extra })).found);
  });
});

describe('network errors', () => {
  it('ConnectionError (reset before the response): nothing leaks', async () => {
    const reset: Behaviour = ({ req }) => {
      req.socket.destroy();
    };
    expectNoLeaks(
      (await sweep({ behaviours: [reset], expected: ConnectionError, extra: { maxRetries: 0 } })).found,
    );
  });

  it('ConnectionError (connection refused): nothing leaks', async () => {
    const baseUrl = await closedPortUrl();
    expectNoLeaks((await sweep({ baseUrl, expected: ConnectionError, extra: { maxRetries: 0 } })).found);
  });

  it('the error of a response cut mid-body: nothing leaks', async () => {
    // Its class is asserted in faults-resets.test.ts (it should be a ConnectionError); here only what it shows.
    const behaviours = [cutBody(200, '{"taxId":"123-45-')];
    expectNoLeaks((await sweep({ behaviours, expected: WorkforceError, extra: { maxRetries: 0 } })).found);
  });

  it('TimeoutError (an attempt exceeded timeout): nothing leaks, not even in the hidden cause', async () => {
    expectNoLeaks(
      (await sweep({ behaviours: [hang()], expected: TimeoutError, extra: { timeout: 60, maxRetries: 0 } }))
        .found,
    );
  });

  it('TimeoutError (totalTimeout): nothing leaks', async () => {
    const extra = { timeout: 5000, totalTimeout: 80 };
    expectNoLeaks((await sweep({ behaviours: [hang()], expected: TimeoutError, extra })).found);
  });

  it('TimeoutError (the body stalled): nothing leaks', async () => {
    const stall = slowBody(200, ['{"taxId":', `"${PII.taxId}"}`], 2000);
    const calls = { 'GET person': CALLS['GET person']! };
    expectNoLeaks(
      (await sweep({ behaviours: [stall], calls, expected: TimeoutError, extra: { timeout: 80 } })).found,
    );
  });
});

describe('RequestAbortedError', () => {
  const abortingAfter = (ms: number): Record<string, Call> =>
    Object.fromEntries(
      Object.entries(CALLS).map(([name, call]): [string, Call] => [
        name,
        (c, o) => call(c, { ...o, signal: AbortSignal.timeout(ms) }),
      ]),
    );

  it('aborted while waiting for the response: nothing leaks', async () => {
    expectNoLeaks(
      (await sweep({ behaviours: [hang()], calls: abortingAfter(40), expected: RequestAbortedError })).found,
    );
  });

  it('aborted during the backoff after an echoing 503: nothing leaks', async () => {
    const behaviours = [echoError(503, 'api', '5')];
    const calls = { 'PUT statutory fields': abortingAfter(80)['PUT statutory fields']! };
    expectNoLeaks((await sweep({ behaviours, calls, expected: RequestAbortedError })).found);
  });

  it('aborted while the body streams: nothing leaks', async () => {
    const behaviours = [slowBody(200, ['{"taxId":', `"${PII.taxId}"}`], 2000)];
    const calls = { 'GET person': abortingAfter(80)['GET person']! };
    expectNoLeaks((await sweep({ behaviours, calls, expected: RequestAbortedError })).found);
  });
});

describe('RequestValidationError (nothing was sent)', () => {
  const bad: Record<string, Call> = {
    'bad countryCode with PII fields': (c, o) =>
      c.statutory.businesses.fields.update('biz_1', 'brazil', { fields: { ...PII } }, o),
    'bad milestone with PII extras': (c, o) =>
      c.persons.milestones.create(
        PII.taxId,
        { title: '', amount: { amount: 1.5, currency: 'usd' }, dueDate: '1988-13-14', ...personPii() },
        o,
      ),
    'tenant key with CR/LF': (c, o) =>
      c.persons.get('p_1', { ...o, tenantKey: `${REQUEST_TENANT}\r\nX-Evil: 1` }),
    'header carrying the key with LF': (c, o) =>
      c.persons.get('p_1', { ...o, headers: { 'X-Forward-Auth': `Bearer ${STATIC_KEY}\n${PROVIDER_KEY}` } }),
    'person id that is a tax id': (c, o) => c.persons.get(PII.taxId, o),
    'reimbursement with a bank account as userId': (c, o) =>
      c.reimbursements.create(
        { userId: PII.accountNumber, title: 'x', currency: 'USD', destinationCurrency: 'USD', entries: [] },
        o,
      ),
  };

  it.each(Object.keys(bad))('%s: nothing leaks', async (name) => {
    const { found, server } = await sweep({
      calls: { [name]: bad[name]! },
      expected: RequestValidationError,
    });
    expect(server?.count()).toBe(0);
    expectNoLeaks(found);
  });

  it('a provider returning a key with CR/LF: nothing leaks', async () => {
    const modes: Mode[] = [
      { name: 'bad provider', client: { apiKey: () => `${PROVIDER_KEY}\r\nX-Evil: 1` }, request: {} },
    ];
    const { found, server } = await sweep({ modes, expected: RequestValidationError });
    expect(server?.count()).toBe(0);
    expectNoLeaks(found);
  });

  it('withTenant() refusing a tenant key with a control character: nothing leaks', () => {
    const client = new WorkforceClient({
      apiKey: STATIC_KEY,
      baseUrl: 'http://127.0.0.1:9',
      logLevel: 'off',
    });
    let error: unknown;
    try {
      client.withTenant(`${CLIENT_TENANT}\u0000`);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RequestValidationError);
    expectNoLeaks(leaks(errorSurfaces(error)));
  });
});

describe('ResponseValidationError (2xx bodies that fail validation)', () => {
  const calls = { 'GET person': CALLS['GET person']! };

  it('a JSON body with PII and echoed credentials: nothing leaks', async () => {
    expectNoLeaks(
      (await sweep({ behaviours: [echoInvalidPerson()], calls, expected: ResponseValidationError })).found,
    );
  });

  it('a non-JSON body quoting PII fields: nothing leaks', async () => {
    const behaviour = text(
      200,
      `{"taxId":"${PII.taxId}","bank":{"accountNumber":${PII.accountNumber}, oops`,
      {
        'content-type': 'application/json',
      },
    );
    expectNoLeaks((await sweep({ behaviours: [behaviour], calls, expected: ResponseValidationError })).found);
  });

  it('a long non-JSON body cut at 1000 characters right inside a PII value: nothing leaks', async () => {
    // The kept text ends with `"taxId":"123-45-6789` and no closing quote.
    const lead = '{"note":"';
    const field = '","taxId":"';
    const body = `${lead}${'x'.repeat(1000 - lead.length - field.length - PII.taxId.length)}${field}${PII.taxId}", and then not JSON`;
    const behaviour = text(200, body, { 'content-type': 'application/json' });
    expectNoLeaks((await sweep({ behaviours: [behaviour], calls, expected: ResponseValidationError })).found);
  });

  it("validateResponses: 'warn' logs the mismatch without PII or credentials", async () => {
    const extra = { validateResponses: 'warn' as const };
    expectNoLeaks(
      (await sweep({ behaviours: [echoInvalidPerson()], calls, expected: undefined, extra })).found,
    );
  });
});

describe('WebhookVerificationError', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    eventType: 'virtual-account.created',
    version: '1.0',
    timestamp: Math.floor(Date.now() / 1000),
    data: {
      id: 'va_1',
      currency: 'USD',
      status: 'active',
      tenantKey: 'tk_x',
      businessId: 'b_1',
      accountInformation: { accountNumber: PII.accountNumber, routingNumber: PII.routingNumber },
    },
  });
  const notJson = `{"taxId":"${PII.taxId}","nationalId":${PII.nationalId},"dateOfBirth":"${PII.dateOfBirth}"}`;
  const now = Math.floor(Date.now() / 1000);
  const cases: [string, string, Record<string, string>, string | undefined][] = [
    ['missing_headers', payload, {}, WEBHOOK_SECRET],
    ['missing_secret', payload, signedHeaders(payload), undefined],
    ['invalid_secret', payload, signedHeaders(payload), `${WEBHOOK_SECRET}%%`],
    [
      'invalid_signature_header',
      payload,
      { ...signedHeaders(payload), 'webhook-signature': `v9,${PII.taxId}` },
      WEBHOOK_SECRET,
    ],
    [
      'invalid_timestamp',
      payload,
      { ...signedHeaders(payload), 'webhook-timestamp': PII.dateOfBirth },
      WEBHOOK_SECRET,
    ],
    ['timestamp_too_old', payload, signedHeaders(payload, WEBHOOK_SECRET, now - 3600), WEBHOOK_SECRET],
    [
      'signature_mismatch',
      payload,
      signedHeaders(payload, 'whsec_b3RoZXItc2VjcmV0LW9mLTMyLWJ5dGVzLWxvbmch'),
      WEBHOOK_SECRET,
    ],
    ['invalid_payload (not JSON)', notJson, signedHeaders(notJson), WEBHOOK_SECRET],
    ['invalid_payload (event data fails its schema)', payload, signedHeaders(payload), WEBHOOK_SECRET],
  ];

  it.each(cases)(
    '%s: nothing leaks from client.webhooks.unwrap, unwrapWebhook or verifyWebhook',
    async (_n, body, headers, secret) => {
      const log = capturingLogger();
      const client = new WorkforceClient({
        apiKey: STATIC_KEY,
        baseUrl: 'http://127.0.0.1:9',
        logger: log.logger,
        logLevel: 'debug',
        ...(secret ? { webhookSecret: secret } : {}),
      });
      const errors: unknown[] = [];
      // strictPayloads: an event whose data fails its schema is refused (not delivered raw) in this probe.
      await client.webhooks
        .unwrap(body, headers, { strictPayloads: true })
        .catch((e: unknown) => errors.push(e));
      await unwrapWebhook(body, headers, { secret, strictPayloads: true }).catch((e: unknown) =>
        errors.push(e),
      );
      // verifyWebhook parses on first read of `payload`: a body that is not JSON throws there.
      await verifyWebhook(body, headers, { secret })
        .then((verified) => verified.payload)
        .then(
          (payload) => errors.push(payload),
          (e: unknown) => errors.push(e),
        );
      expect(errors[0]).toBeInstanceOf(WebhookVerificationError);
      expect(errors[1]).toBeInstanceOf(WebhookVerificationError);
      const found = errors.flatMap((error, i) =>
        error instanceof Error ? leaks(errorSurfaces(error)).map((f) => `error ${i}: ${f}`) : [],
      );
      for (const line of log.lines) found.push(...leaks({ 'a log line': line }));
      expectNoLeaks(found);
    },
  );

  it.each(cases)(
    '%s: the handler answers 400 and its onError sees nothing secret',
    async (_n, body, headers, secret) => {
      const seen: unknown[] = [];
      let handler: ((request: Request) => Promise<Response>) | undefined;
      try {
        handler = createWebhookHandler({
          secret,
          strictPayloads: true,
          onError: (error) => seen.push(error),
        });
      } catch (error) {
        // A missing or malformed secret is refused when the handler is built.
        expect(error).toBeInstanceOf(WebhookVerificationError);
        expectNoLeaks(leaks(errorSurfaces(error)));
        return;
      }
      const response = await handler(
        new Request('http://127.0.0.1/hooks', { method: 'POST', body, headers }),
      );
      expect(response.status).toBe(400);
      const reply = await response.text();
      expectNoLeaks(leaks({ response: reply, ...Object.assign({}, ...seen.map((e) => errorSurfaces(e))) }));
    },
  );
});
