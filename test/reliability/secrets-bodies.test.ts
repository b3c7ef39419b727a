import { describe, expect, it } from 'vitest';
import {
  ApiError,
  BadRequestError,
  ConnectionError,
  InternalServerError,
  ResponseValidationError,
  WorkforceClient,
  WorkforceError,
} from '../../src/index.js';
import { capturingLogger, errorSurfaces } from './secrets-support.js';
import { closedPortUrl, closeServersAfterEach, json, redirect, startServer, text } from './server.js';
import { clientFor, KEY, PERSON_ID, rejectionOf } from './support.js';

/*
 * Secrets the SDK never registered — credentials a server puts in a body by field name, presigned URL
 * signatures, snake_case PII, PII under dotted `params` paths — are masked by one redaction, by key name in any
 * case style and by value, wherever an error or a log line holds them.
 */

closeServersAfterEach();

const PERSON_PATH = `/v1/persons/${PERSON_ID}`;

/** Values that appear nowhere else by chance, each under a differently spelled key. */
const SECRET = {
  tenantKey: 'tk_body_tenant_8c7b6a5d4e3f',
  api_key: 'sk_body_apikey_1f2e3d4c5b6a',
  'access-token': 'at_body_access_9a8b7c6d5e4f',
  TOKEN: 'tok_body_upper_0f1e2d3c4b5a',
  clientSecret: 'cs_body_secret_6d5c4b3a2f1e',
  Password: 'pw_body_Hunter2_77aa88bb',
  refresh_token: 'rt_body_refresh_3c4d5e6f7a8b',
} as const;

const SIGNATURE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90deadbeefcafef00d';
const PRESIGNED = `https://bucket.s3.amazonaws.com/f_1?X-Amz-Credential=AKIAEXAMPLE123456&X-Amz-Signature=${SIGNATURE}&X-Amz-Security-Token=stok_body_99887766&sig=azsig_55443322&token=qtok_11223344`;
const PRESIGNED_SECRETS = [
  SIGNATURE,
  'AKIAEXAMPLE123456',
  'stok_body_99887766',
  'azsig_55443322',
  'qtok_11223344',
];

const SNAKE_PII = {
  tax_id: '987-65-4321',
  date_of_birth: '1979-03-21',
  account_number: '4455667788990',
  'routing-number': '011000015',
  NATIONAL_ID: 'ZX9876543QW',
} as const;

/** Every place an error shows (message, JSON, inspect, cause chain) joined, to search. */
function shown(error: unknown, log: string[] = []): string {
  return [...Object.values(errorSurfaces(error)), ...log].join('\n');
}

function expectHidden(haystack: string, values: readonly string[]): void {
  const found = values.filter((v) => haystack.includes(v));
  expect(found).toEqual([]);
}

describe('credentials in bodies, by field name in any case style', () => {
  it('an error body carrying keys, tokens, secrets and passwords → ApiError with body, params and message masked', async () => {
    const server = await startServer(
      json(400, {
        code: 'invalid_request_body',
        message: `bad request; your config was ${JSON.stringify({ tenantKey: SECRET.tenantKey, api_key: SECRET.api_key })}`,
        params: { api_key: `${SECRET.api_key} is revoked`, 'auth.accessToken': SECRET['access-token'] },
        ...SECRET,
        nested: { deeper: { TOKEN: SECRET.TOKEN, 'client-secret': SECRET.clientSecret } },
      }),
    );
    const log = capturingLogger();
    const error = await rejectionOf(
      clientFor(server.url, { logger: log.logger, logLevel: 'debug' }).persons.get(PERSON_ID),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    const body = (error as ApiError).body as Record<string, unknown>;
    expect(body.code).toBe('invalid_request_body');
    for (const key of Object.keys(SECRET)) expect(body[key]).toBe('[redacted]');
    expect(body.nested).toEqual({ deeper: { TOKEN: '[redacted]', 'client-secret': '[redacted]' } });
    expect((error as ApiError).params).toEqual({ api_key: '[redacted]', 'auth.accessToken': '[redacted]' });
    expect(error.message).toContain('"tenantKey":"[redacted]"');
    expectHidden(shown(error, log.lines), Object.values(SECRET));
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: PERSON_PATH });
  });

  it('a 2xx that fails validation with credentials in it → ResponseValidationError body masked', async () => {
    const server = await startServer(json(200, { id: 42, ...SECRET, link: PRESIGNED }));
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ResponseValidationError);
    const body = (error as ResponseValidationError).body as Record<string, unknown>;
    expect(body.id).toBe(42);
    expect(body.tenantKey).toBe('[redacted]');
    expect(body.Password).toBe('[redacted]');
    expect(String(body.link)).toContain('X-Amz-Signature=[redacted]');
    expectHidden(shown(error), [...Object.values(SECRET), ...PRESIGNED_SECRETS]);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: PERSON_PATH });
  });

  it('a non-JSON error page quoting JSON credentials and snake_case PII → masked in message and body', async () => {
    const quoted = JSON.stringify({ ...SECRET, ...SNAKE_PII });
    const server = await startServer(text(500, `upstream said: ${quoted}`, { 'content-type': 'text/plain' }));
    const error = await rejectionOf(clientFor(server.url, { maxRetries: 0 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as ApiError).body).toContain('"tax_id":"[redacted]"');
    expect((error as ApiError).body).toContain('"refresh_token":"[redacted]"');
    expectHidden(shown(error), [...Object.values(SECRET), ...Object.values(SNAKE_PII)]);
    expect(server.count()).toBe(1);
  });
});

