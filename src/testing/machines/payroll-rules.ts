import { type FieldMessages, isoDay, type SimContext, SimulatorError } from '../context.js';
import type { Amount } from '../store/records.js';

/*
 * What a payroll may hold, checked before anything changes: every problem of a request is reported at once,
 * each under the field it concerns (`entries.1.personId`), and a refused request changes nothing.
 */

/** One entry as a caller sends it, before it is checked. */
export interface PayrollEntryInput {
  /** The worker to pay: a person of the payroll's business. */
  personId: string;
  /** What the worker is paid, in minor units. */
  salary: Amount;
}

/** The dates a payroll is saved with. */
export interface PayrollDates {
  /** The pay day, `YYYY-MM-DD`. */
  payrollDate?: string | undefined;
  /** The period paid. */
  payPeriod?: { fromDate?: string | undefined; toDate?: string | undefined } | undefined;
}

const CURRENCY = /^[A-Z]{3}$/;

/** Whether `day` is a real calendar day written `YYYY-MM-DD`. */
function isDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isoDay(Date.parse(`${day}T00:00:00Z`) || 0) === day;
}

function checkEntry(
  ctx: SimContext,
  payroll: { businessId: string; workerType: string },
  entry: PayrollEntryInput,
  at: string,
  problems: FieldMessages,
): void {
  const person = ctx.state.persons.get(entry.personId);
  // A person of another business reads exactly like one that does not exist: nothing leaks across tenants.
  if (person === undefined || person.businessId !== payroll.businessId) {
    problems[`${at}.personId`] = 'is not a person of this business';
  } else if (person.status === 'Former') {
    problems[`${at}.personId`] = 'has left the business (status Former) and cannot be paid';
  } else if (person.type !== payroll.workerType) {
    problems[`${at}.personId`] =
      `has type ${person.type}, but this payroll's workerType is ${payroll.workerType}`;
  }
  const { amount, currency } = entry.salary;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    problems[`${at}.salary.amount`] = 'must be a positive integer amount in minor units';
  }
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) {
    problems[`${at}.salary.currency`] = 'must be a currency code';
  }
}

/**
 * The problems of a payroll's entries: each person must be an active person of the payroll's business whose
 * type is the payroll's `workerType`; each amount a positive integer in minor units; all in one currency.
 * @throws never (returns the problems, keyed by field).
 * @example
 * ```ts
 * entryProblems(ctx, payroll, [{ personId, salary: { amount: -1, currency: 'USD' } }]);
 * // { 'entries.0.salary.amount': 'must be a positive integer amount in minor units' }
 * ```
 */
export function entryProblems(
  ctx: SimContext,
  payroll: { businessId: string; workerType: string },
  entries: readonly PayrollEntryInput[],
): FieldMessages {
  const problems: FieldMessages = {};
  entries.forEach((entry, i) => {
    checkEntry(ctx, payroll, entry, `entries.${i}`, problems);
  });
  const currency = entries[0]?.salary.currency;
  entries.forEach((entry, i) => {
    const at = `entries.${i}.salary.currency`;
    if (entry.salary.currency !== currency && problems[at] === undefined) {
      problems[at] = `must be ${currency}, the currency of the payroll's other entries`;
    }
  });
  return problems;
}

/**
 * The problems of a pay day and pay period: real days, the pay day not before today on the simulator's clock,
 * the period not reversed.
 * @throws never (returns the problems, keyed by field).
 * @example
 * ```ts
 * dateProblems(ctx, { payrollDate: '2020-01-31' }); // { payrollDate: 'is in the past …' }
 * ```
 */
export function dateProblems(ctx: SimContext, dates: PayrollDates): FieldMessages {
  const problems: FieldMessages = {};
  const today = isoDay(ctx.now());
  const { payrollDate, payPeriod } = dates;
  if (payrollDate !== undefined) {
    if (!isDay(payrollDate)) problems.payrollDate = 'must be a date, YYYY-MM-DD';
    else if (payrollDate < today)
      problems.payrollDate = `is in the past: a pay day must be today (${today}) or later`;
  }
  if (payPeriod !== undefined) {
    const { fromDate, toDate } = payPeriod;
    for (const [field, day] of [
      ['fromDate', fromDate],
      ['toDate', toDate],
    ] as const) {
      if (day === undefined) problems[`payPeriod.${field}`] = 'is required';
      else if (!isDay(day)) problems[`payPeriod.${field}`] = 'must be a date, YYYY-MM-DD';
    }
    if (fromDate !== undefined && toDate !== undefined && fromDate > toDate) {
      problems['payPeriod.fromDate'] ??= `must not be after payPeriod.toDate (${toDate})`;
    }
  }
  return problems;
}

/**
 * Throws one {@link SimulatorError} naming every problem, when there are any.
 * @throws SimulatorError (answered 400 `invalid_request_body`) with `params` naming each field.
 * @example
 * ```ts
 * refuseProblems({ ...entryProblems(ctx, payroll, entries), ...dateProblems(ctx, dates) });
 * ```
 */
export function refuseProblems(problems: FieldMessages): void {
  const fields = Object.entries(problems);
  if (fields.length === 0) return;
  const summary = fields.map(([field, text]) => `${field} ${text}`).join('; ');
  throw new SimulatorError(`The payroll was not changed: ${summary}`, problems);
}
