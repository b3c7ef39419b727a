import { approvePayroll } from '../machines/payrolls.js';
import type { Amount, PayrollRecord } from '../model.js';
import type { Route } from '../router.js';
import { NO_CONTENT, ownRecord } from './shared.js';

/*
 * The payroll reads and the approval. A list item and a read of the same payroll answer the same fields with
 * the same values: both come from `payrollSummary`, computed from the stored entries.
 */

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

/** Payroll list, read and approval. */
export const payrollRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/payrolls',
    access: 'business',
    handle: (rc) => {
      const own = [...rc.ctx.state.payrolls.values()].filter(
        (p) => p.businessId === rc.principal.business.id,
      );
      return { status: 200, body: { data: own.map(payrollSummary) } };
    },
  },
  {
    method: 'GET',
    path: '/v1/payrolls/{payrollId}',
    access: 'business',
    handle: (rc) => ({
      status: 200,
      body: payrollDetail(ownRecord(rc, rc.ctx.state.payrolls, rc.params.payrollId ?? '', 'payroll')),
    }),
  },
  {
    method: 'POST',
    path: '/v1/payrolls/{payrollId}/approve',
    access: 'business',
    handle: (rc) => {
      const payroll = ownRecord(rc, rc.ctx.state.payrolls, rc.params.payrollId ?? '', 'payroll');
      approvePayroll(rc.ctx, payroll.payrollId);
      return NO_CONTENT;
    },
  },
];
