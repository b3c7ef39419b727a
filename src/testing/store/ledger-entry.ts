import type { Amount } from './records.js';

/* The shape of a ledger entry, apart from the code that books one: the state holds entries. */

/** What moved the money. */
export type LedgerType =
  | 'DEPOSIT'
  | 'INVOICE'
  | 'PAYROLL'
  | 'PAYOUT'
  | 'REIMBURSEMENT'
  | 'REMITTANCE'
  | 'RESERVE'
  | 'TRANSFER';

/**
 * Which of the wallet's figures an entry moves (`available` is always `balance - reserves - processing`):
 * - `balance`: money enters (`CREDIT`) or leaves (`DEBIT`) the wallet;
 * - `reserves`: money is locked (`DEBIT`) in or released (`CREDIT`) from the reserves, the balance unchanged;
 * - `processing`: money is held (`DEBIT`) for a payment in flight or the hold is released (`CREDIT`);
 * - `settlement`: a held payment leaves the wallet (`DEBIT` only): balance and processing both go down.
 */
export type LedgerEffect = 'balance' | 'reserves' | 'processing' | 'settlement';

/** One movement of a business's money. */
export interface LedgerEntry {
  /** The transaction id (a uuid). */
  id: string;
  /** The business whose wallet moved (or whose user's wallet moved, when `userId` is set). */
  businessId: string;
  /** The user of the business whose own wallet moved; absent for the business's wallets. */
  userId?: string;
  type: LedgerType;
  /** What the entry moves; see {@link LedgerEffect}. */
  effect: LedgerEffect;
  /** `CREDIT` raised the figure the effect names (or released a lock or hold), `DEBIT` lowered it. */
  direction: 'CREDIT' | 'DEBIT';
  /** How much, in the wallet's currency and its minor units: always positive. */
  amount: Amount;
  /** The record that caused it (payroll id, deposit reference…). */
  reference: string;
  payoutId?: string;
  /** Why, in words. */
  reason: string;
  /** On the simulator's clock, Unix ms. */
  createdAt: number;
}
