import type {
  Descriptor,
  KitName,
  NormalizerName,
  OperationEntry,
  OperationTableJson,
} from './generated-table-types.js';
import { asArray, flattenMe, unwrapData, wrapData, wrapObjectAsData } from './normalize.js';
import type { Operation } from './operation.js';
import { quickPathOf } from './request-guards.js';
import type { RetrySafety } from './retry.js';
import type { Kinds } from './schema-kinds.js';
import { lazy, type Schema } from './schema-kit.js';
import { lookup, type SchemaTable } from './schema-table.js';

/*
 * The generated operations are data too: one JSON text per namespace, parsed on the first call of any of its
 * operations. It maps each method path (`persons.get`) to an {@link OperationEntry} (`generated-table-types.ts`): the
 * fields of an {@link Operation}, with its schemas as descriptors of the namespace's schema table,
 * `pathKinds` (one kit schema per path parameter), the name of a `normalize` function and of a `wrap` of the
 * params schema.
 */

/** The reshapers an entry may name (`src/internal/normalize.ts`). */
const NORMALIZERS: Record<NormalizerName, (body: unknown) => unknown> = {
  asArray,
  flattenMe,
  unwrapData,
  wrapData,
  wrapObjectAsData,
};

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
}

/** The table `name` of one namespace's operations: `json` maps method paths to entries, read with `schemas`. */
export function operationTable(name: string, schemas: SchemaTable, json: string): OperationTable {
  let entries: OperationTableJson | undefined;
  const built = new Map<string, Operation>();
  return {
    name,
    get<T>(methodPath: string, kinds = schemas.kinds) {
      let op = built.get(methodPath);
      if (op === undefined) {
        entries ??= JSON.parse(json) as OperationTableJson;
        const entry = lookup(entries, methodPath, `${name} operation table`, 'operation');
        op = operationOf(methodPath, entry, schemas, kinds);
        built.set(methodPath, op);
      }
      return op as Operation<T>;
    },
  };
}

/** Retried freely when idempotent by method, or when the API deduplicates it by its idempotency key. */
function safetyOf(entry: OperationEntry): RetrySafety {
  if (entry.method === 'GET' || entry.method === 'PUT' || entry.method === 'DELETE') return 'idempotent';
  return entry.idempotencyKey ? 'keyed' : 'unsafe';
}

function operationOf(name: string, entry: OperationEntry, schemas: SchemaTable, kinds: Kinds): Operation {
  const { pathKinds, params, wrap, response, item, normalize, ...rest } = entry;
  const built = (descriptor: Descriptor) => lazy(() => schemas.build(descriptor, kinds));
  const op: { -readonly [K in keyof Operation]: Operation[K] } = { name, ...rest, safety: safetyOf(entry) };
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
  if (normalize !== undefined) op.normalize = NORMALIZERS[normalize];
  return op;
}
