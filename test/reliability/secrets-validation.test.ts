import { describe, expect, it } from 'vitest';
import { RequestValidationError, ResponseValidationError, WorkforceClient } from '../../src/index.js';
import {
  CLIENT_TENANT,
  echoInvalidPerson,
  errorSurfaces,
  leaks,
  PII,
  PROVIDER_KEY,
  personPii,
  REQUEST_TENANT,
  STATIC_KEY,
} from './secrets-support.js';
import { CALLS, type Call, expectNoLeaks, type Mode, sweep } from './secrets-sweep.js';
import { closeServersAfterEach, text } from './server.js';

/*
 * Request validation (refused before anything is sent) and response validation (2xx bodies that fail the
 * schema) show no credential, tenant key or PII; see secrets.test.ts for what the suite looks for and where.
 */

closeServersAfterEach();

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
