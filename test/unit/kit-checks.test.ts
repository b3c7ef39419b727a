import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { SchemaTableJson } from '../../src/internal/generated-table-types.js';
import {
  COUNTRY_PATTERN,
  countryCodeSchema,
  dateSchema,
  dateTimeSchema,
  emailSchema,
  intSchema,
  UUID_PATTERN,
  urlSchema,
  uuidSchema,
} from '../../src/internal/schema-kit.js';
import { type Descriptor, schemaTable } from '../../src/internal/schema-table.js';

// The kit writes zod's checks itself (so a bundle of one read carries none of zod's number and string
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

// The kit's string formats (kit-formats.ts): the same acceptance, issues and output value as zod's own format
// built with the same message, compared with and without the input reported, alone, in an object and bounded.

const NOT_STRINGS: readonly unknown[] = [undefined, null, 5, true, {}, [], ['2024-01-01'], new Date(0)];

const DATES = [
  '2024-02-29',
  '2023-02-29',
  '2000-02-29',
  '1900-02-29',
  '2400-02-29',
  '2024-02-30',
  '2024-04-31',
  '2024-04-30',
  '2024-12-31',
  '2024-13-01',
  '2024-00-10',
  '2024-01-00',
  '2024-1-01',
  '20240101',
  '0000-01-01',
  '9999-12-31',
  '+002024-01-01',
  ' 2024-01-01',
  '2024-01-01 ',
  '2024-01-01\n',
  '2024-01-01T00:00:00Z',
  '٢٠٢٤-٠١-٠١',
  '',
  'nope',
];

const DATE_TIMES = [
  '2024-02-29T12:00:00Z',
  '2023-02-29T12:00:00Z',
  '2024-01-01T00:00:00.123Z',
  '2024-01-01T00:00:00.1Z',
  '2024-01-01T00:00:00.123456789+05:30',
  '2024-01-01T23:59:59-12:00',
  '2024-01-01T00:00:00+00:00',
  '2024-01-01T00:00:00-00:00',
  '2024-01-01T00:00:00+0530',
  '2024-01-01T00:00:00+05',
  '2024-01-01T00:00:00+24:00',
  '2024-01-01T00:00:00+05:60',
  '2024-01-01T00:00:00',
  '2024-01-01T00:00Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01T23:59:60Z',
  '2024-01-01t00:00:00z',
  '2024-01-01 00:00:00Z',
  '2024-01-01T00:00:00.Z',
  '2024-01-01T00:00:00,5Z',
  '2024-01-01',
  '2024-01-01T00:00:00Z ',
  '2024-01-01T00:00:00Z\n',
  '',
  'now',
];

const EMAILS = [
  'a@b.co',
  'first.last+tag@example.com',
  "o'brien@example.ie",
  'user@sub.example.co.uk',
  'UPPER@EXAMPLE.COM',
  'a_b-c@d-e.fg',
  'a@b.c',
  'a..b@example.com',
  '.a@example.com',
  'a.@example.com',
  "a'@example.com",
  'a@-example.com',
  'a@example',
  'a@example.c0m',
  'josé@example.com',
  'user@exämple.com',
  'user@xn--exmple-cua.com',
  '"quoted"@example.com',
  'a@b@c.com',
  ' a@b.co',
  'a@b.co ',
  'a b@c.co',
  '@example.com',
  'a@',
  '',
  'plain',
];

const URLS = [
  'https://example.com',
  'http://localhost',
  'http://localhost:3000/path?q=1#f',
  'mailto:someone@example.com',
  '/relative/path',
  'relative',
  '//example.com',
  '?q=1',
  'https:example.com',
  'http:/example.com',
  '  https://example.com  ',
  'https://exa\nmple.com',
  'https://example.com/\tpath',
  'https://example.com\r\n',
  '\u0000https://example.com',
  'file:///etc/hosts',
  'javascript:alert(1)',
  'urn:isbn:0451450523',
  'https://例え.jp',
  'http://[::1]:8080/',
  'http://256.256.256.256',
  'https://',
  'http://exa mple.com',
  'data:text/plain,hi',
  'ftp://ftp.example.com',
  'HTTPS://EXAMPLE.COM/A',
  'https://user:pass@example.com',
  'x:',
  '',
  ' ',
];

const FORMATS = [
  ['date', dateSchema, () => z.iso.date({ error: 'must be a date in YYYY-MM-DD format' }), DATES],
  [
    'date-time',
    dateTimeSchema,
    () => z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }),
    DATE_TIMES,
  ],
  ['email', emailSchema, () => z.email({ error: 'must be an email address' }), EMAILS],
  ['url', urlSchema, () => z.url({ error: 'must be an absolute URL' }), URLS],
] as const;

