import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  COUNTRY_PATTERN,
  countryCodeSchema,
  intSchema,
  UUID_PATTERN,
  uuidSchema,
} from '../../src/internal/schema-kit.js';

// The kit writes two of zod's checks itself (so a bundle of one read carries none of zod's number and string
// formats). Callers see zod's issues in RequestValidationError and ResponseValidationError, so these must stay
// the very issues zod's own checks raise: a zod upgrade that changes them fails here.

const VALUES = [1, 0, -5, 1.5, 2 ** 53, -(2 ** 53), 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY, '1', null];

describe('the kit integer', () => {
  it('accepts and refuses what z.int() does, with the same issues, alone and with bounds', () => {
    for (const value of [...VALUES, undefined, true, {}, []]) {
      const ours = z.safeParse(intSchema(), value);
      const zods = z.safeParse(z.int(), value);
      expect(ours.success, String(value)).toBe(zods.success);
      expect(ours.error?.issues, String(value)).toEqual(zods.error?.issues);
      if (ours.success) expect(ours.data).toBe(zods.data);
      const bounded = z.object({ n: intSchema().check(z.minimum(3)), m: z.optional(intSchema()) });
      const zodBounded = z.object({ n: z.int().check(z.minimum(3)), m: z.optional(z.int()) });
      const input = { n: value, m: value };
      expect(z.safeParse(bounded, input).error?.issues, String(value)).toEqual(
        z.safeParse(zodBounded, input).error?.issues,
      );
    }
  });
});

describe('the kit patterns', () => {
  it.each([
    ['uuid', uuidSchema, UUID_PATTERN, 'must be a uuid'],
    ['country', countryCodeSchema, COUNTRY_PATTERN, 'must be a 2-letter uppercase country code'],
  ] as const)('%s raises the issue of z.regex with its message', (_name, schema, pattern, message) => {
    const zods = z.string().check(z.regex(pattern, message));
    for (const value of ['3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b', 'GB', 'nope', '', 5, null]) {
      expect(z.safeParse(schema(), value).error?.issues, String(value)).toEqual(
        z.safeParse(zods, value).error?.issues,
      );
    }
  });
});
