import { badRequest, HttpError } from '../http-error.js';
import type { Route, RouteContext } from '../router.js';
import { CATALOG } from './catalog.js';

/*
 * Payout providers, drawn from the payment-method catalog: each bank or mobile-money method of a country has
 * one provider, and `resolve` finds only providers the list has.
 */

interface ProviderEntry {
  code: string;
  name: string;
  countryCode: string;
  currency: string;
  type: 'bank' | 'momo';
}

const PROVIDERS: readonly ProviderEntry[] = CATALOG.flatMap(({ country, countryName, paymentMethods }) =>
  paymentMethods
    .filter((m) => m.type === 'bank' || m.type === 'momo')
    .map((m) => ({
      code: `${country}-${m.type.toUpperCase()}-001`,
      name: `${countryName} ${m.type === 'momo' ? 'Mobile Money' : 'National Bank'}`,
      countryCode: country,
      currency: m.currency,
      type: m.type as 'bank' | 'momo',
    })),
);

function required(rc: RouteContext, name: string, pattern: RegExp, what: string): string {
  const value = rc.query.get(name);
  if (value === null || !pattern.test(value)) throw badRequest({ [name]: `must be ${what}` });
  return value;
}

function listProviders(rc: RouteContext) {
  const countryCode = required(rc, 'countryCode', /^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code');
  return { status: 200, body: { data: PROVIDERS.filter((p) => p.countryCode === countryCode) } };
}

function resolveProvider(rc: RouteContext) {
  const code = required(rc, 'code', /\S/, 'a provider code from GET /v1/providers');
  required(rc, 'currency', /^[A-Z]{3}$/, 'a currency code');
  required(rc, 'paymentMethod', /^(swift|ach|bank)$/, 'one of swift, ach, bank');
  const provider = PROVIDERS.find((p) => p.code === code);
  if (provider === undefined) throw new HttpError(404, 'resource_not_found', `No provider with code ${code}`);
  const body = {
    bankName: provider.name,
    countryCode: provider.countryCode,
    city: 'Capital City',
    routingNumber: `${provider.countryCode}000001`,
    swiftCode: `${provider.code.slice(0, 2)}NBXX${provider.countryCode}XXX`.slice(0, 11),
  };
  return { status: 200, body };
}

/** Provider discovery: the list per country, and resolution of a listed provider's code. */
export const providerRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/providers', access: 'any', handle: listProviders },
  { method: 'GET', path: '/v1/providers/resolve', access: 'any', handle: resolveProvider },
];
