import { FILING_STATUSES } from '../../transitions.js';
import { countryNameOf } from '../machines/filing-countries.js';
import { requireResolvedBusiness } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import type { FilingRecord, RemittanceRecord, RequirementRecord } from '../store/records.js';
import { ofBusiness } from '../store/store.js';
import { declaredParams } from './declared.js';

/*
 * The compliance summary, counted from the simulator's own filings, remittances and requirements of the
 * business (of one country when `countryCode` is given).
 */

// The summary counts the filing statuses of the state table but those a filing passes before it is filed or
// after it is corrected (upcoming, overdue, amended), so the counts add up to the total.
const UNCOUNTED: readonly string[] = ['upcoming', 'overdue', 'amended'];
const COUNTED_STATUSES = FILING_STATUSES.filter((status) => !UNCOUNTED.includes(status));
const CATEGORY_KEYS: Readonly<Record<RequirementRecord['category'], string>> = {
  business_registration: 'businessRegistration',
  business_document: 'businessDocument',
  business_tax_parameter: 'businessTaxParameter',
  worker_data: 'workerData',
};
const OPEN = new Set(['pending', 'blocked', 'in_review', 'approved', 'submitted']);

const count = <T>(list: readonly T[], test: (item: T) => boolean) => list.filter(test).length;
const decimal = (value: number) => Math.round(value * 100) / 100;

function filingsPart(filings: FilingRecord[]) {
  const byStatus = Object.fromEntries(
    COUNTED_STATUSES.map((s) => [s, count(filings, (f) => f.status === s)]),
  );
  return { total: filings.length, byStatus };
}

function remittancesPart(remittances: RemittanceRecord[], asOf: Date) {
  const pending = remittances.filter((r) => r.status === 'pending' || r.status === 'processing');
  const month = asOf.toISOString().slice(0, 7);
  const completed = remittances.filter(
    (r) => r.status === 'completed' && new Date(r.updatedAt * 1000).toISOString().slice(0, 7) === month,
  );
  const sum = (list: RemittanceRecord[]) => decimal(list.reduce((total, r) => total + r.amount, 0));
  return {
    pendingCount: pending.length,
    pendingAmount: sum(pending),
    completedThisMonth: completed.length,
    completedAmountThisMonth: sum(completed),
  };
}

function requirementsPart(requirements: RequirementRecord[]) {
  const outstanding = requirements.filter((r) => r.status === 'outstanding');
  const byCategory = Object.fromEntries(
    Object.entries(CATEGORY_KEYS).map(([category, key]) => [
      key,
      count(outstanding, (r) => r.category === category),
    ]),
  );
  return { outstanding: outstanding.length, byCategory };
}

function deadlines(filings: FilingRecord[]) {
  return filings
    .filter((f) => OPEN.has(f.status) && f.dueDate !== undefined)
    .sort((a, b) => String(a.dueDate).localeCompare(String(b.dueDate)))
    .slice(0, 5)
    .map((f) => ({
      filingId: f.id,
      filingTypeName: f.filingTypeName,
      countryCode: f.countryCode,
      dueAt: `${f.dueDate}T23:59:59.000Z`,
      status: f.status,
    }));
}

function jurisdictions(filings: FilingRecord[], requirements: RequirementRecord[]) {
  const countries = [...new Set([...filings, ...requirements].map((r) => r.countryCode))].sort();
  return countries.map((countryCode) => {
    const own = filings.filter((f) => f.countryCode === countryCode);
    return {
      countryCode,
      countryName: countryNameOf(countryCode) ?? countryCode,
      workerCount: Math.max(0, ...own.map((f) => f.workerCount)),
      filingsCompleted: count(own, (f) => f.status === 'accepted'),
      filingsTotal: own.length,
      requirementsOutstanding: count(
        requirements,
        (r) => r.countryCode === countryCode && r.status === 'outstanding',
      ),
    };
  });
}

function summary(rc: RouteContext) {
  const params = declaredParams(rc, 'statutory.compliance.summary.get');
  const businessId = String(params.businessId);
  requireResolvedBusiness(rc, businessId);
  const country = typeof params.countryCode === 'string' ? params.countryCode.toUpperCase() : undefined;
  const inCountry = <T extends { countryCode: string }>(list: T[]) =>
    country === undefined ? list : list.filter((r) => r.countryCode === country);
  const { state } = rc.ctx;
  const filings = inCountry(ofBusiness(state.filings, businessId));
  const remittances = inCountry(ofBusiness(state.remittances, businessId));
  const requirements = inCountry(ofBusiness(state.requirements, businessId));
  // As of the business's last statutory change: two reads with nothing in between answer the same, and "this
  // month" is the month of that time, so the counts agree with the `asOf` they are read with.
  const lastEvent = state.audit.findLast((e) => e.businessId === businessId)?.occurredAt;
  const asOf =
    lastEvent ?? new Date(state.businesses.get(businessId)?.createdAt ?? rc.ctx.now()).toISOString();
  const body = {
    businessId,
    asOf,
    filings: filingsPart(filings),
    remittances: remittancesPart(remittances, new Date(asOf)),
    requirements: requirementsPart(requirements),
    nextDeadlines: deadlines(filings),
    jurisdictions: jurisdictions(filings, requirements),
  };
  return { status: 200, body };
}

/** The statutory compliance summary. */
export const complianceRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/statutory/compliance/summary', access: 'business', handle: summary },
];
