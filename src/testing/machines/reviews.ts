import { isoDay, mustGet, type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import { convertMinor } from '../fx.js';
import { bookMovement, refusalOf } from '../ledger.js';
import type { Amount, InvoiceRecord, ReimbursementRecord } from '../model.js';
import { eventOf } from './moves.js';
import { userOf } from './users.js';

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
}

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

function emitInvoice(ctx: SimContext, invoice: InvoiceRecord, event: string, extra: object): void {
  if (invoice.source !== 'CONTRACTOR_SUBMITTED') return;
  const tenantKey = tenantKeyOf(ctx, invoice.businessId);
  ctx.emit(eventOf('invoice', null, event), {
    ...refs(invoice),
    invoiceNumber: invoice.invoiceNumber,
    ...extra,
    tenantKey,
  });
}

/**
 * A contractor submits an invoice (`invoice.contractor.submitted`).
 * @throws {@link SimulatorError} when the person is unknown.
 * @example
 * ```ts
 * submitInvoice(ctx, { personId, amount: { amount: 150_000, currency: 'USD' } });
 * ```
 */
export function submitInvoice(ctx: SimContext, input: InvoiceSubmitInput): InvoiceRecord {
  const { businessId, userId } = owner(ctx, input.personId);
  const invoice: InvoiceRecord = {
    id: ctx.random.uuid(),
    invoiceNumber: `INV-${1001 + ctx.state.invoices.size}`,
    businessId,
    personId: input.personId,
    userId,
    source: input.source ?? 'CONTRACTOR_SUBMITTED',
    status: 'submitted',
    amount: { ...input.amount },
    date: isoDay(ctx.now()),
    datePayable: input.datePayable ?? isoDay(ctx.now() + 14 * 86_400_000),
    milestoneId: input.milestoneId ?? null,
    handledBy: null,
    reason: null,
    paymentDate: null,
    reference: null,
  };
  ctx.state.invoices.set(invoice.id, invoice);
  const { amount, datePayable, date } = invoice;
  emitInvoice(ctx, invoice, 'submitted', { amount: { ...amount }, datePayable, date });
  return invoice;
}

/**
 * Approves or rejects a submitted invoice (`invoice.contractor.approved` / `.rejected`); a linked milestone follows.
 * @throws {@link SimulatorError} when the invoice is unknown or not submitted.
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
  if (invoice.status !== 'submitted') {
    throw new SimulatorError(`invoice ${id} is ${invoice.status}, not submitted`, {
      action: 'invoice is not awaiting review',
    });
  }
  invoice.status = action === 'approve' ? 'approved' : 'rejected';
  invoice.handledBy = handledBy;
  invoice.reason = action === 'reject' ? (reason ?? null) : null;
  const milestone = invoice.milestoneId === null ? undefined : ctx.state.milestones.get(invoice.milestoneId);
  if (milestone) milestone.status = action === 'approve' ? 'Approved' : 'Rejected';
  emitInvoice(
    ctx,
    invoice,
    invoice.status,
    action === 'reject' ? { handledBy, reason: invoice.reason } : { handledBy },
  );
  return invoice;
}

/**
 * Records the payment of an approved invoice (`invoice.contractor.paid`).
 * @throws {@link SimulatorError} when the invoice is not approved.
 * @example
 * ```ts
 * payInvoice(ctx, invoiceId);
 * ```
 */
export function payInvoice(ctx: SimContext, id: string): InvoiceRecord {
  const invoice = mustGet(ctx.state.invoices, id, 'invoice');
  if (invoice.status !== 'approved')
    throw new SimulatorError(`invoice ${id} is ${invoice.status}, not approved`);
  invoice.status = 'paid';
  invoice.paymentDate = isoDay(ctx.now());
  invoice.reference = `PAY-${ctx.random.hex(5).toUpperCase()}`;
  const milestone = invoice.milestoneId === null ? undefined : ctx.state.milestones.get(invoice.milestoneId);
  if (milestone) milestone.status = 'Paid';
  const { amount, paymentDate, reference } = invoice;
  emitInvoice(ctx, invoice, 'paid', { amount: { ...amount }, paymentDate, reference });
  return invoice;
}

function emitReimbursement(ctx: SimContext, record: ReimbursementRecord, event: string, extra: object): void {
  const tenantKey = tenantKeyOf(ctx, record.businessId);
  ctx.emit(eventOf('reimbursement', null, event), { ...refs(record), ...extra, tenantKey });
}

/**
 * Submits a reimbursement (`reimbursement.submitted`); its amount is converted to the destination currency.
 * @throws {@link SimulatorError} when the person is unknown.
 * @example
 * ```ts
 * createReimbursement(ctx, { personId, title: 'Taxi', currency: 'USD', amount: 4_500 });
 * ```
 */
export function createReimbursement(ctx: SimContext, input: ReimbursementCreateInput): ReimbursementRecord {
  const { businessId, userId } = owner(ctx, input.personId);
  const destinationCurrency = input.destinationCurrency ?? input.currency;
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
    sourceCurrency: null,
    handledBy: null,
    reason: null,
    disbursementId: null,
    ...(input.entries === undefined
      ? {}
      : { entries: input.entries.map((entry) => ({ id: ctx.random.uuid(), ...structuredClone(entry) })) }),
  };
  ctx.state.reimbursements.set(record.id, record);
  emitReimbursement(ctx, record, 'submitted', { title: record.title, amount: { ...record.amount } });
  return record;
}

/**
 * Approves (disbursing from the source-currency wallet) or rejects a submitted reimbursement.
 * @throws {@link SimulatorError} when it is not submitted, or the source wallet cannot cover it.
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
  if (record.status !== 'submitted') {
    throw new SimulatorError(`reimbursement ${id} is ${record.status}, not submitted`, {
      action: 'reimbursement is not awaiting review',
    });
  }
  if (review.action === 'approve') debitSource(ctx, record, review.sourceCurrency ?? record.currency);
  record.status = review.action === 'approve' ? 'approved' : 'rejected';
  record.handledBy = handledBy;
  record.reason = review.action === 'reject' ? (review.reason ?? null) : null;
  emitReimbursement(
    ctx,
    record,
    record.status,
    review.action === 'reject' ? { handledBy, reason: record.reason } : { handledBy },
  );
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

/**
 * Settles an approved reimbursement (`reimbursement.paid`).
 * @throws {@link SimulatorError} when it is not approved.
 * @example
 * ```ts
 * payReimbursement(ctx, id);
 * ```
 */
export function payReimbursement(ctx: SimContext, id: string): ReimbursementRecord {
  const record = mustGet(ctx.state.reimbursements, id, 'reimbursement');
  if (record.status !== 'approved')
    throw new SimulatorError(`reimbursement ${id} is ${record.status}, not approved`);
  record.status = 'paid';
  record.disbursementId = ctx.random.uuid();
  emitReimbursement(ctx, record, 'paid', {
    amount: { ...record.amount },
    disbursementId: record.disbursementId,
  });
  return record;
}
