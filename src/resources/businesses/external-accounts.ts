import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { unwrapData } from '../normalize.js';
import { Resource } from '../resource.js';
import { businessPathSchema, type ExternalAccount, externalAccountListSchema } from './schemas.js';

const listExternalAccounts = defineOperation<ExternalAccount[]>({
  method: 'GET',
  path: '/v1/businesses/{businessId}/external-accounts',
  pathParams: businessPathSchema,
  response: externalAccountListSchema,
  normalize: unwrapData,
});

/**
 * `client.businesses.externalAccounts`: bank accounts linked to a business.
 *
 * @example
 * ```ts
 * const pending = (await client.businesses.externalAccounts.list(businessId)).filter(
 *   (account) => account.status === 'needs_confirmation',
 * );
 * ```
 */
export class ExternalAccounts extends Resource {
  /**
   * Lists the external bank accounts of a business. An account leaving `needs_confirmation` sends no webhook:
   * read this list to notice it.
   * @throws {@link RequestValidationError} before sending for an empty `businessId`.
   * @throws {@link NotFoundError} when the business does not exist.
   * @example
   * ```ts
   * const accounts = await client.businesses.externalAccounts.list(businessId);
   * ```
   */
  list(businessId: string, options?: RequestOptions): APIPromise<ExternalAccount[]> {
    return this.transport.call(listExternalAccounts, { path: { businessId } }, options);
  }
}
