import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from '../../src/money.js';
import { rejectionOf } from './money-support.js';

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
