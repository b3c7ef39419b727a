import { badRequest, HttpError } from '../http-error.js';
import type { Route, RouteContext } from '../router.js';

interface Method {
  type: string;
  currency: string;
  status: 'active' | 'inactive';
}

const active = (type: string, currency: string): Method => ({ type, currency, status: 'active' });

/** An illustrative catalog: a few countries and the methods that pay out there. */
export const CATALOG: readonly { country: string; countryName: string; paymentMethods: Method[] }[] = [
  {
    country: 'US',
    countryName: 'United States',
    paymentMethods: [active('ach', 'USD'), active('swift', 'USD')],
  },
  {
    country: 'BR',
    countryName: 'Brazil',
    paymentMethods: [active('bank', 'BRL'), active('proxy', 'BRL'), active('swift', 'USD')],
  },
  { country: 'NG', countryName: 'Nigeria', paymentMethods: [active('bank', 'NGN'), active('swift', 'USD')] },
  { country: 'KE', countryName: 'Kenya', paymentMethods: [active('momo', 'KES'), active('bank', 'KES')] },
  { country: 'MX', countryName: 'Mexico', paymentMethods: [active('bank', 'MXN'), active('swift', 'USD')] },
  { country: 'DE', countryName: 'Germany', paymentMethods: [active('bank', 'EUR'), active('swift', 'EUR')] },
  { country: 'GB', countryName: 'United Kingdom', paymentMethods: [active('bank', 'GBP')] },
  {
    country: 'IN',
    countryName: 'India',
    paymentMethods: [active('bank', 'INR'), { type: 'swift', currency: 'USD', status: 'inactive' }],
  },
];

const TYPES = ['bank', 'swift', 'proxy', 'momo', 'ach'];

function readFilters(rc: RouteContext) {
  const countryCode = rc.query.get('countryCode')?.toUpperCase() ?? null;
  const paymentMethod = rc.query.get('paymentMethod');
  const currency = rc.query.get('currency')?.toUpperCase() ?? null;
  const params: Record<string, string> = {};
  if (countryCode !== null && !/^[A-Z]{2}$/.test(countryCode)) {
    params.countryCode = 'must be an ISO 3166-1 alpha-2 country code';
  }
  if (paymentMethod !== null && !TYPES.includes(paymentMethod)) {
    params.paymentMethod = `must be one of ${TYPES.join(', ')}`;
  }
  if (currency !== null && !/^[A-Z]{3}$/.test(currency)) params.currency = 'must be a currency code';
  if (Object.keys(params).length > 0) throw badRequest(params);
  return { countryCode, paymentMethod, currency };
}

function listPaymentMethods(rc: RouteContext) {
  const { countryCode, paymentMethod, currency } = readFilters(rc);
  if (countryCode !== null && !CATALOG.some((c) => c.country === countryCode)) {
    throw new HttpError(404, 'resource_not_found', `No payment methods for country ${countryCode}`);
  }
  const body = CATALOG.filter((c) => countryCode === null || c.country === countryCode)
    .map((c) => ({
      ...c,
      paymentMethods: c.paymentMethods
        .filter(
          (m) =>
            (paymentMethod === null || m.type === paymentMethod) &&
            (currency === null || m.currency === currency),
        )
        .map((m) => ({ ...m })),
    }))
    .filter((c) => c.paymentMethods.length > 0);
  return { status: 200, body };
}

/** Payment-method discovery. */
export const catalogRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/payment-methods', access: 'any', handle: listPaymentMethods },
];
