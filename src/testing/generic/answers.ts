import type { Operation } from '../../internal/operation.js';
import type { Schema } from '../../internal/schema-kit.js';
import { decodeCursor, encodeCursor, offsetPage, readCursorLimit, readOffsetQuery } from '../paging.js';
import type { RouteContext } from '../router.js';
import type { PlannedOperation } from './plan.js';
import { context } from './record-context.js';
import { recordsOf, viewOf, type World } from './records.js';
import { sampleValue, schemaAccepts } from './sample.js';
import { objectShape, unwrap, type Wire } from './wire.js';

/* Answers in the shape of each operation's response schema, filled from the records. */

export function listOf(world: World, plan: PlannedOperation, rc: RouteContext, facts: Wire) {
  const { operation } = plan;
  const collection = plan.collection ?? plan.shape;
  const records = [...recordsOf(world, collection, rc, facts).values()].map((r) => viewOf(collection, rc, r));
  const item = operation.item?.();
  const fitted = (list: Wire[]) =>
    item === undefined ? list : list.map((r) => shapeRecord(item, rc, facts, r));
  if (operation.page === 'offset') {
    const page = offsetPage(records, readOffsetQuery(rc.query));
    return { status: 200, body: { ...page, data: fitted(page.data) } };
  }
  if (operation.page === 'cursor' || operation.page === 'node') {
    const token = operation.page === 'node' ? (operation.pageToken ?? 'cursor') : 'cursor';
    const start = decodeCursor(rc.query.get(token));
    const limit = readCursorLimit(rc.query);
    const data = fitted(records.slice(start, start + limit));
    const next = start + limit < records.length ? encodeCursor(start + limit) : null;
    // Node pages document their tokens as strings: an absent token says there is no such page.
    const body =
      operation.page === 'cursor'
        ? { data, pagination: { nextCursor: next, hasMore: next !== null } }
        : { data, node: next === null ? {} : { next } };
    return { status: 200, body };
  }
  // A list answered whole: the records in the response's array.
  const schema = operation.response?.();
  if (schema === undefined) return { status: 200, body: records };
  const def = unwrap(schema);
  if (def.type === 'array')
    return { status: 200, body: records.map((r) => shapeRecord(def.element, rc, facts, r)) };
  const base = shapeRecord(schema, rc, facts, {}) as Wire;
  const arrayField = Object.entries(objectShape(schema) ?? {}).find(([, f]) => unwrap(f).type === 'array');
  if (arrayField !== undefined) {
    const element = unwrap(arrayField[1]).element as Schema;
    base[arrayField[0]] = records.map((r) => shapeRecord(element, rc, facts, r));
  }
  return { status: 200, body: base };
}

export function answer(operation: Operation, rc: RouteContext, facts: Wire, record: Wire, status = 200) {
  const schema = operation.response?.();
  if (schema === undefined) return { status: 204 };
  return { status, body: shapeRecord(schema, rc, facts, record) };
}

/**
 * `record` in the shape of `schema`: its fields where the schema accepts them, values drawn elsewhere from a
 * source seeded by the record, so two reads of the same record answer the same body.
 */
export function shapeRecord(schema: Schema, rc: RouteContext, facts: Wire, record: Wire): unknown {
  const seeded = context(rc, facts, identityOf(record));
  const value = sampleValue(schema, 'body', { ...seeded, record });
  if (schemaAccepts(schema, value)) return value;
  return sampleValue(schema, 'body', seeded);
}

/** What identifies a record for its draws: its id, else its content; `undefined` for an empty one. */
function identityOf(record: Wire): string | undefined {
  if (typeof record.id === 'string') return record.id;
  return Object.keys(record).length === 0 ? undefined : JSON.stringify(record);
}
