import type { SimContext } from '../context.js';
import { badRequest } from '../http-error.js';
import type { RouteContext } from '../router.js';
import type { BusinessRecord } from '../store/records.js';
import type { Collection } from './collection.js';
import type { Wire } from './wire.js';

/*
 * A business's own lists of names: its departments and its custom fields. Each name a create sends becomes one
 * item with its own id (a name the business already has answers the item it has), the business's read lists
 * them, and an item's PUT renames it.
 */

type Owned = { businessId: string } & Wire;

/** The lists a business keeps, by the path segment that names them. */
export type BusinessList = 'departments' | 'customFields';

/** What one item of a list is, as a refusal names it. */
const NOUN: Readonly<Record<BusinessList, string>> = {
  departments: 'department',
  customFields: 'custom field',
};

/** The path parameter naming one item of a list. */
const ID_PARAM: Readonly<Record<BusinessList, string>> = {
  departments: 'departmentId',
  customFields: 'customFieldId',
};

/**
 * The items of `list` of the business `businessId`, by id, as the store keeps them. A business that has none
 * reads an empty map; only `forAdding` stores one (a read stores nothing).
 */
function itemsOf(
  rc: { ctx: Pick<SimContext, 'state'> },
  businessId: string,
  list: BusinessList,
  forAdding = false,
): Map<string, Owned> {
  const key = `${businessId} /v1/businesses/${encodeURIComponent(businessId)}/${list}`;
  let items = rc.ctx.state.records.get(key);
  if (items === undefined) {
    items = new Map();
    if (forAdding) rc.ctx.state.records.set(key, items);
  }
  return items as Map<string, Owned>;
}

/**
 * What a rename (`PUT …/departments/{departmentId}`, `…/customFields/{customFieldId}`) lacks: a name that holds
 * a character (`{}` when it has one).
 * @throws never.
 * @example
 * ```ts
 * renameProblems({ name: ' ' }); // { name: 'is blank: an item needs a name' }
 * ```
 */
export function renameProblems(body: Wire): Record<string, string> {
  return typeof body.name === 'string' && body.name.trim() !== ''
    ? {}
    : { name: 'is blank: an item needs a name' };
}

/** The names a create sends (`{ data: ['Engineering'] }`), trimmed; each must hold a character. */
function namesSent(params: Wire, list: BusinessList): string[] {
  const names = Array.isArray(params.data) ? params.data.map((name) => String(name).trim()) : [];
  const blank = names.indexOf('');
  if (blank >= 0) throw badRequest({ [`data.${blank}`]: `is blank: a ${NOUN[list]} needs a name` });
  return names;
}

/**
 * Adds to `list` of the business `businessId` one item per name (a name it already has, whatever its case,
 * is the item it has) and returns the items named, in order, as the API answers them (`id` and `name`).
 * @throws never.
 * @example
 * ```ts
 * addItems(ctx, businessId, 'departments', ['Engineering']); // [{ id: '…', name: 'Engineering' }]
 * ```
 */
export function addItems(
  ctx: Pick<SimContext, 'state' | 'random'>,
  businessId: string,
  list: BusinessList,
  names: readonly string[],
): Wire[] {
  const items = itemsOf({ ctx }, businessId, list, true);
  const byName = new Map([...items.values()].map((item) => [String(item.name).toLowerCase(), item]));
  return names.map((name) => {
    let item = byName.get(name.toLowerCase());
    if (item === undefined) {
      item = { id: ctx.random.uuid(), name, businessId };
      items.set(String(item.id), item);
      byName.set(name.toLowerCase(), item);
    }
    return { id: item.id, name: item.name };
  });
}

/**
 * The collection of a business's `list`: created from names, read through the business, renamed by id.
 * @throws never.
 * @example
 * ```ts
 * businessListCollection('departments').create?.(rc, { data: ['Engineering'] }); // { data: [{ id, name: 'Engineering' }] }
 * ```
 */
export function businessListCollection(list: BusinessList): Collection {
  return {
    records: (rc) => itemsOf(rc, rc.principal.business.id, list),
    view: ({ businessId: _owner, ...item }) => item,
    // One item per name sent; a name the business has answers its item, so a retried call adds nothing twice.
    create: (rc, params) =>
      ({
        data: addItems(rc.ctx, rc.principal.business.id, list, namesSent(params, list)),
      }) as unknown as Owned,
    // The PUT of an item documents 400, not 404, for an id the business does not have.
    unknown: (id) => badRequest({ [ID_PARAM[list]]: `${id} is not a ${NOUN[list]} of this business` }),
  };
}

/**
 * A business as `GET /v1/businesses/{businessId}` answers it: its identity, tenant, country and currency, the
 * short name and address it was created with, and its departments and custom fields (`id` and `name`, oldest
 * first); the simulator's bookkeeping (its platform, statutory fields, creation time) stays out.
 * @throws never.
 * @example
 * ```ts
 * businessView(business, rc).departments; // [{ id: '…', name: 'Engineering' }]
 * ```
 */
export function businessView(business: BusinessRecord, rc: Pick<RouteContext, 'ctx'>): Wire {
  const named = (list: BusinessList) =>
    [...itemsOf(rc, business.id, list).values()].map((item) => ({ id: item.id, name: item.name }));
  const { shortName, address } = business.profile ?? {};
  return {
    id: business.id,
    name: business.name,
    ...(shortName === undefined ? {} : { shortName }),
    country: business.country,
    currency: business.currency,
    tenantKey: business.tenantKey,
    ...(address === undefined ? {} : { address }),
    departments: named('departments'),
    customFields: named('customFields'),
  };
}
