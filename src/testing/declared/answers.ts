import type { Operation } from '../../internal/operation.js';
import type { Schema } from '../../internal/schema-kit.js';
import { jsonResponse } from '../http-error.js';
import {
  encodeCursor,
  encodeKeyCursor,
  offsetPage,
  readCursorLimit,
  readOffsetQuery,
  startAfter,
} from '../paging.js';
import type { RouteContext } from '../router.js';
import { type Listed, queryList } from './list-query.js';
import type { PlannedOperation } from './operation-roles.js';
import { recordsOf, viewOf, type World } from './record-access.js';
import { context } from './record-context.js';
import { sampleValue, schemaAccepts } from './sample.js';
import { isObject, objectShape, unwrap, type Wire } from './wire.js';

/* Answers in the shape of each operation's response schema, filled from the records. */

/**
 * A list answer: each stored record as its read answers it (so a list item and a read of the same record
 * agree), kept and ordered by the list's documented query, paged the way the list pages, counted from the
 * records listed.
 */
export function listOf(world: World, plan: PlannedOperation, rc: RouteContext, facts: Wire, params: Wire) {
  const { operation } = plan;
  const collection = plan.collection ?? plan.shape;
  const listed: Listed[] = [...recordsOf(world, collection, rc, facts).entries()].map(([id, record]) => ({
    record,
    view: world.readView(collection, rc, id, record) ?? viewOf(collection, rc, record),
  }));
  const item = operation.item?.() ?? elementOf(operation.response?.());
  const { items, unhonoured } = queryList(operation, params, listed);
  const views = items.map((entry) => entry.view);
  const answered = pageOf(operation, rc, views, item);
  // A documented filter the simulator cannot apply is named in a header rather than silently ignored.
  if (unhonoured.length === 0) return answered;
  return jsonResponse(answered.status, answered.body, {
    'x-simulator-unhonoured-filters': unhonoured.join(','),
  });
}

/** The key a record is known by in a cursor: its id under the name its collection gives it, if it has one. */
function recordKey(record: Wire): string | undefined {
  const key = record.id ?? record.payrollId ?? record.fileId ?? record.userId ?? record.countryCode;
  return typeof key === 'string' ? key : undefined;
}

/** The token of the page after `served`: the key of its last record where it has one, else the position. */
function nextTokenOf(served: Wire[], position: number): string {
  const key = served.at(-1) === undefined ? undefined : recordKey(served.at(-1) as Wire);
  return key === undefined ? encodeCursor(position) : encodeKeyCursor(key, position);
}

function pageOf(operation: Operation, rc: RouteContext, records: Wire[], item: Schema | undefined) {
  // An item shows what its read shows, in the list's shape: nothing optional is drawn for it.
  const fitted = (list: Wire[]) =>
    item === undefined ? list : list.map((r) => shapeRecord(item, rc, {}, r, false) as Wire);
  if (operation.page === 'offset') {
    const page = offsetPage(records, readOffsetQuery(rc.query));
    return { status: 200, body: { ...page, data: fitted(page.data) } };
  }
  if (operation.page === 'cursor' || operation.page === 'node') {
    const token = operation.page === 'node' ? (operation.pageToken ?? 'cursor') : 'cursor';
    // A token names the last record served, so records added before it between two pages are not served twice.
    const start = startAfter(rc.query.get(token), records, (r) => recordKey(r) ?? '');
    const limit = readCursorLimit(rc.query);
    const served = records.slice(start, start + limit);
    const next = start + limit < records.length ? nextTokenOf(served, start + limit) : null;
    const data = fitted(served);
    // Node pages document their tokens as strings: an absent token says there is no such page.
    const body =
      operation.page === 'cursor'
        ? { data, pagination: { nextCursor: next, hasMore: next !== null } }
        : { data, node: next === null ? {} : { next } };
    return { status: 200, body };
  }
  // A list answered whole: the records in the response's array, beside counts computed from them.
  const schema = operation.response?.();
  if (schema === undefined) return { status: 200, body: records };
  if (unwrap(schema).type === 'array') return { status: 200, body: fitted(records) };
  const body: Wire = {};
  for (const [name, field] of Object.entries(objectShape(schema) ?? {})) {
    if (unwrap(field).type === 'array') body[name] = fitted(records);
    else if (unwrap(field).type === 'object') body[name] = countsOf(field, records);
  }
  return { status: 200, body };
}

/** The element schema of a list answered as an array, or as an object holding one array. */
function elementOf(schema: Schema | undefined): Schema | undefined {
  if (schema === undefined) return undefined;
  const def = unwrap(schema);
  if (def.type === 'array') return def.element as Schema;
  const array = Object.values(objectShape(schema) ?? {}).find((f) => unwrap(f).type === 'array');
  return array === undefined ? undefined : (unwrap(array).element as Schema);
}

/**
 * A list's counts (`summary: { total, pending, inReview… }`) computed from the records listed: `total` counts
 * them all, every other count the records whose status it names (`inReview` counts `in_review`).
 */
function countsOf(schema: Schema, records: readonly Wire[]): Wire {
  const counts: Wire = {};
  const key = (status: unknown) =>
    String(status)
      .toLowerCase()
      .replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
  for (const [name, field] of Object.entries(objectShape(schema) ?? {})) {
    if (!['number', 'int'].includes(unwrap(field).type)) continue;
    counts[name] =
      name === 'total' ? records.length : records.filter((r) => isObject(r) && key(r.status) === name).length;
  }
  return counts;
}

/** An answer in the operation's response schema, filled from `record` and values drawn for its other fields. */
export function answer(operation: Operation, rc: RouteContext, facts: Wire, record: Wire, status = 200) {
  const schema = operation.response?.();
  if (schema === undefined) return { status: 204 };
  return { status, body: shapeRecord(schema, rc, facts, record) };
}

/**
 * A stored record answered in the operation's response schema: what it holds, and nothing optional drawn for
 * it (a field the schema requires and the record lacks is the only value drawn, the same on every read).
 */
export function answerRecord(
  operation: Operation,
  rc: RouteContext,
  facts: Wire,
  record: Wire,
  status = 200,
) {
  const schema = operation.response?.();
  if (schema === undefined) return { status: 204 };
  return { status, body: shapeRecord(schema, rc, facts, record, false) };
}

/**
 * `record` in the shape of `schema`: its fields where the schema accepts them, values drawn elsewhere from a
 * source seeded by the record, so two reads of the same record answer the same body.
 */
export function shapeRecord(
  schema: Schema,
  rc: RouteContext,
  facts: Wire,
  record: Wire,
  optional = true,
): unknown {
  const seeded = { ...context(rc, facts, identityOf(record)), optional };
  const value = sampleValue(schema, 'body', { ...seeded, record });
  if (schemaAccepts(schema, value)) return value;
  return sampleValue(schema, 'body', seeded);
}

/** What identifies a record for its draws: its id, else its content; `undefined` for an empty one. */
function identityOf(record: Wire): string | undefined {
  if (typeof record.id === 'string') return record.id;
  return Object.keys(record).length === 0 ? undefined : JSON.stringify(record);
}
