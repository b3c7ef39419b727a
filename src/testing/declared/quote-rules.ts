import { isCurrency } from '../fx.js';
import { type FxQuote, quoteOf, quoteProblems } from '../machines/fx-quotes.js';
import type { RouteContext } from '../router.js';
import { isObject, type Wire } from './wire.js';

/*
 * The currencies of a payout (`POST /v1/payouts`) and of a user's wallet transaction
 * (`POST /v1/users/{userId}/transactions`) agree with the FX quote they name and the beneficiary they pay: the
 * quote converts from the currency that leaves the wallet to the one the beneficiary gets, and that is the
 * beneficiary's currency. Whether the quote and the beneficiary exist (and the quote has not expired) is the
 * reference rules' (references.ts); these rules read only records that do.
 */

const currencyOf = (money: unknown) =>
  isObject(money) && typeof money.currency === 'string' ? money.currency : undefined;

/** The beneficiary a body names: the business's for a payout, the user's own for a wallet transaction. */
function beneficiaryOf(rc: RouteContext, body: Wire): Wire | undefined {
  const userId = rc.params.userId;
  const collection =
    userId === undefined ? '/v1/beneficiaries' : `/v1/users/${encodeURIComponent(userId)}/beneficiaries`;
  const id = body.beneficiaryId;
  if (typeof id !== 'string') return undefined;
  return rc.ctx.state.records.get(`${rc.principal.business.id} ${collection}`)?.get(id);
}

/** The currencies a body converts between: what leaves the wallet (if it says) and what the beneficiary gets. */
function currenciesOf(name: string, body: Wire, quote: FxQuote) {
  if (name === 'payouts.create') return { source: undefined, destination: currencyOf(body.amount) };
  if (body.amount !== undefined) {
    const source = typeof body.sourceCurrency === 'string' ? body.sourceCurrency : undefined;
    return { source, destination: currencyOf(body.amount) };
  }
  return { source: currencyOf(body.sourceAmount), destination: quote.to };
}

/** A wallet transaction names its money once: `amount` with `sourceCurrency`, or `sourceAmount` (a oneOf). */
function moneyNamed(body: Wire): Record<string, string> | undefined {
  const [amount, source] = [body.amount !== undefined, body.sourceAmount !== undefined];
  if (amount && source)
    return { sourceAmount: 'give either amount (with sourceCurrency) or sourceAmount, not both' };
  if (!amount && !source) return { amount: 'give either amount (with sourceCurrency) or sourceAmount' };
  if (amount && body.sourceCurrency === undefined)
    return { sourceCurrency: 'is required with amount: the currency that leaves the wallet' };
  return undefined;
}

/**
 * Every currency rule a payout or wallet transaction body breaks, by field (a wallet transaction must also
 * name its money exactly once); `{}` for other operations.
 * @throws never.
 * @example
 * ```ts
 * quoteRuleProblems(rc, 'payouts.create', body); // { quoteId: 'quotes USD→EUR, but this payout converts USD→MXN' }
 * ```
 */
export function quoteRuleProblems(rc: RouteContext, name: string, body: Wire): Record<string, string> {
  if (name !== 'payouts.create' && name !== 'users.transactions.create') return {};
  if (name === 'users.transactions.create') {
    const named = moneyNamed(body);
    if (named !== undefined) return named;
  }
  const quote = quoteOf(rc.ctx, rc.principal.business.id, body.quoteId);
  if (quote === undefined) return {};
  const { source, destination } = currenciesOf(name, body, quote);
  // Money in a currency outside ISO 4217 is refused for that alone (body-rules.ts).
  if (destination === undefined || !isCurrency(destination) || (source !== undefined && !isCurrency(source)))
    return {};
  const problems: Record<string, string> = { ...quoteProblems(quote, source, destination) };
  const receives = currencyOf(beneficiaryOf(rc, body));
  if (receives !== undefined && receives !== destination)
    problems.beneficiaryId = `receives ${receives}; this payout pays ${destination}`;
  return problems;
}
