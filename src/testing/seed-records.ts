import { OPERATION_INDEX } from '../generated/operation-index.js';
import type { Schema } from '../internal/schema-kit.js';
import { STATE_MACHINES } from '../transitions.js';
import type { SimContext } from './context.js';
import { addItems } from './declared/collection-business-lists.js';
import { planOperations } from './declared/operation-roles.js';
import { knownValues, sampleValue } from './declared/sample.js';
import { machineOfCollection } from './declared/table-collections.js';
import { stampTimes } from './declared/times.js';
import { objectShape } from './declared/wire.js';
import { advanceFiling, createFiling } from './machines/filings.js';
import { completeDueOffboardings, scheduleOffboarding } from './machines/offboarding.js';
import { contractRecord, entityRecord, seedTemplateCatalog } from './seed-contracts.js';
import { beneficiaryRecord, userTransactionRecord, virtualAccountRecord } from './seed-parties.js';
import type { BusinessRecord, PersonRecord } from './store/records.js';
import { documentKey } from './store/store.js';

/*
 * The default seed's records of the collections served from their declarations, linked to the seeded persons
 * and users: entities, contract templates and contracts (seed-contracts.ts), beneficiaries and a user's
 * beneficiaries, transactions and virtual accounts (seed-parties.ts) are built by hand from a few facts so that
 * each tells one story; payouts are drawn from their schemas; the business's departments are those its persons
 * work in. Also the records in the states some actions need:
 * a Former person to reinstate, a filing in review to approve, persons whose payment info was written.
 */

type Wire = Record<string, unknown>;

/** How many records each declared collection starts with. */
const PER_COLLECTION = 3;

/**
 * The schemas one record of each collection must satisfy: its read's answer and its list's item (a list may
 * require more, or a stricter format, than the read).
 */
function itemSchemas(): Map<string, (() => Schema)[]> {
  const schemas = new Map<string, (() => Schema)[]>();
  // Reads first, lists last: the later draw wins where both name a field.
  const plans = planOperations(OPERATION_INDEX).sort(
    (a, b) => (a.role === 'list' ? 1 : 0) - (b.role === 'list' ? 1 : 0),
  );
  for (const plan of plans) {
    const { role, collection, operation } = plan;
    const schema = role === 'read' ? operation.response : role === 'list' ? operation.item : undefined;
    if (schema === undefined || collection === undefined) continue;
    schemas.set(collection, [...(schemas.get(collection) ?? []), schema]);
  }
  return schemas;
}

function seedCollection(
  ctx: SimContext,
  schemas: Map<string, (() => Schema)[]>,
  target: { businessId: string; collection: string; path: string },
  facts: (i: number) => Wire,
  extra: (record: Wire) => Wire = () => ({}),
): string[] {
  const all = schemas.get(target.collection);
  if (all === undefined) return [];
  const records = new Map<string, Wire>();
  for (let i = 0; i < PER_COLLECTION; i++) {
    const id = ctx.random.uuid();
    const known = { businessId: target.businessId, currency: 'USD', countryCode: 'US', ...facts(i), id };
    const context = { known, uuid: () => ctx.random.uuid(), now: ctx.now(), optional: true };
    // Each schema's draw over the previous ones: the list's item (stricter) is drawn last.
    const drawn = all.map((schema) => sampleValue(schema(), 'record', context) as Wire);
    const record: Wire = Object.assign({}, ...drawn, { id });
    settleSeeded(target.collection, record, i);
    // Made on one of the days before the seed, in turn (the last one newest), and not changed since.
    for (const schema of all)
      stampTimes(schema(), record, ctx.now() - (PER_COLLECTION - i) * 86_400_000, 'made');
    records.set(id, { ...record, ...extra(record) });
  }
  ctx.state.records.set(`${target.businessId} ${target.path}`, records);
  return [...records.keys()];
}

/**
 * A seeded record as its list documents it: a field its list filters by an enum holds one of the enum's values
 * (the records taking them in turn).
 */
function settleSeeded(collection: string, record: Wire, i: number): void {
  const list = planOperations(OPERATION_INDEX).find((p) => p.role === 'list' && p.shape === collection);
  const params = list?.operation.params?.();
  for (const name of Object.keys(params === undefined ? {} : (objectShape(params) ?? {}))) {
    const values = knownValues(params as Schema, name);
    if (values.length > 0 && name in record && !values.includes(record[name] as string))
      record[name] = values[i % values.length];
  }
  // A collection a state machine governs is seeded in the table's statuses, in turn.
  const machine = machineOfCollection(collection);
  if (machine !== undefined) {
    const { statuses } = STATE_MACHINES[machine] as { statuses: readonly string[] };
    record.status = statuses[i % statuses.length];
  }
}

