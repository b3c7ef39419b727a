import type { Amount } from '../../internal/schema-kit.js';
import { createPayroll, endPayroll, savePayroll } from '../machines/payrolls.js';
import type { RouteContext } from '../router.js';
import type { Entity } from './entity.js';

/*
 * Payrolls through the declared operations: what `payrolls.create` and `payrolls.save` send is what
 * `payrolls.get` reads (worker type, type, pay day, pay period, entries), on the payroll state machine.
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

function periodOf(value: unknown): { fromDate: string; toDate: string } | undefined {
  const period = value as { fromDate?: unknown; toDate?: unknown } | undefined;
  const fromDate = day(period?.fromDate);
  const toDate = day(period?.toDate);
  return fromDate !== undefined && toDate !== undefined ? { fromDate, toDate } : undefined;
}

function create(rc: RouteContext, params: Wire): Owned {
  const business = rc.principal.business;
  const people = [...rc.ctx.state.persons.values()].filter((p) => p.businessId === business.id);
  const workerType = params.workerType === 'EMPLOYEE' ? 'EMPLOYEE' : 'CONTRACTOR';
  // The first worker of the requested kind: a draft's entries are replaced by `save`.
  const first = people.find((p) => p.type === workerType) ?? people[0];
  return createPayroll(rc.ctx, {
    businessId: business.id,
    entries: [{ personId: first?.id ?? '', salary: first?.salary ?? { amount: 100_000, currency: 'USD' } }],
    workerType,
    // The create body spells it `ONE_OFF`, the read `ONE-OFF` (the API's own two spellings).
    type: params.type === 'REGULAR' ? 'REGULAR' : 'ONE-OFF',
    // Created over HTTP, a payroll waits for `save` (Created → Pending Submission), as the API's does.
    status: 'Created',
  }) as unknown as Owned;
}

function save(rc: RouteContext, id: string, params: Wire): void {
  const given = Array.isArray(params.entries) ? (params.entries as Wire[]) : [];
  const entries = given.map((entry) => ({
    personId: String(entry.personId),
    salary: amountOf(entry.salary, { amount: 0, currency: 'USD' }),
  }));
  const payrollDate = day(params.payrollDate);
  const payPeriod = periodOf(params.payPeriod);
  savePayroll(rc.ctx, id, {
    entries,
    ...(payrollDate === undefined ? {} : { payrollDate }),
    ...(payPeriod === undefined ? {} : { payPeriod }),
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
    view: (record) => ({ id: record.payrollId, ...record }),
    create,
    remove: (rc, id) => endPayroll(rc.ctx, id, 'Deleted'),
    actions: { save },
  };
}
