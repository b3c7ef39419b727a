import { SimulatorError } from '../context.js';
import { isCurrency, rateOf } from '../fx.js';
import { createRemittance } from '../machines/remittances.js';
import type { RouteContext } from '../router.js';
import type { RemittanceRecord } from '../store/records.js';

/*
 * A remittance created over HTTP: the authority is paid in its country's currency, funded from the currency
 * the caller names, for the filings it names; the caller's payment reference is kept as sent. The funding is
 * held from the wallet's available money at once (the remittance machine refuses one the wallet cannot cover).
 */

const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD',
  MX: 'MXN',
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  NG: 'NGN',
  BR: 'BRL',
};

/** What one filing's remittance owes the authority, in major units of its currency. */
const PER_FILING = 1_000;

/**
 * Creates the remittance a `POST /v1/statutory/remittances` body describes, holding its funding.
 * @throws SimulatorError (400) for a funding currency outside ISO 4217, or a funding wallet whose
 * available money does not cover the funded amount.
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
  // Units of the authority's currency per unit of the funding currency.
  const fxRate = rateOf(fundedCurrency, currency);
  return createRemittance(rc.ctx, {
    businessId: rc.principal.business.id,
    countryCode,
    amount: PER_FILING * Math.max(1, filingIds.length),
    currency,
    fundedCurrency,
    fxRate,
    filingIds,
    ...(typeof params.paymentReference === 'string' ? { paymentReference: params.paymentReference } : {}),
  });
}
