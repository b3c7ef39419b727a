import { describe, expect, it } from 'vitest';
import {
  type ApiError,
  BadRequestError,
  ConnectionError,
  ResponseValidationError,
  UnprocessableEntityError,
} from '../../src/index.js';
import { capturingLogger, errorSurfaces } from './secrets-support.js';
import { closeServersAfterEach, json, startServer, text } from './server.js';
import { businessParams, clientFor, PERSON_ID, rejectionOf } from './support.js';

/*
 * E-mail addresses and phone numbers are person PII like tax ids: masked by field name (`email`, `person.email`,
 * `phoneNumber` and its `{ countryCode, number }` object, any case style) and by shape inside free text, in
 * every view of every error and in log lines.
 */

closeServersAfterEach();

const EMAIL = 'jane.doe+payroll@example.com';
const OTHER_EMAIL = 'ops-team@mail.example.org';
const PHONE = '+1 (555) 010-9999';
const PHONE_NUMBER = { countryCode: '+44', number: '2079460958' };
const NATIONAL_PHONE = '020 7946 0958';
/** Everything that must not show, the parts of the phone object included. */
const CONTACTS = [EMAIL, OTHER_EMAIL, PHONE, PHONE_NUMBER.number, NATIONAL_PHONE, 'jane.doe', 'ops-team@'];

/** Every view of an error (String, message, JSON, toJSON, inspect, params, body, causes) and the log lines. */
function views(error: unknown, log: string[] = []): Record<string, string> {
  const e = error as ApiError;
  return {
    ...errorSurfaces(error),
    params: JSON.stringify(e.params) ?? '',
    body: JSON.stringify(e.body) ?? '',
    headers: JSON.stringify(e.headers) ?? '',
    log: log.join('\n'),
  };
}

function expectNoContact(error: unknown, log: string[] = []): void {
  const found: string[] = [];
  for (const [where, shown] of Object.entries(views(error, log))) {
    for (const value of CONTACTS) if (shown.includes(value)) found.push(`${value} in ${where}`);
  }
  expect(found).toEqual([]);
}

describe('a 400 holding e-mail addresses and phone numbers', () => {
  it('masks them in params (dotted, nested, any case), body, message, JSON and logs', async () => {
    const server = await startServer(({ res, json: sent }) => {
      res.writeHead(400, { 'content-type': 'application/json', 'x-request-id': 'req_contact_1' });
      res.end(
        JSON.stringify({
          code: 'invalid_request_body',
          message: `${EMAIL} is already registered; call ${PHONE} or write to ${OTHER_EMAIL}`,
          params: {
            'person.email': `${EMAIL} is already in use`,
            adminEmail: 'is already in use',
            phoneNumber: PHONE_NUMBER,
            PHONE_NUMBER: NATIONAL_PHONE,
            'contact.Phone': 'is invalid',
            businessName: 'is too short',
          },
          request: sent(),
          person: { email: EMAIL, work_email: OTHER_EMAIL, phoneNumber: PHONE_NUMBER, firstName: 'Jane' },
          hint: `contact ${NATIONAL_PHONE}`,
        }),
      );
    });
    const log = capturingLogger();
    const client = clientFor(server.url, { logger: log.logger, logLevel: 'debug', maxRetries: 0 });
    const error = await rejectionOf(
      client.platform.businesses.create({ ...businessParams(), adminEmail: EMAIL }),
    );

    expect(error).toBeInstanceOf(BadRequestError);
    const apiError = error as ApiError;
    expect(apiError.params).toEqual({
      'person.email': '[redacted]',
      adminEmail: '[redacted]',
      phoneNumber: '[redacted]',
      PHONE_NUMBER: '[redacted]',
      'contact.Phone': '[redacted]',
      businessName: 'is too short',
    });
    expect(error.message).toBe(
      '400 invalid_request_body: [redacted] is already registered; call [redacted] or write to [redacted] ' +
        '(POST /v1/platform/businesses)',
    );
    const body = apiError.body as Record<string, unknown>;
    expect(body.person).toEqual({
      email: '[redacted]',
      work_email: '[redacted]',
      phoneNumber: '[redacted]',
      firstName: 'Jane',
    });
    expect(body.request).toMatchObject({ adminEmail: '[redacted]', businessName: 'Acme Ltd' });
    expect(body.hint).toBe('contact [redacted]');
    expect(apiError.toJSON()).toMatchObject({ status: 400, requestId: 'req_contact_1' });
    expect(log.lines.some((line) => line.includes('POST /v1/platform/businesses'))).toBe(true);
    expectNoContact(error, log.lines);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/platform/businesses' });
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toMatchObject({ adminEmail: EMAIL });
  });

  it('masks them in the statutory shape: details fields and messages', async () => {
    const server = await startServer(
      json(422, {
        error: {
          code: 'invalid_request',
          message: `no person with e-mail ${EMAIL}`,
          details: [
            { field: 'person.email', message: `${EMAIL} is invalid` },
            { field: 'person.phoneNumber.number', message: `${PHONE_NUMBER.number} is too long` },
            { field: 'person.name', message: `call ${PHONE} instead` },
          ],
        },
      }),
    );
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as ApiError).params).toEqual({
      'person.email': '[redacted]',
      'person.phoneNumber.number': '[redacted]',
      'person.name': 'call [redacted] instead',
    });
    expectNoContact(error);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: `/v1/persons/${PERSON_ID}` });
  });

  it('masks them in a text body and in the query of the call', async () => {
    const server = await startServer(text(400, `bad lookup for ${EMAIL} / ${NATIONAL_PHONE}`));
    const log = capturingLogger();
    const client = clientFor(server.url, { logger: log.logger, logLevel: 'debug' });
    const query = { email: EMAIL, phone_number: PHONE };
    const error = await rejectionOf(client.request({ method: 'GET', path: '/v1/persons', query }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as ApiError).body).toBe('bad lookup for [redacted] / [redacted]');
    expect(error.message).toContain('GET /v1/persons?email=[redacted]&phone_number=[redacted]');
    expectNoContact(error, log.lines);
    expect(new URL(server.requests[0]?.url ?? '', server.url).searchParams.get('email')).toBe(EMAIL);
  });
});