/**
 * Stores hand-built records of a collection (see seed-parties.ts, seed-contracts.ts), made on the days before
 * the seed in turn (the last one newest). A field the read or the list requires and the builder left out is drawn from the
 * record's own facts; the builder's values win.
 */
function seedBuilt(
  ctx: SimContext,
  schemas: Map<string, (() => Schema)[]>,
  target: { businessId: string; collection: string; path: string },
  build: (made: number, i: number) => Wire,
): Wire[] {
  const all = schemas.get(target.collection) ?? [];
  const records = new Map<string, Wire>();
  for (let i = 0; i < PER_COLLECTION; i++) {
    const built = build(ctx.now() - (PER_COLLECTION - i) * 86_400_000, i);
    const context = { known: built, uuid: () => ctx.random.uuid(), now: ctx.now(), optional: false };
    const drawn = all.map((schema) => sampleValue(schema(), 'record', context) as Wire);
    records.set(String(built.id), Object.assign({}, ...drawn, built));
  }
  ctx.state.records.set(`${target.businessId} ${target.path}`, records);
  return [...records.values()];
}

const idsOf = (records: Wire[]) => records.map((record) => String(record.id));

/** Ids of the declared collections' seeded records. */
export interface SeededRecordIds {
  /** Beneficiaries of the business (`GET /v1/beneficiaries/{beneficiaryId}`). */
  beneficiaryIds: string[];
  /** Payouts to those beneficiaries (`GET /v1/payouts/{payoutId}`). */
  payoutIds: string[];
  /** Contracts of the first seeded persons (`GET /v1/contracts/{contractId}`). */
  contractIds: string[];
  /** Legal entities of the business (`GET /v1/entities/{entityId}`). */
  entityIds: string[];
}

/**
 * Seeds the declared collections of a business, linked to its persons and one user.
 * @throws never.
 * @example
 * ```ts
 * seedDeclaredRecords(ctx, businessId, persons, userId);
 * ```
 */
export function seedDeclaredRecords(
  ctx: SimContext,
  businessId: string,
  persons: PersonRecord[],
  userId: string,
): SeededRecordIds {
  const schemas = itemSchemas();
  const at = (collection: string, path = collection) => ({ businessId, collection, path });
  const { entityIds, contractIds } = seedPaperwork(ctx, schemas, businessId, persons);
  const beneficiaryIds = idsOf(
    seedBuilt(ctx, schemas, at('/v1/beneficiaries'), (made, i) =>
      beneficiaryRecord(ctx, businessId, made, i),
    ),
  );
  const payoutIds = seedCollection(ctx, schemas, at('/v1/payouts'), (i) => ({
    beneficiaryId: beneficiaryIds[i % beneficiaryIds.length],
  }));
  seedUserRecords(ctx, schemas, businessId, userId);
  seedDepartments(ctx, businessId, persons);
  return { beneficiaryIds, payoutIds, contractIds, entityIds };
}

/** The business's departments: those its persons work in, as their job info names them, in the persons' order. */
function seedDepartments(ctx: SimContext, businessId: string, persons: readonly PersonRecord[]): void {
  const names = persons.flatMap((person) => {
    const made = ctx.state.documents.get(documentKey(businessId, `/v1/persons/${person.id}/(created)`));
    const department = (made?.jobInfo as Wire | undefined)?.department;
    return typeof department === 'string' ? [department] : [];
  });
  addItems(ctx, businessId, 'departments', [...new Set(names)]);
}

/**
 * The business's entities, its contract templates, and contracts of its persons from the second on, each
 * signed for the business by its first person.
 */
