import type { Core } from '../core/core.js';
import type { RequestOptions } from '../core/request-options.js';
import type { ClientTransport } from './client-transport.js';
import { transportOf } from './core-handle.js';
import type { OperationEntry } from './generated-table-types.js';
import type { OperationTable } from './operation-table.js';
import type { Kinds } from './schema-kinds.js';
import { lookup } from './schema-table.js';
import { listWith } from './transport-list.js';
import type { CallArgs } from './transport-request.js';

/*
 * The client's namespaces are built from data as well, read from the method paths of the operation table: the
 * operation `persons.milestones.create` is the method `create` of the namespace `persons.milestones`, a child
 * `milestones` of `persons`; it takes one argument per path parameter, then its params unless it has none,
 * then the request options. The methods of a namespace live on one prototype, made on first access; each
 * client's namespace object holds only its core. The types users see are the generated interfaces.
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
 * The table of the namespaces below one top-level namespace: `operations` declares their operations (a method
 * per operation, by method path), `extras` holds the hand-written methods (keyed `<namespace path>.<name>`),
 * `kinds` builds the schemas of any operation a method calls (by default the operations' schema table's).
 */
export function resourceTable(
  operations: OperationTable,
  extras: Record<string, Extra> = {},
  kinds?: Kinds,
): ResourceTable {
  const prototypes = new Map<string, object>();
  const prototypeOf = (path: string): object => {
    let proto = prototypes.get(path);
    if (proto === undefined) {
      proto = {};
      const entries = operations.entries();
      const children = new Set<string>();
      for (const key of [...Object.keys(entries), ...Object.keys(extras)]) {
        const rest = key.startsWith(`${path}.`) ? key.slice(path.length + 1).split('.') : [];
        const [name = '', child] = rest;
        if (child !== undefined) children.add(name);
        else if (rest.length === 1)
          define(
            proto,
            name,
            Object.hasOwn(extras, key) ? extras[key] : methodOf(operations, key, entries, kinds),
          );
      }
      if (Object.getOwnPropertyNames(proto).length === 0 && children.size === 0)
        lookup({}, path, `${operations.name} resource table`, 'namespace');
      for (const child of children) childGetter(proto, child, `${path}.${child}`, table);
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

/**
 * The method calling operation `methodPath`: one argument per path parameter, then its params unless it has
 * none (`{}` for a list's left out), then options, handed to the transport.
 */
function methodOf(
  operations: OperationTable,
  methodPath: string,
  entries: Readonly<Record<string, OperationEntry>>,
  kinds: Kinds | undefined,
) {
  const entry = entries[methodPath] as OperationEntry;
  const pathArgs = entry.path.split('{').length - 1;
  const hasParams = entry.params !== undefined;
  const orEmpty = entry.optional === true && entry.page !== undefined;
  const name = methodPath.slice(methodPath.lastIndexOf('.') + 1);
  const object = {
    [name](this: NamespaceObject, ...args: unknown[]) {
      const op = operations.get(methodPath, kinds);
      const call: { -readonly [K in keyof CallArgs]: CallArgs[K] } = {};
      if (pathArgs > 0) call.path = args.slice(0, pathArgs) as string[];
      if (hasParams) call.params = orEmpty && args[pathArgs] === undefined ? {} : args[pathArgs];
      const options = args[pathArgs + (hasParams ? 1 : 0)] as RequestOptions | undefined;
      const transport = transportOf(this.core);
      if (!op.page) return transport.call(op, call, options);
      // A client's transport lists as a method (`ClientTransport`); any other lists through `listWith`.
      const client = transport as Partial<ClientTransport>;
      return client.list ? client.list(op, call, options) : listWith(transport, op, call, options);
    },
  };
  return object[name];
}
