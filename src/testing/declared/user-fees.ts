import { convertMinor, decimalToMinor } from '../fx.js';
import { badRequest, notFound } from '../http-error.js';
import { minorToDecimal } from '../ledger.js';
import type { RouteContext } from '../router.js';
import type { Wire } from './wire.js';

/*
 * A user's payout rate card (`GET /v1/users/{userId}/fees`): one fixed catalog of corridors, quoted in the
 * currency asked for (USD unless told) at the simulator's rates, plus an estimate for one corridor when a
 * payment method and a destination currency are named. Computed on every read from the catalog, the clock and
 * the query: nothing is drawn or stored.
 */

interface Corridor {
  readonly paymentMethod: string;
  readonly destinationCurrency: string;
  readonly destinationCountry: string;
  /** A fixed fee in USD cents, or a percentage of the amount bounded by USD cents. */
  readonly fee:
    | { readonly type: 'fixed'; readonly usdMinor: number }
    | {
        readonly type: 'percentage';
        readonly percent: number;
        readonly minUsd: number;
        readonly maxUsd: number;
      };
  readonly days: readonly [number, number];
  readonly businessDaysOnly: boolean;
  /** The smallest and largest payout, in USD cents. */
  readonly limitsUsd: readonly [number, number];
}

const fixed = (usdMinor: number) => ({ type: 'fixed', usdMinor }) as const;
const percentage = (percent: number, minUsd: number, maxUsd: number) =>
  ({ type: 'percentage', percent, minUsd, maxUsd }) as const;

/** The simulator's rate card, the same for every user. */
const CORRIDORS: readonly Corridor[] = [
  corridor('bank', 'USD', 'US', fixed(100), [1, 2], true, [200, 2_000_000]),
  corridor('ach', 'USD', 'US', fixed(50), [1, 3], true, [100, 2_500_000]),
  corridor('wire', 'USD', 'US', fixed(1_500), [0, 1], true, [10_000, 10_000_000]),
  corridor('swift', 'EUR', 'DE', percentage(0.5, 500, 5_000), [1, 3], true, [5_000, 5_000_000]),
  corridor('bank', 'GBP', 'GB', fixed(200), [0, 1], true, [100, 2_000_000]),
  corridor('bank', 'NGN', 'NG', percentage(1, 100, 2_000), [0, 1], true, [500, 1_000_000]),
  corridor('momo', 'KES', 'KE', percentage(1.5, 50, 1_000), [0, 0], false, [100, 300_000]),
  corridor('wallet', 'USD', 'US', fixed(0), [0, 0], false, [1, 10_000_000]),
];

function corridor(
  paymentMethod: string,
  destinationCurrency: string,
  destinationCountry: string,
  fee: Corridor['fee'],
  days: readonly [number, number],
  businessDaysOnly: boolean,
  limitsUsd: readonly [number, number],
): Corridor {
  return { paymentMethod, destinationCurrency, destinationCountry, fee, days, businessDaysOnly, limitsUsd };
}

/** USD cents quoted in `currency`, as a decimal string of that currency. */
const quoted = (usdMinor: number, currency: string) =>
  minorToDecimal(convertMinor(usdMinor, 'USD', currency), currency);

function payoutOf(c: Corridor, currency: string): Wire {
  const fee =
    c.fee.type === 'fixed'
      ? { type: 'fixed', value: Number(quoted(c.fee.usdMinor, currency)) }
      : {
          type: 'percentage',
          value: c.fee.percent,
          min: Number(quoted(c.fee.minUsd, currency)),
          max: Number(quoted(c.fee.maxUsd, currency)),
        };
  const [minDays, maxDays] = c.days;
  return {
    paymentMethod: c.paymentMethod,
    destinationCurrency: c.destinationCurrency,
    destinationCountry: c.destinationCountry,
    fee,
    feeCurrency: currency,
    timeline: { minDays, maxDays, businessDaysOnly: c.businessDaysOnly },
  };
}

/** The day a payout made now arrives: `days` later, counting only weekdays when business days only. */
function arrivalOf(now: number, days: number, businessDaysOnly: boolean): string {
  const day = new Date(now);
  for (let left = days; left > 0; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (!businessDaysOnly || (weekday !== 0 && weekday !== 6)) left -= 1;
  }
  const text = day.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return businessDaysOnly ? `${text} (excluding holidays)` : text;
}

