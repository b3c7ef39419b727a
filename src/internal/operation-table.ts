import { asArray, flattenMe, unwrapData, wrapData, wrapObjectAsData } from './normalize.js';
import type { Operation } from './operation.js';
import { quickPathOf } from './request-guards.js';
import { lazy, requireBusinessOrPerson } from './schema-kit.js';
import type { Descriptor, SchemaTable } from './schema-table.js';

/*
 * The generated operations are data too: one JSON text per namespace, parsed on the first call of any of its
 * operations. Each entry holds the fields of an {@link Operation}, with its schemas as descriptors of the
 * namespace's schema table, `pathKinds` (one kit schema per path parameter), the name of a `normalize`
 * function and of a `wrap` of the params schema.
 */

/** The reshapers an entry may name (`src/internal/normalize.ts`). */
const NORMALIZERS = { asArray, flattenMe, unwrapData, wrapData, wrapObjectAsData };

interface Entry extends Omit<Operation, 'pathSchema' | 'params' | 'response' | 'item' | 'normalize'> {
  readonly pathKinds?: readonly string[];
  readonly params?: Descriptor;
  readonly wrap?: 'requireBusinessOrPerson';
  readonly response?: Descriptor;
  readonly item?: Descriptor;
  readonly normalize?: keyof typeof NORMALIZERS;
}

/** The operations of one namespace, each built on first use. */
export interface OperationTable {
  /** Operation `index` of the table (built once: the same object on every call). */
  get<T = unknown>(index: number): Operation<T>;
}

/** The table of one namespace's operations: `json` is their entries, read with `schemas`. */
export function operationTable(schemas: SchemaTable, json: string): OperationTable {
  let entries: Entry[] | undefined;
  const built: Operation[] = [];
  return {
    get<T>(index: number) {
      let op = built[index];
      if (op === undefined) {
        entries ??= JSON.parse(json) as Entry[];
        const entry = entries[index];
        if (entry === undefined) throw new RangeError(`no operation ${index} in this table`);
        op = operationOf(entry, schemas);
        built[index] = op;
      }
      return op as Operation<T>;
    },
  };
}

function operationOf(entry: Entry, schemas: SchemaTable): Operation {
  const { pathKinds, params, wrap, response, item, normalize, ...rest } = entry;
  const built = (descriptor: Descriptor) => lazy(() => schemas.build(descriptor));
  const op: { -readonly [K in keyof Operation]: Operation[K] } = { ...rest };
  if (pathKinds !== undefined) {
    const names = entry.pathParams ?? [];
    op.pathSchema = built(['o', Object.fromEntries(names.map((n, i) => [n, ['k', pathKinds[i]]]))]);
    const quickPath = quickPathOf(entry.path, names, pathKinds);
    if (quickPath !== undefined) op.quickPath = quickPath;
  }
  if (params !== undefined) {
    const schema = built(params);
    op.params = wrap === 'requireBusinessOrPerson' ? requireBusinessOrPerson(schema) : schema;
  }
  if (response !== undefined) op.response = built(response);
  if (item !== undefined) op.item = built(item);
  if (normalize !== undefined) op.normalize = NORMALIZERS[normalize];
  return op as Operation;
}
