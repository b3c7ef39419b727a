import type { Schema } from '../../internal/schema-kit.js';
import { factAt } from './facts.js';
import { objectShape, unwrap, type Wire } from './wire.js';

/*
 * When a record was made and last changed, in the fields and formats its document uses: `createdAt` as an ISO
 * string, `createdTimestamp` as Unix seconds, `updatedAt` as Unix seconds where the document says `epoch`…
 * Both are the simulator clock's, so a record made now reads as made now, and every change moves its update
 * time (never before its creation time).
 */

/** Field names that hold when a record was made. */
const CREATED = /^(createdAt|createdTimestamp|createdDate|createdOn|created|dateCreated|creationDate)$/;
/** Field names that hold when a record last changed. */
const UPDATED =
  /^(updatedAt|updatedTimestamp|lastUpdatedTimestamp|lastUpdatedAt|lastUpdated|updatedDate|updatedOn|dateUpdated|modifiedAt|lastModified)$/;

/** Which of a schema's fields are times, and what they hold. */
export type TimeRole = 'created' | 'updated';

/**
 * The creation and update time fields of a record schema (its top level), by name.
 * @throws never.
 * @example
 * ```ts
 * timeFields(payoutSchema()); // { createdTimestamp: 'created', lastUpdatedTimestamp: 'updated' }
 * ```
 */
export function timeFields(schema: Schema): Record<string, TimeRole> {
  const out: Record<string, TimeRole> = {};
  for (const name of Object.keys(objectShape(schema) ?? {})) {
    if (CREATED.test(name)) out[name] = 'created';
    else if (UPDATED.test(name)) out[name] = 'updated';
  }
  return out;
}

/**
 * `ms` (Unix milliseconds) as the field `name` of `schema` holds a time: an ISO 8601 string for a string
 * field, else Unix seconds, or milliseconds where the document's example is one.
 * @throws never.
 * @example
 * ```ts
 * timeValue(payoutSchema(), 'createdTimestamp', Date.parse('2026-05-01T00:00:00Z')); // 1777593600
 * ```
 */
export function timeValue(schema: Schema, name: string, ms: number): string | number {
  const field = objectShape(schema)?.[name];
  if (field === undefined || unwrap(field).type === 'string') return new Date(ms).toISOString();
  const example = factAt([name])?.examples?.find((v): v is number => typeof v === 'number');
  return example !== undefined && example > 1e11 ? ms : Math.floor(ms / 1000);
}

/**
 * Stamps a record's time fields with the clock's `now` (Unix ms): a new record (`made`) gets both its creation
 * and update times; a change moves only its update time. Fields the schema does not name are left alone,
 * unless the record already holds them.
 * @throws never.
 * @example
 * ```ts
 * stampTimes(payoutSchema(), record, rc.ctx.now(), 'made');
 * ```
 */
export function stampTimes(
  schema: Schema | undefined,
  record: Wire,
  now: number,
  moment: 'made' | 'changed',
) {
  const fields = schema === undefined ? {} : timeFields(schema);
  for (const name of Object.keys(record)) {
    if (fields[name] !== undefined) continue;
    if (CREATED.test(name)) fields[name] = 'created';
    else if (UPDATED.test(name)) fields[name] = 'updated';
  }
  for (const [name, role] of Object.entries(fields)) {
    if (role === 'created' && moment === 'changed') continue;
    const named = schema !== undefined && objectShape(schema)?.[name] !== undefined;
    record[name] = named ? timeValue(schema, name, now) : asBefore(record[name], now);
  }
}

/** `now` in the form a stored time already has (a number of seconds or milliseconds, else ISO). */
function asBefore(value: unknown, now: number): string | number {
  if (typeof value !== 'number') return new Date(now).toISOString();
  return value > 1e11 ? now : Math.floor(now / 1000);
}

/**
 * A record's time (Unix ms) of `role` (its creation, or its last change), read from whichever field holds it;
 * `undefined` when it holds none.
 * @throws never.
 * @example
 * ```ts
 * timeOf({ createdTimestamp: 1777593600 }, 'created'); // 1777593600000
 * ```
 */
export function timeOf(record: Wire, role: TimeRole): number | undefined {
  const pattern = role === 'created' ? CREATED : UPDATED;
  for (const [name, value] of Object.entries(record)) {
    if (!pattern.test(name)) continue;
    const ms = msOf(value);
    if (ms !== undefined) return ms;
  }
  return undefined;
}

/** A stored time as Unix ms: ISO strings parsed, numbers below 1e11 read as seconds. */
export function msOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value;
  if (typeof value !== 'string') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}
