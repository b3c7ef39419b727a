import { ISO_4217_MINOR_UNITS } from '../money-exponents.js';

/*
 * Money helpers of the simulator: decimal strings ↔ integer minor units with the exponent from Intl, and a fixed
 * table of illustrative exchange rates (units per USD) so conversions are deterministic.
 */
const UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CAD: 1.36,
  MXN: 18,
  BRL: 5.4,
  NGN: 1500,
  KES: 129,
  INR: 83,
  JPY: 155,
};

/**
 * Decimal places of a currency (2 for USD, 0 for JPY), from ISO 4217, then Intl; 2 when neither knows it.
 * @throws never.
 * @example
 * ```ts
 * exponentOf('JPY'); // 0
 * ```
 */
export function exponentOf(currency: string): number {
  const iso = ISO_4217_MINOR_UNITS[currency];
  if (typeof iso === 'number') return iso;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * A decimal string in major units to integer minor units; `undefined` when it is not a plain decimal with at
 * most the currency's decimals.
 * @throws never.
 * @example
 * ```ts
 * decimalToMinor('12.34', 'USD'); // 1234
 * ```
 */
export function decimalToMinor(value: string, currency: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(value);
  const exponent = exponentOf(currency);
  if (match === null || (match[2] ?? '').length > exponent) return undefined;
  return Number(`${match[1]}${(match[2] ?? '').padEnd(exponent, '0')}`);
}

/**
 * Whether a code is an ISO 4217 currency with minor units (`USD`, `JPY`; not `XAU` nor `ABC`).
 * @throws never.
 * @example
 * ```ts
 * isCurrency('MXN'); // true
 * ```
 */
export function isCurrency(code: string): boolean {
  return typeof ISO_4217_MINOR_UNITS[code] === 'number';
}

/**
 * Units of `to` per unit of `from` at the simulator's fixed rates, as quoted (6 decimals; 1 for the same
 * currency). {@link convertMinor} converts at this rate.
 * @throws never.
 * @example
 * ```ts
 * rateOf('USD', 'MXN'); // 18
 * ```
 */
export function rateOf(from: string, to: string): number {
  if (from === to) return 1;
  return Number(((UNITS_PER_USD[to] ?? 1) / (UNITS_PER_USD[from] ?? 1)).toFixed(6));
}

/**
 * Converts minor units between currencies at the quoted rate ({@link rateOf}; unknown currencies at par).
 * @throws never.
 * @example
 * ```ts
 * convertMinor(10_000, 'USD', 'MXN'); // 180000
 * ```
 */
export function convertMinor(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  const major = amount / 10 ** exponentOf(from);
  return Math.round(major * rateOf(from, to) * 10 ** exponentOf(to));
}
