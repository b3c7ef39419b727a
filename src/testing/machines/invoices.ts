import type { Transition } from '../../transitions.js';
import {
  type FieldMessages,
  isoDay,
  mustGet,
  nowSeconds,
  type SimContext,
  SimulatorError,
  tenantKeyOf,
} from '../context.js';
import { isCurrency } from '../fx.js';
import { bookMovement, type Movement, refusalOf } from '../ledger.js';
import type { Amount, InvoiceRecord, MilestoneRecord } from '../store/records.js';
import { actionMove, documentedMove } from './moves.js';
import { creditWorkerWallet } from './payroll-payments.js';
import { requireCurrentPerson } from './person-rules.js';
import { userOf } from './users.js';

/*
 * Contractor invoices and the milestones they bill, on the SDK's `invoice` and `milestone` tables: an invoice is
 * submitted `pending`, reviewed (approved or rejected), paid once approved (a debit of the business's wallet in
 * the invoice's currency; an approved invoice the wallet cannot cover waits for funds), or voided by a cancel; a milestone
 * is completed into a new invoice and then follows it. Every move is one of the table's, and sends the event
 * the table names for it (none for a cancel).
 */

/** What the simulator needs to submit a contractor invoice. Pass it to {@link InvoiceControls.submit}. */
export interface InvoiceSubmitInput {
  /** The contractor who submits the invoice. Their business owes it. */
  personId: string;
  /** The amount invoiced. */
  amount: Amount;
  /** Only `CONTRACTOR_SUBMITTED` invoices emit invoice events (the spec). Default `CONTRACTOR_SUBMITTED`. */
  source?: InvoiceRecord['source'];
  /** `YYYY-MM-DD`; default in 14 days. */
  datePayable?: string;
  /** The milestone that the invoice bills, if any. */
  milestoneId?: string;
  /** The description of the invoice's line item. */
  itemDescription?: string;
  /** The invoice's note. */
  notes?: string;
}

const subject = (invoice: InvoiceRecord) => ({ what: 'invoice', id: invoice.id, status: invoice.status });

function emitInvoice(ctx: SimContext, invoice: InvoiceRecord, event: string | null, extra: object): void {
  if (invoice.source !== 'CONTRACTOR_SUBMITTED' || event === null) return;
  const { id, personId, userId, businessId, invoiceNumber } = invoice;
  const tenantKey = tenantKeyOf(ctx, businessId);
  ctx.emit(event, { id, invoiceNumber, personId, userId, businessId, ...extra, tenantKey });
}

function moveInvoice(ctx: SimContext, invoice: InvoiceRecord, move: Transition, extra: object = {}): void {
  invoice.status = move.to as InvoiceRecord['status'];
  invoice.lastUpdatedTimestamp = nowSeconds(ctx);
  emitInvoice(ctx, invoice, move.event, extra);
}

/** A milestone follows its invoice: Submitted → Approved or Rejected (with the reason), Approved → Paid. */
function followInvoice(ctx: SimContext, invoice: InvoiceRecord): void {
  const milestone = invoice.milestoneId === null ? undefined : ctx.state.milestones.get(invoice.milestoneId);
  if (milestone === undefined || milestone.invoiceId !== invoice.id) return;
  const status = ({ approved: 'Approved', rejected: 'Rejected', paid: 'Paid' } as const)[
    invoice.status as 'approved' | 'rejected' | 'paid'
  ];
  if (status === undefined) return;
  milestone.status = status;
  milestone.rejectionReason = status === 'Rejected' ? (invoice.reason ?? null) : null;
  milestone.updatedTimestamp = nowSeconds(ctx);
}

/**
 * Why an amount of money cannot be billed or claimed: a non-positive or fractional count of minor units, or a
 * currency outside ISO 4217 (keyed `<field>.amount`, `<field>.currency`); empty when it can.
 * @throws never.
 * @example
 * ```ts
 * moneyProblems('amount', { amount: 0, currency: 'USD' }); // { 'amount.amount': 'must be a positive …' }
 * ```
 */