describe('presigned URL signatures', () => {
  it('signature, credential and token query parameters are masked in an error message and body', async () => {
    const server = await startServer(
      json(409, { code: 'conflict', message: `upload slot already used: ${PRESIGNED}`, putUrl: PRESIGNED }),
    );
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toContain('X-Amz-Signature=[redacted]');
    expect(error.message).toContain('https://bucket.s3.amazonaws.com/f_1?');
    expectHidden(shown(error), PRESIGNED_SECRETS);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: PERSON_PATH });
  });

  it("a redirect's Location query is masked in the message and in headers.location", async () => {
    const server = await startServer(redirect(302, PRESIGNED));
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(302);
    expect((error as ApiError).headers.location).toContain('X-Amz-Signature=[redacted]');
    expect(error.message).toContain('sig=[redacted]');
    expectHidden(shown(error), PRESIGNED_SECRETS);
    expect(server.count()).toBe(1);
  });
});

describe('PII in any case style and under dotted params paths', () => {
  it('snake_case and kebab-case PII fields in a body, and PII under dotted params keys, are masked', async () => {
    const server = await startServer(
      json(422, {
        code: 'unprocessable',
        message: 'bank details rejected',
        params: {
          'bankDetails.accountNumber': `${SNAKE_PII.account_number} is not a valid account`,
          'person.date_of_birth': SNAKE_PII.date_of_birth,
          'entries[0].tax_id': `${SNAKE_PII.tax_id} is malformed`,
          'bankDetails.bankName': 'is required',
        },
        person: { ...SNAKE_PII, first_name: 'Ada' },
      }),
    );
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).params).toEqual({
      'bankDetails.accountNumber': '[redacted]',
      'person.date_of_birth': '[redacted]',
      'entries[0].tax_id': '[redacted]',
      'bankDetails.bankName': 'is required',
    });
    expect(((error as ApiError).body as { person: unknown }).person).toEqual({
      tax_id: '[redacted]',
      date_of_birth: '[redacted]',
      account_number: '[redacted]',
      'routing-number': '[redacted]',
      NATIONAL_ID: '[redacted]',
      first_name: 'Ada',
    });
    expectHidden(shown(error), Object.values(SNAKE_PII));
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: PERSON_PATH });
  });

  it('snake_case PII in a raw request query is masked in the error message and log lines', async () => {
    const server = await startServer(json(404, { code: 'resource_not_found', message: 'none' }));
    const log = capturingLogger();
    const error = await rejectionOf(
      clientFor(server.url, { logger: log.logger, logLevel: 'debug' }).request({
        method: 'GET',
        path: '/v1/persons',
        query: { tax_id: SNAKE_PII.tax_id, account_number: SNAKE_PII.account_number },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toContain('tax_id=[redacted]');
    expect(server.requests[0]?.url).toBe(
      `/v1/persons?tax_id=${SNAKE_PII.tax_id}&account_number=${SNAKE_PII.account_number}`,
    );
    expectHidden(shown(error, log.lines), Object.values(SNAKE_PII));
  });
});

describe('a static key with a control character', () => {
  it.each([
    ['a trailing newline', 'sk_live_CTRLKEY_5e4d3c2b1a09\n'],
    ['a NUL in the middle', 'sk_live_CTRL\u0000KEY_5e4d3c2b1a09'],
    ['a non-Latin-1 character', 'sk_live_CTRLĀKEY_5e4d3c2b1a09'],
  ])('with %s is refused by the constructor, and the key shows nowhere', async (_what, key) => {
    const server = await startServer(json(200, { id: PERSON_ID }));
    let error: unknown;
    try {
      new WorkforceClient({ apiKey: key, baseUrl: server.url, logLevel: 'off' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WorkforceError);
    expect((error as Error).message).toMatch(/apiKey must contain only printable Latin-1 characters/);
    expectHidden(shown(error), ['CTRLKEY', 'CTRL', '5e4d3c2b1a09']);
    expect(server.count()).toBe(0);
  });

  it('the cause of a connection failure is a redacted copy, not the runtime error holding the request', async () => {
    const error = await rejectionOf(
      clientFor(await closedPortUrl(), { maxRetries: 0 }).persons.get(PERSON_ID),
    );
    expect(error).toBeInstanceOf(ConnectionError);
    const cause = (error as { cause?: unknown }).cause as Error;
    expect(cause).toBeInstanceOf(Error);
    expect(Object.keys(cause)).not.toContain('request');
    expect(shown(error)).not.toContain('Bearer sk_');
  });
});

describe('cause chains and 2xx bodies', () => {
  it('redacts every cause of a connection failure, however deep, and keeps the rest of its text', async () => {
    const failingFetch: typeof fetch = async (input) => {
      const authorization = new Request(input).headers.get('authorization');
      throw new TypeError('fetch failed', {
        cause: new Error('proxy said', {
          cause: new Error(`upstream rejected ${authorization} for ?tax_id=987-65-4321`),
        }),
      });
    };
    const client = clientFor('http://127.0.0.1:9', { fetch: failingFetch, maxRetries: 0 });
    const error = await rejectionOf(client.persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ConnectionError);
    const text = Object.values(errorSurfaces(error)).join('\n');
    expect(text).toContain('upstream rejected');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('987-65-4321');
  });

  it('drops __proto__ from a 2xx body that fails validation, so nothing reaches a prototype', async () => {
    const server = await startServer(({ res }) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id":42,"__proto__":{"isAdmin":true}}');
    });
    const error = await rejectionOf(clientFor(server.url, { maxRetries: 0 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ResponseValidationError);
    const body = (error as ResponseValidationError).body as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect((body as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(Object.keys(body)).toEqual(['id']);
  });
});
