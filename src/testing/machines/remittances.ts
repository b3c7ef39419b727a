import { mustGet, nowSeconds, type SimContext, SimulatorError, SYSTEM_ACTOR } from '../context.js';
import { exponentOf } from '../fx.js';
import { recordMovement } from '../ledger.js';
import type { RemittanceRecord } from '../model.js';
import { eventOf, nextStatus } from './moves.js';

/**
 * What the simulator needs to initiate a remittance; the rest has defaults. Pass it to
 * {@link StatutoryControls.createRemittance}, where `businessId` is optional.
 */
export type RemittanceCreateInput = Pick<
  RemittanceRecord,
  'businessId' | 'countryCode' | 'amount' | 'currency'
> &
  Partial<
    Pick<
      RemittanceRecord,
      'filingIds' | 'authorityId' | 'authorityName' | 'fxRate' | 'fundedCurrency' | 'paymentMethod'
    >
  > & {
    /** The business's own reference for the payment; the authority's is set on completion otherwise. */
    paymentReference?: string | undefined;
  };

function data(remittance: RemittanceRecord): Record<string, unknown> {
  return {
    countryCode: remittance.countryCode,
    authority: remittance.authorityName,
    status: remittance.status,
    amount: remittance.amount,
    currency: remittance.currency,
    paymentReference: remittance.paymentReference,
  };
}

function move(ctx: SimContext, remittance: RemittanceRecord, to: RemittanceRecord['status']): void {
  const now = nowSeconds(ctx);
  const from = remittance.status;
  remittance.statusHistory.push({ from, to, timestamp: now });
  remittance.status = to;
  remittance.updatedAt = now;
  ctx.emitStatutory(eventOf('remittance', from, to), {
    resourceType: 'remittance',
    resourceId: remittance.id,
    businessId: remittance.businessId,
    actor: to === 'completed' ? { type: 'authority', id: remittance.authorityId } : { ...SYSTEM_ACTOR },
    data: data(remittance),
  });
}

/**
 * Initiates a government payment in `pending` (`remittance.created`).
 * @throws never.
 * @example
 * ```ts
 * createRemittance(ctx, { businessId, countryCode: 'MX', amount: 45000, currency: 'MXN' });
 * ```
 */
export function createRemittance(ctx: SimContext, input: RemittanceCreateInput): RemittanceRecord {
  const now = nowSeconds(ctx);
  const fxRate = input.fxRate ?? 1;
  const remittance: RemittanceRecord = {
    id: `rem_${ctx.random.hex(8)}`,
    filingIds: [],
    authorityId: `auth_${input.countryCode.toLowerCase()}`,
    authorityName: `${input.countryCode} tax authority`,
    fundedCurrency: input.currency,
    paymentMethod: 'local_rails',
    ...input,
    fxRate,
    fundedAmount: Math.round((input.amount / fxRate) * 100) / 100,
    status: 'pending',
    paymentReference: input.paymentReference ?? null,
    receiptUrl: null,
    statusHistory: [],
    createdAt: now,
    updatedAt: now,
  };
  ctx.state.remittances.set(remittance.id, remittance);
  ctx.emitStatutory('remittance.created', {
    resourceType: 'remittance',
    resourceId: remittance.id,
    businessId: remittance.businessId,
    actor: { ...SYSTEM_ACTOR },
    data: data(remittance),
  });
  return remittance;
}

/**
 * Moves a remittance one step: pending → processing → completed. Completion sets the payment reference and
 * receipt URL. Each move is appended to `statusHistory`.
 * @throws {@link SimulatorError} when the remittance is completed or failed.
 * @example
 * ```ts
 * advanceRemittance(ctx, remittanceId);
 * ```
 */
export function advanceRemittance(ctx: SimContext, id: string): RemittanceRecord {
  const remittance = mustGet(ctx.state.remittances, id, 'remittance');
  const to = nextStatus('remittance', remittance.status);
  if (to === undefined)
    throw new SimulatorError(`remittance ${id} is ${remittance.status}; it has no next step`);
  if (to === 'completed') {
    remittance.paymentReference ??= `${remittance.countryCode}-${ctx.random.hex(6).toUpperCase()}`;
    remittance.receiptUrl = `https://receipts.simulator.invalid/${remittance.id}.pdf`;
    debitFunding(ctx, remittance);
  }
  move(ctx, remittance, to);
  return remittance;
}

/** A completed remittance is paid from the business's wallet in its funding currency. */
function debitFunding(ctx: SimContext, remittance: RemittanceRecord): void {
  const currency = remittance.fundedCurrency;
  const amount = Math.round(remittance.fundedAmount * 10 ** exponentOf(currency));
  const wallet = ctx.state.wallet(remittance.businessId, currency, ctx.random);
  wallet.balance -= amount;
  wallet.available -= amount;
  recordMovement(ctx, {
    businessId: remittance.businessId,
    type: 'REMITTANCE',
    direction: 'DEBIT',
    amount: { amount, currency },
    reference: remittance.id,
    reason: `${remittance.authorityName} remittance`,
  });
}

/**
 * Fails a pending or processing remittance (`remittance.failed`).
 * @throws {@link SimulatorError} when the remittance is already completed or failed.
 * @example
 * ```ts
 * failRemittance(ctx, remittanceId);
 * ```
 */
export function failRemittance(ctx: SimContext, id: string): RemittanceRecord {
  const remittance = mustGet(ctx.state.remittances, id, 'remittance');
  if (remittance.status !== 'pending' && remittance.status !== 'processing') {
    throw new SimulatorError(`remittance ${id} is ${remittance.status}; only pending or processing can fail`);
  }
  move(ctx, remittance, 'failed');
  return remittance;
}
