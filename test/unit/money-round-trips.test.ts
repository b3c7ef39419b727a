import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyExponent, fromMinorUnits, toMinorUnits } from '../../src/money.js';

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
