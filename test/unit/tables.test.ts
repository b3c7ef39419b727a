import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { coreOf } from '../../src/internal/core-handle.js';
import { operationTable } from '../../src/internal/operation-table.js';
import { resourceTable } from '../../src/internal/resource-table.js';
import { type Descriptor, schemaTable } from '../../src/internal/schema-table.js';
import type { Transport } from '../../src/internal/transport.js';

/** The schema of `descriptor` in a table of its own (with `others` as the table's imports). */
const schemaOf = (descriptor: Descriptor, others: Descriptor[] = []) => {
  const imported = schemaTable(() => [], JSON.stringify(others));
  return schemaTable(() => [imported], JSON.stringify([descriptor])).get(0);
};
const accepts = (descriptor: Descriptor, value: unknown) => z.safeParse(schemaOf(descriptor), value).success;

describe('schema descriptors', () => {
  it.each([
    ['S', 'text', 1],
    ['I', 3, 3.5],
    ['N', 3.5, '3.5'],
    ['B', false, 'false'],
  ] as const)('%s accepts %j and refuses %j', (descriptor, good, bad) => {
    expect(accepts(descriptor, good)).toBe(true);
    expect(accepts(descriptor, bad)).toBe(false);
  });

  it('U accepts anything', () => {
    expect(accepts('U', { any: ['thing'] })).toBe(true);
  });

  it('applies a pattern, then length bounds to strings and arrays, value bounds to numbers', () => {
    expect(accepts(['s', { re: '^[a-z]+$', min: 2, max: 3 }], 'ab')).toBe(true);
    expect(accepts(['s', { re: '^[a-z]+$', min: 2, max: 3 }], 'a')).toBe(false);
    expect(accepts(['s', { re: '^[a-z]+$', min: 2, max: 3 }], 'abcd')).toBe(false);
    expect(accepts(['s', { re: '^[a-z]+$' }], 'AB')).toBe(false);
    expect(accepts(['i', { min: 1, max: 100 }], 100)).toBe(true);
    expect(accepts(['i', { min: 1, max: 100 }], 0)).toBe(false);
    expect(accepts(['a', 'S', { min: 1 }], [])).toBe(false);
    expect(accepts(['a', 'S', { min: 1 }], ['x'])).toBe(true);
  });

  it('reads the kit: uuid, country, currency, date, and kit schemas with extra checks', () => {
    expect(accepts(['k', 'uuid'], '2f1a3f8e-8a57-4c61-9d2a-6c8a1b2c3d4e')).toBe(true);
    expect(accepts(['k', 'uuid'], 'nope')).toBe(false);
    expect(accepts(['k', 'country'], 'ng')).toBe(false);
    expect(accepts(['k', 'currency'], 'NGN')).toBe(true);
    expect(accepts(['k', 'date'], '2024-02-30')).toBe(false);
    expect(accepts(['k', 'id', { max: 3 }], 'abcd')).toBe(false);
  });

  it('makes loose objects whose fields ending in ? are optional', () => {
    const person: Descriptor = ['o', { id: 'S', 'email?': 'S' }];
    expect(z.parse(schemaOf(person), { id: 'p', extra: 1 })).toEqual({ id: 'p', extra: 1 });
    expect(accepts(person, { email: 'a@b.co' })).toBe(false);
    expect(accepts(person, { id: 'p', email: 1 })).toBe(false);
    expect(accepts(person, { id: 'p', 'email?': 'x' })).toBe(true);
  });

  it('closes request enums and opens response enums', () => {
    expect(accepts(['e', ['a', 'b']], 'c')).toBe(false);
    expect(accepts(['E', ['a', 'b']], 'c')).toBe(true);
    expect(accepts(['L', [1, 2]], 3)).toBe(false);
    expect(accepts(['L', [1, 2], 'N'], 3)).toBe(true);
  });

  it('builds unions, intersections, records, nullables and comma lists', () => {
    expect(accepts(['|', 'S', 'I'], 1)).toBe(true);
    expect(accepts(['|', 'S', 'I'], true)).toBe(false);
    expect(accepts(['&', ['o', { a: 'S' }], ['o', { b: 'I' }]], { a: 'x', b: 1 })).toBe(true);
    expect(accepts(['&', ['o', { a: 'S' }], ['o', { b: 'I' }]], { a: 'x' })).toBe(false);
    expect(accepts(['R', 'I'], { x: 1, y: 'no' })).toBe(false);
    expect(accepts(['?', 'S'], null)).toBe(true);
    expect(accepts(['l', ['reserves']], ['reserves'])).toBe(true);
    expect(accepts(['l', ['reserves']], 'other')).toBe(false);
  });

  it('resolves references in the table and in its imports, once each', () => {
    const imported = schemaTable(() => [], JSON.stringify(['I']));
    const table = schemaTable(() => [imported], JSON.stringify([['o', { own: 1, other: ['r', 0, 0] }], 'S']));
    expect(z.safeParse(table.get(0), { own: 'x', other: 2 }).success).toBe(true);
    expect(z.safeParse(table.get(0), { own: 'x', other: 'two' }).success).toBe(false);
    expect(table.get(1)).toBe(table.get(1));
    expect(table.get(0)).toBe(table.get(0));
  });

  it('builds a cycle through z.lazy', () => {
    const table = schemaTable(() => [], JSON.stringify([['o', { name: 'S', 'children?': ['a', ['z', 0]] }]]));
    const tree = { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] };
    expect(z.safeParse(table.get(0), tree).success).toBe(true);
    expect(z.safeParse(table.get(0), { name: 'a', children: [{ name: 1 }] }).success).toBe(false);
  });

  it('refuses an unknown descriptor or index with an error naming it', () => {
    expect(() => schemaOf(['?!', 'S'] as Descriptor)).toThrow(/unknown schema descriptor "\?!"/);
    expect(() => schemaOf('X')).toThrow(/unknown schema descriptor "X"/);
    expect(() => schemaOf(['k', 'nope'])).toThrow(/unknown kit schema "nope"/);
    expect(() => schemaTable(() => [], '[]').get(0)).toThrow(RangeError);
  });

  it('parses nothing until the first schema is asked for', () => {
    const table = schemaTable(() => [], 'not JSON');
    expect(() => table.get(0)).toThrow(SyntaxError);
  });
});

