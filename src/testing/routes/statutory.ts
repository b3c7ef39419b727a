import { filingView } from '../declared/collection-filings.js';
import { remittanceView } from '../declared/linked-documents.js';
import { badRequest } from '../http-error.js';
import { submitBusinessFields } from '../machines/requirements.js';
import { decodeCursor, encodeCursor, readCursorLimit } from '../paging.js';
import { actorOf, NO_CONTENT, ownRecord, requireResolvedBusiness, visiblePerson } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import type { AuditEventRecord, RequirementRecord } from '../store/records.js';
import { BodyReader } from '../validate.js';
import { checkFieldFiles, fieldView } from './statutory-fields.js';

const REQUIREMENT_STATUSES = ['outstanding', 'satisfied', 'waived'];
const CATEGORIES = ['business_registration', 'business_document', 'business_tax_parameter', 'worker_data'];
const RESOURCE_TYPES = ['filing', 'remittance', 'requirement'];
const EVENT_TYPES = [
  ...[
    'upcoming',
    'created',
    'blocked',
    'pending',
    'in_review',
    'approved',
    'submitted',
    'accepted',
    'rejected',
  ]
    .concat(['overdue', 'amended', 'cancelled'])
    .map((s) => `filing.${s}`),
  ...['created', 'processing', 'completed', 'failed'].map((s) => `remittance.${s}`),
  ...['created', 'satisfied', 'waived'].map((s) => `requirement.${s}`),
];

function checkEnum(
  rc: RouteContext,
  name: string,
  allowed: readonly string[],
  params: Record<string, string>,
) {
  const value = rc.query.get(name);
  if (value !== null && !allowed.includes(value)) params[name] = `must be one of ${allowed.join(', ')}`;
  return value;
}

function requirementView(r: RequirementRecord) {
  const path = r.resourceType === 'business' ? 'businesses' : 'persons';
  return {
    ...r,
    affectedPersons: r.affectedPersons.map((p) => ({ ...p })),
    resolutionGuide: `Supply ${r.affectedField} with PUT /v1/statutory/${path}/${r.resourceId}/fields/${r.countryCode}`,
  };
}

function listRequirements(rc: RouteContext) {
  const params: Record<string, string> = {};
  const businessId = rc.query.get('businessId');
  const personId = rc.query.get('personId');
  if (businessId === null && personId === null) params.businessId = 'is required unless personId is given';
  const status = checkEnum(rc, 'status', REQUIREMENT_STATUSES, params);
  const category = checkEnum(rc, 'category', CATEGORIES, params);
  if (Object.keys(params).length > 0) throw badRequest(params);
  if (businessId !== null) requireResolvedBusiness(rc, businessId);
  if (personId !== null) visiblePerson(rc, personId);
  const countryCode = rc.query.get('countryCode')?.toUpperCase() ?? null;
  const data = [...rc.ctx.state.requirements.values()].filter(
    (r) =>
      r.businessId === rc.principal.business.id &&
      (countryCode === null || r.countryCode === countryCode) &&
      (status === null || r.status === status) &&
      (category === null || r.category === category) &&
      (personId === null ||
        (r.category === 'worker_data' && r.affectedPersons.some((p) => p.personId === personId))),
  );
  return { status: 200, body: { data: data.map(requirementView) } };
}

function readEventFilters(rc: RouteContext) {
  const params: Record<string, string> = {};
  const businessId = rc.query.get('businessId');
  if (businessId === null || businessId === '') params.businessId = 'is required';
  const resourceType = checkEnum(rc, 'resource_type', RESOURCE_TYPES, params);
  const eventType = checkEnum(rc, 'event_type', EVENT_TYPES, params);
  const sinceRaw = rc.query.get('since');
  const since = sinceRaw === null ? undefined : Date.parse(sinceRaw);
  if (Number.isNaN(since)) params.since = 'must be an ISO 8601 date-time';
  if (Object.keys(params).length > 0) throw badRequest(params);
  requireResolvedBusiness(rc, businessId ?? '');
  const resourceId = rc.query.get('resource_id');
  return (e: AuditEventRecord) =>
    e.businessId === businessId &&
    (resourceType === null || e.resourceType === resourceType) &&
    (resourceId === null || e.resourceId === resourceId) &&
    (eventType === null || e.type === eventType) &&
    (since === undefined || Date.parse(e.occurredAt) > since);
}

