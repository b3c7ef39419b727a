import type { Descriptor, KitName, OperationEntry, OperationTableJson } from './generated-table-types.js';
import type { Operation } from './operation.js';
import { quickPathOf } from './request-guards.js';
import type { RetrySafety } from './retry.js';
import type { Kinds } from './schema-kinds.js';
import { lazy, type Schema } from './schema-kit.js';
import { leanSchemaTable, lookup, parseTable, type SchemaTable, type TableJson } from './schema-table.js';

/*
 * The generated operations are data too: per namespace, one JSON member per operation (`"persons.get":{…}`,
 * each a string constant of its own), joined and parsed on the first call of any of its operations. It maps
 * each method path to an {@link OperationEntry} (`generated-table-types.ts`): the fields of an
 * {@link Operation}, with its schemas as descriptors of the namespace's schema table, `pathKinds` (one kit
 * schema per path parameter), the name of a `normalize` function and of a `wrap` of the params schema (both
 * taken from the kinds the operation is built with). A standalone function reads its own member only
 * ({@link operationOf}), so its bundle holds no other.
 */

/** The operations of one namespace, each built on first use. */
export interface OperationTable {
  /** The table's name (`persons`): errors name it. */
  readonly name: string;
  /**
   * The operation of method path `methodPath` (`persons.get`), built once: the same object on every call. Its
   * schemas are built with `kinds` (every form they reach: `src/generated/kinds.ts`), by default the schema
   * table's.
   */
  get<T = unknown>(methodPath: string, kinds?: Kinds): Operation<T>;
  /** Every entry by method path: the table's JSON, parsed on first use. */
  entries(): OperationTableJson;
}

/** The table `name` of one namespace's operations: `json` maps method paths to entries, read with `schemas`. */
export function operationTable(name: string, schemas: SchemaTable, json: TableJson): OperationTable {
  let parsed: OperationTableJson | undefined;
  const built = new Map<string, Operation>();
  const entries = () => (parsed ??= parseTable<OperationTableJson>(json));
  return {
    name,
    entries,
    get<T>(methodPath: string, kinds = schemas.kinds) {
      let op = built.get(methodPath);
      if (op === undefined) {
        const entry = lookup(entries(), methodPath, `${name} operation table`, 'operation');
        op = buildOperation(methodPath, entry, schemas, kinds);
        built.set(methodPath, op);
      }
      return op as Operation<T>;
    },
  };
}

/** The operations standalone functions built, by table member. */
const standalone = /* @__PURE__ */ new Map<string, Operation>();

/**
 * The operation of a standalone function, built once: `member` is its operation table member
 * (`"persons.get":{…}`), `kinds` what its schemas are built with, `models` the schema table members of every
 * model they reach (of any table: a reference to another table's model is looked up among them by name).
 * @throws SyntaxError when `member` is not a JSON object member; RangeError, when a schema is first built,
 *   for a model or kind it reaches and was not handed (`persons.get schema table: no model "JobInfo"`).
 * @example
 * ```ts
 * const op = operationOf<Payroll>(payrollsGet$, kindsRecordOpenEnum, [PayrollStatus$]);
 * ```
 */
export function operationOf<T>(
  member: string,
  kinds: Kinds = {},
  models: readonly string[] = [],
): Operation<T> {
  let op = standalone.get(member);
  if (op === undefined) {
    const [[methodPath, entry]] = Object.entries(parseTable<OperationTableJson>([member])) as [
      [string, OperationEntry],
    ];
    op = buildOperation(methodPath, entry, leanSchemaTable(methodPath, undefined, models, kinds), kinds);
    standalone.set(member, op);
  }
  return op as Operation<T>;
}

/** The answer of an operation that declares none. */
function noResult(): undefined {
  return undefined;
}

/** Retried freely when idempotent by method, or when the API deduplicates it by its idempotency key. */
function safetyOf(entry: OperationEntry): RetrySafety {
  if (entry.method === 'GET' || entry.method === 'PUT' || entry.method === 'DELETE') return 'idempotent';
  return entry.idempotencyKey ? 'keyed' : 'unsafe';
}

function buildOperation(name: string, entry: OperationEntry, schemas: SchemaTable, kinds: Kinds): Operation {
  const { pathKinds, params, optional, wrap, response, item, normalize, ...rest } = entry;
  const built = (descriptor: Descriptor) => lazy(() => schemas.build(descriptor, kinds));
  const op: { -readonly [K in keyof Operation]: Operation[K] } = { name, ...rest, safety: safetyOf(entry) };
  if (optional && entry.body && !entry.idempotencyKey) op.bodyOptional = true;
  const names = Array.from(entry.path.matchAll(/\{([^}]+)\}/g), (match) => match[1] ?? '');
  if (names.length > 0) {
    const kinds = pathKinds ?? names.map((): KitName => 'uuid');
    const shape = Object.fromEntries(names.map((n, i): [string, Descriptor] => [n, ['k', kinds[i] ?? 'id']]));
    op.pathParams = names;
    op.pathSchema = built(['o', shape]);
    const quickPath = quickPathOf(entry.path, names, kinds);
    if (quickPath !== undefined) op.quickPath = quickPath;
  }
  if (params !== undefined) {
    if (wrap === undefined) op.params = built(params);
    else {
      const rule = lookup(kinds, wrap, `${schemas.name} operation table`, 'params rule') as (
        s: Schema,
      ) => Schema;
      op.params = lazy(() => rule(schemas.build(params, kinds)));
    }
  }
  if (response !== undefined) op.response = built(response);
  if (item !== undefined) op.item = built(item);
  if (normalize !== undefined)
    op.normalize = lookup(kinds, normalize, `${schemas.name} operation table`, 'normalizer') as (
      body: unknown,
    ) => unknown;
  // An operation that declares no answer (an update, a review, a delete) resolves to `undefined`, as its type
  // says: whatever body the API sends is not part of the contract (`.withResponse()` keeps the raw response).
  else if (response === undefined && item === undefined && entry.page === undefined) op.normalize = noResult;
  return op;
}
