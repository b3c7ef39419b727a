import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import {
  type RequirementList,
  type RequirementListParams,
  requirementListParamsSchema,
  requirementListSchema,
} from './requirement-schemas.js';

const listRequirements = defineOperation<RequirementList>({
  method: 'GET',
  path: '/v1/statutory/requirements',
  query: requirementListParamsSchema,
  response: requirementListSchema,
});

/**
 * `client.statutory.requirements`: compliance items a business or person still has to supply.
 *
 * @example
 * ```ts
 * const { data } = await client.statutory.requirements.list({ personId, status: 'outstanding' });
 * ```
 */
export class Requirements extends Resource {
  /**
   * Lists requirements of a business, or the `worker_data` requirements affecting a person.
   * @throws {@link RequestValidationError} before sending when neither `businessId` nor `personId` is given
   * or `countryCode` is not two uppercase letters.
   * @example
   * ```ts
   * const { data } = await client.statutory.requirements.list({ businessId, status: 'outstanding' });
   * ```
   */
  list(params: RequirementListParams, options?: RequestOptions): APIPromise<RequirementList> {
    return this.transport.call(listRequirements, { query: params }, options);
  }
}
