import type { IndexedOperation } from '../../generated/operation-index.js';

/*
 * What each operation does to the simulator's state, read off its method and path the way the API map names
 * methods: a collection's GET lists and its POST creates, an item's GET reads, PUT/PATCH update, DELETE
 * deletes, a POST to `…/{id}/<verb>` acts on the item, a fixed path below an item is one document of it
 * (payment info, tax profile), and any other POST is a command answered from its schema (tax calculate).
 */

/** The part an operation plays. */
export type Role =
  | 'list'
  | 'read'
  | 'create'
  | 'update'
  | 'delete'
  | 'action'
  | 'document'
  | 'document-update'
  | 'command';

/** One operation with its role and the collection (path template of its items' parent) it works on. */
export interface PlannedOperation extends IndexedOperation {
  readonly role: Role;
  /** The path template with parameters written `{}`. */
  readonly shape: string;
  /** Template of the collection the items live in (`/v1/contracts`), for item roles. */
  readonly collection: string | undefined;
  /** The verb of an action (`approve`). */
  readonly verb: string | undefined;
  /** The path parameter naming the item an item role works on (`contractId`), or `undefined`. */
  readonly idParam: string | undefined;
}

const isParam = (segment: string | undefined) => segment?.startsWith('{') === true;
/** A path template with its parameter names erased, so templates naming ids differently compare equal. */
export const shapeOf = (template: string) => template.replace(/\{[^}]+\}/g, '{}');
const parentOf = (template: string) => template.slice(0, template.lastIndexOf('/'));

/**
 * The role of every operation.
 * @throws never.
 * @example
 * ```ts
 * planOperations(OPERATION_INDEX).find((p) => p.name === 'payrolls.approve')?.role; // 'action'
 * ```
 */
export function planOperations(index: readonly IndexedOperation[]): PlannedOperation[] {
  const itemShapes = new Set(
    index
      .filter(({ operation }) => isParam(operation.path.split('/').at(-1)))
      .map(({ operation }) => shapeOf(parentOf(operation.path))),
  );
  return index.map((entry) => {
    const { method, path } = entry.operation;
    const segments = path.split('/');
    const last = segments.at(-1);
    const parent = parentOf(path);
    const plan = (role: Role, item?: string, verb?: string): PlannedOperation => ({
      ...entry,
      role,
      shape: shapeOf(path),
      collection: item === undefined ? undefined : shapeOf(parentOf(item)),
      verb,
      idParam: item === undefined ? undefined : /\{([^}]+)\}$/.exec(item)?.[1],
    });
    if (isParam(last)) {
      if (method === 'GET') return plan('read', path);
      if (method === 'DELETE') return plan('delete', path);
      if (method === 'POST') return plan('action', path, 'replace');
      return plan('update', path);
    }
    const hasItems = itemShapes.has(shapeOf(path));
    if (method === 'GET')
      return entry.operation.page || hasItems ? plan('list', `${path}/{}`) : plan('document');
    if (method === 'POST' && hasItems) return plan('create', `${path}/{}`);
    if ((method === 'POST' || method === 'DELETE') && isParam(segments.at(-2)))
      return plan('action', parent, last);
    if (method === 'POST') return plan('command');
    return plan('document-update');
  });
}
