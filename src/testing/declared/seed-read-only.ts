import { OPERATION_INDEX } from '../../generated/operation-index.js';
import type { Schema } from '../../internal/schema-kit.js';
import type { SimContext } from '../context.js';
import { withIssuedDetailsOnly } from '../machines/virtual-accounts.js';
import type { RouteContext } from '../router.js';
import type { BusinessRecord } from '../store/records.js';
import { documentKey } from '../store/store.js';
import { handWrittenCatalogs } from './catalogs.js';
import { COLLECTIONS } from './collections.js';
import { jurisdictionRecords } from './jurisdictions.js';
import { LINKED_DOCUMENTS } from './linked-documents.js';
import { type PlannedOperation, planOperations, shapeOf } from './operation-roles.js';
import { factsOf } from './ownership.js';
import { context } from './record-context.js';
import { sampleValue } from './sample.js';
import { stampTimes } from './times.js';
import { camelOf, defOf, isObject, objectShape, unwrap, type Wire } from './wire.js';

/*
 * What the API offers no way to create (catalogs, a user's virtual accounts, a person's instant-pay history, a
 * user's tax forms) is drawn once, when the default data is seeded, for the records seeded then. A
 * record made later starts with none of it: a new person has no instant-pay history.
 */

/**
 * Whose documents the catalogs every business shares are stored under (`documentKey(SHARED_DOCUMENTS, path)`):
 * contract templates, roles, tax fields and locations.
 */
export const SHARED_DOCUMENTS = '*';

/** Seeded records of a collection the API offers no way to create. */
const PER_COLLECTION = 2;
/** Countries the catalogs of the simulator know (the seeded businesses are in the first). */
const COUNTRIES = ['US', 'GB', 'NG'];

const PLANS = planOperations(OPERATION_INDEX);
const VIRTUAL_ACCOUNTS = '/v1/users/{}/virtual-accounts';
/** Lists the API cannot create that are nonetheless not drawn: a user's wallets open through the ledger. */
const BOOKED: ReadonlySet<string> = new Set(['/v1/users/{}/wallets']);
const CREATABLE = new Set(PLANS.filter((p) => p.role === 'create').map((p) => p.collection ?? p.shape));

/**
 * Whether an answer schema is a list: an array, or an object whose one field is its `data` array.
 * @throws never.
 * @example
 * ```ts
 * isListDocument(instantPaysSchema()); // true
 * ```
 */
export function isListDocument(schema: Schema | undefined): boolean {
  if (schema === undefined) return false;
  const def = unwrap(schema);
  if (def.type === 'array') return true;
  const shape = objectShape(schema) ?? {};
  return Object.keys(shape).length === 1 && shape.data !== undefined && unwrap(shape.data).type === 'array';
}

const siblings = new Map<string, string | undefined>();

/**
 * The list a list document below a record is a view of: the collection beside it (same parent) whose records
 * hold every field the document's items require (a user's balances are the user's wallets); `undefined` when
 * none does. Such a document is computed from those records, never drawn.
 * @throws never.
 * @example
 * ```ts
 * listBeside('/v1/users/{userId}/balances'); // '/v1/users/{}/wallets'
 * ```
 */
export function listBeside(template: string): string | undefined {
  const shape = shapeOf(template);
  if (siblings.has(shape)) return siblings.get(shape);
  const doc = PLANS.find((p) => p.role === 'document' && p.operation.method === 'GET' && p.shape === shape);
  const schema = doc?.operation.response?.();
  const element = schema === undefined || !isListDocument(schema) ? undefined : elementOf(schema);
  const shapeOfItem = element === undefined ? {} : (objectShape(element) ?? {});
  const required = Object.keys(shapeOfItem).filter(
    (name) => defOf(shapeOfItem[name] as Schema).type !== 'optional',
  );
  const parent = shape.slice(0, shape.lastIndexOf('/'));
  const found = PLANS.find((p) => {
    if (p.role !== 'list' || p.shape === shape || p.shape.slice(0, p.shape.lastIndexOf('/')) !== parent)
      return false;
    const item = p.operation.item?.();
    const fields = item === undefined ? {} : (objectShape(item) ?? {});
    return required.length >= 3 && required.every((name) => fields[name] !== undefined);
  });
  siblings.set(shape, found?.shape);
  return found?.shape;
}

function elementOf(schema: Schema): Schema | undefined {
  const def = unwrap(schema);
  if (def.type === 'array') return def.element as Schema;
  const data = objectShape(schema)?.data;
  return data === undefined ? undefined : (unwrap(data).element as Schema);
}

/** A request context for drawing a business's records outside a request. */
function seedContext(
  ctx: SimContext,
  business: BusinessRecord,
  path: string,
  params: Record<string, string>,
) {
  const url = new URL(path, 'http://simulator.invalid');
  const principal = { business, key: undefined, user: undefined };
  const base = url.origin;
  return {
    ctx,
    principal,
    params,
    url,
    base,
    query: url.searchParams,
    body: undefined,
  } as unknown as RouteContext;
}

/** The ids of a parent collection's records in a business (persons, users…), `[]` when unknown. */
function parentIds(ctx: SimContext, business: BusinessRecord, parent: string): string[] {
  const entity = COLLECTIONS[parent];
  if (entity !== undefined) return [...entity.records(seedContext(ctx, business, parent, {})).keys()];
  return [...(ctx.state.records.get(`${business.id} ${parent}`)?.keys() ?? [])];
}

