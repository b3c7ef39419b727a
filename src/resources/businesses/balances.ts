import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { type WalletBalanceList, walletBalanceListSchema } from '../balances/schemas.js';
import { Resource } from '../resource.js';
import {
  type BusinessBalanceListParams,
  businessBalanceListParamsSchema,
  businessPathSchema,
} from './schemas.js';

const listBusinessBalances = defineOperation<WalletBalanceList>({
  method: 'GET',
  path: '/v1/businesses/{businessId}/balances',
  pathParams: businessPathSchema,
  query: businessBalanceListParamsSchema,
  response: walletBalanceListSchema,
});

/**
 * `client.businesses.balances`: the currency wallets of one business.
 *
 * @example
 * ```ts
 * const { data } = await client.businesses.balances.list(businessId, { include: ['reserves'] });
 * ```
 */
export class BusinessBalances extends Resource {
  /**
   * Lists the wallets of a business, amounts in minor units; `include: 'reserves'` adds `reserves`.
   * @throws {@link RequestValidationError} before sending for an empty `businessId` or an unknown `include`.
   * @throws {@link NotFoundError} when the business does not exist.
   * @example
   * ```ts
   * const { data } = await client.businesses.balances.list(businessId, { include: 'reserves' });
   * ```
   */
  list(
    businessId: string,
    params: BusinessBalanceListParams = {},
    options?: RequestOptions,
  ): APIPromise<WalletBalanceList> {
    return this.transport.call(listBusinessBalances, { path: { businessId }, query: params }, options);
  }
}
