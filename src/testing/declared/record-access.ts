import { OPERATION_INDEX } from '../../generated/operation-index.js';
import type { Operation } from '../../internal/operation.js';
import type { Schema } from '../../internal/schema-kit.js';
import { SimulatorError } from '../context.js';
import { HttpError, notFound } from '../http-error.js';
import { firstStatus, machineOfAction, moveByTable } from '../machines/table-moves.js';
import type { RouteContext } from '../router.js';
import { documentKey } from '../store/store.js';
import { AFTER_CREATE, ANSWERED_ACTIONS } from './collection-hooks.js';
import { COLLECTIONS } from './collections.js';
import { ON_CREATE } from './created-records.js';
import { type PlannedOperation, shapeOf } from './operation-roles.js';
import { context } from './record-context.js';
import { knownValues, sampleValue } from './sample.js';
import { isListDocument, listBeside, SHARED_DOCUMENTS } from './seed-read-only.js';
import { machineOfCollection } from './table-collections.js';
import { stampTimes } from './times.js';
import { isObject, nounOf, objectShape, resolve, type Wire, withoutUndefined } from './wire.js';

/* The records and documents declared operations read and change. */

export interface World {
  plans: readonly PlannedOperation[];
  /** Collection shapes that have a create operation. */
  creatable: ReadonlySet<string>;
  /** The schema of one record of a collection, by collection shape. */
  itemSchemas: ReadonlyMap<string, () => Schema>;
  /** The field a collection's records are found by (`id`, `countryCode`…), from its read operation's path. */
  keys: ReadonlyMap<string, string>;
  /** A stored record of a collection as its read operation answers it (`undefined`: the collection has none). */
  readView(collection: string, rc: RouteContext, id: string, record: Wire): Wire | undefined;
}

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
 * The records of a collection: the simulator's own, or those stored for it. Nothing is drawn here: what the API
 * cannot create was drawn when the default data was seeded (seed-read-only.ts).
 */
export function recordsOf(
  _world: World,
  collection: string,
  rc: RouteContext,
  _facts: Wire,
): Map<string, Wire> {
  const entity = COLLECTIONS[collection];
  if (entity !== undefined) return entity.records(rc);
  return collectionOf(rc, collection);
}

/**
 * A record as the API shows it: the simulator's own records through their view, which alone decides what is
 * shown (a person's bookkeeping, such as its business id or times, stays out of the answers).
 */
export function viewOf(plan: PlannedOperation | string, rc: RouteContext, record: Wire): Wire {
  const entity = COLLECTIONS[typeof plan === 'string' ? plan : (plan.collection ?? plan.shape)];
  return entity?.view ? entity.view(record as never, rc) : record;
}

export function findRecord(world: World, plan: PlannedOperation, rc: RouteContext, facts: Wire): Wire {
  const collection = plan.collection ?? '';
  const id = rc.params[plan.idParam ?? ''] ?? '';
  const record = recordsOf(world, collection, rc, facts).get(id);
  if (record === undefined) throw COLLECTIONS[collection]?.unknown?.(id) ?? notFound(nounOf(collection), id);
  return record;
}

/**
 * A record made by a declared create: what was sent, plus what the server sets (its id, the first status its
 * documents list, its creation and update times from the simulator's clock, and what `ON_CREATE` sets for its
 * kind: a contract's title and signatures, an entity's tenant), plus the fields its schemas
 * require and nothing sent or set gave, drawn once now and stored. Nothing optional is drawn: a new record
 * holds no detail of a later stage of its life (a rejection reason, an invoice of a planned milestone).
 */
export function createRecord(
  world: World,
  plan: PlannedOperation,
  rc: RouteContext,
  params: Wire,
  facts: Wire,
): Wire {
  const collection = plan.collection ?? plan.shape;
  const entity = COLLECTIONS[collection];
  if (entity?.create) return entity.create(rc, params);
  const id = rc.ctx.random.uuid();
  const schemas = recordSchemas(world, collection, plan);
  const { idempotencyKey: _once, ...sent } = withoutUndefined(params);
  let record: Wire = { ...structuredClone(sent), id };
  const main = schemas[0];
  // A collection a state machine governs starts where its table says; any other, at its documents' first status.
  const machine = entity === undefined ? machineOfCollection(collection) : undefined;
  const status = machine !== undefined ? firstStatus(machine) : main && knownValues(main, 'status')[0];
  if (status !== undefined) record.status = status;
  for (const schema of schemas) stampTimes(schema, record, rc.ctx.now(), 'made');
  ON_CREATE[collection]?.(rc, record);
  // Required fields nobody gave: drawn once, from the record's own seed, then kept with it.
  const known = { ...ownFacts(facts), id };
  for (const schema of schemas) {
    const drawn = sampleValue(schema, 'record', { ...context(rc, known, id), optional: false, record });
    if (isObject(drawn)) record = { ...drawn, ...record };
  }
  collectionOf(rc, collection).set(id, record);
  AFTER_CREATE[collection]?.(rc, record);
  return record;
}

