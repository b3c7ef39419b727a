import type { SimContext } from './context.js';
import { seedReadOnly } from './declared/seed-read-only.js';
import { bookMovement } from './ledger.js';
import { addExternalAccount, addMilestone, createBusiness } from './machines/directory.js';
import { advanceFiling, createFiling } from './machines/filings.js';
import { approvePayroll, createPayroll } from './machines/payrolls.js';
import { createRemittance } from './machines/remittances.js';
import { createRequirement } from './machines/requirements.js';
import { createReimbursement, submitInvoice } from './machines/reviews.js';
import { createUser } from './machines/users.js';
import { seedWorkersAbroad } from './seed-abroad.js';
import { seedTemplateCatalog } from './seed-contracts.js';
import { seedPayoutMoney } from './seed-payouts.js';
import { addPersons, seedUserKyc } from './seed-persons.js';
import {
  type SeededRecordIds,
  seedActionableStates,
  seedDeclaredRecords,
  seedPayableFiling,
  seedPaymentInfo,
} from './seed-records.js';
import type { PersonRecord } from './store/records.js';

/**
 * Ids of the records the default seed creates, for tests to refer to.
 * @example
 * ```ts
 * const { awaitingFundsPayrollId } = sim.fixtures;
 * sim.payrolls.get(awaitingFundsPayrollId).status; // 'Awaiting Funds'
 * ```
 */
export interface SimulatorFixtures {
  /** The platform that owns the primary business and the child business. Platform keys belong to it. */
  platformId: string;
  /** The platform's primary business: where Org and User keys act, and Platform keys by default. */
  businessId: string;
  /** The tenant key of the primary business ({@link SimulatorFixtures.businessId}). */
  tenantKey: string;
  /** A business the platform created: reachable with a Platform key and its tenant key. */
  childBusinessId: string;
  /** The tenant key that selects the child business with a Platform key (`X-MultiTenantKey`). */
  childTenantKey: string;
  /** A business of another organisation: its tenant key answers 403 for every key issued here. */
  outsideBusinessId: string;
  /** The tenant key of the outside business. Every key issued here gets 403 when it sends this key. */
  outsideTenantKey: string;
  /**
   * The 50 persons of the primary business, in list order: 45 living in the US, then 3 employees in Mexico and 2
   * in the United Kingdom (the workers the seeded MX and GB filings name).
   */
  personIds: string[];
  /** The user that the User keys belong to (one of the 30 seeded users). */
  userId: string;
  /** The person of that user ({@link SimulatorFixtures.userId}), the only person that a User key can see. */
  userPersonId: string;
  /**
   * A seeded user whose KYC review rejected the identity (with its reason) and approved the address: the one
   * whose identity may be resubmitted (`PATCH /v1/users/{userId}/kyc`).
   */
  rejectedKycUserId: string;
  /** A milestone-type contractor of the primary business. */
  milestoneContractorId: string;
  /** A `Planned` milestone of that contractor ({@link SimulatorFixtures.milestoneContractorId}). */
  milestoneId: string;
  /** USD payroll in Awaiting Funds: the USD balance does not cover it until a deposit arrives. */
  awaitingFundsPayrollId: string;
  /** EUR payroll in Pending Submission: the EUR balance covers it, so approving schedules it at once. */
  pendingPayrollId: string;
  /** Outstanding US business requirement blocking {@link SimulatorFixtures.blockedFilingId}. */
  requirementId: string;
  /** The field that satisfies {@link SimulatorFixtures.requirementId}: `suiAccountNumber` (country `US`). */
  requirementField: string;
  /** A US filing that is `blocked` until {@link SimulatorFixtures.requirementId} is satisfied. */
  blockedFilingId: string;
  /** Outstanding MX `worker_data` requirement about one person. */
  workerRequirementId: string;
  /** An MX filing that the authority has accepted. */
  acceptedFilingId: string;
  /** A `pending` remittance that pays for {@link SimulatorFixtures.acceptedFilingId}. */
  remittanceId: string;
  /**
   * A GB filing the authority has accepted that no remittance pays yet: the one to pay with
   * `POST /v1/statutory/remittances` (it owes 1,000.00 GBP).
   */
  payableFilingId: string;
  /** A contractor invoice in `submitted` status, waiting for review. */
  invoiceId: string;
  /** A reimbursement claim of 456.00 USD in `submitted` status, waiting for review. */
  reimbursementId: string;
  /** One `active` and one `needs_confirmation` external account. */
  externalAccountIds: string[];
  /** A person whose exit date has passed (`Former`): the one to reinstate. The last US person, `personIds[44]`. */
  formerPersonId: string;
  /** A GB filing `in_review`, waiting for the user's approval. */
  inReviewFilingId: string;
  /** Seeded records of the collections the API serves from its declarations, linked to the seeded persons. */
  records: SeededRecordIds;
}

