import { convertMinor, rateOf } from '../fx.js';
import { minorToDecimal } from '../ledger.js';
import type { RouteContext } from '../router.js';
import type { ReimbursementRecord } from '../store/records.js';

/*
 * A reimbursement as the API shows it, read from the record: its documented fields only, its status in the
 * words of the SDK's reimbursement table (`submitted`, `approved`, `rejected`, `paid`: the documents enumerate
 * none, and `client.reimbursements.waitFor` matches these), the claimant's name from the person. The money:
 * the destination amount is what the person is reimbursed; the source amount is what the source wallet pays
 * (the approved wallet's currency, or the claim's currency before approval), converted at the quoted rate, the
 * one the approval debits at.
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

/**
 * A reimbursement as its read and its list item show it: the documented fields, from the record and its person.
 * @throws never.
 * @example
 * ```ts
 * reimbursementView(record, rc).status; // 'submitted'
 * ```
 */
export function reimbursementView(record: ReimbursementRecord, rc: RouteContext): Wire {
  const person = rc.ctx.state.persons.get(record.personId);
  const money = reimbursementMoney(record);
  const shown: Wire = {
    id: record.id,
    userId: record.userId,
    title: record.title,
    fullName: person === undefined ? undefined : `${person.firstName} ${person.lastName}`,
    currency: record.currency,
    destinationCurrency: record.destinationCurrency,
    status: record.status,
    totalAmount: money.destinationAmount,
    entries: record.entries,
    ...money,
    createdTimestamp: record.createdTimestamp,
    lastUpdatedTimestamp: record.lastUpdatedTimestamp,
  };
  return Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== undefined));
}
