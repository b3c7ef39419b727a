import { readFileSync } from 'node:fs';
import { data as isoCurrencies } from 'currency-codes';
import { describe, expect, it, vi } from 'vitest';
import { readIso4217, renderTable, TABLE_PATH } from '../../scripts/build-currency-table.mjs';
import { currencyExponent, fromMinorUnits, toMinorUnits } from '../../src/money.js';
import { ISO_4217_MINOR_UNITS } from '../../src/money-exponents.js';
import { rejectionOf } from './money-support.js';

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
