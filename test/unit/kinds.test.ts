import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { SchemaTableJson } from '../../src/internal/generated-table-types.js';
import type { Operation } from '../../src/internal/operation.js';
import { ALL_KINDS, type Kinds, openEnumKind, recordKind } from '../../src/internal/schema-kinds.js';
import { leanSchemaTable, schemaTable } from '../../src/internal/schema-table.js';

/** Every zod schema below `root`, lazy ones built (what a parse would build). */
function forceAll(root: unknown, seen = new Set<unknown>()): void {
  if (root === null || typeof root !== 'object' || seen.has(root)) return;
  seen.add(root);
  const def = (root as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (def === undefined) return;
  if (def.type === 'lazy') forceAll((def.getter as () => unknown)(), seen);
  for (const value of Object.values(def)) {
    if (Array.isArray(value)) for (const item of value) forceAll(item, seen);
    else if (value && typeof value === 'object' && !('_zod' in value)) {
      for (const field of Object.values(value)) forceAll(field, seen);
    } else forceAll(value, seen);
  }
}

type OperationTableModule = typeof import('../../src/internal/operation-table.js');

/**
 * Calls every standalone function once, in a fresh copy of the modules, with a core whose transport keeps what
 * it is sent: the operation each sends (a list, its page operation) and the kinds each hands `operationOf`, by
 * method path.
 */
async function callEveryFunction() {
  vi.resetModules();
  const handed = new Map<string, Kinds | undefined>();
  vi.doMock('../../src/internal/operation-table.js', async (importOriginal) => {
    const actual = await importOriginal<OperationTableModule>();
    const operationOf: OperationTableModule['operationOf'] = (member, kinds, models) => {
      const op = actual.operationOf(member, kinds, models);
      handed.set(op.name ?? '', kinds);
      return op as never;
    };
    return { ...actual, operationOf };
  });
  const { OPERATION_INDEX } = await import('../../src/generated/operation-index.js');
  const functions = (await import('../../src/generated/functions.js')) as unknown as Record<
    string,
    (core: unknown) => unknown
  >;
  const { coreOf } = await import('../../src/internal/core-handle.js');
  const sent: Operation[] = [];
  const capture = (op: Operation) => {
    sent.push(op);
    return new Promise(() => {});
  };
  const core = coreOf({ config: { baseUrl: 'https://api.test' }, call: capture, run: capture } as never);
  const calls = OPERATION_INDEX.map(({ name, fn, operation }) => {
    sent.length = 0;
    functions[fn]?.(core);
    return { name, fn, declared: operation, sent: [...sent] };
  });
  vi.doUnmock('../../src/internal/operation-table.js');
  return { calls, handed };
}

describe('the kinds of each standalone function', () => {
  let every: Awaited<ReturnType<typeof callEveryFunction>>;
  beforeAll(async () => {
    every = await callEveryFunction();
  }, 60_000);

  it('build every schema of its operation from its own table member and the models it hands in', () => {
    expect(every.calls.length).toBeGreaterThan(100);
    for (const { name, fn, declared, sent } of every.calls) {
      expect(sent, fn).toHaveLength(1);
      const op = sent[0] as Operation;
      // A list sends its page operation, whose name and path are the operation's.
      expect([op.name, op.method, op.path], fn).toEqual([name, declared.method, declared.path]);
      expect(every.handed.has(name), fn).toBe(true);
      // Built in a schema table of its own: a model it does not hand in, or a kind it reaches and does not
      // name (beyond the base kinds), throws here.
      for (const schema of [op.pathSchema, op.params, op.response, op.item]) forceAll(schema?.());
    }
  });

  it('are fewer than every kind for a read (what keeps a one-function bundle small)', () => {
    expect(every.handed.has('persons.get')).toBe(true);
    // undefined when the base kinds are enough (a person's free-form objects are loose objects).
    const personsGetKinds = every.handed.get('persons.get') ?? {};
    expect(Object.keys(personsGetKinds).length).toBeLessThan(Object.keys(ALL_KINDS).length / 4);
    expect(personsGetKinds).not.toHaveProperty('k:email');
  });
});

describe('building with the kinds handed in', () => {
  const json = JSON.stringify({
    It: ['o', { id: 'S', tags: ['R', ['E', ['a', 'b']]] }],
  } satisfies SchemaTableJson);

  it('refuses a form neither the kinds nor the base kinds build, naming it and the table', () => {
    expect(() => leanSchemaTable('lean', () => ({}), json).get('It')).toThrow(
      new RangeError('lean schema table: no descriptor "R"'),
    );
    expect(() => leanSchemaTable('lean', () => ({}), json).get('It', { R: recordKind })).toThrow(
      new RangeError('lean schema table: no descriptor "E"'),
    );
  });

  it('builds with the kinds given plus the base kinds, and with every kind by default', () => {
    const lean = leanSchemaTable('lean', () => ({}), json).get('It', { R: recordKind, E: openEnumKind });
    expect(z.safeParse(lean, { id: 'x', tags: { a: 'b', c: 'other' } }).success).toBe(true);
    expect(z.safeParse(lean, { id: 'x', tags: { a: 1 } }).success).toBe(false);
    expect(z.safeParse(lean, { id: 1, tags: {} }).success).toBe(false);
    const full = schemaTable('full', () => ({}), json).get('It');
    expect(z.safeParse(full, { id: 'x', tags: { a: true } }).success).toBe(false);
  });
});
