import type { Core } from '../core/core.js';
import type { RequestOptions } from '../core/request-options.js';
import type { ClientTransport } from './client-transport.js';
import { transportOf } from './core-handle.js';
import type { MethodEntry, ResourceTableJson } from './generated-table-types.js';
import type { OperationTable } from './operation-table.js';
import type { Kinds } from './schema-kinds.js';
import { lookup } from './schema-table.js';
import { listWith } from './transport-list.js';
import type { CallArgs } from './transport-request.js';

/*
 * The client's namespaces are built from data as well: per top-level namespace one JSON text lists, for each
 * namespace below it (by namespace path), its methods and its child namespaces (`generated-table-types.ts`). A method
 * `[name, path arguments, params]` calls the operation `<namespace path>.<name>` of the operation table.
 * The methods of a namespace live on one prototype, made on first access; each client's namespace object holds
 * only its core. The types users see are the generated interfaces.
 */

/** A namespace object: its core, and the methods and child namespaces on its prototype. */
export interface NamespaceObject {
  readonly core: Core;
}

/** A hand-written method: any function of a namespace object (its arguments are the method's to check). */
type Extra = (this: NamespaceObject, ...args: never) => unknown;

/**
 * A hand-written standalone function of a core as a namespace's method: `this.core` becomes its first
 * argument. The generated resource tables install the overlay's extra methods (`client.files.upload`, the
 * `waitFor` methods) this way, so the code of each lives in a `.ts` file of its own.
 */
export function coreMethod<A extends unknown[], R>(
  fn: (core: Core, ...args: A) => R,
): (this: NamespaceObject, ...args: A) => R {
  return function (this: NamespaceObject, ...args: A): R {
    return fn(this.core, ...args);
  };
}

/** The namespaces below one top-level namespace. */
export interface ResourceTable {
  /** The namespace at `path` (`persons.milestones`) for `core`. */
  open(core: Core, path: string): object;
}

/**
 * The table of the namespaces below one top-level namespace: `json` maps each namespace path to its entry,
 * `operations` declares their operations, `extras` holds the hand-written methods, `kinds` builds the schemas
 * of any operation a method calls (by default the operations' schema table's).
 */
export function resourceTable(
  operations: OperationTable,
  json: string,
  extras: Record<string, Extra> = {},
  kinds?: Kinds,
): ResourceTable {
  let entries: ResourceTableJson | undefined;
  const prototypes = new Map<string, object>();
  const prototypeOf = (path: string): object => {
    let proto = prototypes.get(path);
    if (proto === undefined) {
      entries ??= JSON.parse(json) as ResourceTableJson;
      const entry = lookup(entries, path, `${operations.name} resource table`, 'namespace');
      proto = {};
      for (const method of entry.m ?? []) define(proto, method[0], methodOf(operations, path, method, kinds));
      for (const name of entry.x ?? [])
        define(
          proto,
          name,
          lookup(extras, `${path}.${name}`, `${operations.name} resource table`, 'extra method'),
        );
      for (const child of entry.c ?? []) childGetter(proto, child, `${path}.${child}`, table);
      prototypes.set(path, proto);
    }
    return proto;
  };
  const table: ResourceTable = {
    open: (core, path) => Object.create(prototypeOf(path), { core: { value: core } }) as object,
  };
  return table;
}

function define(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, writable: true, configurable: true });
}

/** A getter creating the child namespace on first access, then keeping it on the instance. */
function childGetter(proto: object, name: string, path: string, table: ResourceTable): void {
  Object.defineProperty(proto, name, {
    configurable: true,
    get(this: NamespaceObject) {
      const child = table.open(this.core, path);
      Object.defineProperty(this, name, { value: child });
      return child;
    },
  });
}

/** The method of one entry: path arguments, then params, then options, handed to the transport. */
function methodOf(
  operations: OperationTable,
  path: string,
  [name, pathArgs, params]: MethodEntry,
  kinds: Kinds | undefined,
) {
  const methodPath = `${path}.${name}`;
  const object = {
    [name](this: NamespaceObject, ...args: unknown[]) {
      const op = operations.get(methodPath, kinds);
      const call: { -readonly [K in keyof CallArgs]: CallArgs[K] } = {};
      if (pathArgs > 0) call.path = args.slice(0, pathArgs) as string[];
      if (params > 0) call.params = params === 3 && args[pathArgs] === undefined ? {} : args[pathArgs];
      const options = args[pathArgs + (params > 0 ? 1 : 0)] as RequestOptions | undefined;
      const transport = transportOf(this.core);
      if (!op.page) return transport.call(op, call, options);
      // A client's transport lists as a method (`ClientTransport`); any other lists through `listWith`.
      const client = transport as Partial<ClientTransport>;
      return client.list ? client.list(op, call, options) : listWith(transport, op, call, options);
    },
  };
  return object[name];
}
