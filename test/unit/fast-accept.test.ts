import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { acceptsAsIs } from '../../src/internal/fast-accept.js';
import { intSchema, safeIntCheck } from '../../src/internal/schema-kit.js';
import type { Schema } from '../../src/internal/validation.js';

/*
 * The fast accept path may skip zod only where zod would accept the answer and hand it back unchanged. For the
 * answer schemas of every operation and for hand-made schemas of each form, random values (valid ones and near
 * misses) are judged by both: the fast path never accepts what zod rejects, and what it accepts zod returns
 * deep-equal.
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Values of the wrong kind, and the numbers JSON cannot carry or zod refuses. */
const wrong = fc.oneof(
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53, 1.5, '', [], {}),
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
);

/** Keys an answer may carry beyond its shape: `__proto__` (zod drops it), inherited names, plain extras. */
const extraKey = fc.constantFrom('__proto__', 'constructor', 'toString', 'extra', 'x');

/** Builds `entries` as own properties (an own `__proto__` too, as JSON.parse makes it). */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Values shaped by `schema`, each node sometimes replaced by a wrong one (`noise` of 100). */
function valuesOf(schema: unknown, noise: number, depth = 0): fc.Arbitrary<unknown> {
  const good = shapedBy(defOf(schema), schema, noise, depth);
  return noise === 0
    ? good
    : fc.oneof({ weight: 100 - noise, arbitrary: good }, { weight: noise, arbitrary: wrong });
}

