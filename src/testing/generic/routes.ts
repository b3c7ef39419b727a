import { OPERATION_INDEX } from '../../generated/operation-index.js';
import type { Operation } from '../../internal/operation.js';
import type { Schema } from '../../internal/schema-kit.js';
import type { FieldMessages } from '../context.js';
import { badRequest, notFound } from '../http-error.js';
import { decodeCursor, encodeCursor, offsetPage, readCursorLimit, readOffsetQuery } from '../paging.js';
import type { Route, RouteContext } from '../router.js';
import { requireResolvedBusiness, visiblePerson } from '../routes/shared.js';
import { DOCUMENT_MOVES, ENTITIES } from './entities.js';
import { type PlannedOperation, planOperations, shapeOf } from './plan.js';
import { knownValues, type SampleContext, sampleValue, schemaAccepts } from './sample.js';

/*
 * Every operation without a hand-written route is served from its declaration: its path, params and
 * response schemas validate the request and shape the answer, and its role (plan.ts) decides what it does to
 * the stored records, so that what one call creates or changes, later calls read.
 */

type Wire = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: zod's definitions are read structurally here.
type Def = any;
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Seeded records of a collection the API offers no way to create (catalogs, transactions…). */
const SEEDED_PER_COLLECTION = 2;

/**
 * Routes for every declared operation whose method and path no route of `handWritten` serves.
 * @throws never.
 * @example
 * ```ts
 * const routes = [...handWritten, ...declaredRoutes(handWritten)];
 * ```
 */
export function declaredRoutes(handWritten: readonly Route[]): Route[] {
  const served = new Set(handWritten.map((route) => `${route.method} ${shapeOf(route.path)}`));
  const planned = planOperations(OPERATION_INDEX);
  const creatable = new Set(planned.filter((p) => p.role === 'create').map((p) => p.collection ?? p.shape));
  const listable = new Set(planned.filter((p) => p.role === 'list').map((p) => p.shape));
  // An item the API neither lists nor creates (a person's fields for a country) is a document of its path.
  const plans = planned.map((plan): PlannedOperation => {
    const collection = plan.collection ?? '';
    const known = creatable.has(collection) || listable.has(collection) || ENTITIES[collection] !== undefined;
    if (known || (plan.role !== 'read' && plan.role !== 'update')) return plan;
    return { ...plan, role: plan.role === 'read' ? 'document' : 'document-update' };
  });
  const keys = new Map<string, string>();
  for (const plan of plans) {
    if (plan.role === 'read') keys.set(plan.collection ?? '', camelOf(plan.idParam ?? 'id'));
  }
  const itemSchemas = new Map<string, () => Schema>();
  for (const plan of plans) {
    const key = plan.collection;
    const schema = plan.role === 'read' ? plan.operation.response : plan.operation.item;
    if (key !== undefined && schema !== undefined && !itemSchemas.has(key)) itemSchemas.set(key, schema);
  }
  const world: World = { plans, creatable, itemSchemas, keys };
  return plans
    .filter((plan) => !served.has(`${plan.operation.method} ${plan.shape}`))
    .map((plan) => ({
      method: plan.operation.method,
      path: plan.operation.path,
      access: plan.operation.path.startsWith('/v1/platform/') ? 'platform' : 'any',
      sandboxOnly: plan.operation.path.startsWith('/v1/sandbox/'),
      handle: (rc: RouteContext) => serve(world, plan, rc),
    }));
}

interface World {
  plans: readonly PlannedOperation[];
  /** Collection shapes that have a create operation. */
  creatable: ReadonlySet<string>;
  /** The schema of one record of a collection, by collection shape. */
  itemSchemas: ReadonlyMap<string, () => Schema>;
  /** The field a collection's records are found by (`id`, `countryCode`…), from its read operation's path. */
  keys: ReadonlyMap<string, string>;
}

function serve(world: World, plan: PlannedOperation, rc: RouteContext) {
  const { operation } = plan;
  checkPath(operation, rc);
  const params = readParams(operation, rc);
  requireParents(plan, rc);
  const facts = factsOf(rc, params);
  switch (plan.role) {
    case 'list':
      return listOf(world, plan, rc, facts);
    case 'read':
      return answer(operation, rc, facts, viewOf(plan, rc, findRecord(world, plan, rc, facts)));
    case 'create': {
      const record = createRecord(world, plan, rc, params, facts);
      return answer(operation, rc, facts, viewOf(plan, rc, record), 201);
    }
    case 'update': {
      const record = findRecord(world, plan, rc, facts);
      Object.assign(record, withoutUndefined(params));
      return answer(operation, rc, facts, viewOf(plan, rc, record));
    }
    case 'delete': {
      const record = findRecord(world, plan, rc, facts);
      const id = rc.params[plan.idParam ?? ''] ?? '';
      const entity = ENTITIES[plan.collection ?? ''];
      if (entity?.remove) entity.remove(rc, id);
      else collectionOf(rc, plan.collection ?? '').delete(id);
      return answer(operation, rc, facts, viewOf(plan, rc, record));
    }
    case 'action':
      return answer(operation, rc, facts, act(world, plan, rc, params, facts));
    case 'document':
      return answer(operation, rc, facts, documentOf(rc, operation, facts));
    case 'document-update': {
      const document = documentOf(rc, operation, facts);
      Object.assign(document, withoutUndefined(params));
      DOCUMENT_MOVES[`${operation.method} ${plan.shape}`]?.(rc);
      return answer(operation, rc, facts, document);
    }
    case 'command':
      return answer(operation, rc, facts, { ...withoutUndefined(params) });
  }
}

