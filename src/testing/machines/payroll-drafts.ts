import { isoDay, type SimContext } from '../context.js';
import type { Amount, PayrollRecord } from '../store/records.js';
import type { PayrollDates, PayrollEntryInput } from './payroll-rules.js';

/*
 * What a draft payroll is made of: its entries as records, its debit, and the dates it takes when some are
 * left out. The lifecycle is in `payrolls.ts`, the rules in `payroll-rules.ts`.
 */

/**
 * The period a pay day pays when none is given: from the first of its month to the pay day.
 * @throws never.
 * @example
 * ```ts
 * periodOf('2026-12-04'); // { fromDate: '2026-12-01', toDate: '2026-12-04' }
 * ```
 */
export const periodOf = (day: string) => ({ fromDate: `${day.slice(0, 8)}01`, toDate: day });

/**
 * The sum of the entries, or zero in the business's home currency for a payroll without any.
 * @throws never.
 * @example
 * ```ts
 * debitOf(ctx, businessId, []); // { amount: 0, currency: 'USD' }
 * ```
 */
export function debitOf(ctx: SimContext, businessId: string, entries: readonly PayrollEntryInput[]): Amount {
  const currency = entries[0]?.salary.currency ?? ctx.state.businesses.get(businessId)?.currency ?? 'USD';
  return { amount: entries.reduce((sum, e) => sum + e.salary.amount, 0), currency };
}

/**
 * The stored entries of the entries sent, each with a new entry id and no transaction yet.
 * @throws never.
 * @example
 * ```ts
 * entryRecords(ctx, [{ personId, salary: { amount: 100_000, currency: 'USD' } }]);
 * ```
 */
export const entryRecords = (ctx: SimContext, entries: readonly PayrollEntryInput[]) =>
  entries.map((e) => ({
    entryId: ctx.random.uuid(),
    personId: e.personId,
    salary: { ...e.salary },
    transactionIds: [],
  }));

/**
 * The dates a new payroll starts with: those given, else (once saved) a pay day a week from now.
 * @throws never.
 * @example
 * ```ts
 * initialDates(ctx, {}, true).payrollDate; // a week from now on the simulator's clock
 * ```
 */
export function initialDates(ctx: SimContext, input: PayrollDates, saved: boolean) {
  const payrollDate = input.payrollDate ?? (saved ? isoDay(ctx.now() + 7 * 86_400_000) : undefined);
  const given = input.payPeriod;
  const payPeriod =
    given?.fromDate !== undefined && given.toDate !== undefined
      ? { fromDate: given.fromDate, toDate: given.toDate }
      : payrollDate === undefined
        ? undefined
        : periodOf(payrollDate);
  return {
    ...(payrollDate === undefined ? {} : { payrollDate }),
    ...(payPeriod === undefined ? {} : { payPeriod: { ...payPeriod } }),
  };
}

/**
 * The period a save leaves: the one sent, an end it leaves out taken from the pay day's default period (the
 * first of its month to the pay day); with no period sent, the default period of a new pay day, else the one
 * kept. The period sent is kept as sent: a pay day outside it is the caller's choice.
 * @throws never.
 * @example
 * ```ts
 * periodToSave(payroll, { payrollDate: '2026-12-04' }, '2026-12-04'); // 2026-12-01 to 2026-12-04
 * ```
 */
export function periodToSave(payroll: PayrollRecord, input: PayrollDates, payrollDate: string | undefined) {
  const fallback = payrollDate === undefined ? undefined : periodOf(payrollDate);
  if (input.payPeriod === undefined) return input.payrollDate === undefined ? payroll.payPeriod : fallback;
  return {
    fromDate: input.payPeriod.fromDate ?? fallback?.fromDate,
    toDate: input.payPeriod.toDate ?? fallback?.toDate,
  };
}
