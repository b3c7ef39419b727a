import { mustGet, nowSeconds, type SimContext, SimulatorError, statutoryChange } from '../context.js';
import type { Actor, FilingRecord } from '../store/records.js';
import { blockingRequirements, filingData, moveFiling } from './filings.js';
import { actionMove } from './moves.js';
import { payingRemittance } from './remittance-rules.js';

/*
 * What a caller does to a filing, each a move of the SDK's filing table (src/transitions.ts) by its action: the
 * user's approval of a filing in review, a cancel before submission, an amendment of an accepted filing. A move
 * the table does not hold is refused and changes nothing.
 */

const subject = (filing: FilingRecord) => ({ what: 'filing', id: filing.id, status: filing.status });

/**
 * The user approves a filing in review (`filing.approved`); the system submits it later.
 * @throws SimulatorError when the filing is not `in_review`, or a requirement of its business and
 * country is outstanding.
 * @example
 * ```ts
 * approveFiling(ctx, filingId, { type: 'user', id: userId });
 * ```
 */
export function approveFiling(ctx: SimContext, id: string, actor: Actor): FilingRecord {
  const filing = mustGet(ctx.state.filings, id, 'filing');
  const move = actionMove('filing', subject(filing), 'statutory.filings.approve');
  const blockers = blockingRequirements(ctx, filing);
  if (blockers.length > 0) {
    const names = blockers.map((r) => `${r.id} (${r.name})`).join(', ');
    throw new SimulatorError(`filing ${id} cannot be approved while requirements are outstanding: ${names}`, {
      requirements: `outstanding: ${names}`,
    });
  }
  moveFiling(ctx, filing, move.to, actor);
  return filing;
}

/**
 * Cancels a filing not yet submitted (`filing.cancelled`); it reads `cancelled`. A filing that a remittance pays
 * (one that has not failed) stays: the money is on its way to the authority for it.
 * @throws SimulatorError when the filing is submitted, accepted, rejected or already cancelled, or a
 * remittance pays it.
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
  const move = actionMove('filing', subject(filing), 'statutory.filings.cancel');
  const payer = payingRemittance(ctx, id);
  if (payer !== undefined) {
    const why = `is paid by remittance ${payer.id} (${payer.status}); only a failed remittance frees it`;
    throw new SimulatorError(`filing ${id} cannot be cancelled: it ${why}`, { filing_id: why });
  }
  moveFiling(ctx, filing, move.to, actor, reason === undefined ? {} : { reason });
  return filing;
}

/**
 * Amends an accepted filing: a corrected filing of the same type and period starts `pending`, and the original
 * stays `accepted`, linked to it (`filing.amended` on the original, naming the amendment). Returns the
 * amendment.
 * @throws SimulatorError when the filing is not `accepted`, or was already amended.
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
  const move = actionMove('filing', subject(filing), 'statutory.filings.amend');
  if (filing.amendedBy !== undefined) {
    throw new SimulatorError(`filing ${id} was already amended by ${filing.amendedBy}; amend that filing`, {
      filing_id: `was already amended by ${filing.amendedBy}`,
    });
  }
  const amendment = create(filing);
  filing.amendedBy = amendment.id;
  filing.updatedAt = nowSeconds(ctx);
  ctx.emitStatutory(
    move.event ?? 'filing.amended',
    statutoryChange('filing', filing, actor, filingData(filing, { reason, amendmentId: amendment.id })),
  );
  return amendment;
}
