/**
 * The stages of an identity document's expiry, as `user.kyc.expiry` reports them, from first to last.
 *
 * @example
 * ```ts
 * KYC_EXPIRY_STAGES.includes(event.data.stage as KycExpiryStage);
 * ```
 */
export const KYC_EXPIRY_STAGES = ['about-to-expire', 'in-grace-period', 'expired'] as const;

/**
 * A stage of identity-document expiry: `about-to-expire` (expires within 30 days), `in-grace-period`
 * (expired less than 60 days ago) or `expired` (past the grace period; the user must verify again).
 */
export type KycExpiryStage = (typeof KYC_EXPIRY_STAGES)[number];

const WARNING_DAYS = 30;
const GRACE_PERIOD_DAYS = 60;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(value: Date): number {
  return Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()) / DAY_MS;
}

function parseExpiryDay(expiryDate: string | Date): number {
  if (expiryDate instanceof Date) {
    if (Number.isNaN(expiryDate.getTime())) throw new RangeError('expiryDate is an invalid Date');
    return utcDay(expiryDate);
  }
  const match = DATE_ONLY.exec(expiryDate);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  // Date.UTC rolls 2025-02-30 over to March; a round trip catches dates that do not exist.
  if (!match || new Date(day).toISOString().slice(0, 10) !== expiryDate) {
    throw new RangeError(`expiryDate must be a YYYY-MM-DD date, got ${JSON.stringify(expiryDate)}`);
  }
  return day / DAY_MS;
}

/**
 * Computes the expiry stage of an identity document, in whole UTC calendar days: the document is valid through
 * its expiry date, `about-to-expire` from 30 days before it up to that date, `in-grace-period` for the 60 days
 * after it, `expired` from then on. Returns `null` while expiry is more than 30 days away.
 *
 * The spec gives the 30- and 60-day windows but not whether their ends are inclusive; this helper counts the
 * expiry date itself as the last valid day and the 60th day after it as the last day of grace.
 *
 * @param expiryDate - `YYYY-MM-DD` (as `user.kyc.expiry` carries it) or a `Date` (its UTC day is used).
 * @param now - the moment to evaluate at; defaults to the current time.
 * @throws {RangeError} When `expiryDate` is not a real `YYYY-MM-DD` date or is an invalid `Date`.
 * @example
 * ```ts
 * kycExpiryStage('2026-03-31', new Date('2026-03-15')); // 'about-to-expire'
 * kycExpiryStage('2026-03-31', new Date('2026-04-10')); // 'in-grace-period'
 * ```
 */
export function kycExpiryStage(expiryDate: string | Date, now: Date = new Date()): KycExpiryStage | null {
  const daysLeft = parseExpiryDay(expiryDate) - utcDay(now);
  if (daysLeft > WARNING_DAYS) return null;
  if (daysLeft >= 0) return 'about-to-expire';
  if (daysLeft >= -GRACE_PERIOD_DAYS) return 'in-grace-period';
  return 'expired';
}
