import type { SimContext } from './context.js';

/*
 * A user's wallets (`GET /v1/users/{userId}/wallets`, and the balances read of the same records): one per
 * currency, kept with the user's other records in the store. Their figures move only through `bookMovement`
 * (ledger.ts), like a business's; a user wallet has no reserves.
 */

/** A user's wallet as the wallets read shows it: figures in minor units of its currency. */
export type UserWallet = {
  id: string;
  currency: string;
  balance: number;
  available: number;
  processing: number;
};

/**
 * The store key of a user's wallets.
 * @throws never.
 * @example
 * ```ts
 * ctx.state.records.get(userWalletsKey(businessId, userId));
 * ```
 */
export function userWalletsKey(businessId: string, userId: string): string {
  return `${businessId} /v1/users/${encodeURIComponent(userId)}/wallets`;
}

/**
 * A user's wallet in a currency, `undefined` when the user holds none in it.
 * @throws never.
 * @example
 * ```ts
 * findUserWallet(ctx, businessId, userId, 'USD')?.available;
 * ```
 */
export function findUserWallet(
  ctx: SimContext,
  businessId: string,
  userId: string,
  currency: string,
): UserWallet | undefined {
  for (const wallet of ctx.state.records.get(userWalletsKey(businessId, userId))?.values() ?? [])
    if (wallet.currency === currency) return wallet as UserWallet;
  return undefined;
}

/**
 * A user's wallet in a currency, opened empty when missing (only `bookMovement` calls it, to credit it).
 * @throws never.
 * @example
 * ```ts
 * userWallet(ctx, businessId, userId, 'USD').balance;
 * ```
 */
export function userWallet(
  ctx: SimContext,
  businessId: string,
  userId: string,
  currency: string,
): UserWallet {
  const found = findUserWallet(ctx, businessId, userId, currency);
  if (found !== undefined) return found;
  const key = userWalletsKey(businessId, userId);
  const wallets = ctx.state.records.get(key) ?? new Map<string, Record<string, unknown>>();
  const wallet: UserWallet = { id: ctx.random.uuid(), currency, balance: 0, available: 0, processing: 0 };
  wallets.set(wallet.id, wallet);
  ctx.state.records.set(key, wallets);
  return wallet;
}
