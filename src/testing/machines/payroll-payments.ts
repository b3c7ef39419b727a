import type { SimContext } from '../context.js';
import { bookMovement } from '../ledger.js';
import type { LedgerType } from '../store/ledger-entry.js';
import type { Amount, PayrollEntryRecord, PayrollRecord, UserRecord } from '../store/records.js';
import { documentKey } from '../store/store.js';

/*
 * Where a payroll entry's money goes, read from the worker's payment info: a worker paid to a user wallet is
 * paid into the wallet of the worker's user account in the entry's currency (a `USER` recipient, credited when
 * the payroll completes); any other method is a direct payment to the worker (an `EMPLOYEE` or `CONTRACTOR`
 * recipient, the person). Contractor invoices and reimbursement claims reach a wallet-paid worker's wallet the
 * same way, when they are paid.
 */

/** Who an entry's transaction pays, as the transaction events name it. */
export interface EntryRecipient {
  recipientId: string;
  recipientType: 'USER' | 'EMPLOYEE' | 'CONTRACTOR';
  /** The user whose wallet the entry credits, for a worker paid to a wallet. */
  walletUser?: UserRecord;
}

function walletUserOf(ctx: SimContext, businessId: string, personId: string): UserRecord | undefined {
  const info = ctx.state.documents.get(documentKey(businessId, `/v1/persons/${personId}/paymentInfo`));
  const wallet = info?.wallet as { type?: string } | undefined;
  if (info?.preferredMethod !== 'wallet' || (wallet?.type ?? 'user') !== 'user') return undefined;
  for (const user of ctx.state.users.values())
    if (user.personId === personId && user.businessId === businessId) return user;
  return undefined;
}

/**
 * The recipient of an entry's transaction: the worker's user for a worker paid to a wallet (when the worker has
 * a user account), else the worker as an employee or contractor.
 * @throws never.
 * @example
 * ```ts
 * entryRecipient(ctx, payroll, entry).recipientType; // 'USER'
 * ```
 */
export function entryRecipient(
  ctx: SimContext,
  payroll: PayrollRecord,
  entry: PayrollEntryRecord,
): EntryRecipient {
  const walletUser = walletUserOf(ctx, payroll.businessId, entry.personId);
  if (walletUser !== undefined) return { recipientId: walletUser.id, recipientType: 'USER', walletUser };
  const person = ctx.state.persons.get(entry.personId);
  return { recipientId: entry.personId, recipientType: person?.type ?? 'CONTRACTOR' };
}

/** What a payment to a worker is, for the worker's wallet's ledger entry. */
export interface WorkerPayment {
  businessId: string;
  personId: string;
  type: LedgerType;
  amount: Amount;
  reference: string;
  reason: string;
}

/**
 * Credits a payment to the wallet of a worker paid to a wallet (one ledger entry of the worker's user); a
 * worker paid by any other method is paid outside the platform, and nothing is booked.
 * @throws never (a credit of a positive amount in a known currency is always booked).
 * @example
 * ```ts
 * creditWorkerWallet(ctx, { businessId, personId, type: 'INVOICE', amount, reference: paymentReference, reason });
 * ```
 */
export function creditWorkerWallet(ctx: SimContext, payment: WorkerPayment): void {
  const user = walletUserOf(ctx, payment.businessId, payment.personId);
  if (user === undefined) return;
  const { personId: _, ...movement } = payment;
  bookMovement(ctx, { ...movement, userId: user.id, direction: 'CREDIT', amount: { ...payment.amount } });
}

/**
 * Credits the wallet of each worker a completed payroll paid to a wallet, with the entry's amount (the business
 * paid it when the payroll was funded).
 * @throws never (a credit of a positive amount in a known currency is always booked).
 * @example
 * ```ts
 * creditWorkerWallets(ctx, payroll);
 * ```
 */
export function creditWorkerWallets(ctx: SimContext, payroll: PayrollRecord): void {
  for (const entry of payroll.entries) {
    creditWorkerWallet(ctx, {
      businessId: payroll.businessId,
      personId: entry.personId,
      type: 'PAYROLL',
      amount: entry.salary,
      reference: payroll.payrollId,
      reason: `Payroll of ${payroll.payrollDate ?? 'no pay day'}`,
    });
  }
}
