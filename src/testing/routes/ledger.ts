import { decimalToMinor, isCurrency } from '../fx.js';
import { badRequest } from '../http-error.js';
import { idempotent } from '../idempotency.js';
import { bookMovement, type LedgerEntry, type Movement, minorToDecimal, refusalOf } from '../ledger.js';
import { depositFunds } from '../machines/deposits.js';
import { requireResolvedBusiness } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import { movesBalance, statementBai2, statementCsv, statementOf, transactionStatus } from '../statement.js';
import type { SimState } from '../store/store.js';
import { declaredParams } from './declared.js';
import { nodePage } from './node-page.js';

/*
 * Business transactions and statements, read from the ledger (ledger.ts); deposits and reserves book into it.
 * A reserve is held for a person: a release takes back only what is reserved for that person.
 * Transactions and statement lines are the entries that moved the balance: a reserve lock or a payment hold
 * moves money inside the wallet (from available to reserves or processing) and shows only in the balances.
 */

type Wire = Record<string, unknown>;

/** How a transaction's money moved, by what moved it: `Transfer` unless named here. */
const METHOD: Readonly<Partial<Record<LedgerEntry['type'], string>>> = {
  PAYROLL: 'Payroll',
  REMITTANCE: 'Statutory Deposit',
};

const money = (amount: number, currency: string) => ({ value: minorToDecimal(amount, currency), currency });
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function transactionView(state: SimState, entry: LedgerEntry): Wire {
  const { amount } = entry;
  const seconds = Math.floor(entry.createdAt / 1000);
  return {
    id: entry.id,
    status: transactionStatus(state, entry),
    reference: entry.reference,
    direction: entry.direction,
    balanceEffect: entry.direction === 'CREDIT' ? 'increase' : 'decrease',
    paymentDetails: {
      preferredMethod:
        entry.reason === 'Payroll reversal' ? 'Payroll Reversal' : (METHOD[entry.type] ?? 'Transfer'),
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
    (e) =>
      e.businessId === rc.principal.business.id && e.userId === undefined && e.amount.currency === currency,
  );
}

function listTransactions(rc: RouteContext) {
  requireResolvedBusiness(rc, rc.params.businessId ?? '');
  const { currency, startDate } = declaredParams(rc, 'businesses.transactions.list');
  const from = Date.parse(String(startDate));
  const type = rc.query.get('type');
  const matching = entriesOf(rc, String(currency))
    .filter((e) => movesBalance(e) && e.createdAt >= from && (type === null || e.type === type))
    .reverse();
  const page = nodePage(rc, matching, 'cursor');
  return {
    status: 200,
    body: { data: page.data.map((e) => transactionView(rc.ctx.state, e)), node: page.node },
  };
}

function statement(rc: RouteContext): Response | { status: number; body: unknown } {
  requireResolvedBusiness(rc, rc.params.businessId ?? '');
  const params = declaredParams(rc, 'businesses.statement.get');
  const currency = String(params.currency);
  const start = Date.parse(String(params.periodStart));
  const end = Date.parse(String(params.periodEnd)) + 86_400_000;
  if (end <= start) throw badRequest({ periodEnd: 'must not be before periodStart' });
  const head = {
    businessId: rc.principal.business.id,
    currency,
    periodStart: String(params.periodStart),
    periodEnd: String(params.periodEnd),
  };
  const found = statementOf(entriesOf(rc, currency), head, start, end);
  const file = (text: string, type: string, extension: string) =>
    new Response(text, {
      status: 200,
      headers: {
        'content-type': type,
        'content-disposition': `attachment; filename="statement-${currency}-${head.periodStart}-${head.periodEnd}.${extension}"`,
      },
    });
  if (params.format === 'csv') return file(statementCsv(found), 'text/csv; charset=utf-8', 'csv');
  if (params.format === 'bai2')
    return file(statementBai2(found, rc.ctx.now()), 'text/plain; charset=utf-8', 'bai2');
  const body = {
    ...head,
    openingBalance: money(found.opening, currency),
    totalCredits: money(found.credits, currency),
    totalDebits: money(found.debits, currency),
    closingBalance: money(found.closing, currency),
    transactions: found.lines.map((e) => transactionView(rc.ctx.state, e)),
  };
  return { status: 200, body };
}

function deposit(rc: RouteContext) {
  requireResolvedBusiness(rc, rc.params.businessId ?? '');
  const params = declaredParams(rc, 'businesses.deposits.create', 'own-rules');
  return idempotent(rc, 'businesses.deposits.create', String(params.idempotencyKey), () => {
    const account = rc.ctx.state.externalAccounts.get(String(params.externalAccountId));
    if (account?.businessId !== rc.principal.business.id || account.status !== 'active')
      throw badRequest({ externalAccountId: 'is not an active external account of this business' });
    const amount = params.amount as { amount: number; currency: string };
    if (!isCurrency(amount.currency))
      throw badRequest({ 'amount.currency': `${amount.currency} is not an ISO 4217 currency code` });
    if (!Number.isSafeInteger(amount.amount) || amount.amount <= 0)
      throw badRequest({ 'amount.amount': 'must be a positive integer in minor units' });
    const id = depositFunds(rc.ctx, rc.principal.business.id, amount, `ACH ${account.bankName}`);
    return { status: 200, body: { id } };
  });
}

function reserveMovement(rc: RouteContext, params: Record<string, unknown>): Movement {
  const { value, currency } = params.amount as { value: string; currency: string };
  if (!isCurrency(currency))
    throw badRequest({ 'amount.currency': `${currency} is not an ISO 4217 currency code` });
  const minor = decimalToMinor(value, currency);
  if (minor === undefined || minor <= 0)
    throw badRequest({ 'amount.value': `must be a positive decimal amount in ${currency}` });
  const person = rc.ctx.state.persons.get(String(params.personId));
  if (person?.businessId !== rc.principal.business.id)
    throw badRequest({ personId: 'is not a person of this business' });
  const lock = params.action === 'LOCK';
  const what = String(params.type).toLowerCase().replaceAll('_', ' ');
  return {
    businessId: rc.principal.business.id,
    type: 'RESERVE',
    effect: 'reserves',
    direction: lock ? 'DEBIT' : 'CREDIT',
    amount: { amount: minor, currency },
    reference: String(params.personId),
    reason: `${lock ? 'Reserve' : 'Release'} ${what}`,
  };
}

/** What a business holds in reserve for one person in one currency: their locks less their releases. */
function reservedFor(rc: RouteContext, personId: string, currency: string): number {
  let held = 0;
  for (const e of entriesOf(rc, currency))
    if (e.type === 'RESERVE' && e.reference === personId)
      held += e.direction === 'DEBIT' ? e.amount.amount : -e.amount.amount;
  return held;
}

/** A release is of what is reserved for its person: another person's reserve is not theirs to release. */
function releaseRefusal(rc: RouteContext, movement: Movement): Record<string, string> | undefined {
  if (movement.direction !== 'CREDIT') return undefined;
  const { amount, currency } = movement.amount;
  const held = reservedFor(rc, movement.reference, currency);
  if (amount <= held) return undefined;
  return {
    'amount.value': `exceeds the ${minorToDecimal(held, currency)} ${currency} reserved for this person`,
  };
}

function reserve(rc: RouteContext) {
  requireResolvedBusiness(rc, rc.params.businessId ?? '');
  const params = declaredParams(rc, 'businesses.reserves.create', 'own-rules');
  return idempotent(rc, 'businesses.reserves.create', String(params.idempotencyKey), () => {
    const movement = reserveMovement(rc, params);
    const refusal = releaseRefusal(rc, movement) ?? refusalOf(rc.ctx, movement);
    if (refusal !== undefined) throw badRequest(refusal);
    const entry = bookMovement(rc.ctx, movement);
    return { status: 200, body: { disbursementId: entry.id } };
  });
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
