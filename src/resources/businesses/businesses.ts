import type { Transport } from '../../internal/transport.js';
import { Resource } from '../resource.js';
import { BusinessBalances } from './balances.js';
import { ExternalAccounts } from './external-accounts.js';

/**
 * `client.businesses`: per-business treasury reads (balances, external accounts).
 *
 * @example
 * ```ts
 * const accounts = await client.businesses.externalAccounts.list(businessId);
 * ```
 */
export class Businesses extends Resource {
  /** Currency wallets: `client.businesses.balances.list(businessId)`. */
  readonly balances: BusinessBalances;
  /** Linked bank accounts: `client.businesses.externalAccounts.list(businessId)`. */
  readonly externalAccounts: ExternalAccounts;

  /** @internal Created by {@link WorkforceClient}. */
  constructor(transport: Transport) {
    super(transport);
    this.balances = new BusinessBalances(transport);
    this.externalAccounts = new ExternalAccounts(transport);
  }
}
