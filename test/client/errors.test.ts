import { inspect } from 'node:util';
import { runInNewContext } from 'node:vm';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  isApiError,
  isBadRequestError,
  isNotFoundError,
  isRateLimitError,
  isWorkforceError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  WorkforceError,
} from '../../src/index.js';
import { API_KEY, makeClient, memoryLogger, PERSON_ID, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();

function respondWith(response: () => Response) {
  server.use(http.get(`${SANDBOX}/v1/persons/:id`, response));
}

async function failure(options = {}): Promise<ApiError> {
  const error = await makeClient({ maxRetries: 0, ...options })
    .persons.get(PERSON_ID)
    .catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('status → class', () => {
  it.each([
    [400, BadRequestError, 'BadRequestError'],
    [401, AuthenticationError, 'AuthenticationError'],
    [403, PermissionDeniedError, 'PermissionDeniedError'],
    [404, NotFoundError, 'NotFoundError'],
    [409, ConflictError, 'ConflictError'],
    [422, UnprocessableEntityError, 'UnprocessableEntityError'],
    [429, RateLimitError, 'RateLimitError'],
    [500, InternalServerError, 'InternalServerError'],
    [502, InternalServerError, 'InternalServerError'],
    [503, InternalServerError, 'InternalServerError'],
    [418, ApiError, 'ApiError'],
  ])('%i becomes %o', async (status, cls, name) => {
    respondWith(() => HttpResponse.json({ code: 'some_code', message: 'went wrong' }, { status }));
    const error = await failure();
    expect(error).toBeInstanceOf(cls);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(WorkforceError);
    expect(error.name).toBe(name);
    expect(error.status).toBe(status);
    expect(error.code).toBe('some_code');
    expect(error.message).toContain('went wrong');
    expect(error.message).toContain(`GET /v1/persons/${PERSON_ID}`);
  });
});

describe('error bodies', () => {
  it('reads { code, message, params } and the x-request-id header', async () => {
    respondWith(() =>
      HttpResponse.json(
        {
          code: 'invalid_request_body',
          message: 'The request body provided is not valid',
          params: { 'amount.amount': 'Value is invalid.' },
        },
        { status: 400, headers: { 'x-request-id': 'req_400' } },
      ),
    );
    const error = await failure();
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.code).toBe('invalid_request_body');
    expect(error.params).toEqual({ 'amount.amount': 'Value is invalid.' });
    expect(error.requestId).toBe('req_400');
    expect(error.headers['x-request-id']).toBe('req_400');
    expect(error.body).toEqual({
      code: 'invalid_request_body',
      message: 'The request body provided is not valid',
      params: { 'amount.amount': 'Value is invalid.' },
    });
  });

  it('normalises the statutory { error: { code, message, details } } shape', async () => {
    respondWith(() =>
      HttpResponse.json(
        {
          error: {
            code: 'invalid_request',
            message: 'countryCode is invalid',
            details: [
              { field: 'countryCode', message: 'must be ISO 3166-1 alpha-2' },
              { field: 'fields.taxId', message: 'is required' },
            ],
          },
        },
        { status: 422 },
      ),
    );
    const error = await failure();
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    // The statutory spelling is reported as the API's code, so one check works in every area.
    expect(error.code).toBe('invalid_request_body');
    expect((error.body as { error: { code: string } }).error.code).toBe('invalid_request');
    expect(error.message).toContain('countryCode is invalid');
    // A PII field's message may quote its value: masked for dotted paths as for plain names.
    expect(error.params).toEqual({
      countryCode: 'must be ISO 3166-1 alpha-2',
      'fields.taxId': '[redacted]',
    });
  });

  it('accepts statutory errors with details: null', async () => {
    respondWith(() =>
      HttpResponse.json(
        { error: { code: 'not_found', message: 'no such remittance', details: null } },
        { status: 404 },
      ),
    );
    const error = await failure();
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.code).toBe('resource_not_found');
    expect(error.params).toBeUndefined();
  });

  it('keeps the text of an HTML error page, truncated', async () => {
    const html = `<html><body><h1>502 Bad Gateway</h1>${'x'.repeat(5000)}</body></html>`;
    respondWith(() => new HttpResponse(html, { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await failure();
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.code).toBeUndefined();
    expect(error.message).toContain('502 Bad Gateway');
    expect(typeof error.body).toBe('string');
    expect((error.body as string).length).toBeLessThan(1100);
    expect(error.body as string).toContain('more characters');
  });

  it('keeps the text of invalid JSON sent as application/json', async () => {
    respondWith(
      () =>
        new HttpResponse('{"code": "internal_err', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await failure();
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.body).toBe('{"code": "internal_err');
  });

  it('handles an empty error body', async () => {
    respondWith(() => new HttpResponse(null, { status: 503 }));
    const error = await failure();
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.message).toMatch(/503.*empty body/);
    expect(error.body).toBeUndefined();
  });

  it('gives RateLimitError the Retry-After seconds', async () => {
    respondWith(() =>
      HttpResponse.json({ message: 'slow down' }, { status: 429, headers: { 'retry-after': '7' } }),
    );
    const error = await failure();
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(7);
    expect(error.toJSON()).toMatchObject({ name: 'RateLimitError', status: 429, retryAfter: 7 });
  });
});

describe('causes and redirects', () => {
  it('keeps a sanitised cause on ApiError: the HTTP error, without its request or options', async () => {
    respondWith(() => HttpResponse.json({ message: 'gone' }, { status: 404 }));
    const error = await failure({ tenantKey: 'tk_cause_tenant_77' });
    expect(error.cause).toBeInstanceOf(Error);
    expect((error.cause as Error).name).toBe('HTTPError');
    expect(Object.keys(error.cause as object)).not.toContain('request');
    const everything = inspect(error, { depth: Number.POSITIVE_INFINITY, showHidden: true });
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain('tk_cause_tenant_77');
  });

  it('names a redirect and its target instead of following it', async () => {
    respondWith(
      () => new HttpResponse(null, { status: 302, headers: { location: 'https://elsewhere.example.com/x' } }),
    );
    const error = await failure();
    expect(error.constructor).toBe(ApiError);
    expect(error.status).toBe(302);
    expect(error.message).toContain('redirect to https://elsewhere.example.com/x');
  });
});

describe('guards', () => {
  it('recognise errors by name across realms', () => {
    const foreign = runInNewContext(
      `(() => { const e = new Error('gone'); e.name = 'NotFoundError'; e.status = 404; return e; })()`,
    );
    expect(foreign instanceof Error).toBe(false);
    expect(isNotFoundError(foreign)).toBe(true);
    expect(isApiError(foreign)).toBe(true);
    expect(isWorkforceError(foreign)).toBe(true);
    expect(isBadRequestError(foreign)).toBe(false);
  });

  it('reject look-alikes that are not errors', () => {
    expect(isApiError({ name: 'ApiError' })).toBe(false);
    expect(isRateLimitError(null)).toBe(false);
    expect(isWorkforceError('NotFoundError')).toBe(false);
    expect(isWorkforceError(new TypeError('x'))).toBe(false);
  });

  it('narrow real SDK errors', async () => {
    respondWith(() =>
      HttpResponse.json({ code: 'resource_not_found', message: 'no person' }, { status: 404 }),
    );
    const error: unknown = await makeClient()
      .persons.get(PERSON_ID)
      .catch((e: unknown) => e);
    if (!isNotFoundError(error)) throw new Error('expected NotFoundError');
    expect(error.status).toBe(404);
  });
});

describe('redaction', () => {
  const TENANT = 'tk_live_abcdef123456';
  const leakyBody = {
    code: 'invalid_request_body',
    message: `Key ${API_KEY} with tenant ${TENANT} cannot update taxId`,
    params: { taxId: 'invalid', 'address.line1': 'required' },
    person: {
      taxId: '123-45-6789',
      nationalId: 'AB123456',
      dateOfBirth: '1990-01-01',
      bank: { accountNumber: '000123456789', routingNumber: '021000021' },
      firstName: 'Ada',
    },
  };

  it('keeps keys, tenant keys and PII out of message, toJSON, inspect, stack and logs', async () => {
    respondWith(() =>
      HttpResponse.json(leakyBody, {
        status: 400,
        headers: { 'set-cookie': `session=${API_KEY}`, 'x-multitenantkey': TENANT },
      }),
    );
    const log = memoryLogger();
    const error = await failure({ tenantKey: TENANT, logger: log.logger, logLevel: 'debug' });
    const surfaces = [
      error.message,
      String(error.stack),
      JSON.stringify(error),
      JSON.stringify(error.toJSON()),
      inspect(error, { depth: 10 }),
      inspect(error, { depth: 10, showHidden: false }),
      log.all(),
    ];
    for (const text of surfaces) {
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(TENANT);
      for (const pii of ['123-45-6789', 'AB123456', '1990-01-01', '000123456789', '021000021']) {
        expect(text).not.toContain(pii);
      }
    }
    expect(error.message).toContain('****3456');
    expect(JSON.stringify(error.body)).toContain('Ada');
    expect(error.headers['set-cookie']).toBe('[redacted]');
    expect(error.headers['x-multitenantkey']).toBe('****3456');
  });

  it('masks credential headers of an error response by the names credential fields use', async () => {
    respondWith(() =>
      HttpResponse.json(
        { code: 'forbidden', message: 'no' },
        {
          status: 403,
          headers: {
            'x-amz-security-token': 'FwoGZXIvYXdzEJr-session-token',
            'x-api-key': 'key_live_123456',
            'proxy-authorization': 'Basic dXNlcjpwYXNz',
            'x-request-id': 'req_42',
          },
        },
      ),
    );
    const error = await failure();
    expect(error.headers['x-amz-security-token']).toBe('[redacted]');
    expect(error.headers['x-api-key']).toBe('[redacted]');
    expect(error.headers['proxy-authorization']).toBe('[redacted]');
    expect(error.headers['x-request-id']).toBe('req_42');
    expect(JSON.stringify(error.toJSON())).not.toContain('FwoGZXIvYXdzEJr');
  });

  it('masks PII inside a non-JSON error text', async () => {
    respondWith(
      () =>
        new HttpResponse('{"taxId": "123-45-6789", "oops', {
          status: 500,
          headers: { 'content-type': 'text/plain' },
        }),
    );
    const error = await failure();
    expect(JSON.stringify(error.toJSON())).not.toContain('123-45-6789');
  });
});