describe('operation tables', () => {
  const schemas = schemaTable(
    () => [],
    JSON.stringify([
      ['o', { 'page?': 'I' }],
      ['o', { id: 'S' }],
    ]),
  );

  it('builds each declaration once, with lazy schemas, path checks, a normalizer and a params rule', () => {
    const ops = operationTable(
      schemas,
      JSON.stringify([
        {
          method: 'GET',
          path: '/v1/things/{thingId}',
          pathParams: ['thingId'],
          pathKinds: ['uuid'],
          response: 1,
          normalize: 'asArray',
          safety: 'idempotent',
        },
        {
          method: 'GET',
          path: '/v1/requirements',
          params: 0,
          wrap: 'requireBusinessOrPerson',
          safety: 'idempotent',
        },
      ]),
    );
    const get = ops.get(0);
    expect(ops.get(0)).toBe(get);
    expect(get).toMatchObject({ method: 'GET', path: '/v1/things/{thingId}', pathParams: ['thingId'] });
    expect(get.response?.()).toBe(schemas.get(1));
    expect(get.normalize?.({ id: 'x' })).toEqual([{ id: 'x' }]);
    expect(z.safeParse(get.pathSchema?.() as z.ZodMiniType, { thingId: 'nope' }).success).toBe(false);
    const requirements = ops.get(1).params?.() as z.ZodMiniType;
    expect(z.safeParse(requirements, {}).success).toBe(false);
    expect(z.safeParse(requirements, { personId: 'p' }).success).toBe(true);
  });
});

describe('resource tables', () => {
  it('hands path arguments, params and options to the transport, and opens child namespaces once', () => {
    const calls: unknown[] = [];
    const transport = {
      config: { baseUrl: 'https://api.test' },
      call: (op: unknown, args: unknown, options: unknown) => calls.push(['call', op, args, options]),
      list: (op: unknown, args: unknown, options: unknown) => calls.push(['list', op, args, options]),
    };
    const core = coreOf(transport as unknown as Transport);
    const ops = operationTable(
      schemaTable(() => [], '[]'),
      JSON.stringify([
        { method: 'GET', path: '/v1/things', page: 'offset', safety: 'idempotent' },
        { method: 'PUT', path: '/v1/things/{id}', safety: 'idempotent' },
      ]),
    );
    const table = resourceTable(
      ops,
      JSON.stringify({
        things: { m: [['list', 0, 0, 3]], c: ['parts'] },
        'things.parts': { m: [['update', 1, 1, 1]] },
      }),
    );
    const things = table.open(core, 'things') as {
      list(params?: unknown, options?: unknown): unknown;
      parts: { update(id: string, params: unknown, options?: unknown): unknown };
    };
    things.list();
    things.list({ page: 2 }, { timeout: 5 });
    things.parts.update('t1', { name: 'x' });
    expect(things.parts).toBe(things.parts);
    expect(calls).toEqual([
      ['list', ops.get(0), { params: {} }, undefined],
      ['list', ops.get(0), { params: { page: 2 } }, { timeout: 5 }],
      ['call', ops.get(1), { path: ['t1'], params: { name: 'x' } }, undefined],
    ]);
    expect(() => table.open(core, 'nowhere')).toThrow(RangeError);
  });
});
