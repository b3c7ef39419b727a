import { convertMinor, rateOf } from '../fx.js';
import { minorToDecimal } from '../ledger.js';
import type { ReimbursementRecord } from '../store/records.js';

/*
 * The money of a reimbursement as the API shows it, read from the record: the destination amount is what the
 * person is reimbursed; the source amount is what the source wallet pays (the approved wallet's currency, or
 * the claim's currency before approval), converted at the quoted rate, the one the approval debits at.
 */

type Wire = Record<string, unknown>;

/**
 * `sourceAmount`, `destinationAmount` and, when the currencies differ, `fxRate` (`{ 'USD-EUR': '0.92' }`).
 * @throws never.
 * @example
 * ```ts
 * reimbursementMoney(record).destinationAmount; // { currency: 'USD', value: '456.00' }
 * ```
 */
export function reimbursementMoney(record: ReimbursementRecord): Wire {
  const destination = record.amount;
  const source = record.sourceCurrency ?? record.currency;
  const sourceMinor = convertMinor(destination.amount, destination.currency, source);
  return {
    sourceAmount: { currency: source, value: minorToDecimal(sourceMinor, source) },
    destinationAmount: {
      currency: destination.currency,
      value: minorToDecimal(destination.amount, destination.currency),
    },
    ...(source === destination.currency
      ? {}
      : { fxRate: { [`${destination.currency}-${source}`]: String(rateOf(destination.currency, source)) } }),
  };
}