/** Every path of a template filled with the business's records (one parameter at most), with its params. */
function pathsOf(ctx: SimContext, business: BusinessRecord, template: string) {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return [{ path: template, params: {} }];
  const [name = ''] = names;
  if (names.length > 1) return [];
  const parent = shapeOf(template.slice(0, template.indexOf(`/{${name}}`)));
  return parentIds(ctx, business, parent).map((id) => ({
    path: template.replace(`{${name}}`, encodeURIComponent(id)),
    params: { [name]: id },
  }));
}

function seedCollection(ctx: SimContext, business: BusinessRecord, list: PlannedOperation, read?: Schema) {
  const schema = read ?? list.operation.item?.();
  if (schema === undefined) return;
  const readPlan = PLANS.find((p) => p.role === 'read' && p.collection === list.shape);
  const key = camelOf(readPlan?.idParam ?? 'id');
  const countries = /country/i.test(key);
  for (const { path, params } of pathsOf(ctx, business, list.operation.path)) {
    const stored = `${business.id} ${path}`;
    if (ctx.state.records.has(stored)) continue;
    const rc = seedContext(ctx, business, path, params);
    const records = new Map<string, Wire>();
    for (let i = 0; i < PER_COLLECTION; i++) {
      const id = countries ? (COUNTRIES[i] ?? 'US') : ctx.random.uuid();
      const known = {
        ...factsOf(rc, {}),
        id,
        [key]: id,
        ...(countries ? { country: id, country_code: id } : {}),
      };
      const drawn = sampleValue(schema, 'record', context(rc, known)) as Wire;
      // A virtual account carries bank details only once the bank has issued them (Approved).
      const record = list.shape === VIRTUAL_ACCOUNTS ? withIssuedDetailsOnly(drawn) : drawn;
      // Made on one of the days before the seed, in turn, and not changed since.
      stampTimes(schema, record, ctx.now() - (PER_COLLECTION - i) * 86_400_000, 'made');
      records.set(id, { ...record, [key]: id });
    }
    // The jurisdictions are the filing-type catalog's countries (the draws above keep the seed's sequence).
    const jurisdictions = countries && objectShape(schema)?.filingTypes !== undefined;
    ctx.state.records.set(stored, jurisdictions ? jurisdictionRecords(records) : records);
  }
}

function seedDocument(ctx: SimContext, business: BusinessRecord, plan: PlannedOperation) {
  const schema = plan.operation.response?.();
  if (schema === undefined) return;
  for (const { path, params } of pathsOf(ctx, business, plan.operation.path)) {
    const key = documentKey(business.id, path);
    if (ctx.state.documents.has(key)) continue;
    const rc = seedContext(ctx, business, path, params);
    const drawn = sampleValue(schema, 'document', context(rc, factsOf(rc, {})));
    ctx.state.documents.set(key, isObject(drawn) ? drawn : { value: drawn });
  }
}

/**
 * Draws, for every business and the records it holds now, the collections the API cannot create and the list
 * documents below a record (a person's instant pays, a user's tax forms), and the catalogs all businesses
 * share, once.
 * @throws never.
 * @example
 * ```ts
 * seedReadOnly(ctx); // at the end of the default seed
 * ```
 */
export function seedReadOnly(ctx: SimContext): void {
  const lists = PLANS.filter(
    (p) =>
      p.role === 'list' &&
      !CREATABLE.has(p.shape) &&
      !BOOKED.has(p.shape) &&
      COLLECTIONS[p.shape] === undefined,
  );
  const documents = PLANS.filter(
    (p) =>
      p.role === 'document' &&
      p.operation.path.includes('{') &&
      isListDocument(p.operation.response?.()) &&
      listBeside(p.operation.path) === undefined &&
      LINKED_DOCUMENTS[p.name] === undefined,
  );
  for (const business of ctx.state.businesses.values()) {
    for (const list of lists) {
      const read = PLANS.find((p) => p.role === 'read' && p.collection === list.shape)?.operation.response;
      seedCollection(ctx, business, list, read?.());
    }
    for (const plan of documents) seedDocument(ctx, business, plan);
  }
  seedCatalogs(ctx);
}

/**
 * Draws once the catalogs every business shares: each document of a path without parameters that no business
 * keeps of its own (the roles, the tax fields and locations), stored under {@link SHARED_DOCUMENTS}.
 */
function seedCatalogs(ctx: SimContext): void {
  const [business] = ctx.state.businesses.values();
  if (business === undefined) return;
  // The catalogs written by hand (roles, tax locations and fields) first: only the others are drawn.
  for (const [path, catalog] of Object.entries(handWrittenCatalogs(ctx.random)))
    ctx.state.documents.set(documentKey(SHARED_DOCUMENTS, path), catalog);
  for (const plan of PLANS) {
    if (plan.role !== 'document' || plan.operation.method !== 'GET' || plan.operation.path.includes('{'))
      continue;
    const key = documentKey(SHARED_DOCUMENTS, plan.operation.path);
    const schema = plan.operation.response?.();
    if (schema === undefined || ctx.state.documents.has(key)) continue;
    // A catalog each business keeps of its own (its contract templates) is not shared.
    if (ctx.state.documents.has(documentKey(business.id, plan.operation.path))) continue;
    const rc = seedContext(ctx, business, plan.operation.path, {});
    const drawn = sampleValue(schema, 'document', context(rc, {}));
    ctx.state.documents.set(key, isObject(drawn) ? drawn : { value: drawn });
  }
}
