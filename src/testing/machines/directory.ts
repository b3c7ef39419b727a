import { mustGet, type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import type {
  Amount,
  BusinessRecord,
  ExternalAccountRecord,
  MilestoneRecord,
  PersonRecord,
} from '../store/records.js';
import { requireCurrentPerson, requireValidPersonFields } from './person-rules.js';

/** What {@link createBusiness} needs. */
export interface BusinessCreateInput {
  name: string;
  country: string;
  currency?: string;
  platformId?: string | undefined;
  idempotencyKey?: string | undefined;
}

/**
 * What the simulator needs to add a person. Pass it to {@link BusinessControls.createPerson}, where
 * `businessId` is optional.
 */
export interface PersonCreateInput {
  /** The business that the person works for. */
  businessId: string;
  /** The given name. */
  firstName: string;
  /** The family name. */
  lastName: string;
  /** The email address: well formed and unused in the business. The default is `<first>.<last>@example.com`. */
  email?: string;
  /** `EMPLOYEE` or `CONTRACTOR` (the default). Contractors get the `individual` contractor type. */
  type?: PersonRecord['type'];
  /** `salaried` (the default), or `milestone` for a contractor who is paid per milestone. */
  compensationType?: PersonRecord['compensationType'];
  /** The pay in minor units (not negative, in an ISO 4217 currency); absent when none was given. */
  salary?: Amount;
  /** How often the salary is paid. The default is `monthly`. */
  frequency?: PersonRecord['frequency'];
  /** The employment model sent at creation, if any. */
  employmentModel?: PersonRecord['employmentModel'];
  /** `individual` (the default for contractors) or `business`. */
  contractorType?: 'individual' | 'business';
  /** The phone number; absent when none is given (the simulator makes none up). */
  phoneNumber?: PersonRecord['phoneNumber'];
}

/** What {@link addMilestone} needs. */
export type MilestoneCreateInput = Pick<MilestoneRecord, 'title' | 'amount'> &
  Partial<Pick<MilestoneRecord, 'description' | 'dueDate' | 'documentIds'>>;

/**
 * Adds a business (no webhook: the spec has no business-created event).
 * @throws never.
 * @example
 * ```ts
 * createBusiness(ctx, { name: 'Globex', country: 'DE', platformId });
 * ```
 */
export function createBusiness(ctx: SimContext, input: BusinessCreateInput): BusinessRecord {
  const business: BusinessRecord = {
    id: ctx.random.uuid(),
    tenantKey: `tnt_${ctx.random.hex(12)}`,
    name: input.name,
    country: input.country,
    currency: input.currency ?? 'USD',
    platformId: input.platformId,
    idempotencyKey: input.idempotencyKey,
    fields: {},
    createdAt: ctx.now(),
  };
  ctx.state.businesses.set(business.id, business);
  ctx.state.wallet(business.id, business.currency, ctx.random);
  return business;
}

/**
 * Adds a person (`person.created`), after checking its fields (see `person-rules.ts`).
 * @throws SimulatorError when the business is unknown or a field breaks a rule (nothing is added).
 * @example
 * ```ts
 * createPerson(ctx, { businessId, firstName: 'Ada', lastName: 'Lovelace' });
 * ```
 */
export function createPerson(ctx: SimContext, input: PersonCreateInput): PersonRecord {
  mustGet(ctx.state.businesses, input.businessId, 'business');
  const email = input.email ?? `${input.firstName}.${input.lastName}@example.com`.toLowerCase();
  requireValidPersonFields(ctx, input.businessId, {
    email,
    ...(input.salary === undefined ? {} : { compInfo: { salary: input.salary } }),
  });
  const type = input.type ?? 'CONTRACTOR';
  const now = ctx.now();
  const person: PersonRecord = {
    id: ctx.random.uuid(),
    businessId: input.businessId,
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    ...(input.phoneNumber === undefined ? {} : { phoneNumber: { ...input.phoneNumber } }),
    type,
    contractorType: type === 'CONTRACTOR' ? (input.contractorType ?? 'individual') : undefined,
    compensationType: input.compensationType ?? 'salaried',
    ...(input.salary === undefined ? {} : { salary: { ...input.salary } }),
    frequency: input.frequency ?? 'monthly',
    ...(input.employmentModel === undefined ? {} : { employmentModel: input.employmentModel }),
    status: 'Active',
    createdAt: now,
    updatedAt: now,
  };
  ctx.state.persons.set(person.id, person);
  const { id, firstName, lastName, phoneNumber, contractorType } = person;
  ctx.emit('person.created', {
    id,
    firstName,
    lastName,
    email,
    personType: type,
    ...(contractorType === undefined ? {} : { contractorType }),
    ...(phoneNumber === undefined ? {} : { phoneNumber: { ...phoneNumber } }),
    tenantKey: tenantKeyOf(ctx, person.businessId),
  });
  return person;
}

/**
 * Adds a planned milestone to a milestone-type contractor (no webhook in the spec).
 * @throws SimulatorError when the person is unknown, not a milestone-type contractor, or Former.
 * @example
 * ```ts
 * addMilestone(ctx, personId, { title: 'Design', amount: { amount: 100_000, currency: 'USD' } });
 * ```
 */
export function addMilestone(
  ctx: SimContext,
  personId: string,
  input: MilestoneCreateInput,
): MilestoneRecord {
  const person = mustGet(ctx.state.persons, personId, 'person');
  if (person.compensationType !== 'milestone') {
    throw new SimulatorError(`person ${personId} is not a milestone-type contractor`, {
      personId: 'is not a milestone-type contractor',
    });
  }
  requireCurrentPerson(person, 'new milestone');
  const milestone: MilestoneRecord = {
    id: ctx.random.uuid(),
    businessId: person.businessId,
    personId,
    description: null,
    dueDate: null,
    documentIds: [],
    ...input,
    amount: { ...input.amount },
    status: 'Planned',
    invoiceId: null,
    rejectionReason: null,
    createdTimestamp: Math.floor(ctx.now() / 1000),
    updatedTimestamp: Math.floor(ctx.now() / 1000),
  };
  ctx.state.milestones.set(milestone.id, milestone);
  return milestone;
}

function accountEvent(ctx: SimContext, account: ExternalAccountRecord, event: 'added' | 'removed'): void {
  const { id, accountNumber, bankName, status, businessId } = account;
  ctx.emit(`external-account.${event}`, {
    businessId,
    tenantKey: tenantKeyOf(ctx, businessId),
    accounts: [{ id, accountNumber, bankName, status }],
  });
}

/**
 * Links an external bank account (`external-account.added`); `needs_confirmation` awaits micro-deposits.
 * @throws SimulatorError when the business is unknown.
 * @example
 * ```ts
 * addExternalAccount(ctx, businessId, { bankName: 'First Bank', status: 'needs_confirmation' });
 * ```
 */
export function addExternalAccount(
  ctx: SimContext,
  businessId: string,
  input: { bankName: string; status?: 'active' | 'needs_confirmation'; provider?: string },
): ExternalAccountRecord {
  mustGet(ctx.state.businesses, businessId, 'business');
  const account: ExternalAccountRecord = {
    id: ctx.random.uuid(),
    businessId,
    accountNumber: String(100_000_000 + ctx.random.int(900_000_000)),
    bankName: input.bankName,
    status: input.status ?? 'active',
    provider: input.provider ?? 'PLAID',
  };
  ctx.state.externalAccounts.set(account.id, account);
  accountEvent(ctx, account, 'added');
  return account;
}

/**
 * Moves an external account: `needs_confirmation` → `active` (no webhook, the spec), or → `removed`
 * (`external-account.removed`).
 * @throws SimulatorError when the account is unknown or the move is not allowed.
 * @example
 * ```ts
 * setExternalAccountStatus(ctx, accountId, 'active');
 * ```
 */
export function setExternalAccountStatus(
  ctx: SimContext,
  id: string,
  to: 'active' | 'removed',
): ExternalAccountRecord {
  const account = mustGet(ctx.state.externalAccounts, id, 'external account');
  if (account.status === 'removed' || (to === 'active' && account.status !== 'needs_confirmation')) {
    throw new SimulatorError(`external account ${id} is ${account.status}; cannot move to ${to}`);
  }
  account.status = to;
  if (to === 'removed') accountEvent(ctx, account, 'removed');
  return account;
}
