import { OPERATION_INDEX } from '../generated/operation-index.js';
import type { Schema } from '../internal/schema-kit.js';
import type { SimContext } from './context.js';
import { planOperations } from './generic/plan.js';
import { sampleValue } from './generic/sample.js';
import { completeDueOffboardings, scheduleOffboarding } from './machines/offboarding.js';
import { advanceFiling, createFiling } from './machines/statutory.js';
import type { PersonRecord } from './model.js';
import { documentKey } from './state.js';

/*
 * The default seed's records of the collections served from their declarations (entities, contracts,
 * beneficiaries, payouts, a user's beneficiaries and transactions…), linked to the seeded persons and users,
 * and the records in the states some actions need: a Former person to reinstate, a filing in review to approve,
 * persons whose payment info was written.
 */

type Wire = Record<string, unknown>;

/** How many records each declared collection starts with. */
const PER_COLLECTION = 3;

/** The schema of one record of each collection: its read's answer, else its list's item. */
function itemSchemas(): Map<string, () => Schema> {
  const schemas = new Map<string, () => Schema>();
  const plans = planOperations(OPERATION_INDEX);
  for (const role of ['read', 'list'] as const) {
    for (const plan of plans.filter((p) => p.role === role && p.collection !== undefined)) {
      const schema = role === 'read' ? plan.operation.response : plan.operation.item;
      if (schema !== undefined && !schemas.has(plan.collection ?? ''))
        schemas.set(plan.collection ?? '', schema);
    }
  }
  return schemas;
}

function seedCollection(
  ctx: SimContext,
  schemas: Map<string, () => Schema>,
  target: { businessId: string; collection: string; path: string },
  facts: (i: number) => Wire,
): string[] {
  const schema = schemas.get(target.collection);
  if (schema === undefined) return [];
  const records = new Map<string, Wire>();
  for (let i = 0; i < PER_COLLECTION; i++) {
    const id = ctx.random.uuid();
    const known = { businessId: target.businessId, currency: 'USD', countryCode: 'US', ...facts(i), id };
    const drawn = sampleValue(schema(), 'record', {
      known,
      uuid: () => ctx.random.uuid(),
      now: ctx.now(),
      optional: true,
    }) as Wire;
    records.set(id, { ...drawn, id });
  }
  ctx.state.records.set(`${target.businessId} ${target.path}`, records);
  return [...records.keys()];
}

/** Ids of the declared collections' seeded records. */
export interface SeededRecordIds {
  beneficiaryIds: string[];
  payoutIds: string[];
  contractIds: string[];
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
  const person = (i: number) => persons[i % persons.length] as PersonRecord;
  const entityIds = seedCollection(ctx, schemas, at('/v1/entities'), () => ({}));
  const contractIds = seedCollection(ctx, schemas, at('/v1/contracts'), (i) => ({
    personId: person(i).id,
    entityId: entityIds[0],
  }));
  const beneficiaryIds = seedCollection(ctx, schemas, at('/v1/beneficiaries'), () => ({}));
  const payoutIds = seedCollection(ctx, schemas, at('/v1/payouts'), (i) => ({
    beneficiaryId: beneficiaryIds[i % beneficiaryIds.length],
  }));
  const user = (collection: string) => at(collection, collection.replace('{}', userId));
  const userBeneficiaries = seedCollection(ctx, schemas, user('/v1/users/{}/beneficiaries'), () => ({
    userId,
  }));
  seedCollection(ctx, schemas, user('/v1/users/{}/transactions'), (i) => ({
    userId,
    beneficiaryId: userBeneficiaries[i % userBeneficiaries.length],
  }));
  seedCollection(ctx, schemas, user('/v1/users/{}/virtual-accounts'), () => ({ userId }));
  return { beneficiaryIds, payoutIds, contractIds, entityIds };
}

/**
 * Writes the payment info of each person: a bank account in the person's name, in the salary's currency.
 * @throws never.
 * @example
 * ```ts
 * seedPaymentInfo(ctx, persons);
 * ```
 */
export function seedPaymentInfo(ctx: SimContext, persons: readonly PersonRecord[]): void {
  persons.forEach((person, i) => {
    const info = {
      preferredMethod: 'bank',
      bank: {
        accountName: `${person.firstName} ${person.lastName}`,
        accountNumber: String(100_000_000 + i * 7_919).padStart(10, '0'),
        accountType: 'Checking',
        ownerType: 'Individual',
        bankName: 'First Simulated Bank',
        currency: person.salary.currency,
      },
    };
    ctx.state.documents.set(documentKey(person.businessId, `/v1/persons/${person.id}/paymentInfo`), info);
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
  const filing = createFiling(ctx, { businessId, countryCode: 'GB', periodLabel: '2026-06', workerCount: 3 });
  advanceFiling(ctx, filing.id);
  return { formerPersonId: leaver.id, inReviewFilingId: filing.id };
}