/** `ours` parses `value` exactly as `zods` does: success, issues (with the input, and without) and output. */
function expectSameAsZod(ours: z.ZodMiniType, zods: z.ZodMiniType, value: unknown): void {
  const label = JSON.stringify(value) ?? String(value);
  for (const params of [undefined, { reportInput: true }]) {
    const mine = z.safeParse(ours, value, params);
    const theirs = z.safeParse(zods, value, params);
    expect(mine.success, label).toBe(theirs.success);
    expect(mine.error?.issues, label).toEqual(theirs.error?.issues);
    expect(mine.data, label).toEqual(theirs.data);
  }
}

describe('the kit string formats', () => {
  it.each(FORMATS)('%s raises the issue of zod’s format with its message', (_name, ours, zods, inputs) => {
    const accepted = inputs.filter((value) => z.safeParse(zods(), value).success);
    expect(accepted.length).toBeGreaterThan(1);
    expect(accepted.length).toBeLessThan(inputs.length - 1);
    for (const value of [...inputs, ...NOT_STRINGS]) {
      expectSameAsZod(ours(), zods(), value);
      expectSameAsZod(z.object({ at: ours() }), z.object({ at: zods() }), { at: value });
      expectSameAsZod(ours().check(z.maxLength(24)), zods().check(z.maxLength(24)), value);
    }
  });

  it('refuses with the kit’s own message, and reads a leap day as zod does', () => {
    expect(z.safeParse(dateSchema(), '2023-02-29').error?.issues).toEqual([
      expect.objectContaining({
        code: 'invalid_format',
        format: 'date',
        message: 'must be a date in YYYY-MM-DD format',
      }),
    ]);
    expect(z.safeParse(dateSchema(), '2024-02-29').data).toBe('2024-02-29');
    expect(z.safeParse(urlSchema(), 'relative').error?.issues).toEqual([
      { code: 'invalid_format', format: 'url', path: [], message: 'must be an absolute URL' },
    ]);
  });

  it('outputs the URL zod outputs: trimmed, without the tabs and line breaks the parser skips', () => {
    expect(z.parse(urlSchema(), '  https://exa\nmple.com/a\tb \n')).toBe('https://example.com/ab');
    expect(z.parse(z.url(), '  https://exa\nmple.com/a\tb \n')).toBe('https://example.com/ab');
  });

  it('agrees with zod on random strings and near-misses', () => {
    const digits = (n: number, max: number) =>
      fc.integer({ min: 0, max }).map((v) => String(v).padStart(n, '0'));
    const date = fc.tuple(digits(4, 9999), digits(2, 13), digits(2, 32)).map((p) => p.join('-'));
    const time = fc
      .tuple(digits(2, 24), digits(2, 60), digits(2, 60), fc.constantFrom('', '.5', '.123456'))
      .map(([h, m, s, f]) => `${h}:${m}:${s}${f}`);
    const offset = fc.constantFrom('Z', 'z', '', '+05:30', '-12:00', '+24:00', '+0530');
    const dateTime = fc.tuple(date, time, offset).map(([d, t, o]) => `${d}T${t}${o}`);
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      date,
      dateTime,
      fc.emailAddress(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.tuple(fc.constantFrom(' ', '\t', '\n', ''), fc.webUrl()).map(([w, u]) => `${w}${u}${w}`),
    );
    fc.assert(
      fc.property(text, (value) => {
        for (const [, ours, zods] of FORMATS) expectSameAsZod(ours(), zods(), value);
      }),
      { numRuns: 400 },
    );
  });
});

describe('a documented pattern', () => {
  it('raises the issues of z.regex (no message of its own) and of the length bounds', () => {
    const schemaOf = (descriptor: Descriptor) =>
      schemaTable('test', () => ({}), JSON.stringify({ It: descriptor } satisfies SchemaTableJson)).get('It');
    const ours = schemaOf(['s', { re: '^[A-Z]{2}\\d+$', min: 3, max: 6 }]);
    const zods = z.string().check(z.regex(/^[A-Z]{2}\d+$/), z.minLength(3), z.maxLength(6));
    for (const value of ['GB1', 'GB12345', 'G1', 'gb12', '', 'GB1\n', 7, null])
      expectSameAsZod(ours, zods, value);
    const url = schemaOf(['k', 'url', { max: 24 }]);
    const zodUrl = z.url({ error: 'must be an absolute URL' }).check(z.maxLength(24));
    for (const value of URLS) expectSameAsZod(url, zodUrl, value);
  });
});
