import type { Schema } from '../../../src/internal/schema-kit.js';
import { type SampleContext, sampleValue, schemaAccepts } from '../../../src/testing/declared/sample.js';
import type { Simulator } from '../../../src/testing/index.js';

/* Inputs a valid call of every operation needs beyond the seed: the body parts it sends, a completed remittance. */

/**
 * The optional parts of a body an operation's valid call sends, by operation: a KYC resubmission sends the
 * component it resubmits (the seeded rejected identity), since a body that sends none is refused.
 */
export const SENT_PARTS: Readonly<Record<string, readonly string[]>> = { 'users.kyc.resubmit': ['identity'] };

/**
 * Valid params of a named operation: only what it requires, or every field when that is what makes them
 * valid, or the parts {@link SENT_PARTS} names.
 * @example
 * ```ts
 * validParams('users.kyc.resubmit', schema, { known, uuid, now, optional: false }); // { identity: … }
 * ```
 */
export function validParams(name: string, schema: Schema, context: SampleContext): unknown {
  const parts = SENT_PARTS[name];
  if (parts !== undefined) {
    const whole = sampleValue(schema, 'params', { ...context, optional: true }) as Record<string, unknown>;
    return Object.fromEntries(parts.map((part) => [part, whole[part]]));
  }
  const params = sampleValue(schema, 'params', context);
  if (schemaAccepts(schema, params)) return params;
  return sampleValue(schema, 'params', { ...context, optional: true });
}

/**
 * A remittance paid for a new accepted GB filing (the seed's is paid already) and completed: the receipt exists
 * only once a remittance completes. Returns its id.
 * @example
 * ```ts
 * const id = completedRemittance(server.simulator);
 * ```
 */
export function completedRemittance(simulator: Simulator): string {
  const { statutory } = simulator;
  const filing = statutory.createFiling({ countryCode: 'GB', periodLabel: '2026-06' });
  for (let step = 0; step < 4; step += 1) statutory.advanceFiling(filing.id);
  const { id } = statutory.createRemittance({
    countryCode: 'GB',
    filingIds: [filing.id],
    fundedCurrency: 'USD',
  });
  statutory.advanceRemittance(id);
  statutory.advanceRemittance(id);
  return id;
}
