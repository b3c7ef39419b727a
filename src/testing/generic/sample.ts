import type { Schema } from '../../internal/schema-kit.js';
import type { RouteContext } from '../router.js';
import { defOf, unwrap } from './wire.js';

/*
 * Realistic values for any of the SDK's schemas: the simulator answers every operation with a body its own
 * response schema accepts, and fills the fields a record does not set. Values come from the field's name
 * (an email for `email`, a country for `country`), then from its format, and are kept only when the schema
 * accepts them.
 */

/** What a value is drawn from: known values by field name (the caller's business id…) and fresh ids. */
export interface SampleContext {
  /** Values used as-is for fields of these names, when the schema accepts them. */
  readonly known?: Readonly<Record<string, unknown>>;
  /** A fresh uuid. */
  uuid(): string;
  /** Unix ms of "now", for dates. */
  now: number;
  /** Include optional fields (response records are complete; request params only carry what they must). */
  readonly optional: boolean;
  /**
   * A stored record whose fields fill the first object level of the value (or of its `data` envelope), each
   * where the schema accepts it.
   */
  readonly record?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * Whether `schema` accepts `value`.
 * @throws never.
 * @example
 * ```ts
 * schemaAccepts(uuidSchema(), 'x'); // false
 * ```
 */
export function schemaAccepts(schema: Schema, value: unknown): boolean {
  const result = (schema as unknown as { '~standard': { validate(v: unknown): unknown } })[
    '~standard'
  ].validate(value) as { issues?: unknown[] } | Promise<unknown>;
  return !(result instanceof Promise) && result.issues === undefined;
}

const accepts = schemaAccepts;

const NAMED: ReadonlyArray<[RegExp, (c: SampleContext) => unknown]> = [
  [/^(id|[a-z]\w*Id)$/, (c) => c.uuid()],
  [/^firstName$/i, () => 'Ada'],
  [/^lastName$/i, () => 'Lovelace'],
  [/^(middleName|preferredName)$/i, () => 'Augusta'],
  [/email/i, () => 'ada@example.test'],
  [/currency/i, () => 'USD'],
  [/country/i, () => 'US'],
  [/^(state|region|province)$/i, () => 'NY'],
  [/city/i, () => 'New York'],
  [/(postal|zip)/i, () => '10001'],
  [/(street|line1|address1)/i, () => '1 Main Street'],
  [/(phone|number)$/i, () => '2125550142'],
  [/(url|link|uri)$/i, () => 'https://example.test/resource'],
  [/(mimeType|contentType)$/i, () => 'application/pdf'],
  [/(fileName|filename)$/i, () => 'document.pdf'],
  [/(title|jobTitle)$/i, () => 'Engineer'],
  [/(legalName|entityName|businessName|companyName)$/i, () => 'Acme Inc.'],
  [/name$/i, () => 'Acme'],
  [/(At|Time|Timestamp)$/, (c) => new Date(c.now).toISOString()],
  [/(date|Date|day|Day)$/, (c) => new Date(c.now).toISOString().slice(0, 10)],
  [/(year|Year)$/, (c) => new Date(c.now).getUTCFullYear()],
  [/(month|Month)$/, (c) => new Date(c.now).getUTCMonth() + 1],
  [/(amount|Amount|balance|Balance|rate|Rate|total|Total)$/, () => 1250],
  [/(percentage|Percentage)$/, () => 0.5],
];

const STRING_CANDIDATES = (c: SampleContext, key: string): unknown[] => [
  key,
  c.uuid(),
  'USD',
  'US',
  new Date(c.now).toISOString().slice(0, 10),
  new Date(c.now).toISOString(),
  'ada@example.test',
  'https://example.test/resource',
  '12.50',
  'application/pdf',
  'sample',
];

/**
 * A value `schema` accepts, realistic for a field named `key`; `undefined` when none was found (the
 * caller's check then reports the field).
 * @throws never.
 * @example
 * ```ts
 * sampleValue(personSchema(), 'person', context); // { id: '…', firstName: 'Ada', … }
 * ```
 */
export function sampleValue(schema: Schema, key: string, context: SampleContext, depth = 0): unknown {
  const def = defOf(schema);
  const known = context.known?.[key];
  if (known !== undefined && def.type !== 'object' && accepts(schema, known)) return known;
  if (def.type === 'object' && context.record !== undefined) {
    // The record fills this level, or the `data` envelope below it; deeper levels draw fresh values.
    const shape = def.shape as Record<string, Schema>;
    const envelope = shape.data !== undefined && !('data' in context.record) && !('id' in shape);
    const own = { ...context, record: undefined };
    if (envelope) return sampleObject(schema, own, depth, { data: context.record });
    return sampleObject(schema, own, depth, context.record);
  }
  switch (def.type) {
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return sampleValue(def.innerType, key, context, depth);
    case 'nullable':
      return sampleValue(def.innerType, key, context, depth);
    case 'lazy':
      return depth > 6 ? undefined : sampleValue(def.getter(), key, context, depth + 1);
    case 'pipe':
      return sampleValue(def.in, key, context, depth);
    case 'literal':
      return def.values[0];
    case 'enum':
      return Object.values(def.entries)[0];
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return key === 'metadata' ? {} : 'value';
    case 'number':
    case 'int':
    case 'bigint':
      return firstAccepted(schema, [...named(key, context), 1250, 1, 0, 100, 0.5, 2026]);
    case 'string':
      return firstAccepted(schema, [...named(key, context), ...STRING_CANDIDATES(context, key)]);
    case 'array': {
      if (depth > 6) return [];
      const element = sampleValue(def.element, singularOf(key), context, depth + 1);
      return element === undefined ? [] : [element];
    }
    case 'record':
      return {};
    case 'union':
      for (const option of def.options as Schema[]) {
        const value = sampleValue(option, key, context, depth);
        if (value !== undefined && accepts(schema, value)) return value;
      }
      return undefined;
    case 'intersection':
      return {
        ...(sampleValue(def.left, key, context, depth) as object),
        ...(sampleValue(def.right, key, context, depth) as object),
      };
    case 'object':
      return depth > 8 ? {} : sampleObject(schema, context, depth);
    default:
      return undefined;
  }
}

function sampleObject(
  schema: Schema,
  context: SampleContext,
  depth: number,
  fill: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const shape = defOf(schema).shape as Record<string, Schema>;
  for (const [name, field] of Object.entries(shape)) {
    const given = fill[name];
    if (given !== undefined) {
      if (name === 'data' && !accepts(field, given) && typeof given === 'object' && given !== null) {
        out[name] = sampleValue(
          field,
          name,
          { ...context, record: given as Record<string, unknown> },
          depth + 1,
        );
        continue;
      }
      if (accepts(field, given)) {
        out[name] = given;
        continue;
      }
    }
    const optional = defOf(field).type === 'optional';
    if (optional && !context.optional && context.known?.[name] === undefined) continue;
    const value = sampleValue(field, name, context, depth + 1);
    if (value !== undefined) out[name] = value;
  }
  // Fields the schema does not name are kept (response objects are loose): what was stored is read back.
  for (const [name, value] of Object.entries(fill))
    if (!(name in shape) && value !== undefined) out[name] = value;
  return out;
}

function named(key: string, context: SampleContext): unknown[] {
  const found = NAMED.find(([pattern]) => pattern.test(key));
  return found ? [found[1](context)] : [];
}

function firstAccepted(schema: Schema, candidates: unknown[]): unknown {
  for (const candidate of candidates) if (accepts(schema, candidate)) return candidate;
  return undefined;
}

function singularOf(key: string): string {
  return key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.endsWith('s') ? key.slice(0, -1) : key;
}

/**
 * The enum values a field of an object schema knows (open enums included), or `[]`.
 * @throws never.
 * @example
 * ```ts
 * knownValues(payrollSchema(), 'status'); // ['draft', 'saved', …]
 * ```
 */
export function knownValues(schema: Schema, field: string): string[] {
  const def = unwrap(schema);
  if (def.type !== 'object') return [];
  const values: string[] = [];
  const visit = (s: Schema) => {
    const d = defOf(s);
    if (d.type === 'enum') values.push(...(Object.values(d.entries) as string[]));
    else if (d.type === 'literal') values.push(...d.values);
    else if (d.type === 'union') (d.options as Schema[]).forEach(visit);
    else if (['optional', 'nullable'].includes(d.type)) visit(d.innerType);
  };
  const target = (def.shape as Record<string, Schema>)[field];
  if (target) visit(target);
  return values;
}

/**
 * How values are drawn for a request: `known` facts first, fresh ids from the simulator's seed, its clock.
 * @throws never.
 * @example
 * ```ts
 * sampleValue(schema, 'body', context(rc, { businessId }));
 * ```
 */
export function context(rc: RouteContext, known: Readonly<Record<string, unknown>>): SampleContext {
  return { known, uuid: () => rc.ctx.random.uuid(), now: rc.ctx.now(), optional: true };
}