/* ---------------------------------------------------------------- requests */

function checkPath(operation: Operation, rc: RouteContext): void {
  if (operation.pathSchema === undefined) return;
  const messages = issuesOf(operation.pathSchema(), rc.params);
  if (messages !== undefined) throw badRequest(messages);
}

/** The params object the SDK would have sent: query values coerced by the schema, plus the JSON body. */
function readParams(operation: Operation, rc: RouteContext): Wire {
  const schema = operation.params?.();
  const fromQuery = schema === undefined ? {} : coerceQuery(schema, rc.query);
  const body = operation.body && isObject(rc.body) ? rc.body : {};
  const params = { ...fromQuery, ...body };
  if (schema !== undefined) {
    const messages = issuesOf(schema, params);
    if (messages !== undefined) throw badRequest(messages);
  }
  return params;
}

function coerceQuery(schema: Schema, query: URLSearchParams): Wire {
  const shape = objectShape(schema);
  const out: Wire = {};
  for (const [name, raw] of query) {
    const field = shape?.[name];
    const type = field === undefined ? 'string' : unwrap(field).type;
    if (type === 'number' || type === 'int') out[name] = raw.trim() === '' ? raw : Number(raw);
    else if (type === 'boolean') out[name] = raw === 'true' ? true : raw === 'false' ? false : raw;
    else if (type === 'array' || (type === 'union' && raw.includes(','))) out[name] = raw.split(',');
    else out[name] = raw;
  }
  return out;
}

function issuesOf(schema: Schema, value: unknown): FieldMessages | undefined {
  const result = (schema as unknown as { '~standard': { validate(v: unknown): unknown } })[
    '~standard'
  ].validate(value) as { issues?: { path?: PropertyKey[]; message: string }[] };
  if (result.issues === undefined) return undefined;
  const messages: FieldMessages = {};
  for (const issue of result.issues) {
    const field = (issue.path ?? []).map(String).join('.') || '(root)';
    messages[field] ??= issue.message;
  }
  return messages;
}

/* ---------------------------------------------------------------- ownership */

