import { describe, expect, it } from 'vitest';
import { RequestValidationError } from '../../src/index.js';
import {
  assertHeader,
  assertRawPath,
  buildQuery,
  encodePathParam,
  fillPath,
} from '../../src/internal/request-guards.js';

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
