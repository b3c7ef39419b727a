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
 * Decimal places of a currency (2 for USD, 0 for JPY), from Intl; 2 when Intl does not know the code.
 * @throws never.
 * @example
 * ```ts
 * exponentOf('JPY'); // 0
 * ```
 */
export function exponentOf(currency: string): number {
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
 * Converts minor units between currencies with the simulator's fixed rates (unknown currencies at par).
 * @throws never.
 * @example
 * ```ts
 * convertMinor(10_000, 'USD', 'MXN'); // 180000
 * ```
 */
export function convertMinor(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  const major = amount / 10 ** exponentOf(from);
  const converted = (major / (UNITS_PER_USD[from] ?? 1)) * (UNITS_PER_USD[to] ?? 1);
  return Math.round(converted * 10 ** exponentOf(to));
}