function seedPaperwork(
  ctx: SimContext,
  schemas: Map<string, (() => Schema)[]>,
  businessId: string,
  persons: PersonRecord[],
) {
  const business = ctx.state.businesses.get(businessId) as BusinessRecord;
  const at = (collection: string) => ({ businessId, collection, path: collection });
  const entities = seedBuilt(ctx, schemas, at('/v1/entities'), (made, i) =>
    entityRecord(ctx, business, made, i),
  );
  const templates = seedTemplateCatalog(ctx, business, ctx.now());
  const first = persons[0] as PersonRecord;
  const signer = { name: `${first.firstName} ${first.lastName}`, email: first.email };
  const contracts = seedBuilt(ctx, schemas, at('/v1/contracts'), (made, i) =>
    contractRecord(ctx, { made, i, signer, templates, person: persons[(i + 1) % persons.length] ?? first }),
  );
  return { entityIds: idsOf(entities), contractIds: idsOf(contracts) };
}

/**
 * A user's beneficiaries, wallet transactions (payouts to those beneficiaries) and virtual accounts in the
 * user's name.
 */
function seedUserRecords(
  ctx: SimContext,
  schemas: Map<string, (() => Schema)[]>,
  businessId: string,
  userId: string,
): void {
  const user = (collection: string) => ({ businessId, collection, path: collection.replace('{}', userId) });
  const beneficiaries = seedBuilt(ctx, schemas, user('/v1/users/{}/beneficiaries'), (made, i) =>
    beneficiaryRecord(ctx, businessId, made, i),
  );
  seedBuilt(ctx, schemas, user('/v1/users/{}/transactions'), (made, i) =>
    userTransactionRecord(ctx, made, i, beneficiaries),
  );
  const holder = ctx.state.users.get(userId);
  const name = `${holder?.firstName ?? ''} ${holder?.lastName ?? ''}`.trim();
  seedBuilt(ctx, schemas, user('/v1/users/{}/virtual-accounts'), (made, i) =>
    virtualAccountRecord(ctx, made, i, name),
  );
}

/**
 * Writes the payment info of each person: an account in the person's name, in the salary's currency, by a
 * method their country offers (ACH in the United States, a local bank account elsewhere); account numbers
 * follow on from the `from`-th person's.
 * @throws never.
 * @example
 * ```ts
 * seedPaymentInfo(ctx, persons);
 * ```
 */
export function seedPaymentInfo(ctx: SimContext, persons: readonly PersonRecord[], from = 0): void {
  persons.forEach((person, n) => {
    const key = (part: string) => documentKey(person.businessId, `/v1/persons/${person.id}/${part}`);
    const method =
      (ctx.state.documents.get(key('(created)'))?.address as Wire)?.countryCode === 'US' ? 'ach' : 'bank';
    const info = {
      preferredMethod: method,
      [method]: {
        accountName: `${person.firstName} ${person.lastName}`,
        accountNumber: String(100_000_000 + (from + n) * 7_919).padStart(10, '0'),
        accountType: 'Checking',
        ...(method === 'ach' ? { routingNumber: '021000021' } : { ownerType: 'Individual' }),
        bankName: 'First Simulated Bank',
        currency: person.salary?.currency ?? 'USD',
      },
    };
    ctx.state.documents.set(key('paymentInfo'), info);
  });
}

/**
 * Puts records in the states some actions need: a Former person (to reinstate) and a filing in review (to
 * approve). Returns their ids.
 * @throws never.
 * @example
 * ```ts
 * seedActionableStates(ctx, businessId, persons.at(-1));
 * ```
 */
export function seedActionableStates(ctx: SimContext, businessId: string, leaver: PersonRecord) {
  scheduleOffboarding(ctx, leaver.id, {
    exitDate: new Date(ctx.now()).toISOString().slice(0, 10),
    reason: 'Resigned',
  });
  completeDueOffboardings(ctx);
  const filing = createFiling(ctx, { businessId, countryCode: 'GB', periodLabel: '2026-06' });
  advanceFiling(ctx, filing.id);
  return { formerPersonId: leaver.id, inReviewFilingId: filing.id };
}

/**
 * An accepted GB return that no remittance pays yet (its lines name the GB workers once they are seeded,
 * seed-abroad.ts): the filing to pay. Returns
 * its id.
 * @throws never.
 * @example
 * ```ts
 * const payableFilingId = seedPayableFiling(ctx, businessId);
 * ```
 */
export function seedPayableFiling(ctx: SimContext, businessId: string): string {
  const filing = createFiling(ctx, {
    businessId,
    countryCode: 'GB',
    periodLabel: '2026-05',
    breakdown: [{ amount: 1_000 }],
    amounts: { currency: 'GBP', total: 1_000 },
  });
  for (let step = 0; step < 4; step += 1) advanceFiling(ctx, filing.id);
  return filing.id;
}
