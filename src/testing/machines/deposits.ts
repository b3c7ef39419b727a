import { type SimContext, tenantKeyOf } from '../context.js';
import { bookMovement } from '../ledger.js';
import type { Amount } from '../store/records.js';
import { fundWaitingPayrolls } from './payrolls.js';

/**
 * Credits a business wallet (a sandbox deposit): emits `transaction.succeeded` (`DEPOSIT`), then schedules the
 * payrolls the new balance covers. Returns the deposit's transaction id.
 * @throws SimulatorError for a non-positive or non-integer amount or a currency outside ISO 4217.
 * @example
 * ```ts
 * depositFunds(ctx, businessId, { amount: 1_000_000, currency: 'USD' });
 * ```
 */
export function depositFunds(ctx: SimContext, businessId: string, value: Amount, reference?: string): string {
  const entry = bookMovement(ctx, {
    businessId,
    type: 'DEPOSIT',
    direction: 'CREDIT',
    amount: value,
    reference: reference ?? `DEP-${ctx.random.hex(4).toUpperCase()}`,
    reason: 'Deposit',
  });
  ctx.emit('transaction.succeeded', {
    id: entry.id,
    amount: { amount: value.amount, currency: value.currency },
    type: 'DEPOSIT',
    reference: entry.reference,
    recipientId: businessId,
    recipientType: 'BUSINESS',
    tenantKey: tenantKeyOf(ctx, businessId),
  });
  fundWaitingPayrolls(ctx, businessId);
  return entry.id;
}
