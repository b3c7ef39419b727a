import { mustGet, nowSeconds, type SimContext, SimulatorError, SYSTEM_ACTOR } from '../context.js';
import { exponentOf } from '../fx.js';
import { bookMovement, type Movement, refusalOf } from '../ledger.js';
import type { RemittanceRecord } from '../store/records.js';
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
 * Initiates a government payment in `pending` (`remittance.created`): the funded amount is held from the
 * funding wallet's available money (it shows as `processing`) until the payment completes or fails.
 * @throws SimulatorError when the funding wallet's available money does not cover the funded amount
 * (nothing is created then).
 * @example
 * ```ts
 * createRemittance(ctx, { businessId, countryCode: 'MX', amount: 45000, currency: 'MXN' });
 * ```
 */
export function createRemittance(ctx: SimContext, input: RemittanceCreateInput): RemittanceRecord {
  const now = nowSeconds(ctx);
  const fxRate = input.fxRate ?? 1;
  const fundedCurrency = input.fundedCurrency ?? input.currency;
  const scale = 10 ** exponentOf(fundedCurrency);
  const minor = Math.round((input.amount / fxRate) * scale);
  const funding = { amount: minor, currency: fundedCurrency };
  const refusal = refusalOf(ctx, fundingMovement(input.businessId, '', funding));
  if (refusal !== undefined) {
    const rule = Object.values(refusal)[0] ?? 'is refused';
    throw new SimulatorError(`the ${fundedCurrency} wallet cannot fund this remittance: ${rule}`, {
      fundFromCurrency: `the ${fundedCurrency} wallet cannot fund this remittance: ${rule}`,
    });
  }
  const id = `rem_${ctx.random.hex(8)}`;
  const remittance: RemittanceRecord = {
    id,
    filingIds: [],
    authorityId: `auth_${input.countryCode.toLowerCase()}`,
    authorityName: `${input.countryCode} tax authority`,
    fundedCurrency: input.currency,
    paymentMethod: 'local_rails',
    ...input,
    fxRate,
    fundedAmount: minor / scale,
    status: 'pending',
    paymentReference: input.paymentReference ?? null,
    receiptUrl: null,
    statusHistory: [],
    createdAt: now,
    updatedAt: now,
  };
  bookMovement(ctx, fundingMovement(input.businessId, id, funding));
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
 * @throws SimulatorError when the remittance is completed or failed.
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

/** The movement that holds (`DEBIT`), releases (`CREDIT`) or pays (`settlement`) a remittance's funding. */
function fundingMovement(
  businessId: string,
  id: string,
  amount: { amount: number; currency: string },
  move: Pick<Movement, 'direction' | 'effect' | 'reason'> = {
    direction: 'DEBIT',
    effect: 'processing',
    reason: 'Remittance funds held',
  },
): Movement {
  return { businessId, type: 'REMITTANCE', amount, reference: id, ...move };
}

/** The funded amount in minor units of the funding currency, as held at creation. */
function fundedMinor(remittance: RemittanceRecord): { amount: number; currency: string } {
  const currency = remittance.fundedCurrency;
  return { amount: Math.round(remittance.fundedAmount * 10 ** exponentOf(currency)), currency };
}

/** A completed remittance pays the held funds out of the business's wallet: balance and processing go down. */
function debitFunding(ctx: SimContext, remittance: RemittanceRecord): void {
  bookMovement(
    ctx,
    fundingMovement(remittance.businessId, remittance.id, fundedMinor(remittance), {
      direction: 'DEBIT',
      effect: 'settlement',
      reason: `${remittance.authorityName} remittance`,
    }),
  );
}

/**
 * Fails a pending or processing remittance (`remittance.failed`); its held funds go back to available.
 * @throws SimulatorError when the remittance is already completed or failed.
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
  bookMovement(
    ctx,
    fundingMovement(remittance.businessId, remittance.id, fundedMinor(remittance), {
      direction: 'CREDIT',
      effect: 'processing',
      reason: 'Remittance funds released',
    }),
  );
  move(ctx, remittance, 'failed');
  return remittance;
}
