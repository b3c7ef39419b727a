import { ISO_4217_MINOR_UNITS } from '../../money-exponents.js';
import { type FieldMessages, type SimContext, SimulatorError } from '../context.js';

/*
 * The rules a person's own fields follow, on create and on every update: a well-formed email address that
 * no other person of the business uses (compared case-insensitively), a pay amount that is not negative, in an
 * ISO 4217 currency, and personal info that can be true (a birth date before today, a nationality written as
 * an ISO 3166-1 alpha-2 code). A refusal names each field and changes nothing.
 */

/** An email address: one `@`, no spaces, a dotted domain. */
export const EMAIL_ADDRESS = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/;

/** What a person's fields are checked for. */
export interface PersonFieldsToCheck {
  /** The email address sent, if any. */
  email?: unknown;
  /** The `compInfo` object sent, if any (its `salary` is checked). */
  compInfo?: unknown;
  /** The person being updated: its own address is not a duplicate. */
  personId?: string | undefined;
  /** The birth date sent (`YYYY-MM-DD`), if any: it must be before today on the simulator's clock. */
  dateOfBirth?: unknown;
  /** The nationality sent, if any: an ISO 3166-1 alpha-2 code. */
  nationality?: unknown;
}

/**
 * Whether a code is an ISO 4217 currency with a minor unit (funds, metals and test codes are not).
 * @throws never.
 * @example
 * ```ts
 * isPayCurrency('USD'); // true
 * isPayCurrency('XYZ'); // false
 * ```
 */
export function isPayCurrency(code: unknown): boolean {
  return typeof code === 'string' && typeof ISO_4217_MINOR_UNITS[code] === 'number';
}

function emailProblem(ctx: SimContext, businessId: string, fields: PersonFieldsToCheck): string | undefined {
  const { email, personId } = fields;
  if (typeof email !== 'string' || !EMAIL_ADDRESS.test(email)) return 'must be an email address';
  const wanted = email.toLowerCase();
  for (const other of ctx.state.persons.values()) {
    if (other.businessId === businessId && other.id !== personId && other.email.toLowerCase() === wanted)
      return 'is already the email address of another person of this business';
  }
  return undefined;
}

function salaryProblems(compInfo: unknown, into: FieldMessages): void {
  if (typeof compInfo !== 'object' || compInfo === null) return;
  const salary = (compInfo as { salary?: unknown }).salary;
  if (salary === undefined) return;
  const { amount, currency } = (salary ?? {}) as { amount?: unknown; currency?: unknown };
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    into['compInfo.salary.amount'] = 'must be an integer amount in minor units';
  else if (amount < 0) into['compInfo.salary.amount'] = 'must not be negative';
  if (!isPayCurrency(currency)) into['compInfo.salary.currency'] = 'must be an ISO 4217 currency code';
}

/**
 * The problems of a person's fields, by field path (empty when none).
 * @throws never.
 * @example
 * ```ts
 * personFieldProblems(ctx, businessId, { email: 'not-an-email' }); // { email: 'must be an email address' }
 * ```
 */
export function personFieldProblems(
  ctx: SimContext,
  businessId: string,
  fields: PersonFieldsToCheck,
): FieldMessages {
  const problems: FieldMessages = {};
  if ('email' in fields) {
    const problem = emailProblem(ctx, businessId, fields);
    if (problem !== undefined) problems.email = problem;
  }
  salaryProblems(fields.compInfo, problems);
  const today = new Date(ctx.now()).toISOString().slice(0, 10);
  if (typeof fields.dateOfBirth === 'string' && fields.dateOfBirth >= today)
    problems.dateOfBirth = 'must be a date before today';
  if (fields.nationality !== undefined && !/^[A-Z]{2}$/.test(String(fields.nationality)))
    problems.nationality = 'must be an ISO 3166-1 alpha-2 country code';
  return problems;
}

/**
 * Refuses a person's fields that break a rule, before anything changes.
 * @throws SimulatorError naming each refused field (over HTTP: 400 with `params`).
 * @example
 * ```ts
 * requireValidPersonFields(ctx, businessId, { email, compInfo });
 * ```
 */
export function requireValidPersonFields(
  ctx: SimContext,
  businessId: string,
  fields: PersonFieldsToCheck,
): void {
  const problems = personFieldProblems(ctx, businessId, fields);
  const summary = Object.entries(problems).map(([field, text]) => `${field} ${text}`);
  if (summary.length > 0) throw new SimulatorError(`Invalid person: ${summary.join('; ')}`, problems);
}

/**
 * Refuses new paid work for a person who has left the business (status Former): no milestone is added for
 * them and no invoice is submitted in their name, so nothing is paid to them.
 * @throws SimulatorError on `personId` when the person is Former.
 * @example
 * ```ts
 * requireCurrentPerson(person, 'an invoice');
 * ```
 */
export function requireCurrentPerson(person: { id: string; status: string }, what: string): void {
  if (person.status !== 'Former') return;
  throw new SimulatorError(`person ${person.id} has left the business (status Former): no ${what} for them`, {
    personId: `has left the business (status Former) and cannot be paid; no ${what} for them`,
  });
}
