import type { SimContext } from './context.js';
import { exponentOf } from './fx.js';
import type { LedgerEntry } from './ledger-entry.js';

/*
 * The business ledger: one entry per movement of a business's money the simulator processed (deposits,
 * payroll debits and their reversals, reimbursements, remittances, reserves). Business transactions and
 * statements are read from it, so they change exactly when money moves.
 */

export type { LedgerEntry, LedgerType } from './ledger-entry.js';

/**
 * Records a movement of money.
 * @throws never.
 * @example
 * ```ts
 * recordMovement(ctx, { businessId, type: 'DEPOSIT', direction: 'CREDIT', amount, reference, reason });
 * ```
 */
export function recordMovement(ctx: SimContext, entry: Omit<LedgerEntry, 'id' | 'createdAt'>): LedgerEntry {
  const recorded: LedgerEntry = {
    ...entry,
    amount: { ...entry.amount },
    id: ctx.random.uuid(),
    createdAt: ctx.now(),
  };
  ctx.state.ledger.push(recorded);
  return recorded;
}

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

/**
 * The signed effect of an entry on the wallet's balance (reserves move money within the wallet: none).
 * @throws never.
 * @example
 * ```ts
 * balanceEffect(entry); // -60000
 * ```
 */
export function balanceEffect(entry: LedgerEntry): number {
  if (entry.type === 'RESERVE') return 0;
  return entry.direction === 'CREDIT' ? entry.amount.amount : -entry.amount.amount;
}