function shapedBy(def: Def, schema: unknown, noise: number, depth: number): fc.Arbitrary<unknown> {
  const inner = (s: unknown) => valuesOf(s, noise, depth + 1);
  switch (def.type) {
    case 'string':
      return fc.string({ maxLength: 6 });
    case 'number': {
      // The kit's integer is a number with the kit's safe-integer check.
      const checks = (def.checks ?? []) as { _zod: { check: unknown } }[];
      const integer = def.format === 'safeint' || checks.some((c) => c._zod.check === safeIntCheck);
      const base = integer ? fc.integer() : fc.double({ noNaN: true, noDefaultInfinity: true });
      // Numbers one of the two number forms refuses: fractions, unsafe integers, NaN, infinities.
      const nearMiss = fc.constantFrom(1.5, 2 ** 53, -(2 ** 53), Number.NaN, Number.NEGATIVE_INFINITY, -0);
      return noise === 0
        ? base
        : fc.oneof({ weight: 100, arbitrary: base }, { weight: noise, arbitrary: nearMiss });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
    case 'literal':
      return fc.constantFrom(...(schema as { _zod: { values: Set<unknown> } })._zod.values);
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'lazy':
      return depth > 3 ? wrong : inner((schema as { _zod: { innerType: unknown } })._zod.innerType);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(inner(def.element), { maxLength: 2 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 3 }), inner(def.valueType), { maxKeys: 2 });
    case 'object':
      return objectShapedBy(def.shape as Record<string, unknown>, noise, inner);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object of the shape's keys (some dropped when noisy) plus, when noisy, a few extra keys. */
function objectShapedBy(
  shape: Record<string, unknown>,
  noise: number,
  inner: (s: unknown) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const fields = Object.entries(shape).map(([key, field]) =>
    fc.tuple(fc.constant(key), inner(field), noise === 0 ? fc.constant(true) : fc.nat(30).map((n) => n > 0)),
  );
  const extras =
    noise === 0
      ? fc.constant([])
      : fc.array(fc.tuple(extraKey, fc.jsonValue({ maxDepth: 1 })), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...fields), extras)
    .map(([kept, extra]) =>
      objectOf([
        ...kept
          .filter(([, value, keep]) => keep && !(value === undefined && noise === 0))
          .map(([k, v]) => [k, v] as [string, unknown]),
        ...extra,
      ]),
    );
}

/** Checks the fast path against zod on `runs` values of `schema`; returns how many it accepted. */
function agreeWithZod(schema: Schema, runs: number): number {
  let accepted = 0;
  fc.assert(
    fc.property(
      fc.oneof(valuesOf(schema, 0), valuesOf(schema, 1), valuesOf(schema, 3), valuesOf(schema, 20)),
      (value) => {
        if (!acceptsAsIs(schema, value)) return;
        accepted += 1;
        const result = z.safeParse(schema, value);
        expect(result.success).toBe(true);
        expect(result.data).toStrictEqual(value);
      },
    ),
    { numRuns: runs },
  );
  return accepted;
}

const answerSchemas = OPERATION_INDEX.flatMap(({ name, operation }) =>
  [operation.response, operation.item].flatMap((lazy, i) =>
    lazy ? [[`${name}${i ? ' item' : ''}`, lazy()] as const] : [],
  ),
);

describe('the fast accept path of answers', () => {
  it('never accepts what zod rejects, nor what zod would return changed, for every operation', () => {
    expect(answerSchemas.length).toBeGreaterThan(100);
    const slow: string[] = [];
    for (const [name, schema] of answerSchemas) {
      if (agreeWithZod(schema, 40) === 0) slow.push(name);
    }
    // Nearly every answer schema is made of the forms the fast path knows; the rest (a record, a union) are
    // judged by zod alone.
    expect(slow).not.toContain('persons.get');
    expect(slow.length).toBeLessThan(answerSchemas.length / 10);
  }, 120_000);

  const Node: Schema = z.looseObject({
    name: z.string(),
    kind: z.enum(['a', 'b']),
    tag: z.optional(z.literal('x')),
    children: z.array(z.lazy(() => Node)),
  });
  const handMade: [string, Schema][] = [
    ['a cycle through lazy, with enums and literals', Node],
    ['a union whose first option zod changes', z.union([z.looseObject({ a: z.string() }), z.unknown()])],
    [
      'a union of objects',
      z.union([z.looseObject({ a: intSchema() }), z.looseObject({ b: z.nullable(z.string()) })]),
    ],
    ['a record of numbers', z.record(z.string(), z.number())],
    ['an optional nullable integer', z.looseObject({ n: z.optional(z.nullable(intSchema())) })],
    ['a strict object', z.strictObject({ a: z.string() })],
    ['a pattern', z.looseObject({ id: z.string().check(z.regex(/^a/)) })],
    ['a refinement', z.looseObject({ n: z.number().check(z.refine((n) => n > 0)) })],
    ['a default', z.looseObject({ n: z._default(intSchema(), 1) })],
    ['an intersection', z.intersection(z.looseObject({ a: z.string() }), z.looseObject({ b: intSchema() }))],
  ];

  it.each(handMade)('agrees with zod on %s', (_, schema) => {
    agreeWithZod(schema, 300);
  });

  it('takes the fast path for the forms it knows, and leaves the others to zod', () => {
    const known = z.looseObject({
      n: z.optional(z.nullable(intSchema())),
      x: z.number(),
      list: z.array(z.boolean()),
      meta: z.looseObject({ any: z.unknown() }),
    });
    expect(acceptsAsIs(known, { n: null, x: 1.5, list: [true], meta: { any: [1] }, more: 1 })).toBe(true);
    expect(acceptsAsIs(known, { x: 1, list: [], meta: { any: null } })).toBe(true);
    expect(acceptsAsIs(known, { x: 1, list: [1], meta: { any: null } })).toBe(false);
    expect(acceptsAsIs(known, { x: 1, list: [], meta: {} })).toBe(false);
    expect(acceptsAsIs(z.record(z.string(), intSchema()), { a: 1 })).toBe(false);
    expect(acceptsAsIs(z.union([z.string(), intSchema()]), 'a')).toBe(false);
    expect(acceptsAsIs(z.looseObject({ id: z.string().check(z.regex(/^a/)) }), { id: 'a' })).toBe(false);
    expect(acceptsAsIs(z.strictObject({ a: z.string() }), { a: 'x' })).toBe(false);
    expect(acceptsAsIs(z.looseObject({ n: z._default(intSchema(), 1) }), { n: 1 })).toBe(false);
    expect(acceptsAsIs(z.enum(['a']), 'a')).toBe(false);
    expect(acceptsAsIs(Node, { name: 'n', kind: 'a', children: [] })).toBe(false);
  });

  it('leaves to zod what zod would not return as received', () => {
    const schema = z.looseObject({ a: z.string() });
    const withProto = JSON.parse('{"a":"x","__proto__":{"b":1}}');
    expect(acceptsAsIs(schema, withProto)).toBe(false);
    expect(acceptsAsIs(schema, Object.assign(Object.create(null), { a: 'x' }))).toBe(false);
    expect(acceptsAsIs(z.union([schema, z.unknown()]), withProto)).toBe(false);
    expect(acceptsAsIs(z.record(z.string(), intSchema()), { [Symbol('s')]: 1 })).toBe(false);
  });

  it('refuses the numbers zod refuses', () => {
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1.5]) {
      expect(acceptsAsIs(intSchema(), n)).toBe(false);
    }
    expect(acceptsAsIs(z.number(), Number.NEGATIVE_INFINITY)).toBe(false);
    expect(acceptsAsIs(intSchema(), -0)).toBe(true);
  });
});
