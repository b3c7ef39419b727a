import * as z from 'zod/mini';
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
 * the zod calls it stands for.
 *
 * A descriptor is one of:
 * - `'S'` string, `'I'` integer, `'N'` number, `'B'` boolean, `'U'` unknown;
 * - a number `n`: schema `n` of the same table (built once, shared);
 * - `['r', t, n]`: schema `n` of the table's `t`-th import;
 * - `['z', d]`: `d` built on first parse (`z.lazy`), where references close a cycle;
 * - `['s', checks]`, `['i', checks]`, `['n', checks]`: a string or number with `checks` (below);
 * - `['k', name, checks?]`: a ready-made schema of the kit (`uuid`, `date`…), with extra `checks`;
 * - `['a', item, checks?]`: an array; `['R', value]`: a record of string keys;
 * - `['o', shape]`: a loose object; a field whose name ends with `?` is optional (the `?` is not part of it);
 * - `['|', ...parts]` a union, `['&', a, b]` an intersection, `['?', d]` nullable;
 * - `['e', values]` a closed enum, `['E', values]` an open one (any other string accepted);
 * - `['L', values, open?]`: literals; `open` (`'N'` or `'U'`) also accepts any number or value;
 * - `['l', values]`: one of `values` or an array of them (the query's comma-separated lists).
 *
 * `checks` is `{ re?, min?, max? }`: a pattern, then bounds (lengths for strings and arrays, values for
 * numbers), applied in that order.
 */

/** One schema as data (see the grammar above). */
export type Descriptor = string | number | readonly unknown[];

interface Checks {
  re?: string;
  min?: number;
  max?: number;
}

const SCALARS: Record<string, () => Schema> = {
  S: () => z.string(),
  I: () => z.int(),
  N: () => z.number(),
  B: () => z.boolean(),
  U: () => z.unknown(),
};

const KIT: Record<string, LazySchema> = {
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
  /** Schema `index` of the table, built on first use and then shared. */
  get(index: number): Schema;
  /** A schema of `descriptor`, its references resolved in this table (not cached). */
  build(descriptor: Descriptor): Schema;
}

/**
 * The table of one namespace's schemas: `json` is their descriptors, parsed on the first `get`; `imports` the
 * tables its references reach (a function, so modules that import each other load in any order).
 */
export function schemaTable(imports: () => readonly SchemaTable[], json: string): SchemaTable {
  let descriptors: Descriptor[] | undefined;
  const built: Schema[] = [];
  const table: SchemaTable = {
    get(index) {
      let schema = built[index];
      if (schema === undefined) {
        descriptors ??= JSON.parse(json) as Descriptor[];
        const descriptor = descriptors[index];
        if (descriptor === undefined) throw new RangeError(`no schema ${index} in this table`);
        schema = table.build(descriptor);
        built[index] = schema;
      }
      return schema;
    },
    build: (descriptor) => build(descriptor, table, imports),
  };
  return table;
}

function build(d: Descriptor, table: SchemaTable, imports: () => readonly SchemaTable[]): Schema {
  if (typeof d === 'number') return table.get(d);
  if (typeof d === 'string') return scalar(d);
  const of = (inner: unknown) => build(inner as Descriptor, table, imports);
  const [tag, a, b] = d as [string, unknown, unknown];
  switch (tag) {
    case 'r':
      return (imports()[a as number] as SchemaTable).get(b as number);
    case 'z':
      return z.lazy(() => of(a));
    case 's':
      return withChecks(z.string(), a as Checks, 'length');
    case 'i':
      return withChecks(z.int(), a as Checks, 'value');
    case 'n':
      return withChecks(z.number(), a as Checks, 'value');
    case 'k':
      return withChecks(kit(a as string), b as Checks | undefined, 'length');
    case 'a':
      return withChecks(z.array(of(a)), b as Checks | undefined, 'length');
    case 'R':
      return z.record(z.string(), of(a));
    case 'o': {
      const shape: Record<string, Schema> = {};
      for (const [key, field] of Object.entries(a as Record<string, Descriptor>)) {
        if (key.endsWith('?')) shape[key.slice(0, -1)] = z.optional(of(field));
        else shape[key] = of(field);
      }
      return z.looseObject(shape);
    }
    case '|':
      return z.union(d.slice(1).map(of) as [Schema, Schema, ...Schema[]]);
    case '&':
      return z.intersection(of(a), of(b));
    case '?':
      return z.nullable(of(a));
    case 'e':
      return z.enum(a as [string, ...string[]]);
    case 'E':
      return openEnum(a as readonly string[]);
    case 'L': {
      const literals = (a as z.core.util.Literal[]).map((value) => z.literal(value));
      const closed = literals.length === 1 ? (literals[0] as Schema) : z.union(literals);
      return b === undefined ? closed : z.union([closed, scalar(b as string)]);
    }
    case 'l':
      return includeListSchema(a as [string, ...string[]]);
    default:
      throw new TypeError(`unknown schema descriptor ${JSON.stringify(tag)}`);
  }
}

function scalar(name: string): Schema {
  const make = SCALARS[name];
  if (make === undefined) throw new TypeError(`unknown schema descriptor ${JSON.stringify(name)}`);
  return make();
}

function kit(name: string): Schema {
  const lazySchema = KIT[name];
  if (lazySchema === undefined) throw new TypeError(`unknown kit schema ${JSON.stringify(name)}`);
  return lazySchema();
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
