import { mustGet, nowSeconds, type SimContext, SimulatorError } from '../context.js';
import type { Actor, FilingRecord } from '../model.js';

/*
 * A filing withdrawn before the authority decided (`filing.cancelled`), or amended by a corrected filing
 * (`filing.amended`): the spec names both events; when they apply is the simulator's reading.
 */

const DECIDED = ['accepted', 'rejected'];

function announce(
  ctx: SimContext,
  filing: FilingRecord,
  type: string,
  actor: Actor,
  data: Record<string, unknown>,
) {
  ctx.emitStatutory(type, {
    resourceType: 'filing',
    resourceId: filing.id,
    businessId: filing.businessId,
    actor: { ...actor },
    data: {
      filingType: filing.filingTypeId,
      countryCode: filing.countryCode,
      periodLabel: filing.periodLabel,
      status: filing.status,
      ...data,
    },
  });
}

/**
 * Cancels a filing the authority has not decided on (`filing.cancelled`); it reads `cancelled`.
 * @throws {@link SimulatorError} when the filing is accepted, rejected or already cancelled.
 * @example
 * ```ts
 * cancelFiling(ctx, filingId, 'Filed twice', actor);
 * ```
 */
export function cancelFiling(
  ctx: SimContext,
  id: string,
  reason: string | undefined,
  actor: Actor,
): FilingRecord {
  const filing = mustGet(ctx.state.filings, id, 'filing');
  if (DECIDED.includes(filing.status) || filing.status === 'cancelled')
    throw new SimulatorError(`filing ${id} is ${filing.status}; it cannot be cancelled`, {
      filing_id: `is ${filing.status}`,
    });
  filing.statusHistory.push({ from: filing.status, to: 'cancelled', timestamp: nowSeconds(ctx) });
  filing.status = 'cancelled';
  filing.updatedAt = nowSeconds(ctx);
  announce(ctx, filing, 'filing.cancelled', actor, reason === undefined ? {} : { reason });
  return filing;
}

/**
 * Amends a filing: a corrected filing of the same type and period starts `pending` (`filing.amended` on the
 * original, naming the amendment); the original keeps its status. Returns the amendment.
 * @throws {@link SimulatorError} when the filing is unknown.
 * @example
 * ```ts
 * amendFiling(ctx, filingId, 'Corrected totals', actor, createFiling);
 * ```
 */
export function amendFiling(
  ctx: SimContext,
  id: string,
  reason: string,
  actor: Actor,
  create: (original: FilingRecord) => FilingRecord,
): FilingRecord {
  const filing = mustGet(ctx.state.filings, id, 'filing');
  const amendment = create(filing);
  announce(ctx, filing, 'filing.amended', actor, { reason, amendmentId: amendment.id });
  return amendment;
}
