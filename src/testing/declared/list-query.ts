import type { Operation } from '../../internal/operation.js';
import { msOf, timeOf } from './times.js';
import { camelOf, objectShape, type Wire } from './wire.js';

/*
 * What a list's documented query parameters do to the records it lists: a parameter that names a field of the
 * records keeps those whose field equals it (snake_case and camelCase spellings alike), a date range keeps the
 * records dated inside it, and `order` sorts them by creation time (newest first unless `asc` is asked for).
 * Page parameters belong to the pager; a parameter none of this covers is reported, never silently ignored.
 */

/** One listed record: its view (what the API shows) and the stored record behind it. */
export interface Listed {
  readonly view: Wire;
  readonly record: Wire;
}

/** Parameters that page, shape or sort a list rather than filter it. */
const PAGING = new Set([
  'page',
  'limit',
  'cursor',
  'next',
  'previous',
  'pageToken',
  'order',
  'idempotencyKey',
]);
/** Parameters that bound the records' dates: on or after, on or before, strictly after. */
const FROM = new Set(['startDate', 'start_date', 'from', 'fromDate', 'dateFrom']);
const TO = new Set(['endDate', 'end_date', 'to', 'toDate', 'dateTo']);
const SINCE = new Set(['since', 'updatedSince', 'createdAfter']);

const snakeOf = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The value of the field a parameter names, in any of its spellings; `undefined` when the record has none. */
function fieldOf(record: Wire, name: string): unknown {
  for (const spelling of [name, camelOf(name), snakeOf(name)]) {
    if (record[spelling] !== undefined) return record[spelling];
  }
  return undefined;
}

/** Whether a stored value equals the value a filter was sent (codes compared whatever their case). */
function equals(name: string, stored: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted)) return wanted.some((w) => equals(name, stored, w));
  if (typeof stored === 'string' && typeof wanted === 'string' && /country|currency/i.test(name))
    return stored.toUpperCase() === wanted.toUpperCase();
  return String(stored) === String(wanted);
}

/** The date a record is listed by (Unix ms): its own `date` when it has one, else when it was made. */
function dateOf({ view, record }: Listed): number | undefined {
  return msOf(view.date) ?? timeOf(view, 'created') ?? timeOf(record, 'created');
}

/** The bound a date parameter sets, in Unix ms: a day (`2026-05-01`) reaches to its last millisecond. */
function boundOf(value: unknown, end: boolean): number | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  return end && /^\d{4}-\d{2}-\d{2}$/.test(value) ? ms + 86_400_000 - 1 : ms;
}

/** Whether a listed record passes one parameter; `undefined` when the record holds nothing it could judge by. */
function passes(item: Listed, name: string, value: unknown): boolean | undefined {
  if (FROM.has(name) || TO.has(name) || SINCE.has(name)) {
    const date = dateOf(item);
    const bound = boundOf(value, TO.has(name));
    if (date === undefined || bound === undefined) return undefined;
    return FROM.has(name) ? date >= bound : TO.has(name) ? date <= bound : date > bound;
  }
  const stored = fieldOf(item.view, name) ?? fieldOf(item.record, name);
  return stored === undefined ? undefined : equals(name, stored, value);
}

/** The result of applying a list's query: the records kept, in order, and the parameters it could not apply. */
export interface Queried {
  readonly items: Listed[];
  /** Documented parameters sent that this list cannot apply (reported in a response header). */
  readonly unhonoured: string[];
}

/**
 * Applies a list's documented filters and order to its records.
 * @throws never (the params were validated against the operation's schema before).
 * @example
 * ```ts
 * queryList(operation, params, listed).items; // the records the query keeps, newest first
 * ```
 */
export function queryList(operation: Operation, params: Wire, listed: readonly Listed[]): Queried {
  const unhonoured: string[] = [];
  let items = [...listed];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || PAGING.has(name) || items.length === 0) continue;
    const verdicts = items.map((entry) => passes(entry, name, value));
    // A parameter none of the records holds a value for is one this list cannot apply: it is reported.
    if (verdicts.every((v) => v === undefined)) {
      unhonoured.push(name);
      continue;
    }
    items = items.filter((_, i) => verdicts[i] === true);
  }
  return { items: ordered(operation, params, items), unhonoured };
}

/**
 * The records in the order the list documents: by creation time, newest first (`order=asc`: oldest first),
 * when the list takes an `order`; otherwise as stored (the order they were made in). Ties keep that order.
 */
function ordered(operation: Operation, params: Wire, items: Listed[]): Listed[] {
  const orderable = operation.params !== undefined && objectShape(operation.params())?.order !== undefined;
  if (!orderable) return items;
  const made = (entry: Listed, index: number) => dateOfMaking(entry) ?? index;
  const keyed = items.map((entry, index) => ({ entry, index, at: made(entry, index) }));
  const asc = params.order === 'asc';
  keyed.sort((a, b) => (asc ? a.at - b.at || a.index - b.index : b.at - a.at || b.index - a.index));
  return keyed.map(({ entry }) => entry);
}

function dateOfMaking({ view, record }: Listed): number | undefined {
  return timeOf(view, 'created') ?? timeOf(record, 'created');
}
