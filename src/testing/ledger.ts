import { type FieldMessages, type SimContext, SimulatorError } from './context.js';
import { exponentOf, isCurrency } from './fx.js';
import type { LedgerEffect, LedgerEntry } from './store/ledger-entry.js';
import type { WalletRecord } from './store/records.js';
import { findUserWallet, userWallet } from './user-wallets.js';

/*
 * The business ledger: one entry per movement of a business's money (deposits, payroll debits and their
 * reversals, payouts, contractor invoices, reimbursements, remittance holds and payments, reserve locks and releases). The books:
 * a wallet's `balance`, `reserves` and `processing` are the sums of its entries' effects, and `available` is
 * `balance - reserves - processing`. `bookMovement` is the only way a wallet's figures change, so the books
 * hold by construction; transactions, statements and balances are read from them. An entry that names a
 * `userId` moves that user's wallet (user-wallets.ts) instead of the business's: a sandbox deposit into a
 * virtual account, a wallet transaction.
 */

export type { LedgerEffect, LedgerEntry, LedgerType } from './store/ledger-entry.js';

/** A movement to book: an entry without the id and time the ledger gives it; `effect` is `balance` by default. */
export type Movement = Omit<LedgerEntry, 'id' | 'createdAt' | 'effect'> & { effect?: LedgerEffect };

/** How an entry changes a wallet's figures, in minor units. */
export interface WalletDelta {
  balance: number;
  reserves: number;
  processing: number;
}

/**
 * What an entry does to its wallet's figures.
 * @throws never.
 * @example
 * ```ts
 * walletDelta(lockEntry); // { balance: 0, reserves: 10000, processing: 0 }
 * ```
 */
export function walletDelta(entry: Pick<LedgerEntry, 'direction' | 'amount'> & { effect?: LedgerEffect }) {
  const sign = entry.direction === 'CREDIT' ? 1 : -1;
  const amount = entry.amount.amount;
  const delta: WalletDelta = { balance: 0, reserves: 0, processing: 0 };
  const effect = entry.effect ?? 'balance';
  if (effect === 'balance') delta.balance = sign * amount;
  else if (effect === 'reserves') delta.reserves = -sign * amount;
  else if (effect === 'processing') delta.processing = -sign * amount;
  else Object.assign(delta, { balance: -amount, processing: -amount });
  return delta;
}

/**
 * The signed effect of an entry on the wallet's balance (locks, releases and holds: none).
 * @throws never.
 * @example
 * ```ts
 * balanceEffect(entry); // -60000
 * ```
 */
export function balanceEffect(entry: LedgerEntry): number {
  return walletDelta(entry).balance;
}

/**
 * Why a movement cannot be booked (a non-positive or fractional amount, a currency outside ISO 4217, or a
 * wallet figure it would take below zero), by field; `undefined` when it can.
 * @throws never.
 * @example
 * ```ts
 * refusalOf(ctx, { businessId, type: 'PAYOUT', direction: 'DEBIT', amount, reference, reason });
 * ```
 */
export function refusalOf(ctx: SimContext, movement: Movement): FieldMessages | undefined {
  const { amount, currency } = movement.amount;
  if (!isCurrency(currency))
    return { 'amount.currency': `${currency} is not an ISO 4217 currency with minor units` };
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return { 'amount.amount': 'must be a positive whole number of minor units' };
  if (movement.userId !== undefined && (movement.effect ?? 'balance') !== 'balance')
    return { amount: "a user's wallet moves only its balance" };
  const now = figures(findWallet(ctx, movement));
  const delta = walletDelta(movement);
  const next = {
    balance: now.balance + delta.balance,
    reserves: now.reserves + delta.reserves,
    processing: now.processing + delta.processing,
  };
  const shown = (minor: number) => `${minorToDecimal(minor, currency)} ${currency}`;
  if (next.reserves < 0) return { 'amount.value': `exceeds the reserves of ${shown(now.reserves)}` };
  if (next.processing < 0) return { amount: `exceeds the ${shown(now.processing)} held for payments` };
  if (next.balance - next.reserves - next.processing < 0)
    return { 'amount.value': `exceeds the available balance of ${shown(available(now))}` };
  return undefined;
}

/**
 * Books a movement: appends one ledger entry and changes the wallet's figures by it, together. The only
 * function that changes a wallet's money.
 * @throws SimulatorError when {@link refusalOf} refuses it (nothing changes then).
 * @example
 * ```ts
 * bookMovement(ctx, { businessId, type: 'DEPOSIT', direction: 'CREDIT', amount, reference, reason: 'Deposit' });
 * ```
 */
export function bookMovement(ctx: SimContext, movement: Movement): LedgerEntry {
  const refusal = refusalOf(ctx, movement);
  if (refusal !== undefined) {
    const [field, rule] = Object.entries(refusal)[0] ?? ['amount', 'is refused'];
    throw new SimulatorError(`${movement.type} of ${movement.businessId}: ${field} ${rule}`, refusal);
  }
  const { currency } = movement.amount;
  const { businessId, userId } = movement;
  const wallet: Figures & { available: number } =
    userId === undefined
      ? ctx.state.wallet(businessId, currency, ctx.random)
      : userWallet(ctx, businessId, userId, currency);
  const delta = walletDelta(movement);
  wallet.balance += delta.balance;
  if (wallet.reserves !== undefined) wallet.reserves += delta.reserves;
  wallet.processing += delta.processing;
  wallet.available = available(figures(wallet));
  const entry: LedgerEntry = {
    ...movement,
    effect: movement.effect ?? 'balance',
    amount: { ...movement.amount },
    id: ctx.random.uuid(),
    createdAt: ctx.now(),
  };
  ctx.state.ledger.push(entry);
  return entry;
}

type Figures = Pick<WalletRecord, 'balance' | 'processing'> & { reserves?: number };

function findWallet(ctx: SimContext, movement: Movement): Figures | undefined {
  const { businessId, userId, amount } = movement;
  if (userId !== undefined) return findUserWallet(ctx, businessId, userId, amount.currency);
  for (const wallet of ctx.state.wallets.values())
    if (wallet.businessId === businessId && wallet.currency === amount.currency) return wallet;
  return undefined;
}

function figures(wallet: Figures | undefined): WalletDelta {
  return {
    balance: wallet?.balance ?? 0,
    reserves: wallet?.reserves ?? 0,
    processing: wallet?.processing ?? 0,
  };
}

const available = (w: WalletDelta) => w.balance - w.reserves - w.processing;

/**
 * Minor units as the decimal string the API's amounts carry (`'12.34'`).
 * @throws never.
 * @example
 * ```ts
 * minorToDecimal(1234, 'USD'); // '12.34'
 * ```
 */
export function minorToDecimal(amount: number, currency: string): string {
  const exponent = exponentOf(currency);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  return exponent === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
