import { mustGet, type SimContext, tenantKeyOf } from '../context.js';
import type { PersonRecord } from '../store/records.js';
import { requireValidPersonFields } from './person-rules.js';
import { followPerson } from './users.js';

/*
 * Changes to a person's own fields (names, email, phone, type, compensation) written through the info
 * updates: the record changes, and `person.updated` carries the fields the spec lists for it; the person's
 * user account follows its name, email and phone (`user.updated`).
 */

/** The fields of a person an update may change. */
export interface PersonPatch {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: PersonRecord['phoneNumber'];
  type?: PersonRecord['type'];
  compInfo?: Record<string, unknown>;
  /** Personal info sent (kept beside the record, not on it): checked, not applied. */
  personal?: { dateOfBirth?: unknown; nationality?: unknown };
}

const FREQUENCIES = ['hourly', 'daily', 'monthly'] as const;
const COMP_TYPES = ['net', 'salaried', 'milestone'] as const;

/**
 * Applies a `compInfo` object as sent (type, salary, frequency, employment model) to a person, silently.
 * @throws never.
 * @example
 * ```ts
 * applyCompInfo(person, { type: 'net' });
 * ```
 */
export function applyCompInfo(person: PersonRecord, compInfo: Record<string, unknown>): void {
  const { type, salary, frequency, employmentModel } = compInfo;
  if (COMP_TYPES.includes(type as never)) person.compensationType = type as PersonRecord['compensationType'];
  const s = salary as { amount?: unknown; currency?: unknown } | undefined;
  if (typeof s?.amount === 'number' && typeof s.currency === 'string')
    person.salary = { amount: s.amount, currency: s.currency };
  if (FREQUENCIES.includes(frequency as never)) person.frequency = frequency as (typeof FREQUENCIES)[number];
  if (employmentModel === 'eor') person.employmentModel = 'eor';
}

/**
 * Marks a person changed now: its update time moves to the simulator's clock (never before its creation).
 * @throws never.
 * @example
 * ```ts
 * touchPerson(ctx, person);
 * ```
 */
export function touchPerson(ctx: SimContext, person: PersonRecord): void {
  person.updatedAt = Math.max(ctx.now(), person.createdAt);
}

/**
 * Checks a patch against the person rules (email, pay) without changing anything.
 * @throws SimulatorError when the person is unknown or a field breaks a rule.
 * @example
 * ```ts
 * checkPersonPatch(ctx, personId, { email: 'grace@example.com' });
 * ```
 */
export function checkPersonPatch(ctx: SimContext, personId: string, patch: PersonPatch): PersonRecord {
  const person = mustGet(ctx.state.persons, personId, 'person');
  requireValidPersonFields(ctx, person.businessId, {
    personId,
    ...(patch.email === undefined ? {} : { email: patch.email }),
    ...(patch.compInfo === undefined ? {} : { compInfo: patch.compInfo }),
    ...patch.personal,
  });
  return person;
}

/**
 * Applies a patch to a person and announces it (`person.updated`); the patch is checked first, and a refused
 * patch changes nothing.
 * @throws SimulatorError when the person is unknown or a field breaks a rule.
 * @example
 * ```ts
 * updatePerson(ctx, personId, { firstName: 'Grace' });
 * ```
 */
export function updatePerson(ctx: SimContext, personId: string, patch: PersonPatch): PersonRecord {
  const person = checkPersonPatch(ctx, personId, patch);
  if (patch.firstName !== undefined) person.firstName = patch.firstName;
  if (patch.lastName !== undefined) person.lastName = patch.lastName;
  if (patch.email !== undefined) person.email = patch.email;
  if (patch.phoneNumber !== undefined) person.phoneNumber = { ...patch.phoneNumber };
  if (patch.type !== undefined && patch.type !== person.type) {
    person.type = patch.type;
    person.contractorType = patch.type === 'CONTRACTOR' ? 'individual' : undefined;
  }
  if (patch.compInfo !== undefined) applyCompInfo(person, patch.compInfo);
  touchPerson(ctx, person);
  const { id, firstName, lastName, email, phoneNumber } = person;
  ctx.emit('person.updated', {
    id,
    firstName,
    lastName,
    email,
    ...(phoneNumber === undefined ? {} : { phoneNumber: { ...phoneNumber } }),
    tenantKey: tenantKeyOf(ctx, person.businessId),
  });
  followPerson(ctx, person);
  return person;
}
