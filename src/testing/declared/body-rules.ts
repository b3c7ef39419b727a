import { decimalToMinor, isCurrency } from '../fx.js';
import { badRequest } from '../http-error.js';
import type { RouteContext } from '../router.js';
import { renameProblems } from './collection-business-lists.js';
import { senderProblems } from './collection-contracts.js';
import { quoteRuleProblems } from './quote-rules.js';
import { referenceProblems } from './references.js';
import { isObject, type Wire } from './wire.js';

/*
 * The rules every request body keeps, whichever route serves it: the records it names are the caller's
 * (references.ts), a payout's currencies agree with its quote and beneficiary (quote-rules.ts), its money is
 * in an ISO 4217 currency, and the money an operation moves is a positive amount.
 * Declared operations check them once their path's records are found (declared/routes.ts), hand-written routes
 * as they read their params (routes/declared.ts). A refusal is a 400 naming each field, and nothing changes.
 */

/** Operations that move the money their body names: each amount they carry must be positive. */
const MOVES_MONEY: ReadonlySet<string> = new Set([
  'payouts.create',
  'persons.milestones.create',
  'persons.milestones.update',
  'reimbursements.create',
  'users.transactions.create',
  'businesses.deposits.create',
  'businesses.reserves.create',
  'platform.transfers.create',
  'sandbox.businessDeposits.create',
  'sandbox.users.virtualAccounts.deposit',
]);

/**
/**
 * Rules of one operation's body beyond its schema, by operation: a contract is sent by a named signer, a
 * department or custom field is renamed to a name that is not blank.
 */
const OPERATION_RULES: Readonly<Record<string, (body: Wire) => Record<string, string>>> = {
  'contracts.create': senderProblems,
  'businesses.departments.update': renameProblems,
  'businesses.customFields.update': renameProblems,
};

/**
 * An amount as the body writes it: integer minor units (`amount`, or an integer `value` as a sandbox deposit
 * into a virtual account writes it) or a decimal string (`value`).
 */
function amountProblem(money: Wire, currency: string, at: string): Record<string, string> {
  const field = typeof money.amount === 'number' ? 'amount' : typeof money.value === 'number' ? 'value' : '';
  if (field !== '') {
    const minor = money[field] as number;
    return Number.isSafeInteger(minor) && minor > 0
      ? {}
      : { [`${at}${field}`]: 'must be a positive whole number of minor units' };
  }
  const minor = typeof money.value === 'string' ? decimalToMinor(money.value, currency) : undefined;
  return minor !== undefined && minor > 0
    ? {}
    : { [`${at}value`]: `must be a positive decimal amount in ${currency}` };
}

/** Money is an object holding a `currency` and an `amount` (minor units) or a `value` (a decimal). */
const isMoney = (value: Wire) =>
  typeof value.currency === 'string' &&
  (typeof value.amount === 'number' || typeof value.value === 'string' || typeof value.value === 'number');

function moneyProblems(value: unknown, at: string, positive: boolean, into: Record<string, string>): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      moneyProblems(item, `${at}${i}.`, positive, into);
    });
    return;
  }
  if (!isObject(value)) return;
  if (isMoney(value)) {
    const currency = String(value.currency);
    if (!isCurrency(currency)) into[`${at}currency`] = `${currency} is not an ISO 4217 currency code`;
    else if (positive) Object.assign(into, amountProblem(value, currency, at));
    return;
  }
  for (const [name, field] of Object.entries(value)) moneyProblems(field, `${at}${name}.`, positive, into);
}

/**
 * Every rule a body breaks, by field: references to records the caller's business does not hold, a payout's
 * currencies that its quote or beneficiary do not match, money in a currency outside ISO 4217, (for an
 * operation that moves money) an amount that is not positive, and the operation's own rules (a contract's
 * sender needs a name and an e-mail, a rename a name).
 * @throws never.
 * @example
 * ```ts
 * bodyProblems(rc, 'payouts.create', body); // { beneficiaryId: 'is not a beneficiary of this business' }
 * ```
 */
export function bodyProblems(rc: RouteContext, name: string, body: Wire): Record<string, string> {
  // A reference that does not hold says so; the currencies of the quote and beneficiary it names, otherwise.
  const problems = {
    ...quoteRuleProblems(rc, name, body),
    ...referenceProblems(rc, body),
    ...OPERATION_RULES[name]?.(body),
  };
  moneyProblems(body, '', MOVES_MONEY.has(name), problems);
  return problems;
}

/**
 * Refuses a body that breaks a rule of {@link bodyProblems}. Called where a route has checked its path and
 * found the records it acts on, and before it changes anything.
 * @throws HttpError 400 with `params` naming each broken rule.
 * @example
 * ```ts
 * requireBodyRules(rc, 'payouts.create', params);
 * ```
 */
export function requireBodyRules(rc: RouteContext, name: string, body: unknown): void {
  const problems = isObject(body) ? bodyProblems(rc, name, body) : {};
  if (Object.keys(problems).length > 0) throw badRequest(problems);
}
