import { readFileSync } from 'node:fs';
import { data as isoCurrencies } from 'currency-codes';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { readIso4217, renderTable, TABLE_PATH } from '../../scripts/build-currency-table.mjs';
import { RequestValidationError } from '../../src/core/client-errors.js';
import { currencyExponent, fromMinorUnits, toMinorUnits } from '../../src/money.js';
import { ISO_4217_MINOR_UNITS } from '../../src/money-exponents.js';

function rejectionOf(fn: () => unknown): RequestValidationError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RequestValidationError);
    return error as RequestValidationError;
  }
  throw new Error('expected a RequestValidationError');
}

const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'KRW',
  'KWD',
  'BHD',
  'OMR',
  'TND',
  'CLF',
  'NGN',
  'KES',
  'HUF',
  'IQD',
];
// Where CLDR (and so `Intl`) gives fewer decimals than ISO 4217: the reason for ADR 0015.
const CLDR_DIFFERS = ['HUF', 'IDR', 'COP', 'PKR', 'IQD'];
// ISO 4217 "N.A.": no minor unit, so no conversion.
const NO_MINOR_UNIT = ['XAU', 'XAG', 'XPT', 'XPD', 'XDR', 'XBA', 'XSU', 'XUA', 'XTS', 'XXX'];

describe('the generated exponent table (src/money-exponents.ts)', () => {
  it('is what scripts/build-currency-table.mjs makes from the installed currency-codes', () => {
    expect(readFileSync(TABLE_PATH, 'utf8')).toBe(renderTable(readIso4217()));
  });

  it('has every currency of currency-codes, with its digits (or null where ISO says N.A.)', () => {
    const iso = readIso4217().minorUnits;
    expect(Object.keys(ISO_4217_MINOR_UNITS).sort()).toEqual(isoCurrencies.map((c) => c.code).sort());
    for (const { code, digits } of isoCurrencies) {
      // The package's `data` writes N.A. as 0; its ISO list says which zeros are N.A.
      const expected = iso.get(code) === null ? null : digits;
      expect([code, ISO_4217_MINOR_UNITS[code]]).toEqual([code, expected]);
    }
  });
});

describe('currencyExponent', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['OMR', 3],
    ['HUF', 2],
    ['IDR', 2],
    ['COP', 2],
    ['PKR', 2],
    ['IQD', 3],
    ['CLF', 4],
    ['UYW', 4],
  ])('takes the exponent of %s from ISO 4217 (%i)', (code, exponent) => {
    expect(currencyExponent(code)).toBe(exponent);
  });

  it.each(CLDR_DIFFERS)('uses ISO 4217, not Intl (CLDR), for %s', (code) => {
    const cldr = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits;
    expect(currencyExponent(code)).toBeGreaterThan(cldr ?? 0);
  });

  it('never asks Intl', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    try {
      currencyExponent('HUF');
      toMinorUnits('1.5', 'IQD');
      fromMinorUnits(5, 'COP');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('converts HUF, IDR, COP, PKR and IQD with their ISO 4217 decimals', () => {
    expect(toMinorUnits('1000', 'HUF')).toBe(100_000);
    expect(toMinorUnits('1000.50', 'IDR')).toBe(100_050);
    expect(fromMinorUnits(100_050, 'COP')).toBe('1000.50');
    expect(toMinorUnits('0.01', 'PKR')).toBe(1);
    expect(toMinorUnits('1000', 'IQD')).toBe(1_000_000);
    expect(fromMinorUnits(1_000_001, 'IQD')).toBe('1000.001');
  });

  it('handles CLF, an ISO 4217 fund code with 4 decimals', () => {
    expect(currencyExponent('CLF')).toBe(4);
    expect(toMinorUnits('1.2345', 'CLF')).toBe(12345);
    expect(fromMinorUnits(12345, 'CLF')).toBe('1.2345');
    expect(rejectionOf(() => toMinorUnits('1.23456', 'CLF')).params).toEqual({
      amount: 'has more than 4 decimal places for CLF',
    });
  });

  it('matches codes case-insensitively', () => {
    expect(currencyExponent('usd')).toBe(2);
    expect(currencyExponent('jPy')).toBe(0);
    expect(currencyExponent('iqd')).toBe(3);
    expect(toMinorUnits('12.34', 'usd')).toBe(1234);
  });

  it.each(['', 'US', 'USDD', 'U$D', '123', ' USD', 'USD ', 'ÜSD'])(
    'rejects the malformed code %j',
    (code) => {
      expect(rejectionOf(() => currencyExponent(code)).params).toEqual({
        currency: 'must be a 3-letter ISO 4217 currency code',
      });
    },
  );

  // Intl accepts any well-formed code and gives it 2 decimals; a guess is a 100x error on a payment.
  it.each(['ABC', 'QQQ', 'HRK', 'SLL', 'ZWL', 'toS', 'PRO'])(
    'rejects %j, which ISO 4217 list one does not have, instead of guessing',
    (code) => {
      expect(rejectionOf(() => currencyExponent(code)).params).toEqual({
        currency: 'is not an ISO 4217 currency code',
      });
      expect(rejectionOf(() => toMinorUnits('1', code)).params).toEqual({
        currency: 'is not an ISO 4217 currency code',
      });
      expect(rejectionOf(() => fromMinorUnits(1, code)).params).toEqual({
        currency: 'is not an ISO 4217 currency code',
      });
    },
  );

  it.each(NO_MINOR_UNIT)('rejects %s, which has no minor unit in ISO 4217 (N.A.)', (code) => {
    expect(ISO_4217_MINOR_UNITS[code]).toBeNull();
    expect(rejectionOf(() => currencyExponent(code)).params).toEqual({
      currency: 'has no minor unit in ISO 4217 (N.A.)',
    });
    expect(rejectionOf(() => toMinorUnits('1', code.toLowerCase())).params).toEqual({
      currency: 'has no minor unit in ISO 4217 (N.A.)',
    });
    expect(rejectionOf(() => fromMinorUnits(1, code)).params).toEqual({
      currency: 'has no minor unit in ISO 4217 (N.A.)',
    });
  });

  it('rejects a currency that is not a string (JavaScript callers)', () => {
    expect(rejectionOf(() => currencyExponent(42 as unknown as string)).params).toEqual({
      currency: 'must be a 3-letter ISO 4217 currency code',
    });
  });
});

