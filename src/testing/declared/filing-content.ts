import { SimulatorError } from '../context.js';
import { currencyOfCountry } from '../machines/filing-countries.js';
import type { FilingContent, FilingLine } from '../store/records.js';
import { isObject, type Wire } from './wire.js';

/*
 * What a filing sent over HTTP holds beside its machine's fields: who files it (`source`), the authority's
 * reference of a return filed elsewhere, its contribution lines and the total they add up to, and the payroll
 * runs it covers. Kept as sent, read back as sent; the worker count is the count of workers its lines name.
 */

/** A filing's request fields, as `statutory.filings.create` sends them and a batch entry too. */
export interface SentFiling {
  countryCode: string;
  currency?: unknown;
  source?: unknown;
  filingReference?: unknown;
  breakdown?: unknown;
  payrollRunIds?: unknown;
}

/** Adds two decimal amounts of a currency without binary drift (to 1e-6 of a unit). */
const total = (amounts: number[]) => Math.round(amounts.reduce((sum, a) => sum + a * 1e6, 0)) / 1e6;

/** The workers the lines name: one per person or external employee id; a business-level line names none. */
function workersOf(lines: Wire[]): number {
  const ids = lines.flatMap((line) => {
    const id = line.personId ?? line.externalEmployeeId;
    return typeof id === 'string' ? [id] : [];
  });
  return new Set(ids).size;
}

/**
 * The content a sent filing stores, with the rules a tax authority's filing keeps: its amounts are in the
 * country's currency, and a return the business filed elsewhere (`source: external`) carries the authority's
 * reference. `at` prefixes the fields a refusal names (`filings.0.` for a batch entry).
 * @throws SimulatorError (400) naming each field that breaks a rule; nothing is stored then.
 * @example
 * ```ts
 * filingContent({ countryCode: 'MX', currency: 'MXN', breakdown: [{ personId, amount: 120.5 }] });
 * ```
 */
export function filingContent(sent: SentFiling, at = ''): FilingContent {
  const problems: Record<string, string> = {};
  const source = sent.source === 'external' ? 'external' : 'cadana';
  const expected = currencyOfCountry(sent.countryCode);
  const currency = typeof sent.currency === 'string' ? sent.currency : expected;
  if (expected !== undefined && currency !== expected)
    problems[`${at}currency`] = `must be ${expected}, the currency of ${sent.countryCode}'s authority`;
  const reference = typeof sent.filingReference === 'string' ? sent.filingReference : undefined;
  if (source === 'external' && reference === undefined)
    problems[`${at}filingReference`] =
      "is required with source external: the authority's reference of the return";
  if (Object.keys(problems).length > 0)
    throw new SimulatorError(`Invalid filing: ${Object.values(problems).join('; ')}`, problems);
  const lines = Array.isArray(sent.breakdown) ? sent.breakdown.filter(isObject) : undefined;
  const runs = Array.isArray(sent.payrollRunIds) ? sent.payrollRunIds.map(String) : undefined;
  const workers = lines === undefined ? 0 : workersOf(lines);
  return {
    source,
    // A return filed elsewhere keeps the authority's reference sent; a cadana one has none until it is filed.
    ...(source === 'external' && reference !== undefined ? { filingReference: reference } : {}),
    ...(lines === undefined
      ? {}
      : {
          breakdown: lines.map((line) => structuredClone(line) as unknown as FilingLine),
          amounts: { currency: currency ?? 'USD', total: total(lines.map((line) => Number(line.amount))) },
        }),
    ...(runs === undefined ? {} : { payrollRunIds: runs }),
    ...(workers > 0 ? { workerCount: workers } : {}),
  };
}

/**
 * Refuses a period that ends before it starts.
 * @throws SimulatorError (400) on `periodEnd`.
 * @example
 * ```ts
 * requireOrderedPeriod('2026-07-01', '2026-09-30');
 * ```
 */
export function requireOrderedPeriod(start: unknown, end: unknown): void {
  if (typeof start === 'string' && typeof end === 'string' && end < start)
    throw new SimulatorError(`Invalid filing: the period ends (${end}) before it starts (${start})`, {
      periodEnd: `must be on or after periodStart (${start})`,
    });
}
