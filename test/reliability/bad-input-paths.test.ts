import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestValidationError, type WorkforceClient } from '../../src/index.js';
import {
  anyString,
  attempt,
  expectPath,
  illFormedString,
  NASTY_EXAMPLES,
  PARAM,
  refusedOrSent,
  runs,
  setup,
  WRONG_EXAMPLES,
  wrongType,
} from './bad-input-support.js';
import { closeServersAfterEach } from './server.js';

/*
 * Property-based bad input over every path parameter of the resource methods (docs/api-map.md) and the paths
 * of client.request(). Each call either throws RequestValidationError before sending (the server saw
 * nothing) or sends one request to the documented path with the parameter as ONE percent-encoded segment.
 * Never a request to a different path. Query, bodies and headers: the other bad-input-*.test.ts files.
 */

closeServersAfterEach();

interface PathCase {
  method: string;
  template: readonly (string | typeof PARAM)[];
  call: (client: WorkforceClient, value: never) => unknown;
}

const PATH_CASES: Record<string, PathCase> = {
  'businesses.balances.list(businessId)': {
    method: 'GET',
    template: ['v1', 'businesses', PARAM, 'balances'],
    call: (c, v) => c.businesses.balances.list(v),
  },
  'businesses.externalAccounts.list(businessId)': {
    method: 'GET',
    template: ['v1', 'businesses', PARAM, 'external-accounts'],
    call: (c, v) => c.businesses.externalAccounts.list(v),
  },
  'persons.get(personId)': {
    method: 'GET',
    template: ['v1', 'persons', PARAM],
    call: (c, v) => c.persons.get(v),
  },
  'persons.milestones.create(personId)': {
    method: 'POST',
    template: ['v1', 'persons', PARAM, 'milestones'],
    call: (c, v) =>
      c.persons.milestones.create(v, { title: 'Beta', amount: { amount: 5000, currency: 'USD' } }),
  },
  'payrolls.get(payrollId)': {
    method: 'GET',
    template: ['v1', 'payrolls', PARAM],
    call: (c, v) => c.payrolls.get(v),
  },
  'invoices.review(invoiceId)': {
    method: 'POST',
    template: ['v1', 'invoices', PARAM, 'review'],
    call: (c, v) => c.invoices.review(v, { action: 'approve' }),
  },
  'reimbursements.review(reimbursementId)': {
    method: 'POST',
    template: ['v1', 'reimbursements', PARAM, 'review'],
    call: (c, v) => c.reimbursements.review(v, { action: 'reject', reason: 'duplicate' }),
  },
  'statutory.remittances.get(remittanceId)': {
    method: 'GET',
    template: ['v1', 'statutory', 'remittances', PARAM],
    call: (c, v) => c.statutory.remittances.get(v),
  },
  'statutory.businesses.fields.update(businessId)': {
    method: 'PUT',
    template: ['v1', 'statutory', 'businesses', PARAM, 'fields', 'BR'],
    call: (c, v) => c.statutory.businesses.fields.update(v, 'BR', { fields: { cnae: '6201-5/01' } }),
  },
  'statutory.businesses.fields.update(countryCode)': {
    method: 'PUT',
    template: ['v1', 'statutory', 'businesses', 'biz_1', 'fields', PARAM],
    call: (c, v) => c.statutory.businesses.fields.update('biz_1', v, { fields: { cnae: '6201-5/01' } }),
  },
};

describe('path parameters', () => {
  it.each(Object.keys(PATH_CASES))(
    '%s: refused, or one encoded segment of the documented path',
    async (name) => {
      const { server, client } = await setup();
      const { method, template, call } = PATH_CASES[name]!;
      await fc.assert(
        fc.asyncProperty(fc.oneof(anyString, wrongType), async (value) => {
          const outcome = await attempt(server, () => call(client, value as never));
          refusedOrSent(outcome, (request) => {
            expect(request.method).toBe(method);
            expectPath(request, template, value);
          });
        }),
        runs([...NASTY_EXAMPLES, ...WRONG_EXAMPLES]),
      );
    },
  );

  it('a valid id with any characters reaches the documented path as one segment', async () => {
    const { server, client } = await setup();
    const printable = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
      .filter((s) => s.trim() !== '' && !/\p{Cc}/u.test(s));
    await fc.assert(
      fc.asyncProperty(printable, async (id) => {
        fc.pre(id !== '.' && id !== '..');
        // A remittance id is any non-empty string (payroll ids, by contrast, must be uuids).
        const outcome = await attempt(server, () => client.statutory.remittances.get(id));
        expect(outcome.error).toBeUndefined();
        expectPath(outcome.sent[0]!, ['v1', 'statutory', 'remittances', PARAM], id);
      }),
      { numRuns: 60 },
    );
  });
});

describe('strings that are not well-formed Unicode (lone surrogates)', () => {
  it('as a path parameter, query value or raw path: refused with RequestValidationError, nothing sent', async () => {
    const { server, client } = await setup();
    const calls: Record<string, (value: string) => unknown> = {
      ...Object.fromEntries(
        Object.entries(PATH_CASES).map(([name, { call }]) => [name, (v: string) => call(client, v as never)]),
      ),
      'persons.list({ email })': (v) => client.persons.list({ email: v }),
      'users.list({ personId })': (v) => client.users.list({ personId: v }),
      'statutory.events.list({ cursor })': (v) =>
        client.statutory.events.list({ businessId: 'biz_1', cursor: v }),
      'client.request({ path })': (v) => client.request({ method: 'GET', path: `/v1/${v}` }),
    };
    await fc.assert(
      fc.asyncProperty(illFormedString, async (value) => {
        const wrong: string[] = [];
        for (const [name, call] of Object.entries(calls)) {
          const outcome = await attempt(server, () => call(value));
          if (!(outcome.error instanceof RequestValidationError) || outcome.sent.length > 0) {
            const what = outcome.error instanceof Error ? outcome.error.name : 'no error';
            wrong.push(`${name}: ${what}, ${outcome.sent.map((r) => r.url).join(' ') || 'nothing sent'}`);
          }
        }
        expect(wrong).toEqual([]);
      }),
      runs<[string]>([['\ud800'], ['id_\udc00']], 20),
    );
  });
});

describe('client.request() paths', () => {
  const segmentsOf = (path: string) =>
    path.split('/').map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const pairsOf = (query: string) => [...new URLSearchParams(query)];

  it('a raw path is refused, or reaches the server as the same path and query', async () => {
    const { server, client } = await setup();
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyString, wrongType), async (tail) => {
        const path = typeof tail === 'string' ? `/v1/${tail}` : tail;
        const outcome = await attempt(server, () => client.request({ method: 'GET', path: path as never }));
        refusedOrSent(outcome, (request) => {
          const given = String(path).split('#', 1)[0]!;
          const [pathname, query = ''] = given.split(/\?(.*)/s);
          expect(segmentsOf(request.path)).toEqual(segmentsOf(pathname!));
          expect(pairsOf(request.url.split('?')[1] ?? '')).toEqual(pairsOf(query));
        });
      }),
      runs<[unknown]>([
        ...NASTY_EXAMPLES,
        ['persons?page=2'],
        ['persons?email=a%40b.test&page=2'],
        ['a/../b'],
        ['%2e%2e/admin'],
        ['a\\b'],
      ]),
    );
  });
});