/**
 * Opens a wallet through the ledger: an opening deposit of `balance`, then a reserve lock of `reserves` held
 * for `reservedFor` (a reserve is always some person's), so transactions, statements and balances agree from
 * the start.
 */
function openWallet(
  ctx: SimContext,
  businessId: string,
  currency: string,
  [balance, reserves]: [number, number],
  reservedFor: string,
) {
  const movement = { businessId, reference: `OPEN-${currency}`, reason: 'Opening deposit' };
  const amount = (value: number) => ({ amount: value, currency });
  bookMovement(ctx, { ...movement, type: 'DEPOSIT', direction: 'CREDIT', amount: amount(balance) });
  bookMovement(ctx, {
    ...movement,
    type: 'RESERVE',
    effect: 'reserves',
    direction: 'DEBIT',
    amount: amount(reserves),
    reference: reservedFor,
    reason: 'Reserve security deposit',
  });
}

function seedMoney(ctx: SimContext, businessId: string, persons: PersonRecord[]) {
  // USD: 12,500.00 of which 1,000.00 reserved; the seeded remittance holds 1,500.00 (processing).
  // The reserves are the security deposit held for the first seeded person.
  const reservedFor = persons[0]?.id ?? '';
  openWallet(ctx, businessId, 'USD', [1_250_000, 100_000], reservedFor);
  openWallet(ctx, businessId, 'EUR', [800_000, 50_000], reservedFor);
  const accounts = [
    addExternalAccount(ctx, businessId, { bankName: 'First Simulated Bank' }),
    addExternalAccount(ctx, businessId, { bankName: 'Second Simulated Bank', status: 'needs_confirmation' }),
  ];
  const usd = (p: PersonRecord | undefined) => ({
    personId: p?.id ?? '',
    salary: { amount: 600_000, currency: 'USD' },
  });
  const eur = (p: PersonRecord | undefined) => ({
    personId: p?.id ?? '',
    salary: { amount: 200_000, currency: 'EUR' },
  });
  const awaiting = createPayroll(ctx, { businessId, entries: [persons[1], persons[4], persons[7]].map(usd) });
  approvePayroll(ctx, awaiting.payrollId);
  const pending = createPayroll(ctx, {
    businessId,
    entries: [persons[0], persons[3]].map(eur),
    workerType: 'EMPLOYEE',
  });
  return { accounts, awaiting, pending };
}

function seedRemittance(ctx: SimContext, businessId: string) {
  const accepted = createFiling(ctx, {
    businessId,
    countryCode: 'MX',
    periodLabel: '2026-05',
    // What the seeded remittance pays the authority: one line per MX worker once they are seeded (seed-abroad.ts).
    breakdown: [{ amount: 27_000 }],
    amounts: { currency: 'MXN', total: 27_000 },
  });
  for (let step = 0; step < 4; step += 1) advanceFiling(ctx, accepted.id);
  const remittance = createRemittance(ctx, {
    businessId,
    countryCode: 'MX',
    filingIds: [accepted.id],
    fundedCurrency: 'USD',
  });
  return { accepted, remittance };
}

function seedRequirements(ctx: SimContext, businessId: string, worker: PersonRecord) {
  const personName = `${worker.firstName} ${worker.lastName}`;
  const workerRequirement = createRequirement(ctx, {
    businessId,
    countryCode: 'MX',
    category: 'worker_data',
    name: 'Worker RFC',
    affectedField: 'rfc',
    resourceType: 'person',
    resourceId: worker.id,
    affectedPersons: [{ personId: worker.id, personName, missingField: 'rfc', missingFieldLabel: 'RFC' }],
  });
  const requirement = createRequirement(ctx, {
    businessId,
    countryCode: 'US',
    category: 'business_tax_parameter',
    name: 'State unemployment insurance account number',
    affectedField: 'suiAccountNumber',
  });
  const blocked = createFiling(ctx, {
    businessId,
    countryCode: 'US',
    periodLabel: '2026-Q2',
  });
  return { workerRequirement, requirement, blocked };
}

