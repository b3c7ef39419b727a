import type { Amount } from './model.js';

/* The shape of a ledger entry, apart from the code that records one: the state holds entries. */

/** What moved the money. */
export type LedgerType = 'DEPOSIT' | 'PAYROLL' | 'PAYOUT' | 'REIMBURSEMENT' | 'REMITTANCE' | 'RESERVE';

/** One movement of a business's money. */
export interface LedgerEntry {
  /** The transaction id (a uuid). */
  id: string;
  /** The business whose wallet moved. */
  businessId: string;
  type: LedgerType;
  /** `CREDIT` raised the wallet, `DEBIT` lowered it. */
  direction: 'CREDIT' | 'DEBIT';
  /** How much, in the wallet's currency and its minor units. */
  amount: Amount;
  /** The record that caused it (payroll id, deposit reference…). */
  reference: string;
  /** Why, in words. */
  reason: string;
  /** On the simulator's clock, Unix ms. */
  createdAt: number;
}
