import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { SchemaTableJson } from '../../src/internal/generated-table-types.js';
import type { Operation } from '../../src/internal/operation.js';
import type { OperationTable } from '../../src/internal/operation-table.js';
import { ALL_KINDS, type Kinds, openEnumKind, recordKind } from '../../src/internal/schema-kinds.js';
import { leanSchemaTable, schemaTable } from '../../src/internal/schema-table.js';
import type { Transport } from '../../src/internal/transport.js';

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

/** The operation `name` built, in a fresh copy of the generated tables, with only `kinds`. */
async function buildAlone(name: string, kinds: Kinds): Promise<Operation> {
  vi.resetModules();
  const top = name.split('.')[0] as string;
  const module = (await import(`../../src/generated/operations/${top}.ts`)) as Record<string, OperationTable>;
  const op = (module[`${top}Operations`] as OperationTable).get(name, kinds);
  for (const schema of [op.pathSchema, op.params, op.response, op.item]) forceAll(schema?.());
  return op;
}

describe('the kinds of each standalone function', () => {
  it('build every schema of its operation, in tables no other call has touched', async () => {
    const { OPERATION_INDEX } = await import('../../src/generated/operation-index.js');
    const kinds = (await import('../../src/generated/kinds.js')) as unknown as Record<string, Kinds>;
    expect(OPERATION_INDEX.length).toBeGreaterThan(100);
    for (const { name, fn } of OPERATION_INDEX) {
      // A function that names no kinds hands none in: its table's base kinds must do.
      const own = kinds[`${fn}Kinds`] ?? {};
      await expect(buildAlone(name, own), name).resolves.toMatchObject({ name });
    }
  }, 60_000);

  it('build every schema of its operation from its own table member and the models it hands in', async () => {
    const { OPERATION_INDEX } = await import('../../src/generated/operation-index.js');
    const functions = (await import('../../src/generated/functions.js')) as unknown as Record<
      string,
      (core: unknown) => unknown
    >;
    // The core registry of the same module graph as the functions (the test above resets modules).
    const { coreOf } = await import('../../src/internal/core-handle.js');
    const sent: Operation[] = [];
    const capture = (op: Operation) => {
      sent.push(op);
      return new Promise(() => {});
    };
    const transport = { config: { baseUrl: 'https://api.test' }, call: capture, run: capture };
    const core = coreOf(transport as unknown as Transport);
    for (const { name, fn, operation } of OPERATION_INDEX) {
      sent.length = 0;
      functions[fn]?.(core);
      expect(sent, fn).toHaveLength(1);
      const op = sent[0] as Operation;
      // A list sends its page operation, whose name and path are the operation's.
      expect([op.name, op.method, op.path], fn).toEqual([name, operation.method, operation.path]);
      expect(op, fn).not.toBe(operation);
      for (const schema of [op.pathSchema, op.params, op.response, op.item]) forceAll(schema?.());
    }
  }, 60_000);

  it('are fewer than every kind for a read (what keeps a one-function bundle small)', async () => {
    const { personsGetKinds } = await import('../../src/generated/kinds.js');
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
