import type { FieldMessages, SimContext } from '../context.js';
import { exponentOf, rateOf } from '../fx.js';
import type { Amount } from '../store/records.js';

/*
 * FX quotes and the money a payout moves through one. A quote (`POST /v1/fx-quotes`) is kept for the business
 * that asked for it, at the simulator's rate, and can be paid at until it expires. A payout or a wallet
 * transaction names one: the quote's `from` is the currency that leaves the wallet, its `to` the currency the
 * beneficiary gets, and the two amounts agree through the quote's rate, each rounded to its currency's minor
 * units. The simulator charges no fee: `feeAmount` is zero in the source currency.
 */

/** An FX quote as `POST /v1/fx-quotes` answers it and the store keeps it. */
export interface FxQuote {
  id: string;
  from: string;
  to: string;
  /** Units of `to` per unit of `from`, 6 decimals. */
  rate: string;
  /** When it stops being payable (ISO 8601, whole seconds). */
  expirationTimestamp: string;
  [field: string]: unknown;
}

/** How long an FX quote can be paid at. */
export const QUOTE_SECONDS = 15 * 60;

const quotesKey = (businessId: string) => `${businessId} /v1/fx-quotes`;

/**
 * Keeps a new quote for a business at the simulator's rate, payable for {@link QUOTE_SECONDS} from `at`.
 * @throws never.
 * @example
 * ```ts
 * storeQuote(ctx, businessId, 'USD', 'MXN', ctx.now()).rate; // '18.000000'
 * ```
 */
export function storeQuote(
  ctx: SimContext,
  businessId: string,
  from: string,
  to: string,
  at: number,
): FxQuote {
  const expires = Math.floor(at / 1000) + QUOTE_SECONDS;
  const quote: FxQuote = {
    id: ctx.random.uuid(),
    from,
    to,
    rate: rateOf(from, to).toFixed(6),
    expirationTimestamp: new Date(expires * 1000).toISOString().replace('.000Z', 'Z'),
  };
  const quotes = ctx.state.records.get(quotesKey(businessId)) ?? new Map<string, Record<string, unknown>>();
  quotes.set(quote.id, quote);
  ctx.state.records.set(quotesKey(businessId), quotes);
  return quote;
}

/**
 * A business's stored quote, `undefined` for an id it was not given.
 * @throws never.
 * @example
 * ```ts
 * quoteOf(ctx, businessId, body.quoteId)?.rate;
 * ```
 */
export function quoteOf(ctx: SimContext, businessId: string, id: unknown): FxQuote | undefined {
  if (typeof id !== 'string') return undefined;
  return ctx.state.records.get(quotesKey(businessId))?.get(id) as FxQuote | undefined;
}

/**
 * Why a quote cannot price a payout from `source` to `destination` (its currencies are others), by field;
 * `{}` when it can. Whether it exists and has not expired is the reference rules' (declared/references.ts).
 * @throws never.
 * @example
 * ```ts
 * quoteProblems(quote, 'USD', 'MXN'); // {} for a USD→MXN quote
 * ```
 */
export function quoteProblems(
  quote: FxQuote,
  source: string | undefined,
  destination: string,
): FieldMessages {
  const wanted = `${source ?? quote.from}→${destination}`;
  if ((source === undefined || quote.from === source) && quote.to === destination) return {};
  return { quoteId: `quotes ${quote.from}→${quote.to}, but this payout converts ${wanted}` };
}

/** A payout's money, as its reads show it. */
export interface PricedPayout {
  /** What the beneficiary gets, in the quote's `to`. */
  destination: Amount;
  /** What leaves the wallet, in the quote's `from`. */
  source: Amount;
  /** Zero: the simulator charges no fee. */
  fee: Amount;
  /** The quote's rate. */
  fxRate: string;
}

const round = (minor: number, fromExponent: number, toExponent: number, factor: number) =>
  Math.round((minor / 10 ** fromExponent) * factor * 10 ** toExponent);

/**
 * The amounts of a payout priced through a quote: given what the beneficiary gets (`destination`), what leaves
 * the wallet is `destination / rate`; given what leaves the wallet (`source`), the beneficiary gets
 * `source × rate`; each rounded to its currency's minor units.
 * @throws never.
 * @example
 * ```ts
 * priceThrough(usdToMxn, { destination: { amount: 180_000, currency: 'MXN' } }).source; // 10000 USD
 * ```
 */
export function priceThrough(
  quote: FxQuote,
  given: { destination?: Amount | undefined; source?: Amount | undefined },
): PricedPayout {
  const rate = Number(quote.rate);
  const [from, to] = [exponentOf(quote.from), exponentOf(quote.to)];
  const destination = given.destination ?? {
    amount: round(given.source?.amount ?? 0, from, to, rate),
    currency: quote.to,
  };
  const source = given.source ?? {
    amount: round(destination.amount, to, from, 1 / rate),
    currency: quote.from,
  };
  return { destination, source, fee: { amount: 0, currency: quote.from }, fxRate: quote.rate };
}