function seedWork(ctx: SimContext, persons: PersonRecord[]) {
  const milestone = addMilestone(ctx, persons[2]!.id, {
    title: 'Discovery workshop',
    amount: { amount: 300_000, currency: 'USD' },
    dueDate: '2026-09-30',
  });
  const invoice = submitInvoice(ctx, {
    personId: persons[1]!.id,
    amount: { amount: 250_000, currency: 'USD' },
  });
  const claim = createReimbursement(ctx, {
    personId: persons[4]!.id,
    title: 'Team offsite travel',
    currency: 'USD',
    amount: 45_600,
  });
  return { milestone, invoice, claim };
}

function seedBusinesses(ctx: SimContext) {
  const platformId = ctx.random.uuid();
  const primary = createBusiness(ctx, { name: 'Acme Robotics Inc.', country: 'US', platformId });
  ctx.state.platforms.set(platformId, { id: platformId, primaryBusinessId: primary.id });
  const child = createBusiness(ctx, { name: 'Acme Europe GmbH', country: 'DE', currency: 'EUR', platformId });
  const outside = createBusiness(ctx, { name: 'Initech LLC', country: 'US' });
  addPersons(ctx, child.id, 4, 'acme-europe.example');
  addPersons(ctx, outside.id, 3, 'initech.example');
  return {
    platformId,
    businessId: primary.id,
    tenantKey: primary.tenantKey,
    childBusinessId: child.id,
    childTenantKey: child.tenantKey,
    outsideBusinessId: outside.id,
    outsideTenantKey: outside.tenantKey,
  };
}

/**
 * Builds the default data set: a platform with its primary business (50 persons, 45 of them in the US, 30 users, USD and EUR
 * balances, external accounts, payrolls, statutory records, an invoice and a reimbursement awaiting review),
 * a business the platform created, and a business outside the platform.
 * @throws never.
 * @example
 * ```ts
 * const fixtures = seedDefault(ctx);
 * ```
 */
export function seedDefault(ctx: SimContext): SimulatorFixtures {
  const businesses = seedBusinesses(ctx);
  const persons = addPersons(ctx, businesses.businessId, 45, 'acme.example');
  const users = persons.slice(0, 30).map((person) => createUser(ctx, person.id));
  const money = seedMoney(ctx, businesses.businessId, persons);
  const filed = seedRemittance(ctx, businesses.businessId);
  const statutory = seedRequirements(ctx, businesses.businessId, persons[6]!);
  const work = seedWork(ctx, persons);
  seedPaymentInfo(ctx, persons);
  const records = seedDeclaredRecords(ctx, businesses.businessId, persons, users[1]!.id);
  const actionable = seedActionableStates(ctx, businesses.businessId, persons.at(-1)!);
  const rejectedKycUserId = seedUserKyc(ctx, users);
  seedPayoutMoney(
    ctx,
    businesses.businessId,
    users.map((user) => user.id),
    users[1]!.id,
  );
  // What the API cannot create is drawn now, once, for the records seeded: records made later start without.
  seedReadOnly(ctx);
  // Every business keeps its own standard contract templates (the primary's came with its contracts).
  for (const business of ctx.state.businesses.values())
    if (business.id !== businesses.businessId) seedTemplateCatalog(ctx, business, ctx.now());
  // Seeded last, so the ids drawn before it stay those of earlier versions.
  const payableFilingId = seedPayableFiling(ctx, businesses.businessId);
  // Last too: the workers abroad the MX and GB filings and requirement name.
  const abroad = seedWorkersAbroad(ctx, businesses.businessId, persons.length);
  return {
    payableFilingId,
    ...actionable,
    records,
    ...businesses,
    personIds: [...persons, ...abroad].map((p) => p.id),
    userId: users[1]!.id,
    userPersonId: persons[1]!.id,
    rejectedKycUserId,
    milestoneContractorId: persons[2]!.id,
    milestoneId: work.milestone.id,
    awaitingFundsPayrollId: money.awaiting.payrollId,
    pendingPayrollId: money.pending.payrollId,
    requirementId: statutory.requirement.id,
    requirementField: statutory.requirement.affectedField,
    blockedFilingId: statutory.blocked.id,
    workerRequirementId: statutory.workerRequirement.id,
    acceptedFilingId: filed.accepted.id,
    remittanceId: filed.remittance.id,
    invoiceId: work.invoice.id,
    reimbursementId: work.claim.id,
    externalAccountIds: money.accounts.map((a) => a.id),
  };
}
