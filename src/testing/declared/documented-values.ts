/*
 * The one place where the simulator's lifecycle names meet the documents' enums. The state machines keep the
 * interface spec's names (an invoice is `submitted`, then `approved`…); an answer shows the value the API
 * documents for the field. A value is mapped only where it is outside the field's documented enum, so a
 * field whose document lists the spec's name keeps it.
 */

/** By field name: the simulator's value → the documented one. */
const LIFECYCLE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Invoices: the spec's review flow (submitted → approved | rejected → paid) in the documented words.
  status: {
    submitted: 'pending',
    in_review: 'pending',
    partially_paid: 'partially paid',
    canceled: 'cancelled',
  },
  // Persons: the documents write the contractor's type in capitals.
  contractorType: { individual: 'INDIVIDUAL', business: 'BUSINESS', company: 'BUSINESS' },
};

/**
 * The documented value for a simulator value of field `key`, or `undefined` when no mapping is known.
 * @throws never.
 * @example
 * ```ts
 * documentedValue('status', 'submitted'); // 'pending'
 * ```
 */
export function documentedValue(key: string, value: unknown): string | undefined {
  return typeof value === 'string' ? LIFECYCLE[key]?.[value] : undefined;
}
