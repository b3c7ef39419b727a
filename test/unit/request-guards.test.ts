import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RequestValidationError } from '../../src/index.js';
import {
  assertHeader,
  assertRawPath,
  buildQuery,
  encodePathParam,
  fillPath,
  quickPathOf,
} from '../../src/internal/request-guards.js';
import { countryCodeSchema, idSchema, uuidSchema } from '../../src/internal/schema-kit.js';

describe('fillPath', () => {
  it('encodes every parameter into a single segment', () => {
    expect(fillPath('/v1/persons/{personId}/milestones', { personId: 'a/b?c#d' })).toBe(
      '/v1/persons/a%2Fb%3Fc%23d/milestones',
    );
    expect(
      fillPath('/v1/statutory/businesses/{id}/fields/{countryCode}', { id: 'é x', countryCode: 'BR' }),
    ).toBe('/v1/statutory/businesses/%C3%A9%20x/fields/BR');
  });

  it('keeps an already percent-encoded value literal (no double decoding)', () => {
    expect(fillPath('/v1/persons/{personId}', { personId: '%2E%2E' })).toBe('/v1/persons/%252E%252E');
  });

  it.each([
    [undefined, 'must be a string'],
    ['', 'must not be empty'],
    ['.', 'must not be "." or ".."'],
    ['..', 'must not be "." or ".."'],
    ['a\nb', 'must not contain control characters'],
    [{}, 'must be a string'],
  ])('refuses %j', (value, message) => {
    expect(() => encodePathParam('personId', value)).toThrow(RequestValidationError);
    try {
      encodePathParam('personId', value);
    } catch (error) {
      expect((error as RequestValidationError).params).toEqual({ personId: message });
    }
  });
});

describe('quickPathOf', () => {
  const KINDS = { uuid: uuidSchema, id: idSchema, country: countryCodeSchema } as const;
  const template = '/v1/things/{thingId}/fields/{code}/{other}';
  const names = ['thingId', 'code', 'other'];
  const value = fc.oneof(
    fc.uuid(),
    fc.constantFrom('BR', 'br', 'B', '', ' ', '.', '..', 'a b', 'a/b', '%2E', 'abc_~-', 'é', '\n', '\uD800'),
    fc.string(),
    fc.stringMatching(/^[A-Za-z0-9_~.-]{1,12}$/),
    fc.integer(),
    fc.constant(undefined),
  );

  it('gives the path the full checks give, or leaves the value to them', () => {
    const kinds = fc.tuple(
      ...names.map(() => fc.constantFrom(...(Object.keys(KINDS) as (keyof typeof KINDS)[]))),
    );
    fc.assert(
      fc.property(kinds, fc.tuple(value, value, value), (kindsOf, values) => {
        const quick = quickPathOf(template, names, kindsOf)?.(values);
        if (quick === undefined) return;
        // Whatever the quick path accepts, the kit schemas accept, and fillPath fills the same way.
        for (const [i, kind] of kindsOf.entries()) {
          expect(z.safeParse(KINDS[kind](), values[i]).success).toBe(true);
        }
        expect(quick).toBe(fillPath(template, Object.fromEntries(names.map((n, i) => [n, values[i]]))));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes plain ids, uuids and country codes, in template order', () => {
    const fill = quickPathOf('/v1/{b}/x/{a}', ['a', 'b'], ['uuid', 'country']);
    const id = '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b';
    expect(fill?.([id, 'BR'])).toBe(`/v1/BR/x/${id}`);
    expect(fill?.([id, 'br'])).toBeUndefined();
    expect(fill?.(['nope', 'BR'])).toBeUndefined();
    expect(fill?.(undefined)).toBeUndefined();
    expect(quickPathOf('/v1/{a}', ['a'], ['id'])?.(['a.b'])).toBeUndefined();
  });

  it('has none for a kind without a quick check, or a template naming an unknown parameter', () => {
    expect(quickPathOf('/v1/{a}', ['a'], ['date'])).toBeUndefined();
    expect(quickPathOf('/v1/{b}', ['a'], ['id'])).toBeUndefined();
  });
});

describe('assertHeader', () => {
  it.each(['a\rb', 'a\nb', 'a\u0000b', 'a\u007fb', 'ĀĀ'])('refuses the value %j', (value) => {
    expect(() => assertHeader('X-Test', value)).toThrow(RequestValidationError);
  });

  it.each(['Bad Name', 'X:Y', ''])('refuses the header name %j', (name) => {
    expect(() => assertHeader(name, 'v')).toThrow(RequestValidationError);
  });

  it('accepts ordinary values', () => {
    expect(() => assertHeader('X-Trace', 'abc-123 ;=/')).not.toThrow();
  });

  it('refuses __proto__, a name the runtime Headers would silently drop, naming the field', () => {
    let error: unknown;
    try {
      assertHeader('__proto__', '');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(Object.keys((error as RequestValidationError).params)).toEqual(['headers.__proto__']);
  });
});

describe('assertRawPath', () => {
  it.each(['/v1/me', '/v1/persons?page=2', '/v1/statutory/events?cursor=a%3D'])('accepts %j', (path) => {
    expect(() => assertRawPath(path)).not.toThrow();
  });
});

describe('buildQuery', () => {
  it('drops undefined and null, joins arrays with commas, keeps wire names', () => {
    expect(
      buildQuery({
        include: ['reserves', 'x'],
        resource_type: 'filing',
        limit: 10,
        skip: undefined,
        n: null,
        ok: false,
      }),
    ).toBe('?include=reserves%2Cx&resource_type=filing&limit=10&ok=false');
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});