export function moneyProblems(field: string, money: Amount): FieldMessages {
  const problems: FieldMessages = {};
  if (!Number.isSafeInteger(money.amount) || money.amount <= 0)
    problems[`${field}.amount`] = 'must be a positive integer amount in minor units';
  if (!isCurrency(money.currency))
    problems[`${field}.currency`] = `${String(money.currency)} is not an ISO 4217 currency code`;
  return problems;
}

/** Throws the problems of a record the simulator was asked to make, if any, naming each field. */
export function refuseRecord(what: string, problems: FieldMessages): void {
  const fields = Object.entries(problems);
  if (fields.length === 0) return;
  const summary = fields.map(([field, text]) => `${field} ${text}`).join('; ');
  throw new SimulatorError(`The ${what} was not made: ${summary}`, problems);
}

/**
 * A contractor submits an invoice (`invoice.contractor.submitted`); it reads `pending` until reviewed.
 * @throws SimulatorError when the person is unknown or Former, or its amount is not a positive count of minor
 * units of an ISO 4217 currency (nothing is made then).
 * @example
 * ```ts
 * submitInvoice(ctx, { personId, amount: { amount: 150_000, currency: 'USD' } });
 * ```
 */
export function submitInvoice(ctx: SimContext, input: InvoiceSubmitInput): InvoiceRecord {
  const person = mustGet(ctx.state.persons, input.personId, 'person');
  requireCurrentPerson(person, 'invoice');
  refuseRecord('invoice', moneyProblems('amount', input.amount));
  // The spec's invoice events name the submitting user: a person without an account gets one on submission.
  const user = userOf(ctx, input.personId);
  const now = nowSeconds(ctx);
  const invoice: InvoiceRecord = {
    id: ctx.random.uuid(),
    invoiceNumber: `INV-${1001 + ctx.state.invoices.size}`,
    businessId: person.businessId,
    personId: input.personId,
    userId: user.id,
    source: input.source ?? 'CONTRACTOR_SUBMITTED',
    status: 'pending',
    amount: { ...input.amount },
    date: isoDay(ctx.now()),
    datePayable: input.datePayable ?? isoDay(ctx.now() + 14 * 86_400_000),
    milestoneId: input.milestoneId ?? null,
    handledBy: null,
    reason: null,
    paymentDate: null,
    reference: null,
    itemDescription: input.itemDescription ?? null,
    notes: input.notes ?? null,
    createdTimestamp: now,
    lastUpdatedTimestamp: now,
  };
  ctx.state.invoices.set(invoice.id, invoice);
  const { amount, datePayable, date } = invoice;
  emitInvoice(ctx, invoice, 'invoice.contractor.submitted', { amount: { ...amount }, datePayable, date });
  return invoice;
}

/**
 * Approves or rejects a pending invoice (`invoice.contractor.approved` / `.rejected`); a milestone it bills
 * follows.
 * @throws SimulatorError when the invoice is unknown or not pending.
 * @example
 * ```ts
 * reviewInvoice(ctx, invoiceId, 'approve', undefined, handledBy);
 * ```
 */
export function reviewInvoice(
  ctx: SimContext,
  id: string,
  action: 'approve' | 'reject',
  reason: string | undefined,
  handledBy: string,
): InvoiceRecord {
  const invoice = mustGet(ctx.state.invoices, id, 'invoice');
  const to = action === 'approve' ? 'approved' : 'rejected';
  const move = actionMove('invoice', subject(invoice), 'invoices.review', to);
  invoice.handledBy = handledBy;
  invoice.reason = action === 'reject' ? (reason ?? null) : null;
  moveInvoice(
    ctx,
    invoice,
    move,
    action === 'reject' ? { handledBy, reason: invoice.reason } : { handledBy },
  );
  followInvoice(ctx, invoice);
  return invoice;
}

/**
 * The business's payment of an invoice: a debit of its wallet in the invoice's currency, under the payment's
 * reference (the one the paid invoice and `invoice.contractor.paid` carry).
 */
function paymentOf(invoice: InvoiceRecord, reference = invoice.reference ?? invoice.id): Movement {
  return {
    businessId: invoice.businessId,
    type: 'INVOICE',
    direction: 'DEBIT',
    amount: { ...invoice.amount },
    reference,
    reason: `Invoice ${invoice.invoiceNumber}`,
  };
}

