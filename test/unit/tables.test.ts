import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { coreOf } from '../../src/internal/core-handle.js';
import type { OperationTableJson, SchemaTableJson } from '../../src/internal/generated-table-types.js';
import { operationTable } from '../../src/internal/operation-table.js';
import { coreMethod, resourceTable } from '../../src/internal/resource-table.js';
import { type Descriptor, schemaTable } from '../../src/internal/schema-table.js';
import type { Transport } from '../../src/internal/transport.js';

/** The schema of `descriptor`, model `It` of a table of its own. */
const schemaOf = (descriptor: Descriptor) =>
  schemaTable('test', () => ({}), JSON.stringify({ It: descriptor } satisfies SchemaTableJson)).get('It');
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

  it('resolves references by model name, in the table and in its imports by table name, once each', () => {
    const shared = schemaTable(
      'shared',
      () => ({}),
      JSON.stringify({ Count: 'I' } satisfies SchemaTableJson),
    );
    const json: SchemaTableJson = {
      Thing: ['o', { own: ['m', 'Name'], other: ['r', 'shared', 'Count'] }],
      Name: 'S',
    };
    const table = schemaTable('things', () => ({ shared }), JSON.stringify(json));
    expect(z.safeParse(table.get('Thing'), { own: 'x', other: 2 }).success).toBe(true);
    expect(z.safeParse(table.get('Thing'), { own: 'x', other: 'two' }).success).toBe(false);
    expect(table.get('Name')).toBe(table.get('Name'));
    expect(table.get('Thing')).toBe(table.get('Thing'));
  });

  it('builds a cycle through z.lazy', () => {
    const json: SchemaTableJson = { Tree: ['o', { name: 'S', 'children?': ['a', ['z', ['m', 'Tree']]] }] };
    const table = schemaTable('trees', () => ({}), JSON.stringify(json));
    const tree = { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] };
    expect(z.safeParse(table.get('Tree'), tree).success).toBe(true);
    expect(z.safeParse(table.get('Tree'), { name: 'a', children: [{ name: 1 }] }).success).toBe(false);
  });

  it('refuses an unknown descriptor, model or table with an error naming it and the table', () => {
    expect(() => schemaOf(['?!', 'S'] as unknown as Descriptor)).toThrow(
      'test schema table: no descriptor "?!"',
    );
    expect(() => schemaOf('X' as Descriptor)).toThrow('test schema table: no descriptor "X"');
    expect(() => schemaOf(['k', 'nope'] as unknown as Descriptor)).toThrow(
      'test schema table: no kit schema "nope"',
    );
    expect(() => schemaTable('empty', () => ({}), '{}').get('Person')).toThrow(
      new RangeError('empty schema table: no model "Person"'),
    );
    expect(() => schemaTable('empty', () => ({}), '{}').get('toString')).toThrow(RangeError);
    expect(() => schemaOf(['r', 'shared', 'Person'])).toThrow(
      new RangeError('test schema table: no import "shared"'),
    );
  });

  it('parses nothing until the first schema is asked for', () => {
    const table = schemaTable('broken', () => ({}), 'not JSON');
    expect(() => table.get('Person')).toThrow(SyntaxError);
  });
});

