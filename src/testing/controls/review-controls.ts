import { mustGet, type SimContext } from '../context.js';
import {
  cancelInvoice,
  completeMilestone,
  createReimbursement,
  type InvoiceSubmitInput,
  payInvoice,
  payReimbursement,
  type ReimbursementCreateInput,
  reviewInvoice,
  reviewReimbursement,
  submitInvoice,
} from '../machines/reviews.js';
import type { InvoiceRecord, MilestoneRecord, ReimbursementRecord } from '../store/records.js';

/**
 * `sim.invoices`: contractor invoices (pending → approved | rejected; approved → paid; a cancel voids them).
 * @example
 * ```ts
 * const invoice = sim.invoices.submit({ personId, amount: { amount: 50_000, currency: 'USD' } });
 * ```
 */
export class InvoiceControls {
  readonly #ctx: SimContext;

  /** @internal */
  constructor(ctx: SimContext) {
    this.#ctx = ctx;
  }

  /**
   * A copy of an invoice.
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.invoices.get(id).status;
   * ```
   */
  get(invoiceId: string): InvoiceRecord {
    return structuredClone(mustGet(this.#ctx.state.invoices, invoiceId, 'invoice'));
  }

  /**
   * A contractor submits an invoice (`invoice.contractor.submitted`).
   * @throws SimulatorError for an unknown person.
   * @example
   * ```ts
   * sim.invoices.submit({ personId, amount: { amount: 50_000, currency: 'USD' } });
   * ```
   */
  submit(input: InvoiceSubmitInput): InvoiceRecord {
    return structuredClone(submitInvoice(this.#ctx, input));
  }

  /**
   * Reviews an invoice as an admin would over HTTP.
   * @throws SimulatorError when it is not pending.
   * @example
   * ```ts
   * sim.invoices.review(id, 'reject', 'Wrong amount');
   * ```
   */
  review(invoiceId: string, action: 'approve' | 'reject', reason?: string): InvoiceRecord {
    return structuredClone(reviewInvoice(this.#ctx, invoiceId, action, reason, 'simulator'));
  }

  /**
   * Voids a pending or approved invoice, as `POST /v1/invoices/{invoiceId}/cancel` does (no event).
   * @throws SimulatorError when it is rejected, paid or cancelled, or bills a milestone.
   * @example
   * ```ts
   * sim.invoices.cancel(id).status; // 'cancelled'
   * ```
   */
  cancel(invoiceId: string): InvoiceRecord {
    return structuredClone(cancelInvoice(this.#ctx, invoiceId));
  }

  /**
   * Records the payment of an approved invoice (`invoice.contractor.paid`).
   * @throws SimulatorError when it is not approved.
   * @example
   * ```ts
   * sim.invoices.pay(id);
   * ```
   */
  pay(invoiceId: string): InvoiceRecord {
    return structuredClone(payInvoice(this.#ctx, invoiceId));
  }
}

/**
 * `sim.reimbursements`: claims (submitted → approved | rejected → paid).
 * @example
 * ```ts
 * sim.reimbursements.pay(id);
 * ```
 */
export class ReimbursementControls {
  readonly #ctx: SimContext;

  /** @internal */
  constructor(ctx: SimContext) {
    this.#ctx = ctx;
  }

  /**
   * A copy of a reimbursement.
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.reimbursements.get(id).status;
   * ```
   */
  get(reimbursementId: string): ReimbursementRecord {
    return structuredClone(mustGet(this.#ctx.state.reimbursements, reimbursementId, 'reimbursement'));
  }

  /**
   * Submits a claim (`reimbursement.submitted`); `amount` in `currency` minor units.
   * @throws SimulatorError for an unknown person.
   * @example
   * ```ts
   * sim.reimbursements.create({ personId, title: 'Taxi', currency: 'USD', amount: 2_500 });
   * ```
   */
  create(input: ReimbursementCreateInput): ReimbursementRecord {
    return structuredClone(createReimbursement(this.#ctx, input));
  }

  /**
   * Reviews a claim as an admin would over HTTP; approval debits the source-currency wallet.
   * @throws SimulatorError when it is not submitted or the wallet cannot cover it.
   * @example
   * ```ts
   * sim.reimbursements.review(id, { action: 'approve' });
   * ```
   */
  review(
    reimbursementId: string,
    review: { action: 'approve' | 'reject'; sourceCurrency?: string; reason?: string },
  ): ReimbursementRecord {
    return structuredClone(reviewReimbursement(this.#ctx, reimbursementId, review, 'simulator'));
  }

  /**
   * Settles an approved claim (`reimbursement.paid`).
   * @throws SimulatorError when it is not approved.
   * @example
   * ```ts
   * sim.reimbursements.pay(id);
   * ```
   */
  pay(reimbursementId: string): ReimbursementRecord {
    return structuredClone(payReimbursement(this.#ctx, reimbursementId));
  }
}

/**
 * `sim.milestones`: milestones of milestone-type contractors (Planned → Submitted → Approved | Rejected → Paid,
 * following their invoice).
 * @example
 * ```ts
 * const invoice = sim.milestones.complete(milestoneId);
 * ```
 */
export class MilestoneControls {
  readonly #ctx: SimContext;

  /** @internal */
  constructor(ctx: SimContext) {
    this.#ctx = ctx;
  }

  /**
   * A copy of a milestone.
   * @throws SimulatorError for an unknown id.
   * @example
   * ```ts
   * sim.milestones.get(id).status; // 'Planned'
   * ```
   */
  get(milestoneId: string): MilestoneRecord {
    return structuredClone(mustGet(this.#ctx.state.milestones, milestoneId, 'milestone'));
  }

  /**
   * The contractor completes a planned (or rejected) milestone: it becomes Submitted and an invoice is submitted
   * for it, whose line item is the milestone's title and whose note is its description.
   * @throws SimulatorError when it is not Planned or Rejected.
   * @example
   * ```ts
   * const invoice = sim.milestones.complete(id);
   * ```
   */
  complete(milestoneId: string): InvoiceRecord {
    return structuredClone(completeMilestone(this.#ctx, milestoneId));
  }
}
