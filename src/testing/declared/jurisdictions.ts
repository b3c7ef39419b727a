import { countryNameOf, currencyOfCountry, jurisdictionCodes } from '../machines/filing-countries.js';
import { filingTypeCatalog } from './linked-documents.js';
import { isObject, type Wire } from './wire.js';

/*
 * The jurisdictions the simulator answers are the countries of its filing-type catalog, no more and no fewer:
 * each names the country, its currency and its filing types as `…/filing-types` lists them. A country outside
 * the catalog is no jurisdiction (404 on every jurisdiction endpoint).
 */

/** A jurisdiction's own facts, from the catalog; the drawn parts of the record keep the rest. */
function facts(countryCode: string): Wire {
  const filingTypes = filingTypeCatalog(countryCode);
  return {
    countryCode,
    countryName: countryNameOf(countryCode) ?? countryCode,
    currency: currencyOfCountry(countryCode) ?? '',
    status: 'live',
    payrollFrequency: 'MONTHLY',
    filingTypes,
    filingTypesCount: filingTypes.length,
  };
}

/** The required-field lists of a record, renamed to the country they are of. */
function fieldsOf(record: Wire, countryCode: string): Wire {
  const out: Wire = {};
  for (const name of ['employeeFields', 'employerFields']) {
    const fields = record[name];
    if (isObject(fields)) out[name] = { ...fields, countryCode };
  }
  return out;
}

/**
 * The jurisdiction records of a business: one per catalog country, by country code, each built on the drawn
 * record of that country (or, for a country none was drawn for, on the first drawn one) with the catalog's facts.
 * @throws never.
 * @example
 * ```ts
 * [...jurisdictionRecords(drawn).keys()]; // ['US', 'MX', 'GB', 'DE', 'FR', 'NG', 'BR']
 * ```
 */
export function jurisdictionRecords(drawn: ReadonlyMap<string, Wire>): Map<string, Wire> {
  const [first = {}] = drawn.values();
  const out = new Map<string, Wire>();
  for (const countryCode of jurisdictionCodes()) {
    const base = drawn.get(countryCode) ?? first;
    out.set(countryCode, { ...base, ...fieldsOf(base, countryCode), ...facts(countryCode) });
  }
  return out;
}

/**
 * Whether the simulator answers a jurisdiction for a country: one of its filing-type catalog.
 * @throws never.
 * @example
 * ```ts
 * isJurisdiction('MX'); // true
 * isJurisdiction('ZZ'); // false
 * ```
 */
export function isJurisdiction(countryCode: string): boolean {
  return jurisdictionCodes().includes(countryCode.toUpperCase());
}
