import fc from 'fast-check';
import { expect } from 'vitest';
import { RequestValidationError } from '../../src/index.js';
import { type LoopbackServer, type SeenRequest, startServer } from './server.js';
import { clientFor } from './support.js';

/* Arbitraries of hostile input, and the one property every call must satisfy. */

/** Strings that have broken path, query and header handling somewhere. */
export const NASTY = [
  '',
  ' ',
  '\t',
  '.',
  '..',
  '...',
  '/',
  '//',
  '%2F',
  '%2f',
  '%2e%2e',
  '.%2e',
  '../admin',
  '..%2Fadmin',
  'a/../b',
  'a/b',
  '\\',
  '..\\admin',
  '?',
  'a?b=c',
  '#',
  'a#b',
  '%',
  '%zz',
  '%00',
  '&',
  '=',
  '+',
  ';',
  '@',
  ':',
  'a b',
  ' a ',
  '\r\n',
  'a\r\nX-Evil: 1',
  'a\nb',
  '\u0000',
  '\u007f',
  '\u0085',
  '\u00a0',
  'ÿ',
  'é',
  '日本',
  '🙂',
  '\u202e',
  '\ufeff',
  'x'.repeat(10_000),
  'null',
  'undefined',
] as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for strings UTF-8 can carry (no lone surrogate). */
export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Strings that are not well-formed Unicode: they cannot be sent as they are, only refused. */
export const illFormedString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\ud800', '\udc00', 'id_\udbff', '\udc00id', 'a\ud83d'),
  // Built around a surrogate half: filtering random strings for one spins, since they almost never occur.
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.string({ maxLength: 10 }),
    )
    .map(([before, half, after]) => `${before}${String.fromCharCode(half)}${after}`)
    .filter((s) => !isWellFormed(s)),
);

/**
 * Any well-formed string: known-bad ones, random Unicode, and bad ones glued to ids. (Lone surrogates have
 * their own property: see {@link illFormedString}.)
 */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'binary', maxLength: 40 }).filter(isWellFormed),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom(...NASTY),
      fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
      fc.constantFrom(...NASTY),
    )
    .map(([a, b, c]) => `${a}id_${b}${c}`),
);

/** Values of the wrong type where a string or a number belongs. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, false, Number.NaN, Number.POSITIVE_INFINITY, Symbol('s'), 10n),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);

/** Numbers (and non-numbers) for amounts, limits and pages. */
export const anyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 100, 101, 1.5, -1.5, 0.1, 2 ** 53, -(2 ** 53), 1e21, Number.MAX_VALUE),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.EPSILON),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom('10', '', '1e2', '0x10', ' 5 ', null, true, [5], { n: 5 }, 5n),
);

/** Each known-bad string as a one-argument example. */
export const NASTY_EXAMPLES: [string][] = NASTY.map((value) => [value]);

/** Wrong types as one-argument examples. */
export const WRONG_EXAMPLES: [unknown][] = [
  [null],
  [undefined],
  [42],
  [1.5],
  [Number.NaN],
  [true],
  [[]],
  [{}],
  [10n],
];

/**
 * Bounded runs that always begin with `examples`, so a known-bad input is checked on every run whatever the
 * random seed (a failure never depends on luck), then `numRuns` random ones.
 */
export function runs<T extends unknown[]>(examples: T[] = [], numRuns = 100) {
  return { numRuns: numRuns + examples.length, examples };
}

/** A recording loopback server and a client for it that neither retries nor validates responses. */
export async function setup() {
  const server = await startServer();
  const client = clientFor(server.url, { validateResponses: 'off', maxRetries: 0 });
  return { server, client };
}

/** What one call did: the error it threw (if any) and the requests the server saw during it. */
export interface Outcome {
  error: unknown;
  sent: SeenRequest[];
}

/** Runs `call` and reports what reached the server meanwhile. */
export async function attempt(server: LoopbackServer, call: () => unknown): Promise<Outcome> {
  const before = server.requests.length;
  let error: unknown;
  try {
    await call();
  } catch (e) {
    error = e;
  }
  return { error, sent: server.requests.slice(before) };
}

/**
 * The property: refused with RequestValidationError and nothing sent, or sent exactly once with no error
 * (then `check` judges the request). Anything else (a TypeError, a URIError, a 400 from a server that could
 * not parse what was sent) breaks it.
 */
export function refusedOrSent(outcome: Outcome, check: (request: SeenRequest) => void): void {
  if (outcome.error instanceof RequestValidationError) {
    expect(outcome.sent, 'refused, yet something was sent').toHaveLength(0);
    return;
  }
  expect(outcome.error, 'neither refused with RequestValidationError nor sent cleanly').toBeUndefined();
  expect(outcome.sent).toHaveLength(1);
  check(outcome.sent[0]!);
}

/** Marks the one segment of a path template that holds the parameter. */
export const PARAM = Symbol('param');

// What encodeURIComponent leaves as is, plus percent escapes: nothing that starts a new segment or query.
const ENCODED_SEGMENT = /^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-F]{2})+$/;

/** The request went to `template`, with `value` percent-encoded as exactly one segment. */
export function expectPath(
  request: SeenRequest,
  template: readonly (string | typeof PARAM)[],
  value: unknown,
): void {
  const segments = request.path.split('/').slice(1);
  expect(segments.length, `path ${request.path}`).toBe(template.length);
  template.forEach((part, i) => {
    const segment = segments[i]!;
    if (part !== PARAM) {
      expect(segment).toBe(part);
      return;
    }
    expect(segment).toMatch(ENCODED_SEGMENT);
    expect(decodeURIComponent(segment)).toBe(String(value));
    expect(['.', '..']).not.toContain(decodeURIComponent(segment));
  });
}

/** The query parameters the server received. */
export function queryOf(request: SeenRequest): URLSearchParams {
  return new URLSearchParams(request.url.split('?')[1] ?? '');
}

/** A header value as it arrives: HTTP drops leading and trailing spaces and tabs. */
export function onTheWire(value: string): string {
  return value.replace(/^[ \t]+|[ \t]+$/g, '');
}
