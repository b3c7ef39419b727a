import * as z from 'zod/mini';
import type { Checks, Descriptor, KitName, ScalarTag, SchemaTableJson } from './generated-table-types.js';
import {
  countryCodeSchema,
  currencyCodeSchema,
  dateSchema,
  dateTimeSchema,
  decimalStringSchema,
  emailSchema,
  idSchema,
  includeListSchema,
  type LazySchema,
  mimeTypeSchema,
  openEnum,
  type Schema,
  statutoryFieldsSchema,
  urlSchema,
  uuidSchema,
} from './schema-kit.js';

/*
 * The generated schemas are data: one JSON text per namespace, read on the first use of any of its schemas and
 * turned into zod one schema at a time. Importing the SDK parses none of it, so the cost of the import does not
 * grow with the number of operations (a string literal is scanned, not compiled), and the text is smaller than
 * the zod calls it stands for. The JSON maps each model name to its descriptor; the grammar of descriptors is
 * `generated-table-types.ts`.
 */

export type { Descriptor } from './generated-table-types.js';

const SCALARS: Record<ScalarTag, () => Schema> = {
  S: () => z.string(),
  I: () => z.int(),
  N: () => z.number(),
  B: () => z.boolean(),
  U: () => z.unknown(),
};

const KIT: Record<KitName, LazySchema> = {
  uuid: uuidSchema,
  id: idSchema,
  date: dateSchema,
  dateTime: dateTimeSchema,
  email: emailSchema,
  url: urlSchema,
  country: countryCodeSchema,
  currency: currencyCodeSchema,
  decimal: decimalStringSchema,
  mime: mimeTypeSchema,
  statutoryFields: statutoryFieldsSchema,
};

/** The schemas of one namespace, each built on first use. */
export interface SchemaTable {
  /** The table's name (`persons`, `shared`): errors name it. */
  readonly name: string;
  /** The schema of model `model` (`Person`), built on first use and then shared. */
  get(model: string): Schema;
  /** A schema of `descriptor`, its references resolved in this table (not cached). */
  build(descriptor: Descriptor): Schema;
}

/**
 * The table `name` of one namespace's schemas: `json` maps model names to descriptors, parsed on the first
 * `get`; `imports` returns the tables its references reach, by name (a function, so modules that import each
 * other load in any order).
 */
export function schemaTable(
  name: string,
  imports: () => Readonly<Record<string, SchemaTable>>,
  json: string,
): SchemaTable {
  let descriptors: SchemaTableJson | undefined;
  const built = new Map<string, Schema>();
  const table: SchemaTable = {
    name,
    get(model) {
      let schema = built.get(model);
      if (schema === undefined) {
        descriptors ??= JSON.parse(json) as SchemaTableJson;
        schema = table.build(lookup(descriptors, model, `${name} schema table`, 'model'));
        built.set(model, schema);
      }
      return schema;
    },
    build: (descriptor) => build(descriptor, table, imports),
  };
  return table;
}

function build(
  d: Descriptor,
  table: SchemaTable,
  imports: () => Readonly<Record<string, SchemaTable>>,
): Schema {
  if (typeof d === 'string') return scalar(d, table);
  const of = (inner: Descriptor) => build(inner, table, imports);
  switch (d[0]) {
    case 'm':
      return table.get(d[1]);
    case 'r':
      return lookup(imports(), d[1], `${table.name} schema table`, 'import').get(d[2]);
    case 'z':
      return z.lazy(() => of(d[1]));
    case 's':
      return withChecks(z.string(), d[1], 'length');
    case 'i':
      return withChecks(z.int(), d[1], 'value');
    case 'n':
      return withChecks(z.number(), d[1], 'value');
    case 'k':
      return withChecks(kit(d[1], table), d[2], 'length');
    case 'a':
      return withChecks(z.array(of(d[1])), d[2], 'length');
    case 'R':
      return z.record(z.string(), of(d[1]));
    case 'o': {
      const shape: Record<string, Schema> = {};
      for (const [key, field] of Object.entries(d[1])) {
        if (key.endsWith('?')) shape[key.slice(0, -1)] = z.optional(of(field));
        else shape[key] = of(field);
      }
      return z.looseObject(shape);
    }
    case '|': {
      const [, ...parts] = d;
      return z.union(parts.map(of));
    }
    case '&':
      return z.intersection(of(d[1]), of(d[2]));
    case '?':
      return z.nullable(of(d[1]));
    case 'e':
      return z.enum(d[1]);
    case 'E':
      return openEnum(d[1]);
    case 'L': {
      const literals = d[1].map((value) => z.literal(value));
      const closed = literals.length === 1 ? (literals[0] as Schema) : z.union(literals);
      return d[2] === undefined ? closed : z.union([closed, scalar(d[2], table)]);
    }
    case 'l':
      return includeListSchema(d[1]);
    default:
      // A tag the grammar does not know: a table written by another generator version.
      return lookup(
        {},
        (d satisfies never as readonly string[])[0] ?? '',
        `${table.name} schema table`,
        'descriptor',
      );
  }
}

const scalar = (name: ScalarTag, table: SchemaTable): Schema =>
  lookup(SCALARS, name, `${table.name} schema table`, 'descriptor')();

const kit = (name: KitName, table: SchemaTable): Schema =>
  lookup(KIT, name, `${table.name} schema table`, 'kit schema')();

/**
 * The entry `key` of a table's `record`; a key the record does not hold throws an error naming the table
 * (`persons schema table`), what was looked for and the key.
 */
export function lookup<T>(record: Readonly<Record<string, T>>, key: string, table: string, what: string): T {
  if (!Object.hasOwn(record, key)) throw new RangeError(`${table}: no ${what} ${JSON.stringify(key)}`);
  return record[key] as T;
}

/** `schema` with a pattern and bounds; `bounds` says whether they bound a length or a value. */
function withChecks(schema: Schema, checks: Checks | undefined, bounds: 'length' | 'value'): Schema {
  if (checks === undefined) return schema;
  const list: z.core.$ZodCheck<never>[] = [];
  if (checks.re !== undefined) list.push(z.regex(new RegExp(checks.re)));
  if (checks.min !== undefined)
    list.push(bounds === 'length' ? z.minLength(checks.min) : z.minimum(checks.min));
  if (checks.max !== undefined)
    list.push(bounds === 'length' ? z.maxLength(checks.max) : z.maximum(checks.max));
  return list.length === 0 ? schema : (schema as unknown as Schema<never>).check(...list);
}
