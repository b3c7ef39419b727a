import { PAYROLL_READ_TO_WEBHOOK_STATUS } from '../../payroll-status.js';
import { mustGet, type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import { bookMovement, type Movement, refusalOf } from '../ledger.js';
import type { PayrollRecord, PayrollStatus } from '../store/records.js';
import { ofBusiness } from '../store/store.js';
import { debitOf, entryRecords, initialDates, periodToSave } from './payroll-drafts.js';
import { creditWorkerWallets, entryRecipient } from './payroll-payments.js';
import {
  dateProblems,
  entryProblems,
  type PayrollDates,
  type PayrollEntryInput,
  refuseProblems,
} from './payroll-rules.js';

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
  /**
   * One entry per payment (a person may have several), all in one currency: each an active person of the
   * business whose type is the payroll's `workerType`, paid a positive amount in minor units. Only a payroll
   * created with `status: 'Created'` may have none.
   */
  entries: PayrollEntryInput[];
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
  payroll.updatedAt = ctx.now();
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
 * Creates a payroll, emitting `payroll.created` and, once saved, `payroll.status.updated` (`saved`). It holds
 * what it was given and what the simulator sets (id, status, times, debit); only a payroll created `Created`
 * may have no entries (and no dates until it is saved).
 * @throws SimulatorError for entries or dates that break the payroll rules (`payroll-rules.ts`).
 * @example
 * ```ts
 * createPayroll(ctx, { businessId, entries: [{ personId, salary: { amount: 100_000, currency: 'USD' } }] });
 * ```
 */
export function createPayroll(ctx: SimContext, input: PayrollCreateInput): PayrollRecord {
  const target = input.status ?? 'Pending Submission';
  const workerType = input.workerType ?? 'CONTRACTOR';
  const entries = input.entries ?? [];
  const problems = {
    ...entryProblems(ctx, { businessId: input.businessId, workerType }, entries),
    ...dateProblems(ctx, input),
  };
  if (target !== 'Created' && entries.length === 0) problems.entries = 'must hold at least one entry';
  refuseProblems(problems);
  const now = ctx.now();
  const payroll: PayrollRecord = {
    payrollId: ctx.random.uuid(),
    businessId: input.businessId,
    status: 'Created',
    workerType,
    type: input.type ?? 'ONE-OFF',
    ...initialDates(ctx, input, target !== 'Created'),
    debit: debitOf(ctx, input.businessId, entries),
    entries: entryRecords(ctx, entries),
    createdAt: now,
    updatedAt: now,
  };
  ctx.state.payrolls.set(payroll.payrollId, payroll);
  ctx.emit('payroll.created', {
    id: payroll.payrollId,
    workerType: payroll.workerType,
    type: payroll.type === 'ONE-OFF' ? 'ONE_OFF' : 'REGULAR',
    tenantKey: tenantKeyOf(ctx, payroll.businessId),
  });
  if (target !== 'Created') move(ctx, payroll, 'Pending Submission');
  if (target === 'Pending Approval') move(ctx, payroll, 'Pending Approval');
  return payroll;
}

/**
 * Saves a draft payroll's entries and dates: a Created one moves to Pending Submission (`saved`). Everything
 * is checked before anything changes; a pay day sent without a period pays from the first of its month.
 * @throws SimulatorError when the payroll is unknown or no longer a draft, or for entries or dates
 * that break the payroll rules (`payroll-rules.ts`).
 * @example
 * ```ts
 * savePayroll(ctx, payrollId, { payrollDate, payPeriod, entries });
 * ```
 */
export function savePayroll(
  ctx: SimContext,
  payrollId: string,
  input: { entries?: PayrollEntryInput[] | undefined } & PayrollDates = {},
): PayrollRecord {
  const payroll = mustGet(ctx.state.payrolls, payrollId, 'payroll');
  expect(payroll, ['Created', 'Pending Submission'], 'saving');
  const entries = input.entries ?? payroll.entries;
  const payrollDate = input.payrollDate ?? payroll.payrollDate;
  const payPeriod = periodToSave(payroll, input, payrollDate);
  const problems = {
    ...entryProblems(ctx, payroll, entries),
    ...dateProblems(ctx, { payrollDate: input.payrollDate, payPeriod }),
  };
  if (entries.length === 0) problems.entries = 'must hold at least one entry';
  if (payrollDate === undefined) problems.payrollDate = 'is required';
  refuseProblems(problems);
  if (input.entries !== undefined) {
    payroll.entries = entryRecords(ctx, input.entries);
    payroll.debit = debitOf(ctx, payroll.businessId, input.entries);
  }
  if (payrollDate !== undefined) payroll.payrollDate = payrollDate;
  if (payPeriod?.fromDate !== undefined && payPeriod.toDate !== undefined) {
    payroll.payPeriod = { fromDate: payPeriod.fromDate, toDate: payPeriod.toDate };
  }
  payroll.updatedAt = ctx.now();
  if (payroll.status === 'Created') move(ctx, payroll, 'Pending Submission');
  return payroll;
}

/**
 * Approves a saved payroll (`approved`, read as Awaiting Funds), which joins its business's funding queue,
 * then funds the queue ({@link fundWaitingPayrolls}): it is Scheduled at once when the balance covers it.
 * The rules are checked again, as things may have changed since the save: a person who has left since, a
 * pay day now past.
 * @throws SimulatorError when the payroll is unknown or not waiting for approval, or breaks a rule.
 * @example
 * ```ts
 * approvePayroll(ctx, payrollId);
 * ```
 */
export function approvePayroll(ctx: SimContext, payrollId: string): PayrollRecord {
  const payroll = mustGet(ctx.state.payrolls, payrollId, 'payroll');
  expect(payroll, ['Pending Submission', 'Pending Approval'], 'approval');
  refuseProblems({
    ...entryProblems(ctx, payroll, payroll.entries),
    ...dateProblems(ctx, { payrollDate: payroll.payrollDate }),
  });
  const queued = [...ctx.state.payrolls.values()].map((p) => p.approvalNumber ?? 0);
  payroll.approvalNumber = Math.max(0, ...queued) + 1;
  move(ctx, payroll, 'Awaiting Funds');
  fundWaitingPayrolls(ctx, payroll.businessId);
  return payroll;
}

/**
 * Funds the waiting (Awaiting Funds) payrolls of a business: in the order they were approved, each one whose
 * debit the available balance of its currency's wallet covers at that moment is Scheduled, and its debit
 * leaves the wallet as one `PAYROLL` ledger entry. A payroll the balance does not cover keeps its place and
 * does not hold back later, smaller ones. A deposit therefore funds older waiting payrolls first: to fund one
 * payroll, deposit what every payroll waiting in its currency needs beyond the available balance. Runs on
 * every approval and every deposit. Returns the payrolls scheduled.
 * @throws never.
 * @example
 * ```ts
 * fundWaitingPayrolls(ctx, businessId).length;
 * ```
 */
export function fundWaitingPayrolls(ctx: SimContext, businessId: string): PayrollRecord[] {
  const waiting = ofBusiness(ctx.state.payrolls, businessId)
    .filter((p) => p.status === 'Awaiting Funds')
    .sort((a, b) => (a.approvalNumber ?? 0) - (b.approvalNumber ?? 0));
  const scheduled: PayrollRecord[] = [];
  for (const payroll of waiting) {
    const debit: Movement = {
      businessId,
      type: 'PAYROLL',
      direction: 'DEBIT',
      amount: payroll.debit,
      reference: payroll.payrollId,
      reason: `Payroll of ${payroll.payrollDate ?? 'no pay day'}`,
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
    const { recipientId, recipientType } = entryRecipient(ctx, payroll, entry);
    ctx.emit(eventType, {
      id: entry.transactionIds[0],
      amount: { ...entry.salary },
      type: 'PAYROLL',
      reference: payroll.payrollId,
      recipientId,
      recipientType,
      tenantKey: tenantKeyOf(ctx, payroll.businessId),
    });
  }
}

/**
 * Scheduled → Processing: disbursements go out (`transaction.initiated` per entry).
 * @throws SimulatorError when the payroll is not Scheduled.
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
 * Runs a Scheduled or Processing payroll to Completed (`transaction.succeeded` per entry); a worker paid to a
 * wallet finds the money in the wallet.
 * @throws SimulatorError when the payroll is neither Scheduled nor Processing.
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
  creditWorkerWallets(ctx, payroll);
  emitEntryTransactions(ctx, payroll, 'transaction.succeeded');
  return payroll;
}

/**
 * Rejects or deletes a payroll that has not started paying out; no webhook (the spec: detected by reading).
 * A funded (Scheduled) payroll's debit goes back to the wallet.
 * @throws SimulatorError when the payroll is Processing, Completed, Rejected or Deleted.
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
