import { SimulatorError } from '../context.js';
import { isCurrency } from '../fx.js';
import { currencyOfCountry } from '../machines/filing-countries.js';
import { createRemittance } from '../machines/remittances.js';
import type { RouteContext } from '../router.js';
import type { RemittanceRecord } from '../store/records.js';

/*
 * A remittance created over HTTP: the authority is paid in its country's currency, funded from the currency
 * the caller names, for the filings it names; the caller's payment reference is kept as sent. The remittance
 * machine keeps the rules (see `machines/remittance-rules.ts`: filings of the business and country, approved or
 * further, not paid already, named once; owed = their totals) and holds the funding from the wallet's
 * available money at once.
 */

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
  const currency = currencyOfCountry(countryCode) ?? 'USD';
  const fundedCurrency = typeof params.fundFromCurrency === 'string' ? params.fundFromCurrency : currency;
  const filingIds = Array.isArray(params.filingIds) ? params.filingIds.map(String) : [];
  if (!isCurrency(fundedCurrency))
    throw new SimulatorError(`${fundedCurrency} is not a currency`, {
      fundFromCurrency: `${fundedCurrency} is not an ISO 4217 currency code`,
    });
  return createRemittance(rc.ctx, {
    businessId: rc.principal.business.id,
    countryCode,
    fundedCurrency,
    filingIds,
    ...(typeof params.paymentReference === 'string' ? { paymentReference: params.paymentReference } : {}),
  });
}
