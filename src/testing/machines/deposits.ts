import { type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import { recordMovement } from '../ledger.js';
import type { Amount } from '../model.js';
import { fundWaitingPayrolls } from './payrolls.js';

/**
 * Credits a business wallet (a sandbox deposit): emits `transaction.succeeded` (`DEPOSIT`), then schedules the
 * payrolls the new balance covers. Returns the deposit's transaction id.
 * @throws {@link SimulatorError} for a non-positive or non-integer amount.
 * @example
 * ```ts
 * depositFunds(ctx, businessId, { amount: 1_000_000, currency: 'USD' });
 * ```
 */
export function depositFunds(ctx: SimContext, businessId: string, value: Amount, reference?: string): string {
  if (!Number.isInteger(value.amount) || value.amount <= 0) {
    throw new SimulatorError('a deposit must be a positive integer amount', {
      'value.amount': 'must be > 0',
    });
  }
  const wallet = ctx.state.wallet(businessId, value.currency, ctx.random);
  wallet.balance += value.amount;
  wallet.available += value.amount;
  const entry = recordMovement(ctx, {
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
