import type { Checks, Descriptor, SchemaTableJson } from './generated-table-types.js';
import { ALL_KINDS, BASE_KINDS, type KindContext, type Kinds } from './schema-kinds.js';
import type { Schema } from './schema-kit.js';

/*
 * The generated schemas are data: per namespace, one JSON member per model (`"Person":descriptor`, each a
 * string constant of its own), joined and read on the first use of any of its schemas and turned into zod one
 * schema at a time. Importing the SDK parses none of it, so the cost of the import does not
 * grow with the number of operations (a string literal is scanned, not compiled), and the text is smaller than
 * the zod calls it stands for. The JSON maps each model name to its descriptor; the grammar of descriptors is
 * `generated-table-types.ts`. The zod constructors are not here but in `schema-kinds.ts`, handed in by whoever
 * asks for a schema, so a bundle keeps only those its calls can reach.
 */

export type { Descriptor } from './generated-table-types.js';

/** The tables a schema table's references reach, by table name. */
type Imports = () => Readonly<Record<string, SchemaTable>>;

/** The schemas of one namespace, each built on first use. */
export interface SchemaTable {
  /** The table's name (`persons`, `shared`): errors name it. */
  readonly name: string;
  /** The kinds of a `get` or `build` that names none. */
  readonly kinds: Kinds;
  /**
   * The schema of model `model` (`Person`), built on first use with `kinds` (which must reach every form the
   * model holds) and then shared.
   */
  get(model: string, kinds?: Kinds): Schema;
  /** A schema of `descriptor` built with `kinds`, its references resolved in this table (not cached). */
  build(descriptor: Descriptor, kinds?: Kinds): Schema;
}

/**
 * The JSON text of a table, or its members (`"Person":descriptor`, each a constant of its own that a bundler
 * keeps only where it is referenced), joined into one object on first use.
 */
export type TableJson = string | readonly string[];

/**
 * The text of a {@link TableJson}, parsed.
 * @throws SyntaxError when the text (or the members joined) is not a JSON object.
 */
export function parseTable<T>(json: TableJson): T {
  return JSON.parse(typeof json === 'string' ? json : `{${json.join(',')}}`) as T;
}

/**
 * The table `name` of one namespace's schemas: `json` maps model names to descriptors, parsed on the first
 * `get`; `imports` returns the tables its references reach, by name (a function, so modules that import each
 * other load in any order), or is `undefined` for a table that holds the models of every table it references
 * (a standalone function's: model names are unique across tables). `defaults` are the kinds of a `get` or
 * `build` that names none: every kind when omitted (`schemaTable` is then the whole interpreter). The base
 * kinds (`BASE_KINDS`) are always there.
 */
export function schemaTable(
  name: string,
  imports: Imports | undefined,
  json: TableJson,
  defaults?: Kinds,
): SchemaTable {
  return leanSchemaTable(name, imports, json, defaults ?? ALL_KINDS);
}

/**
 * {@link schemaTable} without a reference to {@link ALL_KINDS}, by default building with the base kinds only:
 * what the generated tables are made with, so that a bundle carries only the kinds its callers hand in.
 */
export function leanSchemaTable(
  name: string,
  imports: Imports | undefined,
  json: TableJson,
  defaults: Kinds = {},
): SchemaTable {
  let descriptors: SchemaTableJson | undefined;
  const built = new Map<string, Schema>();
  const table: SchemaTable = {
    name,
    kinds: defaults,
    get(model, kinds = defaults) {
      let schema = built.get(model);
      if (schema === undefined) {
        descriptors ??= parseTable<SchemaTableJson>(json);
        schema = table.build(lookup(descriptors, model, `${name} schema table`, 'model'), kinds);
        built.set(model, schema);
      }
      return schema;
    },
    build: (descriptor, kinds = defaults) => build(descriptor, table, imports, kinds),
  };
  return table;
}

function build(d: Descriptor, table: SchemaTable, imports: Imports | undefined, kinds: Kinds): Schema {
  const where = `${table.name} schema table`;
  const ctx: KindContext = {
    of: (inner) => build(inner, table, imports, kinds),
    checked: (schema, checks, bounds) => withChecks(schema, checks, bounds, kinds, where),
  };
  if (typeof d === 'string') return (kindOf(kinds, d, where, 'descriptor') as () => Schema)();
  switch (d[0]) {
    case 'm':
      return table.get(d[1], kinds);
    case 'r':
      return (imports ? lookup(imports(), d[1], where, 'import') : table).get(d[2], kinds);
    case 'k': {
      const key = `k:${d[1]}`;
      if (!Object.hasOwn(kinds, key) && !Object.hasOwn(BASE_KINDS, key))
        lookup({}, d[1], where, 'kit schema');
      return ctx.checked((kindOf(kinds, key, where, 'kit schema') as () => Schema)(), d[2], 'len');
    }
    default: {
      // A tag the grammar does not know (a table written by another generator version), or one the kinds
      // handed in do not build.
      const kind = kindOf(kinds, (d satisfies readonly unknown[])[0] ?? '', where, 'descriptor');
      return (kind as (d: Descriptor, ctx: KindContext) => Schema)(d, ctx);
    }
  }
}

/** The kind `key` of `kinds`, else of {@link BASE_KINDS}; a key neither holds throws, naming it and the table. */
function kindOf(kinds: Kinds, key: string, where: string, what: string): unknown {
  return Object.hasOwn(kinds, key) ? kinds[key as keyof Kinds] : lookup(BASE_KINDS, key, where, what);
}

/**
 * The entry `key` of a table's `record`; a key the record does not hold throws an error naming the table
 * (`persons schema table`), what was looked for and the key.
 */
export function lookup<T>(record: Readonly<Record<string, T>>, key: string, table: string, what: string): T {
  if (!Object.hasOwn(record, key)) throw new RangeError(`${table}: no ${what} ${JSON.stringify(key)}`);
  return record[key] as T;
}

/** `schema` with a pattern and bounds; `bounds` says whether they bound a length or a value. */
function withChecks(
  schema: Schema,
  checks: Checks | undefined,
  bounds: 'len' | 'val',
  kinds: Kinds,
  where: string,
): Schema {
  if (checks === undefined) return schema;
  const list = (kindOf(kinds, bounds, where, 'check kind') as (checks: Checks) => unknown[])(checks);
  return list.length === 0 ? schema : (schema as unknown as Schema<never>).check(...(list as never[]));
}
