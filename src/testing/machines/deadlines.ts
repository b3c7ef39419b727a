import { kycExpiryStage } from '../../webhooks/kyc-expiry.js';
import { isoDay, type SimContext, SYSTEM_ACTOR, statutoryChange, tenantKeyOf } from '../context.js';
import { kycKey } from './kyc.js';

/*
 * Dates that pass as the simulator's clock moves: a filing not yet submitted by its due date is overdue
 * (`filing.overdue`, once), and an approved identity document comes up for renewal (`user.kyc.expiry`, once per
 * stage, staged by the SDK's own `kycExpiryStage`).
 */

/** Filing statuses past which a due date no longer matters. */
const FILED = new Set(['submitted', 'accepted', 'rejected', 'cancelled', 'amended']);

/**
 * Notifies each filing whose due date the clock has passed. Returns how many were notified.
 * @throws never.
 * @example
 * ```ts
 * notifyOverdueFilings(ctx);
 * ```
 */
export function notifyOverdueFilings(ctx: SimContext): number {
  const today = isoDay(ctx.now());
  let notified = 0;
  for (const filing of ctx.state.filings.values()) {
    if (filing.overdueNotified || FILED.has(filing.status) || filing.dueDate === undefined) continue;
    if (filing.dueDate >= today) continue;
    filing.overdueNotified = true;
    ctx.emitStatutory(
      'filing.overdue',
      statutoryChange('filing', filing, SYSTEM_ACTOR, {
        countryCode: filing.countryCode,
        periodLabel: filing.periodLabel,
        dueDate: filing.dueDate,
      }),
    );
    notified += 1;
  }
  return notified;
}

/**
 * Notifies each user whose approved identity document reached a new expiry stage. Returns how many.
 * @throws never.
 * @example
 * ```ts
 * notifyKycExpiry(ctx);
 * ```
 */
export function notifyKycExpiry(ctx: SimContext): number {
  let notified = 0;
  for (const user of ctx.state.users.values()) {
    const document = ctx.state.documents.get(kycKey(user));
    const expiryDate = document?.identityExpiryDate;
    if (document === undefined || typeof expiryDate !== 'string') continue;
    const stage = kycExpiryStage(expiryDate, new Date(ctx.now()));
    if (stage === null || stage === document.notifiedExpiryStage) continue;
    document.notifiedExpiryStage = stage;
    ctx.emit('user.kyc.expiry', {
      userId: user.id,
      stage,
      documentType: 'passport',
      expiryDate,
      tenantKey: tenantKeyOf(ctx, user.businessId),
    });
    notified += 1;
  }
  return notified;
}
