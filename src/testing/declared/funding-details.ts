import { notFound } from '../http-error.js';
import { SeededRandom } from '../random.js';
import type { RouteContext } from '../router.js';
import type { BusinessRecord } from '../store/records.js';
import { ofBusiness } from '../store/store.js';
import type { Wire } from './wire.js';

/*
 * How a business funds its wallets (`GET /v1/businesses/{businessId}/funding-details`): for each currency it
 * holds a wallet in, the accounts a deposit in that currency is sent to, named after the business, with
 * account numbers fixed by the business and the currency. Computed on every read from the business and its
 * wallets: a wallet opened later adds its details, nothing is drawn or stored.
 */

const BANK = 'Atlas Commercial Bank';

/** Digits fixed by the business and the currency (the same on every read). */
function digits(business: BusinessRecord, currency: string, length: number): string {
  const random = new SeededRandom(`${business.id} ${currency} funding`);
  return Array.from({ length }, (_, i) => String(i === 0 ? 1 + random.int(9) : random.int(10))).join('');
}

/** The accounts that receive a deposit in `currency`, by the rails the currency is paid in on. */
function detailsOf(business: BusinessRecord, currency: string): Wire[] {
  const owner = { currency, accountName: business.name, bankName: BANK };
  if (currency === 'USD') {
    const account = {
      ...owner,
      accountNumber: digits(business, currency, 10),
      accountType: 'Checking',
      country: 'US',
      address: '100 Wall Street, New York, NY 10005',
    };
    return [
      { type: 'ach', ...account, routingNumber: '021000021' },
      { type: 'wire', ...account, routingNumber: '026009593', swiftCode: 'ATLSUS33' },
    ];
  }
  if (currency === 'EUR') {
    const iban = `DE${digits(business, currency, 20)}`;
    return [{ type: 'iban', ...owner, accountNumber: iban, swiftCode: 'ATLSDEFF', country: 'DE' }];
  }
  if (currency === 'GBP') {
    const sortCode = digits(business, 'GBP sort code', 6);
    const account = digits(business, currency, 8);
    return [{ type: 'bank', ...owner, accountNumber: account, routingNumber: sortCode, country: 'GB' }];
  }
  const account = digits(business, currency, 12);
  return [{ type: 'swift', ...owner, accountNumber: account, swiftCode: 'ATLSUS33', country: 'US' }];
}

/**
 * A business's funding details: the accounts of each currency it holds a wallet in (`currency` keeps one).
 * @throws HttpError 404 for a business the caller cannot reach.
 * @example
 * ```ts
 * fundingDetails(rc, { currency: 'USD' }).data; // [{ type: 'ach', … }, { type: 'wire', … }]
 * ```
 */
export function fundingDetails(rc: RouteContext, params: Wire): Wire {
  const { business } = rc.principal;
  if (rc.params.businessId !== business.id) throw notFound('business', rc.params.businessId ?? '');
  const wanted = typeof params.currency === 'string' ? params.currency.toUpperCase() : undefined;
  const currencies = [...new Set(ofBusiness(rc.ctx.state.wallets, business.id).map((w) => w.currency))];
  const data = currencies
    .filter((currency) => wanted === undefined || currency === wanted)
    .flatMap((currency) => detailsOf(business, currency));
  return { data };
}
