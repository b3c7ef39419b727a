import type { LedgerEntry, MockServer } from '../../../src/testing/index.js';
import { call, expectStatus } from '../raw-http.js';

/*
 * The books of a business, checked from outside: balances, transactions and statements read over HTTP, and the
 * simulator's ledger (`sim.businesses.ledger()`). `booksProblems` lists every broken rule (an empty list means
 * the books hold), so a test writes `expect(await booksProblems(server)).toEqual([])`.
 */

type Json = Record<string, unknown>;

/** A wallet as the balances read shows it with `include=reserves`. */
export interface Wallet {
  currency: string;
  balance: number;
  available: number;
  processing: number;
  reserves: number;
}

interface Line {
  direction: 'CREDIT' | 'DEBIT';
  balanceEffect: string;
  amount: { value: string; currency: string };
}

const FAR_FUTURE = '2999-12-31';

async function getJson(server: MockServer, path: string, query: Json, tenantKey?: string): Promise<Json> {
  const url = new URL(path, server.url);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = { authorization: `Bearer ${server.apiKey}` };
  if (tenantKey !== undefined) headers['x-multitenantkey'] = tenantKey;
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as Json;
}

/** Decimal strings to minor units by the digits (`'12.34'` → 1234, `'-5'` → -5 for JPY). */
const minor = (value: string): number => Number(value.replace('.', ''));

const signed = (line: Line) => (line.direction === 'CREDIT' ? 1 : -1) * minor(line.amount.value);

async function allTransactions(server: MockServer, base: string, currency: string, tenantKey?: string) {
  const lines: Line[] = [];
  let cursor: string | undefined;
  do {
    const query: Json = { currency, startDate: '1970-01-01', limit: 100, ...(cursor ? { cursor } : {}) };
    const page = await getJson(server, `${base}/transactions`, query, tenantKey);
    lines.push(...(page.data as Line[]));
    cursor = (page.node as { next?: string | null } | undefined)?.next ?? undefined;
  } while (cursor !== undefined);
  return lines;
}

function walletProblems(wallet: Wallet, entries: readonly LedgerEntry[]): string[] {
  const problems: string[] = [];
  const { currency } = wallet;
  const sums = { balance: 0, reserves: 0, processing: 0 };
  for (const e of entries.filter((x) => x.amount.currency === currency)) {
    const a = e.amount.amount;
    if (!(Number.isSafeInteger(a) && a > 0)) problems.push(`${currency}: entry ${e.id} has amount ${a}`);
    const sign = e.direction === 'CREDIT' ? 1 : -1;
    if (e.effect === 'balance') sums.balance += sign * a;
    else if (e.effect === 'reserves') sums.reserves -= sign * a;
    else if (e.effect === 'processing') sums.processing -= sign * a;
    else Object.assign(sums, { balance: sums.balance - a, processing: sums.processing - a });
  }
  for (const figure of ['balance', 'reserves', 'processing'] as const) {
    if (wallet[figure] !== sums[figure])
      problems.push(`${currency}: ${figure} ${wallet[figure]} but the ledger sums to ${sums[figure]}`);
    if (wallet[figure] < 0) problems.push(`${currency}: ${figure} ${wallet[figure]} is negative`);
  }
  if (wallet.available !== wallet.balance - wallet.reserves - wallet.processing)
    problems.push(`${currency}: available ${wallet.available} is not balance - reserves - processing`);
  if (wallet.available < 0) problems.push(`${currency}: available ${wallet.available} is negative`);
  return problems;
}

function statementProblems(wallet: Wallet, statement: Json, label: string): string[] {
  const problems: string[] = [];
  const value = (field: string) => minor((statement[field] as { value: string }).value);
  const lines = statement.transactions as Line[];
  const credits = lines.filter((l) => l.direction === 'CREDIT').reduce((t, l) => t + signed(l), 0);
  const debits = -lines.filter((l) => l.direction === 'DEBIT').reduce((t, l) => t + signed(l), 0);
  if (value('totalCredits') !== credits)
    problems.push(`${label}: totalCredits is not the sum of its credits`);
  if (value('totalDebits') !== debits) problems.push(`${label}: totalDebits is not the sum of its debits`);
  if (value('openingBalance') + credits - debits !== value('closingBalance'))
    problems.push(`${label}: opening + credits - debits is not closing`);
  if (value('closingBalance') !== wallet.balance)
    problems.push(`${label}: closing ${value('closingBalance')} is not the balance ${wallet.balance}`);
  return problems;
}

/**
 * Every broken rule of a business's books (the primary business by default): for each wallet, balance,
 * reserves and processing equal the sums of its ledger entries, available is balance - reserves - processing
 * and never negative, the transactions list sums to the balance, and the whole-history statement adds up
 * (totals are the sums of its lines, opening + credits - debits = closing = balance).
 */
export async function booksProblems(
  server: MockServer,
  businessId = server.simulator.fixtures.businessId,
  tenantKey?: string,
): Promise<string[]> {
  const base = `/v1/businesses/${businessId}`;
  const { data } = await getJson(server, `${base}/balances`, { include: 'reserves' }, tenantKey);
  const ledger = server.simulator.businesses.ledger(businessId);
  const problems: string[] = [];
  for (const wallet of data as Wallet[]) {
    problems.push(...walletProblems(wallet, ledger));
    const lines = await allTransactions(server, base, wallet.currency, tenantKey);
    const total = lines.reduce((t, l) => t + signed(l), 0);
    if (total !== wallet.balance)
      problems.push(`${wallet.currency}: transactions sum to ${total}, the balance is ${wallet.balance}`);
    if (lines.some((l) => l.balanceEffect !== (l.direction === 'CREDIT' ? 'increase' : 'decrease')))
      problems.push(`${wallet.currency}: a transaction's balanceEffect contradicts its direction`);
    const query = { currency: wallet.currency, periodStart: '1970-01-01', periodEnd: FAR_FUTURE };
    const statement = await getJson(server, `${base}/statement`, query, tenantKey);
    problems.push(...statementProblems(wallet, statement, `${wallet.currency} statement`));
  }
  return problems;
}

/** The wallets of the server's primary business (reserves included), read over HTTP. */
export async function walletsOf(server: MockServer): Promise<Wallet[]> {
  const { businessId } = server.simulator.fixtures;
  const path = `/v1/businesses/${businessId}/balances`;
  const answer = await expectStatus(
    call(server, 'GET', path, { query: { include: 'reserves' } }),
    200,
    'balances',
  );
  return answer.data as Wallet[];
}