function listEvents(rc: RouteContext) {
  const limit = readCursorLimit(rc.query);
  let position = decodeCursor(rc.query.get('cursor'));
  const matches = readEventFilters(rc);
  const log = rc.ctx.state.audit;
  const data: AuditEventRecord[] = [];
  for (; position < log.length && data.length < limit; position += 1) {
    const event = log[position];
    if (event !== undefined && matches(event)) data.push(event);
  }
  const hasMore = log.slice(position).some(matches);
  return {
    status: 200,
    body: {
      data: data.map((e) => ({ ...e, actor: { ...e.actor }, data: structuredClone(e.data) })),
      pagination: { nextCursor: hasMore ? encodeCursor(position) : null, hasMore },
    },
  };
}

function putBusinessFields(rc: RouteContext) {
  const businessId = rc.params.businessId ?? '';
  const countryCode = (rc.params.countryCode ?? '').toUpperCase();
  const read = new BodyReader(rc.body);
  if (!/^[A-Z]{2}$/.test(countryCode)) read.fail('countryCode', 'must be an ISO 3166-1 alpha-2 country code');
  const fields = read.object('fields', { required: true }) ?? {};
  checkFieldFiles(rc, read, fields);
  read.done();
  requireResolvedBusiness(rc, businessId);
  submitBusinessFields(rc.ctx, businessId, countryCode, fields, actorOf(rc.principal));
  return NO_CONTENT;
}

function getBusinessFields(rc: RouteContext) {
  const businessId = rc.params.businessId ?? '';
  const countryCode = (rc.params.countryCode ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode))
    throw badRequest({ countryCode: 'must be an ISO 3166-1 alpha-2 country code' });
  requireResolvedBusiness(rc, businessId);
  const stored = rc.ctx.state.businesses.get(businessId)?.fields[countryCode] ?? {};
  const fields = Object.fromEntries(
    Object.entries(stored).map(([name, value]) => [name, fieldView(rc, value)]),
  );
  return { status: 200, body: { entityType: 'business', entityId: businessId, countryCode, fields } };
}

/** Remittances, requirements, the audit log, business fields and filings. */
export const statutoryRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/statutory/remittances/{remittance_id}',
    access: 'business',
    handle: (rc) => {
      const remittance = ownRecord(rc, rc.ctx.state.remittances, rc.params.remittance_id ?? '', 'remittance');
      return { status: 200, body: remittanceView(rc, remittance) };
    },
  },
  { method: 'GET', path: '/v1/statutory/requirements', access: 'business', handle: listRequirements },
  {
    method: 'GET',
    path: '/v1/statutory/requirements/{requirement_id}',
    access: 'business',
    handle: (rc) => ({
      status: 200,
      body: requirementView(
        ownRecord(rc, rc.ctx.state.requirements, rc.params.requirement_id ?? '', 'requirement'),
      ),
    }),
  },
  { method: 'GET', path: '/v1/statutory/events', access: 'business', handle: listEvents },
  {
    method: 'PUT',
    path: '/v1/statutory/businesses/{businessId}/fields/{countryCode}',
    access: 'business',
    handle: putBusinessFields,
  },
  {
    method: 'GET',
    path: '/v1/statutory/businesses/{businessId}/fields/{countryCode}',
    access: 'business',
    handle: getBusinessFields,
  },
  {
    method: 'GET',
    path: '/v1/statutory/filings/{filing_id}',
    access: 'business',
    handle: (rc) => ({
      status: 200,
      body: filingView(rc.ctx, ownRecord(rc, rc.ctx.state.filings, rc.params.filing_id ?? '', 'filing')),
    }),
  },
];
