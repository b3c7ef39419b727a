import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import { type InvoiceReviewParams, invoicePathSchema, invoiceReviewParamsSchema } from './schemas.js';

const reviewInvoice = defineOperation({
  method: 'POST',
  path: '/v1/invoices/{invoiceId}/review',
  pathParams: invoicePathSchema,
  body: invoiceReviewParamsSchema,
});

/**
 * `client.invoices`: contractor invoices.
 *
 * @example
 * ```ts
 * await client.invoices.review(invoiceId, { action: 'approve' });
 * ```
 */
export class Invoices extends Resource {
  /**
   * Approves or rejects a contractor-submitted invoice. Not retried once sent (a POST without an idempotency
   * key).
   * @throws {@link RequestValidationError} before sending for an empty `invoiceId` or an `action` other than
   * `'approve'` / `'reject'`.
   * @throws {@link NotFoundError} when the invoice does not exist.
   * @example
   * ```ts
   * await client.invoices.review(invoiceId, { action: 'reject', reason: 'Hours do not match the timesheet' });
   * ```
   */
  review(invoiceId: string, params: InvoiceReviewParams, options?: RequestOptions): APIPromise<void> {
    return this.transport.call(reviewInvoice, { path: { invoiceId }, body: params }, options);
  }
}
