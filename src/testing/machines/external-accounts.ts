import { mustGet, type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import type { ExternalAccountRecord } from '../store/records.js';

/**
 * Removes an external account: it stays listed with status `removed` (`external-account.removed`).
 * @throws SimulatorError when the account is unknown or already removed.
 * @example
 * ```ts
 * removeExternalAccount(ctx, accountId);
 * ```
 */
export function removeExternalAccount(ctx: SimContext, id: string): ExternalAccountRecord {
  const account = mustGet(ctx.state.externalAccounts, id, 'external account');
  if (account.status === 'removed') throw new SimulatorError(`external account ${id} is already removed`);
  account.status = 'removed';
  const { accountNumber, bankName, status } = account;
  ctx.emit('external-account.removed', {
    businessId: account.businessId,
    tenantKey: tenantKeyOf(ctx, account.businessId),
    accounts: [{ id, accountNumber, bankName, status }],
  });
  return account;
}