/**
 * Why an approved invoice cannot be paid now (its business's wallet does not hold the amount), by field;
 * `undefined` when it can.
 * @throws never.
 * @example
 * ```ts
 * if (invoicePaymentRefusal(ctx, invoice) === undefined) payInvoice(ctx, invoice.id);
 * ```
 */
export function invoicePaymentRefusal(ctx: SimContext, invoice: InvoiceRecord): FieldMessages | undefined {
  return refusalOf(ctx, paymentOf(invoice));
}

/**
 * Pays an approved invoice from its business's wallet (one `INVOICE` debit in the ledger) and records the
 * payment (`invoice.contractor.paid`); the debit, the paid invoice, its event and a wallet-paid contractor's
 * credit all carry one payment reference (`PAY-…`). A contractor paid to a wallet finds the amount in the
 * wallet.
 * @throws SimulatorError when the invoice is not approved, or the wallet does not hold the amount (nothing
 * changes then).
 * @example
 * ```ts
 * payInvoice(ctx, invoiceId);
 * ```
 */
export function payInvoice(ctx: SimContext, id: string): InvoiceRecord {
  const invoice = mustGet(ctx.state.invoices, id, 'invoice');
  const move = documentedMove('invoice', subject(invoice), 'paid');
  const paidAs = `PAY-${ctx.random.hex(5).toUpperCase()}`;
  bookMovement(ctx, paymentOf(invoice, paidAs));
  const { businessId, personId, amount: paid } = invoice;
  const reason = `Invoice ${invoice.invoiceNumber}`;
  creditWorkerWallet(ctx, { businessId, personId, type: 'INVOICE', amount: paid, reference: paidAs, reason });
  invoice.paymentDate = isoDay(ctx.now());
  invoice.reference = paidAs;
  const { amount, paymentDate, reference } = invoice;
  moveInvoice(ctx, invoice, move, { amount: { ...amount }, paymentDate, reference });
  followInvoice(ctx, invoice);
  return invoice;
}

/**
 * Voids a pending or approved invoice: it reads `cancelled` and can no longer be reviewed or paid. The API
 * documents no event for it, so none is sent. The invoice of a milestone is refused: rejecting it lets the
 * contractor complete the milestone again, where a void would leave the milestone waiting forever.
 * @throws SimulatorError when the invoice is rejected, paid or cancelled, or bills a milestone.
 * @example
 * ```ts
 * cancelInvoice(ctx, invoiceId);
 * ```
 */
export function cancelInvoice(ctx: SimContext, id: string): InvoiceRecord {
  const invoice = mustGet(ctx.state.invoices, id, 'invoice');
  const move = actionMove('invoice', subject(invoice), 'invoices.cancel');
  if (invoice.milestoneId !== null) {
    throw new SimulatorError(`invoice ${id} bills milestone ${invoice.milestoneId}; reject it instead`, {
      invoiceId: `bills milestone ${invoice.milestoneId}: review it with action reject instead`,
    });
  }
  moveInvoice(ctx, invoice, move);
  return invoice;
}

/**
 * Completes a planned (or rejected) milestone: it becomes Submitted and a contractor invoice is submitted for
 * it, whose line item is the milestone's title and whose note is its description. Returns the invoice.
 * @throws SimulatorError when the milestone is unknown, or Submitted, Approved or Paid.
 * @example
 * ```ts
 * const invoice = completeMilestone(ctx, milestoneId);
 * ```
 */
export function completeMilestone(ctx: SimContext, milestoneId: string): InvoiceRecord {
  const milestone: MilestoneRecord = mustGet(ctx.state.milestones, milestoneId, 'milestone');
  const move = actionMove(
    'milestone',
    { what: 'milestone', id: milestone.id, status: milestone.status },
    'persons.milestones.complete',
  );
  const invoice = submitInvoice(ctx, {
    personId: milestone.personId,
    amount: milestone.amount,
    milestoneId,
    itemDescription: milestone.title,
    ...(milestone.description === null ? {} : { notes: milestone.description }),
  });
  milestone.status = move.to as MilestoneRecord['status'];
  milestone.invoiceId = invoice.id;
  milestone.rejectionReason = null;
  milestone.updatedTimestamp = nowSeconds(ctx);
  return invoice;
}
