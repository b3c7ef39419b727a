import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPEN_ENUM_LISTS } from '../../src/generated/open-enums.js';
import {
  REMITTANCE_STATUSES,
  REQUIREMENT_CATEGORIES,
  REQUIREMENT_STATUSES,
  STATUTORY_EVENT_TYPES,
  STATUTORY_RESOURCE_TYPES,
} from '../../src/known-values.js';

/*
 * The lists of known values the SDK exports (`src/known-values.ts`) are written once, by the generator, in
 * `src/generated/named-open-enums.ts`; the simulator's numbered table of open enums holds the same lists.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const { namedOpenEnums, renderNamedOpenEnums, renderOpenEnums } = await import(
  pathToFileURL(path.join(root, 'codegen/render/open-enums.mjs')).href
);

const book = {
  models: [
    {
      name: 'Payment',
      desc: ['o', { 'status?': ['E', ['paid', 'failed']], kind: ['E', ['a', 'b']], id: 'S' }],
    },
  ],
};

describe('named open enums', () => {
  it('the exported lists are the very lists of the simulator’s table (one copy each)', () => {
    for (const list of [
      REMITTANCE_STATUSES,
      REQUIREMENT_STATUSES,
      REQUIREMENT_CATEGORIES,
      STATUTORY_EVENT_TYPES,
      STATUTORY_RESOURCE_TYPES,
    ]) {
      expect(OPEN_ENUM_LISTS.filter((known) => known === list)).toHaveLength(1);
    }
    expect(REMITTANCE_STATUSES).toEqual(['pending', 'processing', 'completed', 'failed']);
  });

  it('reads a named list from its model field, optional or not, and refuses a field that is no open enum', () => {
    const named = namedOpenEnums(book, { PAID: 'Payment.status', KIND: 'Payment.kind' }, false);
    expect(named).toEqual([
      { name: 'PAID', at: 'Payment.status', values: ['paid', 'failed'] },
      { name: 'KIND', at: 'Payment.kind', values: ['a', 'b'] },
    ]);
    expect(() => namedOpenEnums(book, { ID: 'Payment.id' }, false)).toThrow(
      'NAMED_OPEN_ENUMS.ID: Payment.id is no open enum of a generated model',
    );
    expect(() => namedOpenEnums(book, { GONE: 'Invoice.status' }, false)).toThrow(/Invoice\.status/);
    expect(namedOpenEnums(book, { GONE: 'Invoice.status' }, true)).toEqual([
      { name: 'GONE', at: 'Invoice.status', values: [] },
    ]);
  });

  it('writes each list once: the numbered table and a second name refer to the first constant', () => {
    const named = namedOpenEnums(book, { PAID: 'Payment.status', ALSO_PAID: 'Payment.status' }, false);
    const constants = renderNamedOpenEnums(named);
    expect(constants).toContain('export const PAID = ["paid","failed"] as const;');
    expect(constants).toContain('export const ALSO_PAID = PAID;');
    const table = renderOpenEnums({ lists: [['x'], ['paid', 'failed']] }, named);
    expect(table).toContain("import { PAID } from './named-open-enums.js';");
    expect(table).toContain('= [["x"],PAID];');
  });
});
