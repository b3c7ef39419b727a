import type { PayrollDates } from '../machines/payroll-rules.js';
import { createPayroll, endPayroll, savePayroll } from '../machines/payrolls.js';
import type { RouteContext } from '../router.js';
import type { Amount, PayrollRecord } from '../store/records.js';
import type { Collection } from './collection.js';

/*
 * Payrolls as the API shows and takes them: what `payrolls.create` and `payrolls.save` send is what
 * `payrolls.get` reads (worker type, type, pay day, pay period, entries), on the payroll state machine, which
 * checks the payroll rules (`machines/payroll-rules.ts`) before it changes anything. The list and the read
 * share one summary, computed from the stored entries. Their routes are in `routes/payrolls.ts`.
 */

type Wire = Record<string, unknown>;

/**
 * An amount as sent, or `fallback` when none was sent.
 * @throws never.
 * @example
 * ```ts
 * amountOf({ amount: 100, currency: 'USD' }, zero);
 * ```
 */
export function amountOf(value: unknown, fallback: Amount): Amount {
  const a = value as Partial<Amount> | undefined;
  return typeof a?.amount === 'number' && typeof a.currency === 'string'
    ? { amount: a.amount, currency: a.currency }
    : fallback;
}

const day = (value: unknown) => (typeof value === 'string' ? value : undefined);

function periodOf(value: unknown): PayrollDates['payPeriod'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const period = value as { fromDate?: unknown; toDate?: unknown };
  return { fromDate: day(period.fromDate), toDate: day(period.toDate) };
}

/**
 * Creates an empty payroll from the params of `payrolls.create` (checked against its declaration): its
 * entries and dates come with `save` (Created → Pending Submission).
 * @throws SimulatorError never for declared params (the machine's rules concern entries and dates).
 * @example
 * ```ts
 * createPayrollFrom(rc, { workerType: 'CONTRACTOR', type: 'ONE_OFF' }).payrollId;
 * ```
 */
export function createPayrollFrom(rc: RouteContext, params: Wire): PayrollRecord {
  return createPayroll(rc.ctx, {
    businessId: rc.principal.business.id,
    entries: [],
    workerType: params.workerType === 'EMPLOYEE' ? 'EMPLOYEE' : 'CONTRACTOR',
    // The create body spells it `ONE_OFF`, the read `ONE-OFF` (the API's own two spellings).
    type: params.type === 'REGULAR' ? 'REGULAR' : 'ONE-OFF',
    status: 'Created',
  });
}

/**
 * Saves a payroll from the params of `payrolls.save` (checked against its declaration).
 * @throws SimulatorError for entries or dates that break the payroll rules, or a payroll past draft.
 * @example
 * ```ts
 * savePayrollFrom(rc, payrollId, { payrollDate, payPeriod, entries });
 * ```
 */
export function savePayrollFrom(rc: RouteContext, id: string, params: Wire): PayrollRecord {
  const given = Array.isArray(params.entries) ? (params.entries as Wire[]) : [];
  const entries = given.map((entry) => ({
    personId: String(entry.personId),
    salary: amountOf(entry.salary, { amount: Number.NaN, currency: '' }),
  }));
  return savePayroll(rc.ctx, id, {
    entries,
    payrollDate: day(params.payrollDate),
    payPeriod: periodOf(params.payPeriod),
  });
}

const copy = (amount: Amount): Amount => ({ amount: amount.amount, currency: amount.currency });

/** The aggregates an EMPLOYEE payroll reads with: the simulator withholds nothing, so all zero. */
function employeeAggregates(payroll: PayrollRecord) {
  if (payroll.workerType !== 'EMPLOYEE') return {};
  const zero = { amount: 0, currency: payroll.debit.currency };
  return {
    tax: { ...zero },
    pension: { ...zero },
    statutoryDeductions: { ...zero },
    employerContributions: { ...zero },
  };
}

/**
 * A payroll as the list and the read show it (without entries): the people paid, the totals of the stored
 * entries (gross = net = debit: the simulator withholds nothing), the dates once saved.
 * @throws never.
 * @example
 * ```ts
 * payrollSummary(payroll).numPeople; // 3
 * ```
 */
export function payrollSummary(payroll: PayrollRecord) {
  const { payrollId, workerType, status, type, payrollDate, payPeriod, debit } = payroll;
  return {
    payrollId,
    workerType,
    status,
    numPeople: new Set(payroll.entries.map((e) => e.personId)).size,
    type,
    ...(payrollDate === undefined ? {} : { payrollDate }),
    debit: copy(debit),
    gross: copy(debit),
    net: copy(debit),
    ...employeeAggregates(payroll),
    ...(payPeriod === undefined ? {} : { payPeriod: { ...payPeriod } }),
  };
}

/**
 * A payroll as its read shows it: the summary and one line per entry.
 * @throws never.
 * @example
 * ```ts
 * payrollDetail(payroll).entries.length;
 * ```
 */
export function payrollDetail(payroll: PayrollRecord) {
  return {
    ...payrollSummary(payroll),
    entries: payroll.entries.map((e) => ({
      entryId: e.entryId,
      personId: e.personId,
      transactionIds: [...e.transactionIds],
      salary: copy(e.salary),
      gross: copy(e.salary),
      net: copy(e.salary),
    })),
  };
}

/**
 * Builds the payrolls collection of the declared operations.
 * @throws never.
 * @example
 * ```ts
 * const payrolls = payrollCollection((rc) => scoped(rc.ctx.state.payrolls, rc));
 * ```
 */
export function payrollCollection(records: Collection['records']): Collection {
  return {
    records,
    view: (record) => ({ id: record.payrollId, ...payrollSummary(record as unknown as PayrollRecord) }),
    remove: (rc, id) => endPayroll(rc.ctx, id, 'Deleted'),
  };
}
