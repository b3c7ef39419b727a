import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestValidationError } from '../../src/index.js';
import {
  anyNumber,
  anyString,
  attempt,
  NASTY,
  queryOf,
  refusedOrSent,
  runs,
  setup,
  wrongType,
} from './bad-input-support.js';
import { closeServersAfterEach } from './server.js';

/*
 * Property-based bad input over the query params of the list and read methods (docs/api-map.md): each call
 * throws RequestValidationError before sending (the server saw nothing), or sends the documented path with
 * the query exactly as given. Paths: bad-input-paths.test.ts; bodies and headers: their own files.
 */

closeServersAfterEach();

describe('query parameters', () => {
  it('persons.list: page and limit are sent only as the integers the API accepts; email round-trips', async () => {
    const { server, client } = await setup();
    await fc.assert(
      fc.asyncProperty(
        anyNumber,
        anyNumber,
        fc.option(anyString, { nil: undefined }),
        async (page, limit, email) => {
          const outcome = await attempt(server, () => client.persons.list({ page, limit, email } as never));
          refusedOrSent(outcome, (request) => {
            expect(request.path).toBe('/v1/persons');
            const query = queryOf(request);
            expect(Number.isSafeInteger(page) && (page as number) >= 1).toBe(true);
            expect(Number.isSafeInteger(limit) && (limit as number) >= 1 && (limit as number) <= 100).toBe(
              true,
            );
            expect(query.get('page')).toBe(String(page));
            expect(query.get('limit')).toBe(String(limit));
            expect(query.get('email')).toBe(email ?? null);
            expect([...query.keys()].sort()).toEqual(
              email === undefined ? ['limit', 'page'] : ['email', 'limit', 'page'],
            );
          });
        },
      ),
      runs<[unknown, unknown, string | undefined]>([
        [0, 10, undefined],
        [1, 101, undefined],
        [1.5, 10, undefined],
        [Number.NaN, 10, undefined],
        [1, Number.POSITIVE_INFINITY, undefined],
        ['2', 10, undefined],
        [1, 10, 'a@b.test&limit=1000'],
      ]),
    );
  });

  it('users.list: personId and email round-trip; nothing else is added', async () => {
    const { server, client } = await setup();
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyString, wrongType), anyString, async (personId, email) => {
        const outcome = await attempt(server, () => client.users.list({ personId, email } as never));
        refusedOrSent(outcome, (request) => {
          expect(request.path).toBe('/v1/users');
          expect(queryOf(request).get('personId')).toBe(personId ?? null);
          expect(queryOf(request).get('email')).toBe(email);
          expect([...queryOf(request).keys()].sort()).toEqual(
            personId === undefined ? ['email'] : ['email', 'personId'],
          );
        });
      }),
      runs<[unknown, string]>(NASTY.map((v) => [v, v])),
    );
  });

  it('statutory.events.list: snake_case filters and the cursor round-trip; limit stays in 1–100', async () => {
    const { server, client } = await setup();
    const params = fc.record({
      businessId: fc.oneof(anyString, wrongType),
      resource_id: fc.option(anyString, { nil: undefined }),
      event_type: fc.option(anyString, { nil: undefined }),
      cursor: fc.option(anyString, { nil: undefined }),
      limit: fc.option(anyNumber, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(params, async (p) => {
        const outcome = await attempt(server, () => client.statutory.events.list(p as never));
        refusedOrSent(outcome, (request) => {
          expect(request.path).toBe('/v1/statutory/events');
          const query = queryOf(request);
          for (const [key, value] of Object.entries(p)) {
            expect(query.get(key), key).toBe(value === undefined ? null : String(value));
          }
          if (p.limit !== undefined) {
            expect(Number.isInteger(p.limit) && (p.limit as number) >= 1 && (p.limit as number) <= 100).toBe(
              true,
            );
          }
        });
      }),
      runs<[Record<string, unknown>]>(
        NASTY.map((v) => [
          { businessId: 'biz_1', resource_id: v, event_type: v, cursor: v, limit: undefined },
        ]),
      ),
    );
  });

  it('statutory.requirements.list and paymentMethods.list: codes are sent only when well-formed', async () => {
    const { server, client } = await setup();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyString, wrongType),
        fc.oneof(anyString, wrongType),
        async (country, currency) => {
          const requirements = await attempt(server, () =>
            client.statutory.requirements.list({ businessId: 'biz_1', countryCode: country } as never),
          );
          refusedOrSent(requirements, (request) => {
            expect(request.path).toBe('/v1/statutory/requirements');
            if (country === undefined) expect(queryOf(request).get('countryCode')).toBeNull();
            else expect(queryOf(request).get('countryCode')).toBe(country);
            expect(country === undefined || /^[A-Z]{2}$/.test(String(country))).toBe(true);
          });
          const methods = await attempt(server, () =>
            client.paymentMethods.list({ countryCode: 'BR', currency } as never),
          );
          refusedOrSent(methods, (request) => {
            expect(request.path).toBe('/v1/payment-methods');
            if (currency === undefined) expect(queryOf(request).get('currency')).toBeNull();
            else expect(queryOf(request).get('currency')).toBe(currency);
            expect(currency === undefined || /^[A-Z]{3}$/.test(String(currency))).toBe(true);
          });
        },
      ),
      runs<[unknown, unknown]>(NASTY.map((v) => [v, v])),
    );
  });

  it('businesses.balances.list: include is sent only as known values, comma-separated', async () => {
    const { server, client } = await setup();
    const include = fc.oneof(
      fc.constant('reserves'),
      fc.array(fc.constantFrom('reserves', 'RESERVES', '', 'reserves,other'), { maxLength: 3 }),
      anyString,
      wrongType,
    );
    await fc.assert(
      fc.asyncProperty(include, async (value) => {
        const outcome = await attempt(server, () =>
          client.businesses.balances.list('biz_1', { include: value } as never),
        );
        refusedOrSent(outcome, (request) => {
          const sent = queryOf(request).get('include');
          // No value, or an empty list, asks for no extras: the parameter is left out.
          if (value === undefined || (Array.isArray(value) && value.length === 0)) expect(sent).toBeNull();
          else
            expect(
              sent?.split(',').every((v) => v === 'reserves'),
              `sent include=${sent}`,
            ).toBe(true);
        });
      }),
      runs<[unknown]>([[[]], [''], ['RESERVES'], [['reserves', 'x']], ['reserves,x'], ['reserves']]),
    );
  });

  it('a params object of the wrong type is refused, not spread into the query', async () => {
    const { server, client } = await setup();
    const notAnObject = fc.oneof(
      fc.string({ minLength: 1, maxLength: 5 }),
      fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
      fc.integer(),
      fc.constant(true),
    );
    await fc.assert(
      fc.asyncProperty(notAnObject, async (params) => {
        for (const call of [
          () => client.persons.list(params as never),
          () => client.users.list(params as never),
          () => client.paymentMethods.list(params as never),
        ]) {
          const outcome = await attempt(server, call);
          expect(outcome.error, `params ${JSON.stringify(params)}`).toBeInstanceOf(RequestValidationError);
          expect(outcome.sent).toHaveLength(0);
        }
      }),
      runs<[unknown]>([[' '], ['abc'], [[1]], [5], [true]], 30),
    );
  });
});
