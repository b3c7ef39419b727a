import { balanceEffect, type LedgerEntry, minorToDecimal } from './ledger.js';
import type { SimState } from './store/store.js';

/*
 * A business statement of one currency for a period, computed from the ledger: its lines are the entries that
 * moved the balance in the period (reserve locks and payment holds move money inside the wallet and are not
 * lines); totals are the sums of the lines; opening + credits - debits = closing.
 */

/** A statement in minor units, before it is written out as JSON, CSV or BAI2. */
export interface Statement {
  businessId: string;
  currency: string;
  periodStart: string;
  periodEnd: string;
  opening: number;
  credits: number;
  debits: number;
  closing: number;
  lines: LedgerEntry[];
}

/** Whether an entry moved the wallet's balance (and so is a transaction and a statement line). */
export const movesBalance = (entry: LedgerEntry): boolean => balanceEffect(entry) !== 0;

/** A payout's or payroll's status while in flight, in a business transaction's words (else `Completed`). */
const IN_FLIGHT: Readonly<Record<string, string>> = {
  initiated: 'Initiated',
  Scheduled: 'Initiated',
  processing: 'Processing',
  Processing: 'Processing',
  failed: 'Failed',
};

/**
 * Where a business transaction stands, read from the record that moved its money: a payout's debit follows the
 * payout (`Initiated`, `Processing`, `Completed`, `Failed`), a payroll's debit the payroll (`Initiated` while
 * Scheduled, `Processing`, then `Completed`); any other entry is `Completed` when booked.
 * @throws never.
 * @example
 * ```ts
 * transactionStatus(ctx.state, entry); // 'Processing'
 * ```
 */
export function transactionStatus(state: SimState, entry: LedgerEntry): string {
  const payout = state.records.get(`${entry.businessId} /v1/payouts`)?.get(entry.payoutId ?? '');
  const payroll = entry.direction === 'DEBIT' ? state.payrolls.get(entry.reference) : undefined;
  return IN_FLIGHT[String((payout ?? payroll)?.status)] ?? 'Completed';
}

/**
 * The statement of a business's entries in one currency for `[start, end)` (Unix ms).
 * @throws never.
 * @example
 * ```ts
 * statementOf(entries, { businessId, currency: 'USD', periodStart, periodEnd }, start, end).closing;
 * ```
 */
export function statementOf(
  entries: readonly LedgerEntry[],
  head: Pick<Statement, 'businessId' | 'currency' | 'periodStart' | 'periodEnd'>,
  start: number,
  end: number,
): Statement {
  const sum = (list: readonly LedgerEntry[]) => list.reduce((total, e) => total + balanceEffect(e), 0);
  const lines = entries.filter((e) => movesBalance(e) && e.createdAt >= start && e.createdAt < end);
  const opening = sum(entries.filter((e) => e.createdAt < start));
  const credits = sum(lines.filter((e) => balanceEffect(e) > 0));
  const debits = -sum(lines.filter((e) => balanceEffect(e) < 0));
  return { ...head, opening, credits, debits, closing: opening + credits - debits, lines };
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The statement as CSV: a header, an opening row, one row per line with the running balance, then the totals
 * and the closing balance (decimal amounts in the statement's currency).
 * @throws never.
 * @example
 * ```ts
 * statementCsv(statement).split('\n')[0]; // 'date,transactionId,reference,description,direction,amount,currency,balance'
 * ```
 */
export function statementCsv(statement: Statement): string {
  const { currency } = statement;
  const money = (minor: number) => minorToDecimal(minor, currency);
  const row = (cells: string[]) => cells.map(csvCell).join(',');
  let running = statement.opening;
  const rows = [
    row(['date', 'transactionId', 'reference', 'description', 'direction', 'amount', 'currency', 'balance']),
    row([statement.periodStart, '', '', 'Opening balance', '', '', currency, money(statement.opening)]),
    ...statement.lines.map((e) => {
      running += balanceEffect(e);
      const day = new Date(e.createdAt).toISOString().slice(0, 10);
      return row([
        day,
        e.id,
        e.reference,
        e.reason,
        e.direction,
        money(e.amount.amount),
        currency,
        money(running),
      ]);
    }),
    row([statement.periodEnd, '', '', 'Total credits', 'CREDIT', money(statement.credits), currency, '']),
    row([statement.periodEnd, '', '', 'Total debits', 'DEBIT', money(statement.debits), currency, '']),
    row([statement.periodEnd, '', '', 'Closing balance', '', '', currency, money(statement.closing)]),
  ];
  return `${rows.join('\n')}\n`;
}

/**
 * The statement as a BAI2 file: one group, one account whose summary carries the opening (010) and closing
 * (015) ledger balances and the credit (100) and debit (400) totals, one 16 record per line (399 credit,
 * 699 debit), with the trailers' control totals; amounts in minor units without a decimal point.
 * @throws never.
 * @example
 * ```ts
 * statementBai2(statement).startsWith('01,'); // true
 * ```
 */
export function statementBai2(statement: Statement, createdAt: number): string {
  const { opening, closing, credits, debits, lines, currency } = statement;
  const iso = new Date(createdAt).toISOString();
  const date = iso.slice(2, 10).replaceAll('-', '');
  const time = iso.slice(11, 16).replace(':', '');
  const creditLines = lines.filter((e) => balanceEffect(e) > 0);
  const account = [
    `03,${statement.businessId},${currency},010,${opening},,,015,${closing},,,100,${credits},${creditLines.length},,400,${debits},${lines.length - creditLines.length},/`,
    ...lines.map(
      (e) => `16,${e.direction === 'CREDIT' ? 399 : 699},${e.amount.amount},0,${e.id},${e.reference}/`,
    ),
  ];
  const control = opening + closing + credits + debits + lines.reduce((t, e) => t + e.amount.amount, 0);
  const records = [
    `01,SIMULATOR,${statement.businessId},${date},${time},1,,,2/`,
    `02,${statement.businessId},SIMULATOR,1,${statement.periodEnd.slice(2).replaceAll('-', '')},,${currency},2/`,
    ...account,
    `49,${control},${account.length + 1}/`,
  ];
  records.push(`98,${control},1,${records.length}/`);
  records.push(`99,${control},1,${records.length + 1}/`);
  return `${records.join('\n')}\n`;
}
