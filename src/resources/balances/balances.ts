import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { wrapData } from '../normalize.js';
import { Resource } from '../resource.js';
import { balanceListSchema, type WalletBalanceList } from './schemas.js';

const listBalances = defineOperation<WalletBalanceList>({
  method: 'GET',
  path: '/v1/balances',
  response: balanceListSchema,
  normalize: wrapData,
});

/**
 * `client.balances`: the wallets of the business the key (or tenant key) resolves to.
 *
 * @example
 * ```ts
 * const { data: wallets } = await client.balances.list();
 * ```
 */
export class Balances extends Resource {
  /**
   * Lists the wallet balances of the current business, amounts in minor units.
   * @throws {@link AuthenticationError} when the key is not valid for this environment.
   * @example
   * ```ts
   * const { data } = await client.balances.list();
   * for (const wallet of data) console.log(wallet.currency, wallet.available);
   * ```
   */
  list(options?: RequestOptions): APIPromise<WalletBalanceList> {
    return this.transport.call(listBalances, {}, options);
  }
}
