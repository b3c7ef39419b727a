import { decimalToMinor } from '../fx.js';
import { badRequest } from '../http-error.js';
import { balanceEffect, type LedgerEntry, minorToDecimal, recordMovement } from '../ledger.js';
import { depositFunds } from '../machines/deposits.js';
import type { Route, RouteContext } from '../router.js';
import { declaredParams } from './declared.js';
import { nodePage } from './node-page.js';
import { requireResolvedBusiness } from './shared.js';
import { statementFile } from './statement-file.js';

/*
 * Business transactions and statements, read from the ledger (ledger.ts); deposits and reserves write to it.
 */

type Wire = Record<string, unknown>;

const METHOD: Readonly<Record<LedgerEntry['type'], string>> = {
  DEPOSIT: 'Transfer',
  PAYROLL: 'Payroll',
  PAYOUT: 'Transfer',
  REIMBURSEMENT: 'Transfer',
  REMITTANCE: 'Statutory Deposit',
  RESERVE: 'Transfer',
};

const money = (amount: number, currency: string) => ({ value: minorToDecimal(amount, currency), currency });
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function transactionView(entry: LedgerEntry): Wire {
  const { amount } = entry;
  const seconds = Math.floor(entry.createdAt / 1000);
  return {
    id: entry.id,
    status: 'Completed',
    reference: entry.reference,
    direction: entry.direction,
    balanceEffect: entry.direction === 'CREDIT' ? 'increase' : 'decrease',
    paymentDetails: {
      preferredMethod: entry.reason === 'Payroll reversal' ? 'Payroll Reversal' : METHOD[entry.type],
    },
    amount: money(amount.amount, amount.currency),
    transactionFee: money(0, amount.currency),
    totalAmount: money(amount.amount, amount.currency),
    reason: entry.reason,
    createdTimestamp: seconds,
    lastUpdatedTimestamp: seconds,
    date: day(entry.createdAt),
  };
}

function entriesOf(rc: RouteContext, currency: string): LedgerEntry[] {
  return rc.ctx.state.ledger.filter(
    (e) => e.businessId === rc.principal.business.id && e.amount.currency === currency,
  );
}

function listTransactions(rc: RouteContext) {
  requireResolvedBusiness(rc, rc.params.businessId ?? '');
  const { currency, startDate } = declaredParams(rc, 'businesses.transactions.list');
  const from = Date.parse(String(startDate));
  const type = rc.query.get('type');
  const matching = entriesOf(rc, String(currency))
    .filter((e) => e.createdAt >= from && (type === null || e.type === type))
    .reverse();
  const page = nodePage(rc, matching, 'cursor');
  return { status: 200, body: { data: page.data.map(transactionView), node: page.node } };
}

function statement(rc: RouteContext) {
  requireResolvedBusiness(rc, rc.params.businessId ?? '');
  const params = declaredParams(rc, 'businesses.statement.get');
  const currency = String(params.currency);
  const start = Date.parse(String(params.periodStart));
  const end = Date.parse(String(params.periodEnd)) + 86_400_000;
  if (end <= start) throw badRequest({ periodEnd: 'must not be before periodStart' });
  const entries = entriesOf(rc, currency);
  const sum = (list: LedgerEntry[]) => list.reduce((total, e) => total + balanceEffect(e), 0);
  const inPeriod = entries.filter((e) => e.createdAt >= start && e.createdAt < end);
  const opening = sum(entries.filter((e) => e.createdAt < start));
  const credits = inPeriod.filter((e) => e.direction === 'CREDIT' && e.type !== 'RESERVE');
  const debits = inPeriod.filter((e) => e.direction === 'DEBIT' && e.type !== 'RESERVE');
  const total = (list: LedgerEntry[]) => list.reduce((t, e) => t + e.amount.amount, 0);
  const body = {
    businessId: rc.principal.business.id,
    currency,
    periodStart: params.periodStart,
    periodEnd: params.periodEnd,
    openingBalance: money(opening, currency),
    totalCredits: money(total(credits), currency),
    totalDebits: money(total(debits), currency),
    closingBalance: money(opening + sum(inPeriod), currency),
    transactions: inPeriod.map(transactionView),
  };
  if (params.format !== undefined) return statementFile(String(params.format), body, rc.ctx.now());
  return { status: 200, body };
}

function deposit(rc: RouteContext) {
  requireResolvedBusiness(rc, rc.params.businessId ?? '');
  const params = declaredParams(rc, 'businesses.deposits.create');
  const account = rc.ctx.state.externalAccounts.get(String(params.externalAccountId));
  if (account?.businessId !== rc.principal.business.id || account.status !== 'active')
    throw badRequest({ externalAccountId: 'is not an active external account of this business' });
  const amount = params.amount as { amount: number; currency: string };
  if (!Number.isInteger(amount.amount) || amount.amount <= 0)
    throw badRequest({ 'amount.amount': 'must be a positive integer in minor units' });
  const id = depositFunds(rc.ctx, rc.principal.business.id, amount, `ACH ${account.bankName}`);
  return { status: 200, body: { id } };
}

function reserve(rc: RouteContext) {
  requireResolvedBusiness(rc, rc.params.businessId ?? '');
  const params = declaredParams(rc, 'businesses.reserves.create');
  const { value, currency } = params.amount as { value: string; currency: string };
  const minor = decimalToMinor(value, currency);
  if (minor === undefined || minor <= 0)
    throw badRequest({ 'amount.value': `must be a positive decimal amount in ${currency}` });
  const wallet = rc.ctx.state.wallet(rc.principal.business.id, currency, rc.ctx.random);
  const lock = params.action === 'LOCK';
  if (lock ? wallet.available < minor : wallet.reserves < minor)
    throw badRequest({ 'amount.value': lock ? 'exceeds the available balance' : 'exceeds the reserves' });
  wallet.available += lock ? -minor : minor;
  wallet.reserves += lock ? minor : -minor;
  const entry = recordMovement(rc.ctx, {
    businessId: rc.principal.business.id,
    type: 'RESERVE',
    direction: lock ? 'DEBIT' : 'CREDIT',
    amount: { amount: minor, currency },
    reference: String(params.personId),
    reason: `${lock ? 'Reserve' : 'Release'} ${String(params.type).toLowerCase().replace('_', ' ')}`,
  });
  return { status: 200, body: { disbursementId: entry.id } };
}

/** Business transactions, statements, deposits and reserves. */
export const ledgerRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/businesses/{businessId}/transactions',
    access: 'business',
    handle: listTransactions,
  },
  { method: 'GET', path: '/v1/businesses/{businessId}/statement', access: 'business', handle: statement },
  { method: 'POST', path: '/v1/businesses/{businessId}/deposits', access: 'business', handle: deposit },
  { method: 'POST', path: '/v1/businesses/{businessId}/reserves', access: 'business', handle: reserve },
];
