// @ts-check
/**
 * Where every model lives and how descriptors are written into the tables (`src/internal/generated-table-types.ts`).
 */
import { ModelRef } from '../schemas.mjs';
import { SHARED } from './common.mjs';

/**
 * Where every model lives: `models` maps a model key to its `{ file, name }` in the schema tables, `imports`
 * each file to the files its table references (its own schemas' and its operations').
 */
export function indexPlans(plans, book, lazyEdges) {
  // Models another namespace references, with everything they reference, live in a `shared` table: a function
  // of one namespace then loads that namespace's table and the shared one, not its neighbours'.
  const shared = new Set();
  const share = (model) => {
    if (shared.has(model)) return;
    shared.add(model);
    for (const ref of model.refs) share(ref);
  };
  for (const model of book.models) for (const ref of model.refs) if (ref.file !== model.file) share(ref);
  for (const op of plans) for (const model of opModels(op)) if (model.file !== op.top) share(model);
  const tableOf = (model) => (shared.has(model) ? SHARED : model.file);
  // A model used once (by one model or one operation of its own table) and in no cycle, or a small one that
  // references no other, is written where it is used: its name in a table would cost more bytes than it saves.
  const users = new Map();
  const use = (model, table) => users.set(model, [...(users.get(model) ?? []), table]);
  for (const model of book.models) for (const ref of model.refs) use(ref, tableOf(model));
  for (const op of plans) for (const model of opModels(op)) use(model, op.top);
  const inCycle = new Set([...lazyEdges].flatMap((edge) => edge.split('->')));
  const models = new Map();
  for (const model of book.models) {
    const by = users.get(model) ?? [];
    const once = by.length === 1 && by[0] === tableOf(model) && !inCycle.has(model.key);
    const inline = once || isSmallLeaf(model);
    models.set(model.key, { file: tableOf(model), name: model.name, inline: inline ? model : undefined });
  }
  const needs = new Map();
  const need = (file, other) => {
    if (!needs.has(file)) needs.set(file, new Set());
    if (other !== file) needs.get(file).add(other);
  };
  for (const model of book.models) {
    need(tableOf(model), tableOf(model));
    for (const ref of model.refs) need(tableOf(model), tableOf(ref));
  }
  for (const op of plans) {
    need(op.top, op.top);
    for (const model of opModels(op)) need(op.top, tableOf(model));
  }
  const imports = new Map([...needs].map(([file, set]) => [file, [...set].sort()]));
  return { models, imports, tableOf, openEnums: openEnumLists() };
}

/** The models an operation names: its params, its answer or the element of its pages. */
export function opModels(op) {
  return [op.params, op.response?.model, op.item?.model].filter(Boolean);
}

/** A model referencing no other whose descriptor is shorter than a reference by name and a table entry. */
export function isSmallLeaf(model) {
  return model.refs.size === 0 && JSON.stringify(model.desc).length <= SMALL_DESCRIPTOR;
}

export const SMALL_DESCRIPTOR = 64;

/** The references of `model` that close a cycle (built through `z.lazy`). */
export function lazyRefs(model, lazyEdges) {
  return new Set(
    [...model.refs].filter((ref) => lazyEdges.has(`${model.key}->${ref.key}`)).map((ref) => ref.key),
  );
}

/**
 * `desc` as JSON, its model references resolved against the table of `file`: `['m', name]` in the same table,
 * `['r', table, name]` in another, cycle edges made lazy; a model written inline is its descriptor.
 */
export function descJson(desc, file, index, lazyEdges, lazyFrom = new Set()) {
  const resolve = (node, lazy) => {
    if (node instanceof ModelRef) {
      const at = index.models.get(node.key);
      if (at.inline) return resolve(at.inline.desc, lazyRefs(at.inline, lazyEdges));
      const ref = at.file === file ? ['m', at.name] : ['r', at.file, at.name];
      return lazy.has(node.key) ? ['z', ref] : ref;
    }
    // An open enum names its known values by their place in `src/generated/open-enums.ts`: only the simulator
    // reads them (the client checks a string), so a client bundle carries none.
    if (isOpenEnum(node)) return ['E', index.openEnums.indexOf(node[1])];
    if (Array.isArray(node)) return node.map((item) => resolve(item, lazy));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v, lazy)]));
    }
    return node;
  };
  return JSON.stringify(resolve(desc, lazyFrom));
}

/** `['E', values]`: an open enum's descriptor (a list of enum values never starts with a tag and a list). */
export const isOpenEnum = (node) =>
  Array.isArray(node) && node.length === 2 && node[0] === 'E' && Array.isArray(node[1]);

/** The open enums' value lists, each once, numbered in the order met (`indexOf` adds a list not seen yet). */
function openEnumLists() {
  /** @type {string[][]} */
  const lists = [];
  const at = new Map();
  return {
    lists,
    /** @param {string[]} values */
    indexOf(values) {
      const key = JSON.stringify(values);
      if (!at.has(key)) at.set(key, lists.push(values) - 1);
      return at.get(key);
    },
  };
}

/** Edges `a->b` of the model graph that close a cycle: those references are built through `z.lazy`. */
export function cyclicEdges(models) {
  const edges = new Set();
  const reaches = (from, target, seen = new Set()) => {
    if (from === target) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return [...from.refs].some((next) => reaches(next, target, seen));
  };
  for (const model of models) {
    for (const ref of model.refs) if (reaches(ref, model)) edges.add(`${model.key}->${ref.key}`);
  }
  return edges;
}
