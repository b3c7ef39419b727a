import { filingContent, requireOrderedPeriod } from '../declared/filing-content.js';
import { filingTypeOf, requireFilingType } from '../machines/filing-types.js';
import { createFiling } from '../machines/filings.js';
import { requireResolvedBusiness } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import { declaredParams } from './declared.js';

/*
 * A batch of filings for one period: each filing of the body is created (`filing.created`, blocked at once
 * while a requirement of its country is outstanding), and each is then read, listed and counted like any other.
 */

/** The country of a filing type of the catalog, or the one its id names (`ft_mx_isr_monthly` → `MX`). */
function countryOf(filingTypeId: string): string {
  const known = filingTypeOf(filingTypeId)?.countryCode;
  return known ?? /^ft_([a-z]{2})_/i.exec(filingTypeId)?.[1]?.toUpperCase() ?? 'US';
}

function createBatch(rc: RouteContext) {
  const params = declaredParams(rc, 'statutory.filings.createBatch');
  const businessId = String(params.businessId);
  requireResolvedBusiness(rc, businessId);
  const filings = Array.isArray(params.filings) ? (params.filings as Record<string, unknown>[]) : [];
  const periodLabel = `${String(params.periodStart)}..${String(params.periodEnd)}`;
  requireOrderedPeriod(params.periodStart, params.periodEnd);
  // Every entry is checked before the first filing is made: a refused batch creates none.
  const planned = filings.map((filing, index) => {
    const filingTypeId = String(filing.filingTypeId);
    const countryCode = countryOf(filingTypeId);
    requireFilingType(countryCode, filingTypeId, `filings.${index}.filingTypeId`);
    return { filingTypeId, countryCode, ...filingContent({ ...filing, countryCode }, `filings.${index}.`) };
  });
  const data = planned.map((filing) => ({
    id: createFiling(rc.ctx, { workerCount: 1, ...filing, businessId, periodLabel }).id,
  }));
  return { status: 201, body: { data } };
}

/** The filings batch. */
export const filingBatchRoutes: readonly Route[] = [
  { method: 'POST', path: '/v1/statutory/filings/batch', access: 'business', handle: createBatch },
];
