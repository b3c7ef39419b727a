import type { Amount } from '../../internal/schema-kit.js';
import type { TransitionStatus } from '../../transitions.js';

/* Records of the review flows (invoices, reimbursements, milestones) and uploaded files. */

/** A contractor invoice. */
export interface InvoiceRecord {
  /** The invoice id (a uuid). */
  id: string;
  /** A sequential number: `INV-1001`, `INV-1002`, and so on. */
  invoiceNumber: string;
  /** The business that owes the invoice (the contractor's business). */
  businessId: string;
  /** The contractor who submitted the invoice. */
  personId: string;
  /** The contractor's user account (created on submission when the person had none). */
  userId: string;
  /** Who raised the invoice. Only `CONTRACTOR_SUBMITTED`, the default, sends invoice webhooks. */
  source: 'CONTRACTOR_SUBMITTED' | 'SYSTEM' | 'USER';
  /**
   * `pending` (submitted, awaiting review), then `approved` or `rejected`; an approved invoice becomes `paid`. A
   * cancel voids a pending or approved one: `cancelled`.
   */
  status: TransitionStatus<'invoice'>;
  /** The amount invoiced. */
  amount: Amount;
  /** The day of submission, `YYYY-MM-DD` (UTC). */
  date: string;
  /** The day the invoice is due, `YYYY-MM-DD`. If none is given, it is 14 days after submission. */
  datePayable: string;
  /** The milestone that the invoice bills, or `null`. */
  milestoneId: string | null;
  /**
   * The reviewer: a user id or key id over HTTP, or `simulator` from `sim.invoices`. It is `null` before
   * review.
   */
  handledBy: string | null;
  /** The rejection reason, if one was given, or `null`. */
  reason: string | null;
  /** The day of payment, `YYYY-MM-DD`. It is `null` until the invoice is paid. */
  paymentDate: string | null;
  /** The payment reference (`PAY-…`). It is `null` until the invoice is paid. */
  reference: string | null;
  /** The description of its line item: a milestone's title for a milestone's invoice, else `null`. */
  itemDescription: string | null;
  /** The invoice note: a milestone's description for a milestone's invoice, else `null`. */
  notes: string | null;
  /** The submission time, in Unix seconds. */
  createdTimestamp: number;
  /** The time of the last move (or of submission), in Unix seconds. */
  lastUpdatedTimestamp: number;
}

/** A reimbursement claim. */
export interface ReimbursementRecord {
  /** The claim id (a uuid). */
  id: string;
  /** The business that reimburses (the person's business). */
  businessId: string;
  /** The person who claims. */
  personId: string;
  /** The person's user account (created on submission when the person had none). */
  userId: string;
  /** What the claim is for. */
  title: string;
  /** The currency of the expenses that are claimed. */
  currency: string;
  /** The currency that the person is reimbursed in. The default is `currency`. */
  destinationCurrency: string;
  /** The reimbursed (destination) amount. */
  amount: Amount;
  /** `submitted`, then `approved` or `rejected`. An approved claim becomes `paid`. */
  status: TransitionStatus<'reimbursement'>;
  /**
   * The currency of the wallet that the approval debited (by default `currency`). It is `null` until
   * approval.
   */
  sourceCurrency: string | null;
  /**
   * The reviewer: a user id or key id over HTTP, or `simulator` from `sim.reimbursements`. It is `null`
   * before review.
   */
  handledBy: string | null;
  /** The rejection reason, if one was given, or `null`. */
  reason: string | null;
  /** The id of the business transaction that paid the claim out. It is `null` until the claim is paid. */
  disbursementId: string | null;
  /** The expense lines as submitted, each with its id. */
  entries?: Record<string, unknown>[];
  /** The submission time, in Unix seconds. */
  createdTimestamp?: number;
  /** The time of the last move (or of submission), in Unix seconds. */
  lastUpdatedTimestamp?: number;
}

/** A milestone of a milestone-type contractor. */
export interface MilestoneRecord {
  /** The milestone id (a uuid). */
  id: string;
  /** The contractor's business. */
  businessId: string;
  /** The milestone-type contractor who delivers it. */
  personId: string;
  /** A short name for the work. */
  title: string;
  /** A longer description, or `null`. */
  description: string | null;
  /** What the milestone pays. */
  amount: Amount;
  /** The due day, `YYYY-MM-DD`, or `null`. */
  dueDate: string | null;
  /** Ids of the uploaded `milestone-document` files that are attached to it. */
  documentIds: string[];
  /**
   * `Planned` until completed, then `Submitted`. After that it follows its invoice: `Approved` or `Rejected`,
   * then `Paid`. A rejected milestone can be completed again.
   */
  status: TransitionStatus<'milestone'>;
  /** The invoice submitted when the milestone was last completed. It is `null` before. */
  invoiceId: string | null;
  /** Why its invoice was rejected, while the milestone is `Rejected`; `null` otherwise. */
  rejectionReason?: string | null;
  /** The creation time, in Unix seconds. */
  createdTimestamp: number;
  /** The time of the last change (or of creation), in Unix seconds. */
  updatedTimestamp?: number;
}

/** A file slot reserved through the upload-url operation. */
export interface UploadRecord {
  fileId: string;
  businessId: string;
  purpose: string;
  contentType: string;
  fileName: string | null;
  /** Unix ms after which the PUT is refused. */
  expiresAt: number;
  /** The signature carried by the upload URL. */
  token: string;
  uploaded: boolean;
  size: number;
  /** When the slot was reserved, in Unix seconds. */
  createdAt: number;
  /** The bytes received by the PUT, once uploaded (a seeded file keeps none). */
  content?: Uint8Array<ArrayBuffer>;
  /**
   * The user whose User token reserved the slot: only that user's token may read the file. A file the
   * business uploaded (with its key) names none and is out of every User token's reach.
   */
  userId?: string;
}
