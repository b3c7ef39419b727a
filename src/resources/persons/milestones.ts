import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import {
  type MilestoneCreateParams,
  type MilestoneCreateResponse,
  milestoneCreateParamsSchema,
  milestoneCreateResponseSchema,
  personPathSchema,
} from './schemas.js';

const createMilestone = defineOperation<MilestoneCreateResponse>({
  method: 'POST',
  path: '/v1/persons/{personId}/milestones',
  pathParams: personPathSchema,
  body: milestoneCreateParamsSchema,
  response: milestoneCreateResponseSchema,
});

/**
 * `client.persons.milestones`: deliverables of milestone-type contractors.
 *
 * @example
 * ```ts
 * const amount = { amount: 50_000, currency: 'USD' }; // $500.00
 * await client.persons.milestones.create(personId, { title: 'Beta release', amount });
 * ```
 */
export class Milestones extends Resource {
  /**
   * Adds a milestone to a milestone-type contractor. Not retried once sent: it is a POST without an
   * idempotency key.
   * @throws {@link RequestValidationError} before sending when `personId` or a `documentIds` entry is not a
   * uuid, `amount.amount` is not an integer, `amount.currency` is not a 3-letter code or `dueDate` is not
   * `YYYY-MM-DD`.
   * @throws {@link NotFoundError} when the person does not exist.
   * @example
   * ```ts
   * const { id } = await client.persons.milestones.create(personId, {
   *   title: 'Design review',
   *   amount: { amount: 150_000, currency: 'USD' },
   *   dueDate: '2026-09-30',
   * });
   * ```
   */
  create(
    personId: string,
    params: MilestoneCreateParams,
    options?: RequestOptions,
  ): APIPromise<MilestoneCreateResponse> {
    return this.transport.call(createMilestone, { path: { personId }, body: params }, options);
  }
}
