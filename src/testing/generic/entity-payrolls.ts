import type { Amount } from '../../internal/schema-kit.js';
import type { PayrollDates } from '../machines/payroll-rules.js';
import { createPayroll, endPayroll, savePayroll } from '../machines/payrolls.js';
import type { PayrollRecord } from '../model.js';
import type { RouteContext } from '../router.js';
import { payrollSummary } from '../routes/payrolls.js';
import type { Entity } from './entity.js';

/*
 * Payrolls through the declared operations: what `payrolls.create` and `payrolls.save` send is what
 * `payrolls.get` reads (worker type, type, pay day, pay period, entries), on the payroll state machine, which
 * checks the payroll rules (`machines/payroll-rules.ts`) before it changes anything.
 */

type Wire = Record<string, unknown>;
type Owned = { businessId: string } & Record<string, unknown>;

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

function create(rc: RouteContext, params: Wire): Owned {
  // A new payroll is empty: its entries and dates come with `save` (Created → Pending Submission).
  return createPayroll(rc.ctx, {
    businessId: rc.principal.business.id,
    entries: [],
    workerType: params.workerType === 'EMPLOYEE' ? 'EMPLOYEE' : 'CONTRACTOR',
    // The create body spells it `ONE_OFF`, the read `ONE-OFF` (the API's own two spellings).
    type: params.type === 'REGULAR' ? 'REGULAR' : 'ONE-OFF',
    status: 'Created',
  }) as unknown as Owned;
}

function save(rc: RouteContext, id: string, params: Wire): void {
  const given = Array.isArray(params.entries) ? (params.entries as Wire[]) : [];
  const entries = given.map((entry) => ({
    personId: String(entry.personId),
    salary: amountOf(entry.salary, { amount: Number.NaN, currency: '' }),
  }));
  savePayroll(rc.ctx, id, {
    entries,
    payrollDate: day(params.payrollDate),
    payPeriod: periodOf(params.payPeriod),
  });
}

/**
 * Builds the payrolls collection of the declared operations.
 * @throws never.
 * @example
 * ```ts
 * const payrolls = payrollEntity((rc) => scoped(rc.ctx.state.payrolls, rc));
 * ```
 */
export function payrollEntity(records: Entity['records']): Entity {
  return {
    records,
    view: (record) => ({ id: record.payrollId, ...payrollSummary(record as unknown as PayrollRecord) }),
    create,
    remove: (rc, id) => endPayroll(rc.ctx, id, 'Deleted'),
    actions: { save },
  };
}