/** The schemas a record of a collection answers in: its read's, its list item's, else its create's answer. */
function recordSchemas(world: World, collection: string, plan: PlannedOperation): Schema[] {
  const listItem = world.plans.find((p) => p.role === 'list' && p.shape === collection)?.operation.item;
  const found = [world.itemSchemas.get(collection), listItem].filter((s) => s !== undefined);
  const schemas = found.length > 0 ? found : [plan.operation.response].filter((s) => s !== undefined);
  return schemas.map((schema) => schema());
}

/** The facts a record takes from where it was made: its business and the ids its path names. */
function ownFacts(facts: Wire): Wire {
  const { currency: _default, ...rest } = facts;
  return Object.fromEntries(
    Object.entries(rest).filter(([name]) => name === 'businessId' || /Id$/.test(name)),
  );
}

/**
 * A declared update: the fields sent written over the record, and its update time moved to the clock's now.
 * @throws never.
 * @example
 * ```ts
 * updateRecord(world, plan, rc, record, { name: 'Ops' });
 * ```
 */
export function updateRecord(
  world: World,
  plan: PlannedOperation,
  rc: RouteContext,
  record: Wire,
  params: Wire,
) {
  const collection = plan.collection ?? plan.shape;
  const { idempotencyKey: _once, ...sent } = withoutUndefined(params);
  Object.assign(record, sent);
  // The simulator's own records keep their own time fields (in their own units); declared ones the schema's.
  const schemas =
    COLLECTIONS[collection] === undefined ? recordSchemas(world, collection, plan) : [undefined];
  for (const schema of schemas) stampTimes(schema, record, rc.ctx.now(), 'changed');
}

/**
 * A POST to `…/{id}/<verb>`: the move its collection's state machine makes for the verb (`Collection.actions`,
 * each a move of `STATE_MACHINES`), else the move a machine's table names this operation for (made on the
 * stored record by {@link moveByTable}), else the explicit answer of an action that moves no machine
 * (`ANSWERED_ACTIONS`). Any other action is refused with 501: the simulator does not guess what it would do.
 */
export function act(world: World, plan: PlannedOperation, rc: RouteContext, params: Wire, facts: Wire): Wire {
  const move = COLLECTIONS[plan.collection ?? '']?.actions?.[plan.verb ?? ''];
  if (move === undefined) {
    if (machineOfAction(plan.name) !== undefined) return moveStored(world, plan, rc, facts);
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

/** A table move on a stored record: refused with 409 (changing nothing) when its status does not allow it. */
function moveStored(world: World, plan: PlannedOperation, rc: RouteContext, facts: Wire): Wire {
  const record = findRecord(world, plan, rc, facts);
  const collection = plan.collection ?? '';
  try {
    moveByTable(rc.ctx, rc.principal.business.id, record, plan.name, nounOf(collection));
  } catch (error) {
    if (error instanceof SimulatorError) throw new HttpError(409, 'conflict', error.message, error.params);
    throw error;
  }
  for (const schema of recordSchemas(world, collection, plan))
    stampTimes(schema, record, rc.ctx.now(), 'changed');
  return viewOf(plan, rc, record);
}

/** An empty list in the shape of a list document's answer. */
function listed(schema: Schema | undefined): Wire {
  return schema !== undefined && objectShape(schema)?.data !== undefined ? { data: [] } : { value: [] };
}

/**
 * A document of a path (a person's instant pays, a catalog) as stored: the business's own, else the catalog
 * every business shares, both made when the default data was seeded; a list that is a view of the records
 * beside it reads them; a list below a record the seed made none for is empty. Nothing is drawn or stored
 * here: the documents computed from their records are answered before (linked-documents.ts).
 * @throws HttpError 501 for a document the simulator holds nothing for (it does not invent one).
 * @example
 * ```ts
 * documentOf(rc, operation, facts).data;
 * ```
 */
export function documentOf(rc: RouteContext, operation: Operation, _facts: Wire): Wire {
  const { documents } = rc.ctx.state;
  const stored =
    documents.get(documentKey(rc.principal.business.id, rc.url.pathname)) ??
    documents.get(documentKey(SHARED_DOCUMENTS, rc.url.pathname));
  if (stored !== undefined) return stored;
  // A list that is a view of the records beside it (a user's balances, of the user's wallets) reads them.
  const beside = listBeside(operation.path);
  if (beside !== undefined) return { data: [...collectionOf(rc, beside).values()] };
  const reader = OPERATION_INDEX.find(
    (entry) => entry.operation.method === 'GET' && shapeOf(entry.operation.path) === shapeOf(operation.path),
  )?.operation;
  const schema = (reader?.response ?? operation.response)?.();
  // A list below a record the seed did not make one for (a new person's instant pays) starts empty.
  if (isListDocument(schema) && /\{[^}]+\}/.test(operation.path)) return listed(schema);
  throw new HttpError(
    501,
    'not_implemented',
    `The simulator holds no document for ${operation.method} ${operation.path}: it answers none rather than invent one`,
  );
}

/**
 * The business's own document of a path, for a write: the one stored, else an empty one stored now.
 * @throws never.
 * @example
 * ```ts
 * Object.assign(writableDocument(rc), params);
 * ```
 */
export function writableDocument(rc: RouteContext): Wire {
  const key = documentKey(rc.principal.business.id, rc.url.pathname);
  let document = rc.ctx.state.documents.get(key);
  if (document === undefined) {
    document = {};
    rc.ctx.state.documents.set(key, document);
  }
  return document;
}
