import { SimulatorError } from '../context.js';
import { exponentOf } from '../fx.js';
import { cancelInvoice, completeMilestone } from '../machines/invoices.js';
import type { InvoiceRecord, MilestoneRecord, ReimbursementRecord } from '../store/records.js';
import type { Collection } from './collection.js';

/*
 * Invoices, reimbursements and milestones through the declared operations: read as the API shows them (an
 * invoice's line item, totals and times from the record), and moved only by the moves their tables hold — a
 * cancel of a pending or approved invoice, the completion of a planned or rejected milestone. A milestone is
 * edited or deleted only while Planned, and a reimbursement cancelled only before its approval.
 */

type Wire = Record<string, unknown>;

const decimal = (amount: { amount: number; currency: string }) =>
  (amount.amount / 10 ** exponentOf(amount.currency)).toFixed(exponentOf(amount.currency));

/**
 * An invoice as the API reads it: its fields, due date, one line item (a milestone's title, else contractor
 * services), totals in minor units and as decimals, its note and its times.
 * @throws never.
 * @example
 * ```ts
 * invoiceView(invoice).items;
 * ```
 */
export function invoiceView(invoice: InvoiceRecord): Wire {
  const { businessId: _owner, milestoneId: _billed, itemDescription: _line, notes, ...shown } = invoice;
  const { amount } = invoice;
  const item = {
    personId: invoice.personId,
    description: invoice.itemDescription ?? 'Contractor services',
    amount: { ...amount },
    quantity: 1,
    total: { ...amount },
  };
  const money = [{ value: decimal(amount), currency: amount.currency }];
  return {
    ...shown,
    dueDate: invoice.datePayable,
    items: [item],
    subtotal: { ...amount },
    total: { ...amount },
    baseCurrency: amount.currency,
    subtotalAmount: money,
    totalAmount: money,
    ...(notes === null ? {} : { notes }),
    type: 'CONTRACTOR',
  };
}

/**
 * The invoices collection: read through {@link invoiceView}; `cancel` voids a pending or approved one.
 * @throws never (its `cancel` throws {@link SimulatorError} for an invoice the invoice table cannot cancel).
 * @example
 * ```ts
 * const invoices = invoiceCollection((rc) => scoped(rc.ctx.state.invoices, rc));
 * ```
 */
export function invoiceCollection(records: Collection['records']): Collection {
  return {
    records,
    view: (record) => invoiceView(record as unknown as InvoiceRecord),
    actions: {
      cancel: (rc, id) => {
        cancelInvoice(rc.ctx, id);
      },
    },
  };
}

/**
 * The reimbursements collection; a delete cancels a claim not yet approved or paid.
 * @throws never (its `remove` throws {@link SimulatorError} for an approved or paid claim).
 * @example
 * ```ts
 * const claims = reimbursementCollection((rc) => scoped(rc.ctx.state.reimbursements, rc));
 * ```
 */
export function reimbursementCollection(records: Collection['records']): Collection {
  return {
    records,
    remove: (rc, id) => {
      const claim = rc.ctx.state.reimbursements.get(id) as ReimbursementRecord;
      if (claim.status === 'approved' || claim.status === 'paid') {
        throw new SimulatorError(
          `reimbursement ${id} is ${claim.status}; only a claim not yet approved can be cancelled`,
          {
            reimbursementId: `is ${claim.status}; only a claim not yet approved can be cancelled`,
          },
        );
      }
      rc.ctx.state.reimbursements.delete(id);
    },
  };
}

function plannedOnly(milestone: MilestoneRecord, change: string): void {
  if (milestone.status === 'Planned') return;
  throw new SimulatorError(
    `milestone ${milestone.id} is ${milestone.status}; only a Planned one can be ${change}`,
    {
      milestoneId: `is ${milestone.status}; only a Planned milestone can be ${change}`,
    },
  );
}

/**
 * A person's milestones: `complete` invoices one (answering the invoice's id); a delete needs it Planned.
 * @throws never (its moves throw {@link SimulatorError} for a milestone in another status).
 * @example
 * ```ts
 * const milestones = milestoneCollection((rc) => scoped(rc.ctx.state.milestones, rc));
 * ```
 */
export function milestoneCollection(records: Collection['records']): Collection {
  return {
    records,
    remove: (rc, id) => {
      const milestone = rc.ctx.state.milestones.get(id) as MilestoneRecord;
      plannedOnly(milestone, 'deleted');
      rc.ctx.state.milestones.delete(id);
    },
    actions: {
      complete: (rc, id) => ({ id: completeMilestone(rc.ctx, id).id }),
    },
  };
}
