/**
 * Conversions between the API's integer amounts in the lowest denomination of a currency ("minor units")
 * and decimal strings. The API writes money in four formats, chosen per operation (objects and bare integers of
 * minor units, decimal strings such as the ledger's `{ value: "3200.00" }`, decimal numbers such as a
 * remittance's `1265.82`): `docs/guides/money.md` lists where each appears and how these helpers convert it. The number of decimals of each currency is ISO 4217's, from a table generated at build
 * time (`src/money-exponents.ts`, ADR 0015): never `Intl`, whose CLDR display digits differ from ISO 4217 for
 * HUF, IDR, COP, IQD and others. No value ever passes through a float.
 */
import type { ErrorParams } from './core/errors.js';
import { requestValidationError } from './internal/validation.js';
import { ISO_4217_MINOR_UNITS } from './money-exponents.js';

// Digits only, optional leading '-': no '+', no exponent, no whitespace, no grouping, and digits on both
// sides of the point when there is one ('12.' and '.5' are refused as ambiguous input, not guessed at).
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const CURRENCY_CODE = /^[A-Za-z]{3}$/;
const MAX_SAFE = /* @__PURE__ */ BigInt(Number.MAX_SAFE_INTEGER);

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

function checkCurrency(currency: unknown): Checked<number> {
  if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) {
    return { ok: false, message: 'must be a 3-letter ISO 4217 currency code' };
  }
  const code = currency.toUpperCase();
  // A payment is off by 100x when its exponent is guessed, so a code ISO 4217 does not list is refused.
  const digits = Object.hasOwn(ISO_4217_MINOR_UNITS, code) ? ISO_4217_MINOR_UNITS[code] : undefined;
  if (digits === undefined) return { ok: false, message: 'is not an ISO 4217 currency code' };
  if (digits === null) return { ok: false, message: 'has no minor unit in ISO 4217 (N.A.)' };
  return { ok: true, value: digits };
}

function fail(params: ErrorParams): never {
  throw requestValidationError(params);
}

/**
 * The number of decimals of a currency's minor unit as ISO 4217 defines it (2 for USD and HUF, 0 for JPY, 3
 * for KWD and IQD, 4 for CLF). Codes are matched case-insensitively.
 *
 * @throws RequestValidationError with `params.currency` when the code is not three letters, is not
 * in ISO 4217 list one (say `ABC`, or a withdrawn code), or has no minor unit there ("N.A.": `XAU`, `XDR`,
 * `XXX`…).
 * @example
 * ```ts
 * currencyExponent('JPY'); // 0
 * ```
 */
export function currencyExponent(currency: string): number {
  const checked = checkCurrency(currency);
  return checked.ok ? checked.value : fail({ currency: checked.message });
}

function checkAmount(amount: unknown): Checked<RegExpExecArray> {
  if (typeof amount !== 'string') return { ok: false, message: 'must be a decimal string' };
  const match = DECIMAL.exec(amount);
  if (match === null) return { ok: false, message: 'must be a decimal string like "12.34"' };
  return { ok: true, value: match };
}

/**
 * Converts a decimal string to an integer amount in the currency's lowest denomination, exactly.
 * Accepts digits with an optional leading `-` and at most as many decimals as the currency has; `'12.'` and
 * `'.5'` are refused.
 *
 * @throws RequestValidationError with `params.amount` for a malformed amount (exponent notation included), too
 * many decimals or a result beyond `Number.MAX_SAFE_INTEGER`, and `params.currency` for a code {@link currencyExponent} refuses.
 * @example
 * ```ts
 * toMinorUnits('12.34', 'USD'); // 1234
 * toMinorUnits('500', 'JPY'); // 500
 * ```
 */
export function toMinorUnits(amount: string, currency: string): number {
  const parsed = checkAmount(amount);
  const exponent = checkCurrency(currency);
  if (!parsed.ok || !exponent.ok) {
    fail({
      ...(parsed.ok ? {} : { amount: parsed.message }),
      ...(exponent.ok ? {} : { currency: exponent.message }),
    });
  }
  const [, sign, whole = '', fraction = ''] = parsed.value;
  const places = exponent.value;
  const code = currency.toUpperCase();
  if (fraction.length > places) {
    fail({ amount: `has more than ${places} decimal place${places === 1 ? '' : 's'} for ${code}` });
  }
  const magnitude = BigInt(whole + fraction.padEnd(places, '0'));
  if (magnitude > MAX_SAFE) {
    fail({ amount: `is too large: beyond Number.MAX_SAFE_INTEGER in minor units of ${code}` });
  }
  // Number(0n) is 0, and negating it would give -0, which serialises as 0 but compares oddly with Object.is.
  const minor = Number(magnitude);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/**
 * Converts an integer amount in the currency's lowest denomination to a decimal string with exactly as many
 * decimals as the currency has.
 *
 * @throws RequestValidationError with `params.minor` when the value is not a safe integer, and
 * `params.currency` for a code {@link currencyExponent} refuses.
 * @example
 * ```ts
 * fromMinorUnits(1234, 'USD'); // '12.34'
 * fromMinorUnits(-5, 'USD'); // '-0.05'
 * ```
 */
export function fromMinorUnits(minor: number, currency: string): string {
  const exponent = checkCurrency(currency);
  const safe = Number.isSafeInteger(minor);
  if (!safe || !exponent.ok) {
    fail({
      ...(safe ? {} : { minor: 'must be a safe integer (the amount in the lowest denomination)' }),
      ...(exponent.ok ? {} : { currency: exponent.message }),
    });
  }
  const places = exponent.value;
  // A safe integer's String() never uses exponent notation, so these are its exact digits.
  const digits = String(Math.abs(minor)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const decimal = places === 0 ? whole : `${whole}.${digits.slice(digits.length - places)}`;
  return minor < 0 ? `-${decimal}` : decimal;
}