describe('operation tables', () => {
  const schemas = schemaTable(
    'things',
    () => ({}),
    JSON.stringify({ Query: ['o', { 'page?': 'I' }], Thing: ['o', { id: 'S' }] } satisfies SchemaTableJson),
  );

  it('builds each declaration once, with lazy schemas, path checks, a normalizer and a params rule', () => {
    const json: OperationTableJson = {
      'things.get': {
        method: 'GET',
        path: '/v1/things/{thingId}',
        pathKinds: ['uuid'],
        response: ['m', 'Thing'],
        normalize: 'asArray',
      },
      'requirements.list': {
        method: 'GET',
        path: '/v1/requirements',
        params: ['m', 'Query'],
        wrap: 'requireBusinessOrPerson',
      },
    };
    const ops = operationTable('things', schemas, JSON.stringify(json));
    const get = ops.get('things.get');
    expect(ops.get('things.get')).toBe(get);
    expect(get).toMatchObject({
      name: 'things.get',
      method: 'GET',
      path: '/v1/things/{thingId}',
      pathParams: ['thingId'],
      safety: 'idempotent',
    });
    expect(get.response?.()).toBe(schemas.get('Thing'));
    expect(get.normalize?.({ id: 'x' })).toEqual([{ id: 'x' }]);
    expect(z.safeParse(get.pathSchema?.() as z.ZodMiniType, { thingId: 'nope' }).success).toBe(false);
    const requirements = ops.get('requirements.list').params?.() as z.ZodMiniType;
    expect(z.safeParse(requirements, {}).success).toBe(false);
    expect(z.safeParse(requirements, { personId: 'p' }).success).toBe(true);
    expect(() => ops.get('things.delete')).toThrow(
      new RangeError('things operation table: no operation "things.delete"'),
    );
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
    const json: OperationTableJson = {
      'things.list': { method: 'GET', path: '/v1/things', params: ['o', {}], optional: true, page: 'offset' },
      'things.parts.update': { method: 'PUT', path: '/v1/things/{id}', params: ['o', {}] },
    };
    const ops = operationTable(
      'things',
      schemaTable('things', () => ({}), '{}'),
      JSON.stringify(json),
    );
    const table = resourceTable(ops);
    const things = table.open(core, 'things') as {
      list(params?: unknown, options?: unknown): unknown;
      parts: { update(id: string, params: unknown, options?: unknown): unknown };
    };
    things.list();
    things.list({ page: 2 }, { timeout: 5 });
    things.parts.update('t1', { name: 'x' });
    expect(things.parts).toBe(things.parts);
    expect(calls).toEqual([
      ['list', ops.get('things.list'), { params: {} }, undefined],
      ['list', ops.get('things.list'), { params: { page: 2 } }, { timeout: 5 }],
      ['call', ops.get('things.parts.update'), { path: ['t1'], params: { name: 'x' } }, undefined],
    ]);
    expect(() => table.open(core, 'nowhere')).toThrow(
      new RangeError('things resource table: no namespace "nowhere"'),
    );
  });
});

describe('namespaces read from method paths', () => {
  it('opens a namespace holding only child namespaces, and takes one path argument per {name}', () => {
    const calls: unknown[] = [];
    const transport = {
      config: { baseUrl: 'https://api.test' },
      call: (op: unknown, args: unknown, options: unknown) => calls.push([op, args, options]),
    };
    const core = coreOf(transport as unknown as Transport);
    const json: OperationTableJson = {
      'users.taxForms.download.get': { method: 'GET', path: '/v1/users/{userId}/tax-forms/{formId}' },
      'users.taxForms.download.create': { method: 'POST', path: '/v1/users/{userId}', params: ['o', {}] },
    };
    const ops = operationTable(
      'users',
      schemaTable('users', () => ({}), '{}'),
      JSON.stringify(json),
    );
    const users = resourceTable(ops).open(core, 'users') as {
      taxForms: {
        download: {
          get(userId: string, formId: string, options?: unknown): unknown;
          create(userId: string, params: unknown, options?: unknown): unknown;
        };
      };
    };
    users.taxForms.download.get('u1', 'f1', { timeout: 1 });
    users.taxForms.download.create('u1', { a: 1 });
    expect(calls).toEqual([
      [ops.get('users.taxForms.download.get'), { path: ['u1', 'f1'] }, { timeout: 1 }],
      [ops.get('users.taxForms.download.create'), { path: ['u1'], params: { a: 1 } }, undefined],
    ]);
    expect(users.taxForms.download.get.name).toBe('get');
  });
});

describe('hand-written methods of a resource table', () => {
  const ops = operationTable(
    'things',
    schemaTable('things', () => ({}), '{}'),
    '{}',
  );

  it('installs a function of a core as a method, this.core as its first argument', () => {
    const core = coreOf({ config: { baseUrl: 'https://api.test' } } as unknown as Transport);
    const upload = coreMethod((on: typeof core, name: string, size: number) => ({ on, name, size }));
    const things = resourceTable(ops, { 'things.upload': upload }).open(core, 'things') as {
      upload(name: string, size: number): unknown;
    };
    expect(things.upload('a.pdf', 3)).toEqual({ on: core, name: 'a.pdf', size: 3 });
  });

  it('refuses a namespace with neither an operation nor a hand-written method, naming the table', () => {
    const core = coreOf({ config: { baseUrl: 'https://api.test' } } as unknown as Transport);
    expect(() => resourceTable(ops).open(core, 'things')).toThrow(
      new RangeError('things resource table: no namespace "things"'),
    );
  });
});