describe('an e-mail address in the path of a raw call', () => {
  it('is masked in log lines, error messages and call events, written plain or percent-encoded', async () => {
    const server = await startServer(json(404, { message: 'no such user' }));
    const log = capturingLogger();
    const client = clientFor(server.url, { logger: log.logger, logLevel: 'debug', maxRetries: 0 });
    const paths: string[] = [];
    client.on('request', (event) => paths.push(event.path));
    const encoded = `/v1/users/${encodeURIComponent(OTHER_EMAIL)}/wallets`;
    for (const path of [`/v1/users/${EMAIL}/wallets`, encoded]) {
      const error = await rejectionOf(client.request({ method: 'GET', path }));
      expect(error.message).toContain('GET /v1/users/[redacted]/wallets');
      expectNoContact(error, log.lines);
    }
    expect(log.lines.filter((line) => line.includes('GET /v1/users/[redacted]/wallets'))).toHaveLength(2);
    expect(paths).toEqual(['/v1/users/{param}/wallets', '/v1/users/{param}/wallets']);
    expect(server.requests.map((request) => request.url)).toEqual([`/v1/users/${EMAIL}/wallets`, encoded]);
  });
});

describe('other errors holding them', () => {
  it('a 2xx failing validation: masked in the ResponseValidationError body', async () => {
    const server = await startServer(
      json(200, { id: 42, email: EMAIL, phoneNumber: PHONE_NUMBER, note: PHONE }),
    );
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).body).toMatchObject({
      id: 42,
      email: '[redacted]',
      phoneNumber: '[redacted]',
      note: '[redacted]',
    });
    expectNoContact(error);
  });

  it('a connection failure: masked in every cause of the chain', async () => {
    const failingFetch: typeof fetch = async () => {
      throw new TypeError('fetch failed', {
        cause: new Error(`proxy refused ${OTHER_EMAIL}`, { cause: new Error(`dialled ${PHONE}`) }),
      });
    };
    const client = clientFor('http://127.0.0.1:9', { fetch: failingFetch, maxRetries: 0 });
    const error = await rejectionOf(client.persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ConnectionError);
    const shown = Object.values(errorSurfaces(error)).join('\n');
    expect(shown).toContain('proxy refused [redacted]');
    expect(shown).toContain('dialled [redacted]');
    expectNoContact(error);
  });
});
