import { HttpError, jsonResponse } from '../http-error.js';
import type { Route, RouteContext } from '../router.js';
import { CATALOG } from './catalog.js';
import { declaredParams } from './declared.js';

/*
 * `GET /v1/payment-requirements`: the JSON Schema (draft-07) of the payment details one corridor of the
 * payment-methods catalog takes (country, payment method, currency), built from the fields each method needs.
 * A corridor the catalog does not list as active is 404. Computed on each read: nothing drawn or stored.
 */

type Json = Record<string, unknown>;

const text = (maxLength: number): Json => ({ type: 'string', maxLength });
const pattern = (regex: string, description: string): Json => ({
  type: 'string',
  pattern: regex,
  description,
});
const ADDRESS: Json = {
  type: 'object',
  required: ['line1', 'city', 'postalCode', 'countryCode'],
  properties: {
    line1: text(100),
    line2: text(100),
    city: text(60),
    state: text(60),
    postalCode: text(20),
    countryCode: pattern('^[A-Z]{2}$', 'ISO 3166-1 alpha-2 country code'),
  },
};

/** The fields of each payment method's details, and which of them are required. */
const FIELDS: Readonly<Record<string, { required: string[]; properties: Json }>> = {
  ach: {
    required: ['accountName', 'accountNumber', 'routingNumber', 'accountType', 'address'],
    properties: {
      accountName: text(60),
      accountNumber: pattern('^[0-9]{4,17}$', '4-17-digit account number'),
      routingNumber: pattern('^[0-9]{9}$', '9-digit ACH routing number'),
      accountType: { type: 'string', enum: ['Checking', 'Savings'] },
      address: ADDRESS,
    },
  },
  swift: {
    required: ['accountName', 'accountNumber', 'swiftCode', 'bankName', 'address'],
    properties: {
      accountName: text(60),
      accountNumber: pattern('^[A-Z0-9]{8,34}$', 'account number or IBAN'),
      swiftCode: pattern('^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$', '8 or 11-character SWIFT/BIC code'),
      bankName: text(100),
      address: ADDRESS,
    },
  },
  bank: {
    required: ['accountName', 'accountNumber', 'bankCode', 'bankName'],
    properties: {
      accountName: text(60),
      accountNumber: pattern('^[0-9]{6,20}$', '6-20-digit account number'),
      bankCode: pattern('^[A-Za-z0-9]{1,11}$', 'bank code from GET /v1/providers'),
      bankName: text(100),
    },
  },
  momo: {
    required: ['accountName', 'phoneNumber', 'provider'],
    properties: {
      accountName: text(60),
      phoneNumber: {
        type: 'object',
        required: ['countryCode', 'number'],
        properties: {
          countryCode: pattern('^[0-9]{1,4}$', 'international dialling code'),
          number: pattern('^[0-9]{6,15}$', 'mobile number'),
        },
      },
      provider: text(40),
    },
  },
  proxy: {
    required: ['accountName', 'type', 'value'],
    properties: {
      accountName: text(60),
      type: { type: 'string', enum: ['pix'] },
      value: text(77),
    },
  },
};

function requirements(rc: RouteContext) {
  const params = declaredParams(rc, 'paymentRequirements.get');
  const country = String(params.countryCode).toUpperCase();
  const method = String(params.paymentMethod);
  const currency = String(params.currency).toUpperCase();
  const entry = CATALOG.find((c) => c.country === country);
  const listed = entry?.paymentMethods.some(
    (m) => m.type === method && m.currency === currency && m.status === 'active',
  );
  const fields = FIELDS[method];
  if (entry === undefined || listed !== true || fields === undefined) {
    const message = `No active ${method} payouts in ${currency} to ${country}: GET /v1/payment-methods lists the corridors`;
    throw new HttpError(404, 'resource_not_found', message);
  }
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `urn:workforce-api:paymentDetails.${method}.${country}.${currency}`,
    title: `${entry.countryName} - ${method} payment details in ${currency}`,
    type: 'object',
    additionalProperties: false,
    ...structuredClone(fields),
  };
  return jsonResponse(200, schema, { 'content-type': 'application/schema+json' });
}

/** The payment details schema of one corridor. */
export const paymentRequirementRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/payment-requirements', access: 'any', handle: requirements },
];