describe('toMinorUnits', () => {
  it.each([
    ['12.34', 'USD', 1234],
    ['12.3', 'USD', 1230],
    ['12', 'USD', 1200],
    ['0.05', 'USD', 5],
    ['-0.05', 'USD', -5],
    ['-12.34', 'EUR', -1234],
    ['0', 'USD', 0],
    ['007.50', 'USD', 750],
    ['500', 'JPY', 500],
    ['1.234', 'KWD', 1234],
    ['1.5', 'BHD', 1500],
    ['1000', 'HUF', 100_000],
    ['1000.5', 'IDR', 100_050],
    ['1000', 'COP', 100_000],
    ['12.34', 'PKR', 1234],
    ['1.5', 'IQD', 1500],
    ['90071992547409.91', 'USD', Number.MAX_SAFE_INTEGER],
    ['-90071992547409.91', 'USD', -Number.MAX_SAFE_INTEGER],
  ])('converts %j %s to %i', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it('returns 0, never -0, for a negative zero', () => {
    expect(Object.is(toMinorUnits('-0.00', 'USD'), 0)).toBe(true);
  });

  it('is exact where floats are not', () => {
    // 1.005 * 100 === 100.49999999999999 and 0.29 * 100 === 28.999999999999996 in floating point.
    expect(toMinorUnits('1.005', 'KWD')).toBe(1005);
    expect(toMinorUnits('0.29', 'USD')).toBe(29);
    expect(toMinorUnits('4.35', 'USD')).toBe(435);
  });

  it.each([
    ['12.345', 'USD', 'has more than 2 decimal places for USD'],
    ['12.340', 'USD', 'has more than 2 decimal places for USD'],
    ['12.345', 'usd', 'has more than 2 decimal places for USD'],
    ['500.5', 'JPY', 'has more than 0 decimal places for JPY'],
    ['1.2345', 'KWD', 'has more than 3 decimal places for KWD'],
    ['1.001', 'HUF', 'has more than 2 decimal places for HUF'],
    ['1.0001', 'IQD', 'has more than 3 decimal places for IQD'],
  ])('rejects %j for %s: too many decimals', (amount, currency, message) => {
    expect(rejectionOf(() => toMinorUnits(amount, currency)).params).toEqual({ amount: message });
  });

  it.each([
    '',
    ' ',
    'abc',
    '12.3.4',
    '1e3',
    '1E3',
    '+12',
    '12.',
    '.5',
    '-',
    '-.5',
    ' 12',
    '12 ',
    '1,000',
    '1_000',
    '0x10',
    'NaN',
    'Infinity',
    '١٢',
    '--1',
  ])('rejects the malformed amount %j', (amount) => {
    expect(rejectionOf(() => toMinorUnits(amount, 'USD')).params).toEqual({
      amount: 'must be a decimal string like "12.34"',
    });
  });

  it('rejects an amount that is not a string (JavaScript callers)', () => {
    expect(rejectionOf(() => toMinorUnits(12.34 as unknown as string, 'USD')).params).toEqual({
      amount: 'must be a decimal string',
    });
  });

  it('rejects a result beyond Number.MAX_SAFE_INTEGER', () => {
    expect(rejectionOf(() => toMinorUnits('90071992547409.92', 'USD')).params).toEqual({
      amount: 'is too large: beyond Number.MAX_SAFE_INTEGER in minor units of USD',
    });
    expect(rejectionOf(() => toMinorUnits('-9007199254740992', 'JPY')).params).toEqual({
      amount: 'is too large: beyond Number.MAX_SAFE_INTEGER in minor units of JPY',
    });
  });

  it('rejects an invalid currency', () => {
    expect(rejectionOf(() => toMinorUnits('12.34', 'DOLLARS')).params).toEqual({
      currency: 'must be a 3-letter ISO 4217 currency code',
    });
  });

  it('reports a bad amount and an unknown currency together', () => {
    expect(rejectionOf(() => toMinorUnits('1.2.3', 'ABC')).params).toEqual({
      amount: 'must be a decimal string like "12.34"',
      currency: 'is not an ISO 4217 currency code',
    });
  });

  it('reports a bad amount and a bad currency together', () => {
    const error = rejectionOf(() => toMinorUnits('twelve', 'US'));
    expect(error.params).toEqual({
      amount: 'must be a decimal string like "12.34"',
      currency: 'must be a 3-letter ISO 4217 currency code',
    });
    expect(error.name).toBe('RequestValidationError');
    expect(error.message).toBe(
      'Invalid request: amount must be a decimal string like "12.34"; ' +
        'currency must be a 3-letter ISO 4217 currency code',
    );
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [1234, 'USD', '12.34'],
    [5, 'USD', '0.05'],
    [-5, 'USD', '-0.05'],
    [0, 'USD', '0.00'],
    [-0, 'USD', '0.00'],
    [1200, 'EUR', '12.00'],
    [-1234, 'EUR', '-12.34'],
    [500, 'JPY', '500'],
    [-500, 'JPY', '-500'],
    [0, 'JPY', '0'],
    [1234, 'KWD', '1.234'],
    [1, 'BHD', '0.001'],
    [100_000, 'HUF', '1000.00'],
    [1_000_000, 'IQD', '1000.000'],
    [Number.MAX_SAFE_INTEGER, 'USD', '90071992547409.91'],
    [-Number.MAX_SAFE_INTEGER, 'KWD', '-9007199254740.991'],
  ])('converts %i %s to %j', (minor, currency, amount) => {
    expect(fromMinorUnits(minor, currency)).toBe(amount);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, -(2 ** 60), 1e21])(
    'rejects the minor value %d',
    (minor) => {
      expect(rejectionOf(() => fromMinorUnits(minor, 'USD')).params).toEqual({
        minor: 'must be a safe integer (the amount in the lowest denomination)',
      });
    },
  );

  it('rejects a minor value that is not a number (JavaScript callers)', () => {
    expect(rejectionOf(() => fromMinorUnits('1234' as unknown as number, 'USD')).params).toEqual({
      minor: 'must be a safe integer (the amount in the lowest denomination)',
    });
  });

  it('rejects an invalid currency, together with a bad minor value', () => {
    expect(rejectionOf(() => fromMinorUnits(1234, 'X1Y')).params).toEqual({
      currency: 'must be a 3-letter ISO 4217 currency code',
    });
    expect(rejectionOf(() => fromMinorUnits(0.5, '')).params).toEqual({
      minor: 'must be a safe integer (the amount in the lowest denomination)',
      currency: 'must be a 3-letter ISO 4217 currency code',
    });
  });
});

describe('round trips', () => {
  const currencies = CURRENCIES;

  it('toMinorUnits(fromMinorUnits(m)) === m for every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...currencies), (minor, currency) => {
        // -0 comes back as 0, and toBe tells them apart.
        expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor === 0 ? 0 : minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('fromMinorUnits(toMinorUnits(s)) === s for canonical decimal strings', () => {
    const canonical = fc.constantFrom(...currencies).chain((currency) => {
      const exponent = currencyExponent(currency);
      const whole = fc
        .bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) / 10n ** BigInt(exponent) - 1n })
        .map(String);
      const fraction = fc.stringMatching(new RegExp(`^\\d{${exponent}}$`));
      return fc.tuple(fc.constantFrom('', '-'), whole, fraction, fc.constant(currency));
    });
    fc.assert(
      fc.property(canonical, ([sign, whole, fraction, currency]) => {
        const amount = `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
        const isZero = /^-?0(\.0*)?$/.test(amount);
        const expected = isZero ? amount.replace('-', '') : amount;
        expect(fromMinorUnits(toMinorUnits(amount, currency), currency)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['0.01', '0.10', '1.00', '9.99', '10.00', '99.99', '100.00', '123456.78', '-0.01', '-99999.99'])(
    'round-trips %j in USD and EUR',
    (amount) => {
      expect(fromMinorUnits(toMinorUnits(amount, 'USD'), 'USD')).toBe(amount);
      expect(fromMinorUnits(toMinorUnits(amount, 'EUR'), 'EUR')).toBe(amount);
    },
  );
});