/** The fee of one payout of `amountMinor` (in `currency`; none given: the least the corridor charges). */
function feeMinor(c: Corridor, currency: string, amountMinor: number | undefined): number {
  if (c.fee.type === 'fixed') return convertMinor(c.fee.usdMinor, 'USD', currency);
  const min = convertMinor(c.fee.minUsd, 'USD', currency);
  const max = convertMinor(c.fee.maxUsd, 'USD', currency);
  if (amountMinor === undefined) return min;
  return Math.min(max, Math.max(min, Math.round((amountMinor * c.fee.percent) / 100)));
}

function estimateOf(rc: RouteContext, c: Corridor, currency: string, amountMinor: number | undefined): Wire {
  const [minDays, maxDays] = c.days;
  const [min, max] = c.limitsUsd;
  return {
    paymentMethod: c.paymentMethod,
    destinationCurrency: c.destinationCurrency,
    destinationCountry: c.destinationCountry,
    fee: { value: minorToDecimal(feeMinor(c, currency, amountMinor), currency), currency },
    timeline: {
      minDays,
      maxDays,
      businessDaysOnly: c.businessDaysOnly,
      estimatedArrival: arrivalOf(rc.ctx.now(), maxDays, c.businessDaysOnly),
      message: maxDays === 0 ? 'Instant' : `Arrives in ${minDays}-${maxDays} days`,
    },
    limits: { min: quoted(min, currency), max: quoted(max, currency), currency },
  };
}

/** The query's estimate request, checked: 400 naming each field that breaks the documented rules. */
function readEstimate(params: Wire, currency: string) {
  const { paymentMethod, destinationCurrency, destinationCountry, sourceAmount } = params;
  const problems: Record<string, string> = {};
  if (
    destinationCurrency === undefined &&
    [paymentMethod, destinationCountry, sourceAmount].some((v) => v !== undefined)
  )
    problems.destinationCurrency = 'is required with paymentMethod, destinationCountry or sourceAmount';
  const amount = typeof sourceAmount === 'string' ? decimalToMinor(sourceAmount, currency) : undefined;
  if (sourceAmount !== undefined && !(amount !== undefined && amount > 0))
    problems.sourceAmount = `must be a positive decimal amount of ${currency}`;
  const found =
    paymentMethod === undefined || destinationCurrency === undefined
      ? undefined
      : CORRIDORS.find(
          (c) =>
            c.paymentMethod === paymentMethod &&
            c.destinationCurrency === String(destinationCurrency).toUpperCase() &&
            (destinationCountry === undefined ||
              c.destinationCountry === String(destinationCountry).toUpperCase()),
        );
  if (paymentMethod !== undefined && destinationCurrency !== undefined && found === undefined)
    problems.paymentMethod = `has no payout corridor to ${String(destinationCurrency)}${destinationCountry === undefined ? '' : ` in ${String(destinationCountry)}`}`;
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  return { corridor: found, amount };
}

/**
 * A user's payout rate card: every corridor (the full catalog, always), quoted in `sourceCurrency` (USD by
 * default), and the estimate of one corridor when `paymentMethod` and `destinationCurrency` name it.
 * @throws HttpError 404 for a user of no business of the caller; 400 for an estimate the documents refuse.
 * @example
 * ```ts
 * userFees(rc, { paymentMethod: 'bank', destinationCurrency: 'USD' }).data;
 * ```
 */
export function userFees(rc: RouteContext, params: Wire): Wire {
  const userId = rc.params.userId ?? '';
  const user = rc.ctx.state.users.get(userId);
  if (user === undefined || user.businessId !== rc.principal.business.id) throw notFound('user', userId);
  const currency = typeof params.sourceCurrency === 'string' ? params.sourceCurrency.toUpperCase() : 'USD';
  const { corridor: chosen, amount } = readEstimate(params, currency);
  const payouts = CORRIDORS.map((c) => payoutOf(c, currency));
  const estimate = chosen === undefined ? {} : { estimate: estimateOf(rc, chosen, currency, amount) };
  return { data: { sourceCurrency: currency, payouts, ...estimate } };
}
