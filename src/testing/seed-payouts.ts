import type { SimContext } from './context.js';
import { bookMovement } from './ledger.js';
import { type FxQuote, type PricedPayout, priceThrough, storeQuote } from './machines/fx-quotes.js';
import { payPayout, payUserTransaction } from './machines/payouts.js';
import type { Amount } from './store/records.js';

/*
 * The money of the default seed's payouts and wallets, booked like the API's own: each user starts with a USD
 * wallet opened by a deposit; each seeded payout and wallet transaction names an FX quote kept for the business
 * (made when the payout was), is priced through it and debits its wallet in the ledger; the seeded user's
 * virtual accounts are approved, so a sandbox deposit can credit them. A failed payout moved no money.
 */

type Wire = Record<string, unknown>;

/** What each seeded user's USD wallet opens with, in minor units: 10,000.00, more than any drawn payment. */
const USER_OPENING = 1_000_000;

const recordsAt = (ctx: SimContext, businessId: string, path: string) => [
  ...(ctx.state.records.get(`${businessId} ${path}`)?.values() ?? []),
];

/** When a seeded record was made, in Unix ms (its `createdTimestamp`, in seconds). */
const madeAt = (ctx: SimContext, record: Wire) =>
  typeof record.createdTimestamp === 'number' ? record.createdTimestamp * 1000 : ctx.now();

/** Names a quote of `from` → the record's currency, made when the record was, on the record. */
function quoteFor(ctx: SimContext, businessId: string, record: Wire, from: string): FxQuote {
  const to = String((record.amount as { currency?: unknown } | undefined)?.currency ?? from);
  const quote = storeQuote(ctx, businessId, from, to, madeAt(ctx, record));
  record.quoteId = quote.id;
  return quote;
}

/** Prices the seeded payouts through their quotes and books their debits (funded by one deposit first). */
function seedPayouts(ctx: SimContext, businessId: string): void {
  const payouts = recordsAt(ctx, businessId, '/v1/payouts');
  const priced = payouts.map((payout) =>
    priceThrough(quoteFor(ctx, businessId, payout, 'USD'), { destination: payout.amount as Amount }),
  );
  // The seed's balances are what the guide describes: a deposit covered the payouts made before it.
  const total = priced.reduce(
    (sum, price, i) => sum + (payouts[i]?.status === 'failed' ? 0 : price.source.amount),
    0,
  );
  if (total > 0)
    bookMovement(ctx, {
      businessId,
      type: 'DEPOSIT',
      direction: 'CREDIT',
      amount: { amount: total, currency: 'USD' },
      reference: 'SEED-PAYOUTS',
      reason: 'Deposit',
    });
  payouts.forEach((payout, i) => {
    if (payout.status !== 'failed') {
      payPayout(ctx, businessId, payout);
      return;
    }
    // Priced like the others, though its money never left.
    const { source, fee, fxRate } = priced[i] as PricedPayout;
    Object.assign(payout, { sourceAmount: source, feeAmount: fee, fxRate });
  });
}

/**
 * Opens every user's USD wallet with a deposit, pays the seeded payouts and the seeded user's transactions
 * through quotes of the business, and approves the seeded user's virtual accounts.
 * @throws never.
 * @example
 * ```ts
 * seedPayoutMoney(ctx, businessId, users.map((u) => u.id), users[1].id);
 * ```
 */
export function seedPayoutMoney(
  ctx: SimContext,
  businessId: string,
  userIds: string[],
  userId: string,
): void {
  for (const id of userIds)
    bookMovement(ctx, {
      businessId,
      userId: id,
      type: 'DEPOSIT',
      direction: 'CREDIT',
      amount: { amount: USER_OPENING, currency: 'USD' },
      reference: 'OPEN-USD',
      reason: 'Opening deposit',
    });
  seedPayouts(ctx, businessId);
  for (const transaction of recordsAt(
    ctx,
    businessId,
    `/v1/users/${encodeURIComponent(userId)}/transactions`,
  )) {
    quoteFor(ctx, businessId, transaction, 'USD');
    payUserTransaction(ctx, { businessId, userId }, transaction);
  }
}
