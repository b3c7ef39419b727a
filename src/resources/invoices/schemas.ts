import * as z from 'zod/mini';
import { idSchema } from '../shared-schemas.js';

/** Path of the invoice operations: a non-empty `invoiceId`. */
export const invoicePathSchema = z.object({ invoiceId: idSchema });

/** The decision of a review: `'approve'` or `'reject'`. */
export type ReviewAction = 'approve' | 'reject';

/** A review decision: `approve` or `reject` (closed: the caller chooses it). */
export const reviewActionSchema = z.enum(['approve', 'reject']);

/** Validates the body of `client.invoices.review()`. */
export const invoiceReviewParamsSchema = z.looseObject({
  action: reviewActionSchema,
  reason: z.optional(z.string()),
});

/** Body of `client.invoices.review()`. */
export interface InvoiceReviewParams {
  /** Approve the invoice for payment, or reject it. */
  action: ReviewAction;
  /** Why it was rejected; carried by the `invoice.contractor.rejected` event. */
  reason?: string;
}