/** Checks each id of the path that names a parent record: 404 for an unknown one. */
function requireParents(plan: PlannedOperation, rc: RouteContext): void {
  const names = [...plan.operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const own =
    plan.role === 'read' || plan.role === 'update' || plan.role === 'delete' ? names.at(-1) : undefined;
  const { state } = rc.ctx;
  const business = rc.principal.business.id;
  for (const name of names) {
    if (name === own) continue;
    const id = rc.params[name] ?? '';
    const check = (map: Map<string, { businessId: string }>, what: string) => {
      if (map.get(id)?.businessId !== business) throw notFound(what, id);
    };
    if (name === 'businessId' || name === 'business_id') requireResolvedBusiness(rc, id);
    else if (name === 'personId' || name === 'person_id') visiblePerson(rc, id);
    else if (name === 'userId') check(state.users, 'user');
    else if (name === 'payrollId' || (name === 'id' && plan.operation.path.startsWith('/v1/payrolls/')))
      check(state.payrolls, 'payroll');
    else if (name === 'invoiceId') check(state.invoices, 'invoice');
    else if (name === 'reimbursementId') check(state.reimbursements, 'reimbursement');
    else if (name === 'filing_id') check(state.filings, 'filing');
    else if (name === 'remittance_id') check(state.remittances, 'remittance');
    else if (name === 'requirement_id') check(state.requirements, 'requirement');
  }
}

/** Values a record or answer takes from the request: the caller's business, the path's ids, the params. */
function factsOf(rc: RouteContext, params: Wire): Wire {
  const facts: Wire = { businessId: rc.principal.business.id, currency: 'USD' };
  for (const [name, value] of Object.entries(rc.params)) facts[camelOf(name)] = value;
  for (const [name, value] of Object.entries(params)) if (typeof value !== 'object') facts[name] = value;
  return facts;
}

/* ---------------------------------------------------------------- records */

function collectionOf(rc: RouteContext, collection: string): Map<string, Wire> {
  const key = `${rc.principal.business.id} ${resolve(collection, rc.params)}`;
  let records = rc.ctx.state.records.get(key);
  if (records === undefined) {
    records = new Map();
    rc.ctx.state.records.set(key, records);
  }
  return records;
}

/** The records of a collection; one the API cannot create is seeded on first use. */
function recordsOf(world: World, collection: string, rc: RouteContext, facts: Wire): Map<string, Wire> {
  const entity = ENTITIES[collection];
  if (entity !== undefined) return entity.records(rc);
  const records = collectionOf(rc, collection);
  const schema = world.itemSchemas.get(collection);
  if (records.size === 0 && !world.creatable.has(collection) && schema !== undefined) {
    const key = world.keys.get(collection) ?? 'id';
    const countries = /country/i.test(key);
    for (let i = 0; i < SEEDED_PER_COLLECTION; i++) {
      const id = countries ? (SEEDED_COUNTRIES[i] ?? 'US') : rc.ctx.random.uuid();
      const known = { ...facts, id, [key]: id, ...(countries ? { country: id, country_code: id } : {}) };
      const record = sampleValue(schema(), 'record', context(rc, known)) as Wire;
      records.set(id, { ...record, [key]: id });
    }
  }
  return records;
}

/** Countries the catalogs of the simulator know (the seeded data's businesses are in the first). */
const SEEDED_COUNTRIES = ['US', 'GB', 'NG'];

/** A record as the API shows it: the simulator's own records through their view. */
function viewOf(plan: PlannedOperation | string, rc: RouteContext, record: Wire): Wire {
  const entity = ENTITIES[typeof plan === 'string' ? plan : (plan.collection ?? plan.shape)];
  return entity?.view ? { ...record, ...entity.view(record as never, rc) } : record;
}

function findRecord(world: World, plan: PlannedOperation, rc: RouteContext, facts: Wire): Wire {
  const collection = plan.collection ?? '';
  const id = rc.params[plan.idParam ?? ''] ?? '';
  const record = recordsOf(world, collection, rc, facts).get(id);
  if (record === undefined) throw notFound(nounOf(collection), id);
  return record;
}

function createRecord(
  world: World,
  plan: PlannedOperation,
  rc: RouteContext,
  params: Wire,
  facts: Wire,
): Wire {
  const collection = plan.collection ?? plan.shape;
  const entity = ENTITIES[collection];
  if (entity?.create) return entity.create(rc, params);
  const id = rc.ctx.random.uuid();
  const now = new Date(rc.ctx.now()).toISOString();
  const schema = world.itemSchemas.get(collection) ?? plan.operation.response;
  const base =
    schema === undefined ? {} : (sampleValue(schema(), 'record', context(rc, { ...facts, id })) as Wire);
  const record: Wire = { ...base, ...withoutUndefined(params), id, createdAt: base.createdAt ?? now };
  const status = knownValues(schema?.() ?? emptySchema(), 'status');
  if (status.length > 0 && typeof base.status === 'string') record.status = status[0];
  collectionOf(rc, collection).set(id, record);
  return record;
}

/** A POST to `…/{id}/<verb>`: the item moves to the status the verb names, when its schema knows one. */
function act(world: World, plan: PlannedOperation, rc: RouteContext, params: Wire, facts: Wire): Wire {
  const collection = plan.collection ?? '';
  const stored = ENTITIES[collection] !== undefined || world.creatable.has(collection);
  if (!stored) return { ...facts, ...withoutUndefined(params) };
  const record = findRecord(world, plan, rc, facts);
  const machineMove = ENTITIES[collection]?.actions?.[plan.verb ?? ''];
  if (machineMove !== undefined) {
    machineMove(rc, rc.params[plan.idParam ?? ''] ?? '', params);
    return viewOf(plan, rc, record);
  }
  const schema = world.itemSchemas.get(collection)?.();
  const status = schema === undefined ? undefined : statusFor(knownValues(schema, 'status'), plan.verb ?? '');
  if (status !== undefined) record.status = status;
  Object.assign(record, withoutUndefined(params), { updatedAt: new Date(rc.ctx.now()).toISOString() });
  return viewOf(plan, rc, record);
}

const VERB_STATUS: Readonly<Record<string, RegExp>> = {
  approve: /^approv/i,
  cancel: /^cancel/i,
  complete: /^(complet|paid|done)/i,
  amend: /^amend/i,
  submit: /^submit/i,
  save: /^saved$/i,
  reject: /^reject/i,
  offboard: /^(former|offboard)/i,
  reinstate: /^active$/i,
  cancelOffboarding: /^active$/i,
};

function statusFor(values: readonly string[], verb: string): string | undefined {
  const pattern = VERB_STATUS[verb];
  return pattern === undefined ? undefined : values.find((value) => pattern.test(value));
}

/** A document below an item: drawn from its schema on first read, then kept so later reads agree. */
function documentOf(rc: RouteContext, operation: Operation, facts: Wire): Wire {
  const key = `${rc.principal.business.id} ${rc.url.pathname}`;
  let document = rc.ctx.state.documents.get(key);
  if (document === undefined) {
    const reader = OPERATION_INDEX.find(
      (entry) =>
        entry.operation.method === 'GET' && shapeOf(entry.operation.path) === shapeOf(operation.path),
    )?.operation;
    const schema = reader?.response ?? operation.response;
    const drawn = schema === undefined ? {} : sampleValue(schema(), 'document', context(rc, facts));
    document = isObject(drawn) ? { ...drawn } : { value: drawn };
    rc.ctx.state.documents.set(key, document);
  }
  return document;
}

/* ---------------------------------------------------------------- answers */

function listOf(world: World, plan: PlannedOperation, rc: RouteContext, facts: Wire) {
  const { operation } = plan;
  const collection = plan.collection ?? plan.shape;
  const records = [...recordsOf(world, collection, rc, facts).values()].map((r) => viewOf(collection, rc, r));
  const item = operation.item?.();
  const fitted = (list: Wire[]) =>
    item === undefined ? list : list.map((r) => shapeRecord(item, rc, facts, r));
  if (operation.page === 'offset') {
    const page = offsetPage(records, readOffsetQuery(rc.query));
    return { status: 200, body: { ...page, data: fitted(page.data) } };
  }
  if (operation.page === 'cursor' || operation.page === 'node') {
    const token = operation.page === 'node' ? (operation.pageToken ?? 'cursor') : 'cursor';
    const start = decodeCursor(rc.query.get(token));
    const limit = readCursorLimit(rc.query);
    const data = fitted(records.slice(start, start + limit));
    const next = start + limit < records.length ? encodeCursor(start + limit) : null;
    const body =
      operation.page === 'cursor'
        ? { data, pagination: { nextCursor: next, hasMore: next !== null } }
        : { data, node: { next, previous: null } };
    return { status: 200, body };
  }
  // A list answered whole: the records in the response's array.
  const schema = operation.response?.();
  if (schema === undefined) return { status: 200, body: records };
  const def = unwrap(schema);
  if (def.type === 'array')
    return { status: 200, body: records.map((r) => shapeRecord(def.element, rc, facts, r)) };
  const base = shapeRecord(schema, rc, facts, {}) as Wire;
  const arrayField = Object.entries(objectShape(schema) ?? {}).find(([, f]) => unwrap(f).type === 'array');
  if (arrayField !== undefined) {
    const element = unwrap(arrayField[1]).element as Schema;
    base[arrayField[0]] = records.map((r) => shapeRecord(element, rc, facts, r));
  }
  return { status: 200, body: base };
}

function answer(operation: Operation, rc: RouteContext, facts: Wire, record: Wire, status = 200) {
  const schema = operation.response?.();
  if (schema === undefined) return { status: 204 };
  return { status, body: shapeRecord(schema, rc, facts, record) };
}

/** `record` in the shape of `schema`: its fields where the schema accepts them, drawn values elsewhere. */
function shapeRecord(schema: Schema, rc: RouteContext, facts: Wire, record: Wire): unknown {
  const value = sampleValue(schema, 'body', { ...context(rc, facts), record });
  if (schemaAccepts(schema, value)) return value;
  return sampleValue(schema, 'body', context(rc, facts));
}

function context(rc: RouteContext, known: Wire): SampleContext {
  return { known, uuid: () => rc.ctx.random.uuid(), now: rc.ctx.now(), optional: true };
}

/* ---------------------------------------------------------------- helpers */

function unwrap(schema: Schema): Def {
  let def = defOf(schema);
  while (['optional', 'nullable', 'lazy', 'pipe', 'default', 'readonly'].includes(def.type)) {
    def = defOf(def.type === 'lazy' ? def.getter() : def.type === 'pipe' ? def.in : def.innerType);
  }
  return def;
}

function objectShape(schema: Schema): Record<string, Schema> | undefined {
  const def = unwrap(schema);
  return def.type === 'object' ? def.shape : undefined;
}

let empty: Schema | undefined;
function emptySchema(): Schema {
  empty ??= { _zod: { def: { type: 'unknown' } } } as unknown as Schema;
  return empty;
}

function resolve(template: string, params: Record<string, string>): string {
  let i = 0;
  const values = Object.values(params);
  return template.replace(/\{\}/g, () => encodeURIComponent(values[i++] ?? ''));
}

function nounOf(collection: string): string {
  return (collection.split('/').at(-1) ?? 'record').replace(/s$/, '');
}

function camelOf(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function isObject(value: unknown): value is Wire {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutUndefined(value: Wire): Wire {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
