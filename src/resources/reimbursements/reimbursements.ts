import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import {
  type ReimbursementCreateParams,
  type ReimbursementCreateResponse,
  type ReimbursementReviewParams,
  reimbursementCreateParamsSchema,
  reimbursementCreateResponseSchema,
  reimbursementPathSchema,
  reimbursementReviewParamsSchema,
} from './schemas.js';

const createReimbursement = defineOperation<ReimbursementCreateResponse>({
  method: 'POST',
  path: '/v1/reimbursements',
  body: reimbursementCreateParamsSchema,
  response: reimbursementCreateResponseSchema,
});

const reviewReimbursement = defineOperation({
  method: 'POST',
  path: '/v1/reimbursements/{reimbursementId}/review',
  pathParams: reimbursementPathSchema,
  body: reimbursementReviewParamsSchema,
});

/**
 * `client.reimbursements`: expense reimbursements of workers.
 *
 * @example
 * ```ts
 * await client.reimbursements.review(reimbursementId, { action: 'reject', reason: 'No receipt' });
 * ```
 */
export class Reimbursements extends Resource {
  /**
   * Creates a pending reimbursement request. Not retried once sent (a POST without an idempotency key).
   * @throws {@link RequestValidationError} before sending for a missing title or entry, a currency that is not
   * three uppercase letters, an entry `amount.value` that is not a decimal string, or ids that are not uuids.
   * @example
   * ```ts
   * const { id } = await client.reimbursements.create({
   *   personId, title: 'Conference travel', currency: 'USD', destinationCurrency: 'NGN',
   *   entries: [{ description: 'Train', amount: { value: '42.50', currency: 'USD' } }],
   * });
   * ```
   */
  create(
    params: ReimbursementCreateParams,
    options?: RequestOptions,
  ): APIPromise<ReimbursementCreateResponse> {
    return this.transport.call(createReimbursement, { body: params }, options);
  }

  /**
   * Approves (and so disburses from the `sourceCurrency` wallet) or rejects a reimbursement. Not retried once
   * sent.
   * @throws {@link RequestValidationError} before sending for an empty `reimbursementId`, an unknown `action`
   * or a `sourceCurrency` that is not three uppercase letters.
   * @throws {@link NotFoundError} when the reimbursement does not exist.
   * @example
   * ```ts
   * await client.reimbursements.review(reimbursementId, { action: 'approve', sourceCurrency: 'USD' });
   * ```
   */
  review(
    reimbursementId: string,
    params: ReimbursementReviewParams,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this.transport.call(reviewReimbursement, { path: { reimbursementId }, body: params }, options);
  }
}
