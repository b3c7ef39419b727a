import { OPERATION_INDEX } from '../../generated/operation-index.js';
import type { Operation } from '../../internal/operation.js';
import type { Schema } from '../../internal/schema-kit.js';
import { HttpError, notFound } from '../http-error.js';
import type { RouteContext } from '../router.js';
import { documentKey } from '../state.js';
import { ENTITIES } from './entities.js';
import { AFTER_CREATE, ANSWERED_ACTIONS } from './entity-hooks.js';
import { type PlannedOperation, shapeOf } from './plan.js';
import { context } from './record-context.js';
import { knownValues, sampleValue } from './sample.js';
import { isObject, nounOf, resolve, type Wire, withoutUndefined } from './wire.js';

/* The records and documents declared operations read and change. */

export interface World {
  plans: readonly PlannedOperation[];
  /** Collection shapes that have a create operation. */
  creatable: ReadonlySet<string>;
  /** The schema of one record of a collection, by collection shape. */
  itemSchemas: ReadonlyMap<string, () => Schema>;
  /** The field a collection's records are found by (`id`, `countryCode`…), from its read operation's path. */
  keys: ReadonlyMap<string, string>;
}

/** Seeded records of a collection the API offers no way to create (catalogs, transactions…). */
const SEEDED_PER_COLLECTION = 2;

export function collectionOf(rc: RouteContext, collection: string): Map<string, Wire> {
  const key = `${rc.principal.business.id} ${resolve(collection, rc.params)}`;
  let records = rc.ctx.state.records.get(key);
  if (records === undefined) {
    records = new Map();
    rc.ctx.state.records.set(key, records);
  }
  return records;
}

/**
 * The records of a collection; one the API cannot create is seeded on first use, unless it sits below a
 * record created after the seed (a new person has no instant pays yet).
 */
export function recordsOf(
  world: World,
  collection: string,
  rc: RouteContext,
  facts: Wire,
): Map<string, Wire> {
  const entity = ENTITIES[collection];
  if (entity !== undefined) return entity.records(rc);
  const records = collectionOf(rc, collection);
  const schema = world.itemSchemas.get(collection);
  if (records.size === 0 && !belowNewRecord(rc) && !world.creatable.has(collection) && schema !== undefined) {
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

/**
 * A record as the API shows it: the simulator's own records through their view, which alone decides what is
 * shown (a person's bookkeeping, such as its business id or times, stays out of the answers).
 */
export function viewOf(plan: PlannedOperation | string, rc: RouteContext, record: Wire): Wire {
  const entity = ENTITIES[typeof plan === 'string' ? plan : (plan.collection ?? plan.shape)];
  return entity?.view ? entity.view(record as never, rc) : record;
}

export function findRecord(world: World, plan: PlannedOperation, rc: RouteContext, facts: Wire): Wire {
  const collection = plan.collection ?? '';
  const id = rc.params[plan.idParam ?? ''] ?? '';
  const record = recordsOf(world, collection, rc, facts).get(id);
  if (record === undefined) throw notFound(nounOf(collection), id);
  return record;
}

export function createRecord(
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
  const status = schema === undefined ? [] : knownValues(schema(), 'status');
  if (status.length > 0 && typeof base.status === 'string') record.status = status[0];
  collectionOf(rc, collection).set(id, record);
  AFTER_CREATE[collection]?.(rc, record);
  return record;
}

/**
 * A POST to `…/{id}/<verb>`: the move its collection's state machine makes for the verb (`Entity.actions`,
 * each a move of `STATE_MACHINES`), else the explicit answer of an action that moves no machine
 * (`ANSWERED_ACTIONS`). Any other action is refused with 501: the simulator does not guess what it would do.
 */
export function act(world: World, plan: PlannedOperation, rc: RouteContext, params: Wire, facts: Wire): Wire {
  const move = ENTITIES[plan.collection ?? '']?.actions?.[plan.verb ?? ''];
  if (move === undefined) {
    const answered = ANSWERED_ACTIONS[plan.name];
    if (answered !== undefined) return answered(rc, params);
    const { method, path } = plan.operation;
    throw new HttpError(
      501,
      'not_implemented',
      `The simulator has no state machine for ${plan.name} (${method} ${path}): it refuses the action rather than guess its effect`,
    );
  }
  const record = findRecord(world, plan, rc, facts);
  const answered = move(rc, rc.params[plan.idParam ?? ''] ?? '', params);
  return isObject(answered) ? answered : viewOf(plan, rc, record);
}

/** Whether a path names a record created after the seed (its sub-collections start empty). */
function belowNewRecord(rc: RouteContext): boolean {
  return Object.values(rc.params).some((id) => rc.ctx.state.bornAfterSeed.has(id));
}

/**
 * A document below an item: drawn from its schema on first read, then kept so later reads agree. A list read
 * this way (`….list`) below a record created after the seed starts with empty arrays: a new person has no
 * instant pays yet.
 */
export function documentOf(rc: RouteContext, operation: Operation, facts: Wire): Wire {
  const key = documentKey(rc.principal.business.id, rc.url.pathname);
  let document = rc.ctx.state.documents.get(key);
  if (document === undefined) {
    const reader = OPERATION_INDEX.find(
      (entry) =>
        entry.operation.method === 'GET' && shapeOf(entry.operation.path) === shapeOf(operation.path),
    );
    const schema = reader?.operation.response ?? operation.response;
    const drawn = schema === undefined ? {} : sampleValue(schema(), 'document', context(rc, facts));
    document = isObject(drawn) ? { ...drawn } : { value: drawn };
    if (reader?.name.endsWith('.list') === true && belowNewRecord(rc))
      for (const [name, value] of Object.entries(document)) if (Array.isArray(value)) document[name] = [];
    rc.ctx.state.documents.set(key, document);
  }
  return document;
}
