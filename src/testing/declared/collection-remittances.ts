import { SimulatorError } from '../context.js';
import { exponentOf, isCurrency, rateOf } from '../fx.js';
import { createRemittance } from '../machines/remittances.js';
import type { RouteContext } from '../router.js';
import type { FilingRecord, RemittanceRecord } from '../store/records.js';
import { COUNTRY_CURRENCY } from './filing-content.js';

/*
 * A remittance created over HTTP: the authority is paid in its country's currency, funded from the currency
 * the caller names, for the filings it names; the caller's payment reference is kept as sent. The funding is
 * held from the wallet's available money at once (the remittance machine refuses one the wallet cannot cover).
 * A remittance pays returns that exist: each filing it names is one of the business, of the remittance's
 * country, filed far enough to owe (approved, submitted or accepted), and paid by no other remittance that has
 * not failed. What it owes is the filings' totals.
 */

/** The filing statuses whose return has been approved for the authority, and so can be paid. */
const PAYABLE: ReadonlySet<string> = new Set(['approved', 'submitted', 'accepted']);

/**
 * What a filing without contribution lines owes the authority, in major units of its currency: the simulator
 * computes no taxes, so a return the API prepares from payroll runs owes this much.
 */
const PER_FILING = 1_000;

/** Why a filing cannot be paid by a new remittance to `countryCode`'s authority, or `undefined`. */
function unpayable(rc: RouteContext, filing: FilingRecord | undefined, countryCode: string) {
  if (filing === undefined || filing.businessId !== rc.principal.business.id)
    return 'is not a filing of this business';
  if (filing.countryCode !== countryCode)
    return `is a ${filing.countryCode} filing; this remittance pays the ${countryCode} authority`;
  if (!PAYABLE.has(filing.status))
    return `is ${filing.status}; only an approved, submitted or accepted filing can be paid`;
  const payer = [...rc.ctx.state.remittances.values()].find(
    (r) => r.status !== 'failed' && r.filingIds.includes(filing.id),
  );
  if (payer !== undefined) return `is already paid by remittance ${payer.id} (${payer.status})`;
  return undefined;
}

/**
 * The filings a remittance pays, each checked (see {@link unpayable}).
 * @throws SimulatorError (400) naming each `filingIds.N` that cannot be paid, or `filingIds` when empty.
 */
function payableFilings(rc: RouteContext, countryCode: string, filingIds: string[]): FilingRecord[] {
  const problems: Record<string, string> = {};
  if (filingIds.length === 0) problems.filingIds = 'must name at least one filing to pay';
  filingIds.forEach((id, index) => {
    const problem =
      filingIds.indexOf(id) < index
        ? `repeats filingIds.${filingIds.indexOf(id)}`
        : unpayable(rc, rc.ctx.state.filings.get(id), countryCode);
    if (problem !== undefined) problems[`filingIds.${index}`] = problem;
  });
  if (Object.keys(problems).length > 0)
    throw new SimulatorError(`Invalid remittance: ${Object.values(problems)[0]}`, problems);
  return filingIds.flatMap((id) => rc.ctx.state.filings.get(id) ?? []);
}

/** What the filings owe, in major units of the authority's currency: their totals, to the currency's minor unit. */
function owed(filings: FilingRecord[], currency: string): number {
  const scale = 10 ** exponentOf(currency);
  const minor = filings.reduce((sum, f) => sum + Math.round((f.amounts?.total ?? PER_FILING) * scale), 0);
  return minor / scale;
}

/**
 * Creates the remittance a `POST /v1/statutory/remittances` body describes, holding its funding.
 * @throws SimulatorError (400) for a funding currency outside ISO 4217, a filing it cannot pay (unknown, of
 * another country, not yet approved, already paid), or a funding wallet whose available money does not cover
 * the funded amount.
 * @example
 * ```ts
 * remittanceFrom(rc, { countryCode: 'MX', filingIds: [id], fundFromCurrency: 'USD' });
 * ```
 */
export function remittanceFrom(rc: RouteContext, params: Record<string, unknown>): RemittanceRecord {
  const countryCode = String(params.countryCode ?? 'US').toUpperCase();
  const currency = COUNTRY_CURRENCY[countryCode] ?? 'USD';
  const fundedCurrency = typeof params.fundFromCurrency === 'string' ? params.fundFromCurrency : currency;
  const filingIds = Array.isArray(params.filingIds) ? params.filingIds.map(String) : [];
  if (!isCurrency(fundedCurrency))
    throw new SimulatorError(`${fundedCurrency} is not a currency`, {
      fundFromCurrency: `${fundedCurrency} is not an ISO 4217 currency code`,
    });
  const filings = payableFilings(rc, countryCode, filingIds);
  // Units of the authority's currency per unit of the funding currency.
  const fxRate = rateOf(fundedCurrency, currency);
  return createRemittance(rc.ctx, {
    businessId: rc.principal.business.id,
    countryCode,
    amount: owed(filings, currency),
    currency,
    fundedCurrency,
    fxRate,
    filingIds,
    ...(typeof params.paymentReference === 'string' ? { paymentReference: params.paymentReference } : {}),
  });
}
