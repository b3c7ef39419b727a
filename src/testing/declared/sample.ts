import { OPEN_ENUM_LISTS } from '../../generated/open-enums.js';
import { openEnumValues, type Schema } from '../../internal/schema-kit.js';
import { documentedValue } from './documented-values.js';
import { type DrawPlace, enumChoice, factOf, fieldDraw, numberCandidates, stringCandidates } from './draw.js';
import { agreesWith } from './facts.js';
import { defOf, unwrap } from './wire.js';

/*
 * Realistic values for any of the SDK's schemas: the simulator answers every operation with a body its own
 * response schema accepts, and fills the fields a record does not set. Values come from the API documents'
 * facts about the field (enum, example, format; see draw.ts), then from its name (an email for `email`, a
 * country for `country`), and are kept only when the schema accepts them. With a `seed`, each field's value
 * is a function of the seed and the field's path, so a record reads the same on every read.
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
  /** Seed of the record drawn: the same seed draws the same values (fresh ones when absent). */
  readonly seed?: string | undefined;
  /** Property names from the answer's root to the value drawn (the documents' facts are looked up by it). */
  readonly path?: readonly string[];
  /** Unix ms dates are drawn around (`now` when absent). */
  readonly anchor?: number;
  /**
   * Whether the documents' facts about answers guide the draws (default: yes, except for request values,
   * drawn with the root key `params` or `path`).
   */
  readonly documented?: boolean;
}

// The documents' facts describe answers: they guide the values of records and answers, not the request
// params a test draws.
const placeOf = (c: SampleContext): DrawPlace => ({
  seed: c.seed,
  path: c.documented === false ? [] : (c.path ?? []),
  anchor: c.anchor ?? c.now,
  uuid: () => c.uuid(),
});

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

const NAMED: ReadonlyArray<[RegExp, (c: SampleContext, key: string) => unknown]> = [
  [/^(id|[a-z]\w*Id)$/, (c, key) => fieldDraw(key, placeOf(c), undefined).own.uuid()],
  [/currency/i, () => 'USD'],
  [/country/i, () => 'US'],
  [/(mimeType|contentType)$/i, () => 'application/pdf'],
  [/(fileName|filename)$/i, () => 'document.pdf'],
];

/** Last resorts for a string no candidate fits: shapes many string schemas accept. */
const STRING_FALLBACKS = (c: SampleContext, key: string): unknown[] => [
  fieldDraw(key, placeOf(c), undefined).own.uuid(),
  'USD',
  'US',
  new Date(c.now).toISOString().slice(0, 10),
  new Date(c.now).toISOString(),
  'https://app.example.com/resource',
  '12.50',
  'application/pdf',
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
export function sampleValue(schema: Schema, key: string, given: SampleContext, depth = 0): unknown {
  const context =
    given.path === undefined && given.documented === undefined
      ? { ...given, path: [], documented: key !== 'params' && key !== 'path' }
      : given;
  const def = defOf(schema);
  const known = context.known?.[key];
  const fits = (value: unknown) => agreesWith(factOf(placeOf(context)), value);
  if (known !== undefined && def.type !== 'object' && accepts(schema, known) && fits(known)) return known;
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
      return enumChoice(placeOf(context), Object.values(def.entries));
    case 'boolean':
      return factOf(placeOf(context))?.examples?.find((v) => typeof v === 'boolean') ?? true;
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return factOf(placeOf(context))?.type === 'string' ? stringCandidates(key, placeOf(context))[0] : {};
    case 'number':
    case 'int':
    case 'bigint':
      return firstAccepted(schema, [...numberCandidates(key, placeOf(context)), 1250, 1, 0, 100, 2026]);
    case 'string': {
      // An open enum is a string schema: its known values are drawn from, as the documents list them.
      const known = openEnumValues(schema, OPEN_ENUM_LISTS);
      if (known !== undefined) return enumChoice(placeOf(context), known);
      return firstAccepted(schema, [
        ...named(key, context),
        ...stringCandidates(key, placeOf(context)),
        ...STRING_FALLBACKS(context, key),
      ]);
    }
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
    const inner = { ...context, path: [...(context.path ?? []), name] };
    const given = documentedFill(inner, field, name, fill[name]);
    if (given !== undefined) {
      if (name === 'data' && !accepts(field, given) && typeof given === 'object' && given !== null) {
        out[name] = sampleValue(
          field,
          name,
          { ...inner, record: given as Record<string, unknown> },
          depth + 1,
        );
        continue;
      }
      if (accepts(field, given)) {
        out[name] = given;
        continue;
      }
      // A party or item summed up in one word (a list's `from` where the read holds the party): its name.
      const named =
        typeof given === 'object' && given !== null ? (given as Record<string, unknown>).name : undefined;
      if (named !== undefined && accepts(field, named)) {
        out[name] = named;
        continue;
      }
    }
    const optional = defOf(field).type === 'optional';
    if (optional && !context.optional && context.known?.[name] === undefined) continue;
    const value = sampleValue(field, name, inner, depth + 1);
    if (value !== undefined) out[name] = value;
  }
  // Fields the schema does not name are kept (response objects are loose): what was stored is read back.
  for (const [name, value] of Object.entries(fill))
    if (!(name in shape) && value !== undefined) out[name] = value;
  return out;
}

function named(key: string, context: SampleContext): unknown[] {
  const found = NAMED.find(([pattern]) => pattern.test(key));
  return found ? [found[1](context, key)] : [];
}

/**
 * A stored value as the documents name it: a lifecycle name outside the field's documented enum (the
 * documents' facts, or the schema's own enum) mapped to the documented value.
 */
function documentedFill(context: SampleContext, field: Schema, key: string, value: unknown): unknown {
  if (value === undefined) return value;
  const listed = enumValuesOf(field);
  const outside = listed.length > 0 && !listed.includes(value as string);
  if (!outside && agreesWith(factOf(placeOf(context)), value)) return value;
  return documentedValue(key, value) ?? value;
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
  const target = (def.shape as Record<string, Schema>)[field];
  return target ? enumValuesOf(target) : [];
}

/** The enum values a schema lists (open enums included), through optional and nullable wrappers. */
function enumValuesOf(schema: Schema): string[] {
  const values: string[] = [];
  const visit = (s: Schema) => {
    const d = defOf(s);
    if (d.type === 'enum') values.push(...(Object.values(d.entries) as string[]));
    else if (d.type === 'literal') values.push(...d.values);
    else if (d.type === 'union') (d.options as Schema[]).forEach(visit);
    else if (['optional', 'nullable'].includes(d.type)) visit(d.innerType);
    else values.push(...(openEnumValues(s, OPEN_ENUM_LISTS) ?? []));
  };
  visit(schema);
  return values;
}
