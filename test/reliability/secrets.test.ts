import { describe, it } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  TimeoutError,
  UnprocessableEntityError,
} from '../../src/index.js';
import { CLIENT_TENANT, echoError, PII } from './secrets-support.js';
import { CALLS, type Call, expectNoLeaks, sweep } from './secrets-sweep.js';
import { type Behaviour, closeServersAfterEach, hang, redirect, text } from './server.js';

/*
 * No error the SDK throws and no line it logs may contain an API key (static or from a provider), a full
 * tenant key (client-level or per-request), the webhook secret, or person PII (tax id, national id, date of
 * birth, bank account and routing numbers): not in `message`, `stack`, JSON, `util.inspect` with
 * `showHidden` (the `cause` chain included), nor any log line at any level. The server here is hostile: it
 * echoes the credentials, tenant key and request body it received.
 */

closeServersAfterEach();

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

  it('the tenant key in the path and query of a raw request is masked in messages and logs', async () => {
    const calls = {
      'GET raw naming its tenant': (c, o) => {
        const tenant = typeof o.tenantKey === 'string' ? o.tenantKey : CLIENT_TENANT;
        return c.request({ method: 'GET', path: `/v1/tenants/${tenant}`, query: { of: tenant } }, o);
      },
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
