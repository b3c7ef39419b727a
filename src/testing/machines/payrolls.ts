import { PAYROLL_READ_TO_WEBHOOK_STATUS } from '../../payroll-status.js';
import { isoDay, mustGet, type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import { bookMovement, type Movement, refusalOf } from '../ledger.js';
import type { Amount, PayrollRecord, PayrollStatus } from '../model.js';
import { ofBusiness } from '../state.js';

/*
 * Payroll lifecycle. The webhook vocabulary differs from the read status: the SDK's table
 * (PAYROLL_READ_TO_WEBHOOK_STATUS) gives the word; Created, Pending Approval, Rejected and Deleted have none.
 */
const WEBHOOK_STATUS: Readonly<Partial<Record<string, string>>> = PAYROLL_READ_TO_WEBHOOK_STATUS;

/**
 * What the simulator needs to create a payroll. Pass it to {@link PayrollControls.create}, where `businessId`
 * is optional.
 */
export interface PayrollCreateInput {
  /** The business that runs the payroll. */
  businessId: string;
  /** One entry per worker; all in one currency. */
  entries: {
    /** The worker to pay. */
    personId: string;
    /** The amount to pay the worker. All entries must use the same currency. */
    salary: Amount;
  }[];
  /** Whether the payroll pays employees or contractors. The default is `CONTRACTOR`. */
  workerType?: 'EMPLOYEE' | 'CONTRACTOR';
  /** `ONE-OFF` (the default) or `REGULAR`. */
  type?: 'ONE-OFF' | 'REGULAR';
  /** The pay day, `YYYY-MM-DD`. The default is seven days from now on the simulator's clock. */
  payrollDate?: string;
  /** The period paid; the default runs from the first day of the pay day's month to the pay day. */
  payPeriod?: { fromDate: string; toDate: string };
  /**
   * The status to start in: `Created` (no entries saved yet), `Pending Submission` (saved, the default) or
   * `Pending Approval` (saved and submitted for approval).
   */
  status?: 'Created' | 'Pending Submission' | 'Pending Approval';
}

function move(ctx: SimContext, payroll: PayrollRecord, to: PayrollStatus): void {
  payroll.status = to;
  const status = WEBHOOK_STATUS[to];
  if (status === undefined) return;
  ctx.emit('payroll.status.updated', {
    id: payroll.payrollId,
    status,
    tenantKey: tenantKeyOf(ctx, payroll.businessId),
  });
}

function expect(payroll: PayrollRecord, allowed: readonly PayrollStatus[], action: string): void {
  if (!allowed.includes(payroll.status)) {
    throw new SimulatorError(
      `payroll ${payroll.payrollId} is ${payroll.status}; ${action} needs ${allowed.join(' or ')}`,
      { payrollId: `is ${payroll.status}` },
    );
  }
}

/**
 * Creates a payroll, emitting `payroll.created` and, once saved, `payroll.status.updated` (`saved`).
 * @throws {@link SimulatorError} for entries in several currencies or none.
 * @example
 * ```ts
 * createPayroll(ctx, { businessId, entries: [{ personId, salary: { amount: 100_000, currency: 'USD' } }] });
 * ```
 */
export function createPayroll(ctx: SimContext, input: PayrollCreateInput): PayrollRecord {
  const currency = input.entries[0]?.salary.currency;
  if (currency === undefined || input.entries.some((e) => e.salary.currency !== currency)) {
    throw new SimulatorError('a payroll needs at least one entry, all in one currency');
  }
  const day = input.payrollDate ?? isoDay(ctx.now() + 7 * 86_400_000);
  const payroll: PayrollRecord = {
    payrollId: ctx.random.uuid(),
    businessId: input.businessId,
    status: 'Created',
    workerType: input.workerType ?? 'CONTRACTOR',
    type: input.type ?? 'ONE-OFF',
    payrollDate: day,
    payPeriod: input.payPeriod ? { ...input.payPeriod } : { fromDate: `${day.slice(0, 8)}01`, toDate: day },
    debit: { amount: input.entries.reduce((sum, e) => sum + e.salary.amount, 0), currency },
    entries: input.entries.map((e) => ({ entryId: ctx.random.uuid(), ...e, transactionIds: [] })),
    createdAt: ctx.now(),
  };
  ctx.state.payrolls.set(payroll.payrollId, payroll);
  ctx.emit('payroll.created', {
    id: payroll.payrollId,
    workerType: payroll.workerType,
    type: payroll.type === 'ONE-OFF' ? 'ONE_OFF' : 'REGULAR',
    tenantKey: tenantKeyOf(ctx, payroll.businessId),
  });
  const target = input.status ?? 'Pending Submission';
  if (target !== 'Created') move(ctx, payroll, 'Pending Submission');
  if (target === 'Pending Approval') move(ctx, payroll, 'Pending Approval');
  return payroll;
}

/**
 * Saves a draft payroll's entries: a Created one moves to Pending Submission (`saved`); saving one already
 * Pending Submission again changes nothing.
 * @throws {@link SimulatorError} when the payroll is unknown or no longer a draft.
 * @example
 * ```ts
 * savePayroll(ctx, payrollId);
 * ```
 */
export function savePayroll(
  ctx: SimContext,
  payrollId: string,
  input: Pick<Partial<PayrollCreateInput>, 'entries' | 'payrollDate' | 'payPeriod'> = {},
): PayrollRecord {
  const payroll = mustGet(ctx.state.payrolls, payrollId, 'payroll');
  expect(payroll, ['Created', 'Pending Submission'], 'saving');
  const entries = input.entries ?? [];
  if (entries.length > 0) {
    const currency = entries[0]?.salary.currency ?? '';
    if (entries.some((e) => e.salary.currency !== currency)) {
      throw new SimulatorError('a payroll needs all its entries in one currency', {
        entries: 'mix currencies',
      });
    }
    payroll.entries = entries.map((e) => ({ entryId: ctx.random.uuid(), ...e, transactionIds: [] }));
    payroll.debit = { amount: entries.reduce((sum, e) => sum + e.salary.amount, 0), currency };
  }
  if (input.payrollDate !== undefined) {
    payroll.payrollDate = input.payrollDate;
    payroll.payPeriod = { fromDate: `${input.payrollDate.slice(0, 8)}01`, toDate: input.payrollDate };
  }
  // The period sent is the period kept: a pay day outside it is the caller's choice, not ours to rewrite.
  if (input.payPeriod !== undefined) payroll.payPeriod = { ...input.payPeriod };
  if (payroll.status === 'Created') move(ctx, payroll, 'Pending Submission');
  return payroll;
}

/**
 * Approves a saved payroll (`approved`, read as Awaiting Funds) and schedules it at once if the balance covers it.
 * @throws {@link SimulatorError} when the payroll is unknown or not waiting for approval.
 * @example
 * ```ts
 * approvePayroll(ctx, payrollId);
 * ```
 */
export function approvePayroll(ctx: SimContext, payrollId: string): PayrollRecord {
  const payroll = mustGet(ctx.state.payrolls, payrollId, 'payroll');
  expect(payroll, ['Pending Submission', 'Pending Approval'], 'approval');
  move(ctx, payroll, 'Awaiting Funds');
  fundWaitingPayrolls(ctx, payroll.businessId);
  return payroll;
}

/**
 * Moves every Awaiting Funds payroll of a business whose debit the balance covers to Scheduled, oldest first,
 * deducting the debit. Returns the payrolls scheduled.
 * @throws never.
 * @example
 * ```ts
 * fundWaitingPayrolls(ctx, businessId).length;
 * ```
 */
export function fundWaitingPayrolls(ctx: SimContext, businessId: string): PayrollRecord[] {
  const scheduled: PayrollRecord[] = [];
  for (const payroll of ofBusiness(ctx.state.payrolls, businessId)) {
    if (payroll.status !== 'Awaiting Funds') continue;
    const debit: Movement = {
      businessId,
      type: 'PAYROLL',
      direction: 'DEBIT',
      amount: payroll.debit,
      reference: payroll.payrollId,
      reason: `Payroll of ${payroll.payrollDate}`,
    };
    if (refusalOf(ctx, debit) !== undefined) continue;
    bookMovement(ctx, debit);
    move(ctx, payroll, 'Scheduled');
    scheduled.push(payroll);
  }
  return scheduled;
}

function emitEntryTransactions(ctx: SimContext, payroll: PayrollRecord, eventType: string): void {
  for (const entry of payroll.entries) {
    if (entry.transactionIds.length === 0) entry.transactionIds.push(ctx.random.uuid());
    const person = ctx.state.persons.get(entry.personId);
    ctx.emit(eventType, {
      id: entry.transactionIds[0],
      amount: { ...entry.salary },
      type: 'PAYROLL',
      reference: payroll.payrollId,
      recipientId: entry.personId,
      recipientType: person?.type ?? 'CONTRACTOR',
      tenantKey: tenantKeyOf(ctx, payroll.businessId),
    });
  }
}

/**
 * Scheduled → Processing: disbursements go out (`transaction.initiated` per entry).
 * @throws {@link SimulatorError} when the payroll is not Scheduled.
 * @example
 * ```ts
 * processPayroll(ctx, payrollId);
 * ```
 */
export function processPayroll(ctx: SimContext, payrollId: string): PayrollRecord {
  const payroll = mustGet(ctx.state.payrolls, payrollId, 'payroll');
  expect(payroll, ['Scheduled'], 'processing');
  move(ctx, payroll, 'Processing');
  emitEntryTransactions(ctx, payroll, 'transaction.initiated');
  return payroll;
}

/**
 * Runs a Scheduled or Processing payroll to Completed (`transaction.succeeded` per entry).
 * @throws {@link SimulatorError} when the payroll is neither Scheduled nor Processing.
 * @example
 * ```ts
 * completePayroll(ctx, payrollId);
 * ```
 */
export function completePayroll(ctx: SimContext, payrollId: string): PayrollRecord {
  const payroll = mustGet(ctx.state.payrolls, payrollId, 'payroll');
  expect(payroll, ['Scheduled', 'Processing'], 'completion');
  if (payroll.status === 'Scheduled') processPayroll(ctx, payrollId);
  move(ctx, payroll, 'Completed');
  emitEntryTransactions(ctx, payroll, 'transaction.succeeded');
  return payroll;
}

/**
 * Rejects or deletes a payroll that has not started paying out; no webhook (the spec: detected by reading).
 * A funded (Scheduled) payroll's debit goes back to the wallet.
 * @throws {@link SimulatorError} when the payroll is Processing, Completed, Rejected or Deleted.
 * @example
 * ```ts
 * endPayroll(ctx, payrollId, 'Deleted');
 * ```
 */
export function endPayroll(ctx: SimContext, payrollId: string, to: 'Rejected' | 'Deleted'): PayrollRecord {
  const payroll = mustGet(ctx.state.payrolls, payrollId, 'payroll');
  expect(
    payroll,
    ['Created', 'Pending Submission', 'Pending Approval', 'Awaiting Funds', 'Scheduled'],
    to === 'Rejected' ? 'rejection' : 'deletion',
  );
  if (payroll.status === 'Scheduled') {
    bookMovement(ctx, {
      businessId: payroll.businessId,
      type: 'PAYROLL',
      direction: 'CREDIT',
      amount: payroll.debit,
      reference: payroll.payrollId,
      reason: 'Payroll reversal',
    });
  }
  move(ctx, payroll, to);
  return payroll;
}
