import { type SimContext, SimulatorError } from '../context.js';
import { bookMovement, type Movement, refusalOf } from '../ledger.js';
import type { Amount, BusinessRecord } from '../store/records.js';

/*
 * A platform's transfer between two of its tenants (`POST /v1/platform/transfers`): the source business's
 * wallet in the transfer's currency is debited and the destination's credited, one `TRANSFER` ledger entry
 * each, or nothing moves.
 */

/** Who names the tenants of a transfer, and how the body named them. */
export interface TransferTenants {
  /** The platform whose tenants both must be. */
  platformId: string | undefined;
  /** The business the money leaves: `sourceTenantKey`'s, else the one the request resolved to. */
  source: BusinessRecord;
  /** `destinationTenantKey`, as sent. */
  destinationTenantKey: unknown;
}

/** The business of a tenant key of the platform; `undefined` for an unknown key or another platform's. */
export function tenantOf(
  ctx: SimContext,
  platformId: string | undefined,
  key: unknown,
): BusinessRecord | undefined {
  const business = typeof key === 'string' ? ctx.state.businessByTenantKey(key) : undefined;
  return business !== undefined && platformId !== undefined && business.platformId === platformId
    ? business
    : undefined;
}

/**
 * Moves money from one tenant of a platform to another: a `TRANSFER` debit of the source's wallet and a
 * `TRANSFER` credit of the destination's, in the amount's currency. Returns the transfer's id.
 * @throws SimulatorError naming the field: a destination that is no tenant of the platform or is the source,
 * an amount the source's wallet cannot cover (nothing moves then).
 * @example
 * ```ts
 * transferBetweenTenants(ctx, { platformId, source, destinationTenantKey }, amount, 'transfer-123');
 * ```
 */
export function transferBetweenTenants(
  ctx: SimContext,
  tenants: TransferTenants,
  amount: Amount,
  reference: string,
): string {
  const { platformId, source } = tenants;
  const destination = tenantOf(ctx, platformId, tenants.destinationTenantKey);
  if (destination === undefined)
    throw new SimulatorError('unknown destination tenant', {
      destinationTenantKey: 'is not a tenant key of this platform',
    });
  if (destination.id === source.id)
    throw new SimulatorError('a transfer to its own source', {
      destinationTenantKey: 'is the source tenant; a transfer moves money between two businesses',
    });
  const debit: Movement = {
    businessId: source.id,
    type: 'TRANSFER',
    direction: 'DEBIT',
    amount: { ...amount },
    reference,
    reason: `Transfer to ${destination.tenantKey}`,
  };
  const refusal = refusalOf(ctx, debit);
  if (refusal !== undefined) {
    const rule = `${Object.values(refusal)[0] ?? 'is refused'} (${amount.currency} wallet of ${source.tenantKey})`;
    throw new SimulatorError(`transfer from ${source.id}: ${rule}`, { 'amount.amount': rule });
  }
  const entry = bookMovement(ctx, debit);
  bookMovement(ctx, {
    ...debit,
    businessId: destination.id,
    direction: 'CREDIT',
    reason: `Transfer from ${source.tenantKey}`,
  });
  return entry.id;
}
