import { mustGet, nowSeconds, type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import { convertMinor, isCurrency } from '../fx.js';
import { bookMovement, refusalOf } from '../ledger.js';
import type { ReimbursementRecord } from '../store/records.js';
import { moneyProblems, refuseRecord } from './invoices.js';
import { actionMove, documentedMove } from './moves.js';
import { creditWorkerWallet } from './payroll-payments.js';
import { userOf } from './users.js';

/*
 * Reimbursement claims on the SDK's `reimbursement` table: submitted, reviewed (an approval disburses from the
 * source-currency wallet), paid once settled. Contractor invoices and milestones live in `invoices.ts`.
 */

export {
  cancelInvoice,
  completeMilestone,
  type InvoiceSubmitInput,
  invoicePaymentRefusal,
  payInvoice,
  reviewInvoice,
  submitInvoice,
} from './invoices.js';

/**
 * What the simulator needs to submit a reimbursement claim; `amount` is in `currency` minor units. Pass it to
 * {@link ReimbursementControls.create}.
 */
export interface ReimbursementCreateInput {
  /** The person who claims. Their business reimburses them. */
  personId: string;
  /** What the claim is for. */
  title: string;
  /** The currency of the expenses, and of `amount`. */
  currency: string;
  /**
   * The currency to reimburse in. The default is `currency`. `amount` is converted at the simulator's fixed
   * rates.
   */
  destinationCurrency?: string;
  /** The claimed total in minor units of `currency`. */
  amount: number;
  /** The expense lines as submitted (read back with an id each). */
  entries?: Record<string, unknown>[];
}

// The spec's review events name the submitting user: a person without an account gets one on submission.
function owner(ctx: SimContext, personId: string): { businessId: string; userId: string; tenantKey: string } {
  const person = mustGet(ctx.state.persons, personId, 'person');
  const user = userOf(ctx, personId);
  return { businessId: person.businessId, userId: user.id, tenantKey: tenantKeyOf(ctx, person.businessId) };
}

function refs(record: { id: string; personId: string; userId: string; businessId: string }) {
  return { id: record.id, personId: record.personId, userId: record.userId, businessId: record.businessId };
}

function emitReimbursement(
  ctx: SimContext,
  record: ReimbursementRecord,
  event: string | null,
  extra: object,
): void {
  if (event === null) return;
  const tenantKey = tenantKeyOf(ctx, record.businessId);
  ctx.emit(event, { ...refs(record), ...extra, tenantKey });
}

const subject = (record: ReimbursementRecord) => ({
  what: 'reimbursement',
  id: record.id,
  status: record.status,
});

/**
 * Submits a reimbursement (`reimbursement.submitted`); its amount is converted to the destination currency.
 * @throws SimulatorError when the person is unknown, or its amount is not a positive count of minor units of
 * an ISO 4217 currency, or its destination currency is outside ISO 4217 (nothing is made then).
 * @example
 * ```ts
 * createReimbursement(ctx, { personId, title: 'Taxi', currency: 'USD', amount: 4_500 });
 * ```
 */
export function createReimbursement(ctx: SimContext, input: ReimbursementCreateInput): ReimbursementRecord {
  const { businessId, userId } = owner(ctx, input.personId);
  const destinationCurrency = input.destinationCurrency ?? input.currency;
  const problems = moneyProblems('amount', { amount: input.amount, currency: input.currency });
  if (problems['amount.currency'] !== undefined) {
    problems.currency = problems['amount.currency'];
    delete problems['amount.currency'];
  }
  if (!isCurrency(destinationCurrency))
    problems.destinationCurrency = `${destinationCurrency} is not an ISO 4217 currency code`;
  refuseRecord('reimbursement', problems);
  const record: ReimbursementRecord = {
    id: ctx.random.uuid(),
    businessId,
    personId: input.personId,
    userId,
    title: input.title,
    currency: input.currency,
    destinationCurrency,
    amount: {
      amount: convertMinor(input.amount, input.currency, destinationCurrency),
      currency: destinationCurrency,
    },
    status: 'submitted',
    createdTimestamp: nowSeconds(ctx),
    lastUpdatedTimestamp: nowSeconds(ctx),
    sourceCurrency: null,
    handledBy: null,
    reason: null,
    disbursementId: null,
    ...(input.entries === undefined
      ? {}
      : { entries: input.entries.map((entry) => ({ id: ctx.random.uuid(), ...structuredClone(entry) })) }),
  };
  ctx.state.reimbursements.set(record.id, record);
  const { title, amount } = record;
  emitReimbursement(ctx, record, 'reimbursement.submitted', { title, amount: { ...amount } });
  return record;
}

/**
 * Approves (disbursing from the source-currency wallet) or rejects a submitted reimbursement.
 * @throws SimulatorError when it is not submitted, or the source wallet cannot cover it.
 * @example
 * ```ts
 * reviewReimbursement(ctx, id, { action: 'approve', sourceCurrency: 'USD' }, handledBy);
 * ```
 */
export function reviewReimbursement(
  ctx: SimContext,
  id: string,
  review: { action: 'approve' | 'reject'; sourceCurrency?: string | undefined; reason?: string | undefined },
  handledBy: string,
): ReimbursementRecord {
  const record = mustGet(ctx.state.reimbursements, id, 'reimbursement');
  const to = review.action === 'approve' ? 'approved' : 'rejected';
  const move = actionMove('reimbursement', subject(record), 'reimbursements.review', to);
  if (review.action === 'approve') debitSource(ctx, record, review.sourceCurrency ?? record.currency);
  record.status = move.to as ReimbursementRecord['status'];
  record.lastUpdatedTimestamp = nowSeconds(ctx);
  record.handledBy = handledBy;
  record.reason = review.action === 'reject' ? (review.reason ?? null) : null;
  const extra = review.action === 'reject' ? { handledBy, reason: record.reason } : { handledBy };
  emitReimbursement(ctx, record, move.event, extra);
  return record;
}

function debitSource(ctx: SimContext, record: ReimbursementRecord, sourceCurrency: string): void {
  const needed = convertMinor(record.amount.amount, record.amount.currency, sourceCurrency);
  const movement = {
    businessId: record.businessId,
    type: 'REIMBURSEMENT' as const,
    direction: 'DEBIT' as const,
    amount: { amount: needed, currency: sourceCurrency },
    reference: record.id,
    reason: record.title,
  };
  const refusal = refusalOf(ctx, movement);
  if (refusal !== undefined) {
    const rule = Object.values(refusal)[0] ?? 'is refused';
    throw new SimulatorError(`the ${sourceCurrency} wallet cannot pay ${needed}: ${rule}`, {
      sourceCurrency: `the ${sourceCurrency} wallet cannot pay this reimbursement: ${rule}`,
    });
  }
  bookMovement(ctx, movement);
  record.sourceCurrency = sourceCurrency;
}

/** The business transaction that paid a claim out: the debit its approval booked. */
function disbursementOf(ctx: SimContext, reimbursementId: string): string | undefined {
  return ctx.state.ledger.findLast(
    (e) => e.type === 'REIMBURSEMENT' && e.direction === 'DEBIT' && e.reference === reimbursementId,
  )?.id;
}

/**
 * Settles an approved reimbursement (`reimbursement.paid`, whose `disbursementId` is the business transaction
 * that paid it); a person paid to a wallet finds the reimbursed amount in the wallet.
 * @throws SimulatorError when it is not approved.
 * @example
 * ```ts
 * payReimbursement(ctx, id);
 * ```
 */
export function payReimbursement(ctx: SimContext, id: string): ReimbursementRecord {
  const record = mustGet(ctx.state.reimbursements, id, 'reimbursement');
  const move = documentedMove('reimbursement', subject(record), 'paid');
  record.status = move.to as ReimbursementRecord['status'];
  record.lastUpdatedTimestamp = nowSeconds(ctx);
  record.disbursementId = disbursementOf(ctx, record.id) ?? ctx.random.uuid();
  const { businessId, personId, amount, title } = record;
  creditWorkerWallet(ctx, {
    businessId,
    personId,
    type: 'REIMBURSEMENT',
    amount,
    reference: id,
    reason: title,
  });
  emitReimbursement(ctx, record, move.event, {
    amount: { ...record.amount },
    disbursementId: record.disbursementId,
  });
  return record;
}
