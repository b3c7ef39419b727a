import { type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import { decimalToMinor } from '../fx.js';
import { bookMovement, type Movement, minorToDecimal, refusalOf } from '../ledger.js';
import type { LedgerEntry } from '../store/ledger-entry.js';
import type { Amount } from '../store/records.js';
import { type PricedPayout, priceThrough, quoteOf } from './fx-quotes.js';

/*
 * Money leaving a wallet to a beneficiary, and money arriving in a user's wallet: a business payout
 * (`POST /v1/payouts`) debits the business's wallet in its quote's `from` currency; a user's wallet transaction
 * (`POST /v1/users/{userId}/transactions`) debits the user's; a sandbox deposit into a user's virtual account
 * credits the user's wallet in the account's currency. Each is one ledger entry (`bookMovement`), and each
 * record's figures are computed from its quote, never drawn.
 */

type Wire = Record<string, unknown>;

function mustPrice(
  ctx: SimContext,
  businessId: string,
  quoteId: unknown,
  given: Parameters<typeof priceThrough>[1],
) {
  const quote = quoteOf(ctx, businessId, quoteId);
  if (quote === undefined)
    throw new SimulatorError(`quote ${String(quoteId)} is unknown`, {
      quoteId: 'is not an FX quote of this business (POST /v1/fx-quotes)',
    });
  return priceThrough(quote, given);
}

/** Refuses a debit its wallet cannot cover, or one worth less than a minor unit, naming `field`. */
function requireDebit(ctx: SimContext, movement: Movement, field: string): void {
  const { currency } = movement.amount;
  if (movement.amount.amount <= 0)
    throw new SimulatorError(`${movement.type} converts to nothing`, {
      [field]: `converts to less than one minor unit of ${currency} through the quote`,
    });
  const refusal = refusalOf(ctx, movement);
  if (refusal === undefined) return;
  const rule = `${Object.values(refusal)[0] ?? 'is refused'} (${currency} wallet)`;
  throw new SimulatorError(`${movement.type} of ${movement.businessId}: ${rule}`, { [field]: rule });
}

/**
 * A payout as its transaction events carry it, in the spec's recipient types (`BUSINESS`, `USER`, `EMPLOYEE`,
 * `CONTRACTOR`): a business payout is a `BUSINESS` one naming the business; a user's payout from their own
 * wallet (its amount in decimals) a `USER` one naming the user.
 */
const transactionEvent = (ctx: SimContext, businessId: string, record: Wire, userId?: string) => ({
  id: record.id,
  amount: { ...((userId === undefined ? record.amount : minorOf(record.amount)) as Amount) },
  type: 'PAYOUT',
  reference: String(record.reference ?? record.id),
  recipientId: userId ?? businessId,
  recipientType: userId === undefined ? 'BUSINESS' : 'USER',
  tenantKey: tenantKeyOf(ctx, businessId),
});

/**
 * Pays a stored payout record: prices it through its quote (`sourceAmount`, `feeAmount`, `fxRate` written on
 * the record), debits the business's wallet in the quote's `from` currency (`PAYOUT`) and emits
 * `transaction.initiated`.
 * @throws SimulatorError naming `amount.amount` when the wallet cannot cover it (nothing changes then).
 * @example
 * ```ts
 * payPayout(ctx, businessId, record);
 * ```
 */
export function payPayout(ctx: SimContext, businessId: string, record: Wire): PricedPayout {
  const priced = mustPrice(ctx, businessId, record.quoteId, { destination: record.amount as Amount });
  const movement: Movement = {
    businessId,
    type: 'PAYOUT',
    direction: 'DEBIT',
    amount: priced.source,
    reference: String(record.reference ?? record.id),
    reason: 'Payout',
    payoutId: String(record.id),
  };
  requireDebit(ctx, movement, 'amount.amount');
  Object.assign(record, { sourceAmount: priced.source, feeAmount: priced.fee, fxRate: priced.fxRate });
  bookMovement(ctx, movement);
  ctx.emit('transaction.initiated', transactionEvent(ctx, businessId, record));
  return priced;
}

const minorOf = (money: unknown): Amount | undefined => {
  const { value, currency } = (money ?? {}) as { value?: unknown; currency?: unknown };
  if (typeof value !== 'string' || typeof currency !== 'string') return undefined;
  const amount = decimalToMinor(value, currency);
  return amount === undefined ? undefined : { amount, currency };
};

const decimal = (money: Amount) => ({
  value: minorToDecimal(money.amount, money.currency),
  currency: money.currency,
});

/**
 * Pays a stored wallet transaction of a user: prices it through its quote from the money that was `sent`
 * (`amount` or `sourceAmount`, decimals), writes the figures on the record and debits the user's wallet in the
 * quote's `from` currency, and emits `transaction.initiated` (a `USER` recipient: the user).
 * @throws SimulatorError naming the amount field when the user's wallet cannot cover it (nothing changes then).
 * @example
 * ```ts
 * payUserTransaction(ctx, { businessId, userId }, record, body);
 * ```
 */
export function payUserTransaction(
  ctx: SimContext,
  owner: { businessId: string; userId: string },
  record: Wire,
  sent: Wire = record,
): void {
  const { businessId, userId } = owner;
  const destination = minorOf(sent.amount);
  const given = destination === undefined ? { source: minorOf(sent.sourceAmount) } : { destination };
  const priced = mustPrice(ctx, businessId, record.quoteId, given);
  const movement: Movement = {
    businessId,
    userId,
    type: 'PAYOUT',
    direction: 'DEBIT',
    amount: priced.source,
    reference: String(record.reference ?? record.id),
    reason: record.type === 'savings_funding' ? 'Savings funding' : 'Payout',
  };
  requireDebit(ctx, movement, destination === undefined ? 'sourceAmount.value' : 'amount.value');
  // The record carries the figures the read documents; the source currency is in `sourceAmount`.
  Reflect.deleteProperty(record, 'sourceCurrency');
  Object.assign(record, {
    amount: decimal(priced.destination),
    sourceAmount: decimal(priced.source),
    feeAmount: decimal(priced.fee),
    fxRate: priced.fxRate,
  });
  bookMovement(ctx, movement);
  ctx.emit('transaction.initiated', transactionEvent(ctx, businessId, record, userId));
}

/**
 * A sandbox deposit into a user's virtual account: credits the user's wallet in the account's currency
 * (`DEPOSIT`, one ledger entry). Only an `Approved` account receives money, in its own currency.
 * @throws SimulatorError naming the field: an account in another status, money in another currency.
 * @example
 * ```ts
 * depositToVirtualAccount(ctx, businessId, userId, account, { amount, reference, description });
 * ```
 */
export function depositToVirtualAccount(
  ctx: SimContext,
  businessId: string,
  userId: string,
  account: Wire,
  body: Wire,
): LedgerEntry {
  if (account.status !== 'Approved')
    throw new SimulatorError(`virtual account ${String(account.id)} is ${String(account.status)}`, {
      virtualAccountId: `is ${String(account.status)}; only an Approved virtual account receives deposits`,
    });
  // The deposit writes its minor units as `value` (an integer), as its documents do.
  const { value, currency } = body.amount as { value: number; currency: string };
  const amount: Amount = { amount: value, currency };
  if (amount.currency !== account.currency)
    throw new SimulatorError(`virtual account ${String(account.id)} holds ${String(account.currency)}`, {
      'amount.currency': `must be ${String(account.currency)}, the virtual account's currency`,
    });
  return bookMovement(ctx, {
    businessId,
    userId,
    type: 'DEPOSIT',
    direction: 'CREDIT',
    amount,
    reference: String(body.reference ?? account.id),
    reason: typeof body.description === 'string' ? body.description : 'Virtual account deposit',
  });
}

/**
 * The documented way of a payout once paid: `initiated` → `processing` → `succeeded`; a user's wallet
 * transaction ends in `success` instead.
 */
const NEXT_STATUS: Readonly<Record<string, string>> = { initiated: 'processing', processing: 'succeeded' };

/** The user whose wallet transactions a store key holds (`<business> /v1/users/<user>/transactions`). */
const USER_TRANSACTIONS = /^\/v1\/users\/([^/]+)\/transactions$/;

/**
 * The moves the payouts in flight make in one round of the service's work, a business's (`/v1/payouts`) and a
 * user's wallet transactions alike: each `initiated` one starts processing, each `processing` one succeeds
 * (`transaction.succeeded`). The money left the wallet when the payout was made; these moves change its status
 * and update time only, so the wallet's balance stays the sum of its ledger entries at every step.
 * @throws never.
 * @example
 * ```ts
 * for (const move of payoutMoves(ctx)) move();
 * ```
 */
export function payoutMoves(ctx: SimContext): (() => void)[] {
  const moves: (() => void)[] = [];
  for (const [key, records] of ctx.state.records) {
    const [businessId = '', path = ''] = key.split(' ');
    const user = USER_TRANSACTIONS.exec(path)?.[1];
    if (path !== '/v1/payouts' && user === undefined) continue;
    const userId = user === undefined ? undefined : decodeURIComponent(user);
    for (const record of records.values()) {
      let to = NEXT_STATUS[String(record.status)];
      if (to === undefined) continue;
      if (userId !== undefined && to === 'succeeded') to = 'success';
      moves.push(() => moveTransaction(ctx, businessId, userId, record, to));
    }
  }
  return moves;
}

/** One step of a payout or a user's wallet transaction; its success is announced (`transaction.succeeded`). */
function moveTransaction(
  ctx: SimContext,
  businessId: string,
  userId: string | undefined,
  record: Wire,
  to: string,
): void {
  record.status = to;
  record.lastUpdatedTimestamp = Math.floor(ctx.now() / 1000);
  if (to !== 'processing')
    ctx.emit('transaction.succeeded', transactionEvent(ctx, businessId, record, userId));
}
