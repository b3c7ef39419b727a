import { HttpError } from '../http-error.js';
import { touchPerson } from '../machines/person-updates.js';
import { NO_CONTENT, requireResolvedBusiness, visiblePerson } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import { documentKey } from '../store/store.js';
import { declaredParams } from './declared.js';
import { requirePayable } from './payment-info-rules.js';

/*
 * Sub-records written whole and read back as written: a person's payment info (404 until written, as the API
 * documents; payment-info-rules.ts refuses one that cannot pay the person), tax profile and instant-pay
 * setting (empty until written), and a business's KYB (initialized until submitted). Nothing is invented in
 * between.
 */

type Wire = Record<string, unknown>;

const keyOf = (rc: RouteContext, part: string) =>
  documentKey(rc.principal.business.id, `/v1/persons/${rc.params.personId ?? ''}/${part}`);

function personDocument(part: string, name: string, empty?: (doc: Wire | undefined) => Wire) {
  const read = (rc: RouteContext) => {
    declaredParams(rc, `persons.${name}.get`);
    visiblePerson(rc, rc.params.personId ?? '');
    const doc = rc.ctx.state.documents.get(keyOf(rc, part));
    if (empty !== undefined) return { status: 200, body: empty(doc) };
    if (doc === undefined)
      throw new HttpError(404, 'resource_not_found', `No ${part} has been written for this person`);
    return { status: 200, body: structuredClone(doc) };
  };
  const write = (rc: RouteContext) => {
    const params = declaredParams(rc, `persons.${name}.update`);
    const person = visiblePerson(rc, rc.params.personId ?? '');
    if (part === 'paymentInfo') requirePayable(rc, person, params);
    rc.ctx.state.documents.set(keyOf(rc, part), structuredClone(params));
    // A write to a person's sub-record is a change of the person.
    touchPerson(rc.ctx, person);
    return NO_CONTENT;
  };
  const path = `/v1/persons/{personId}/${part}`;
  return [
    { method: 'GET', path, access: 'any', handle: read },
    { method: 'PUT', path, access: 'any', handle: write },
  ] satisfies Route[];
}

const kybKey = (rc: RouteContext) =>
  documentKey(rc.principal.business.id, `/v1/businesses/${rc.principal.business.id}/kyb`);

/** The business's KYB: the one stored, else (nothing submitted yet) the business's own details, initialized. */
function kybOf(rc: RouteContext): Wire {
  requireResolvedBusiness(rc, rc.params.businessId ?? '');
  const { business } = rc.principal;
  return (
    rc.ctx.state.documents.get(kybKey(rc)) ?? {
      id: business.id,
      tenantKey: business.tenantKey,
      entityName: business.name,
      status: 'initialized',
    }
  );
}

/** The submission as the read shows it: the incorporation day becomes a date-time, as the API documents. */
function kybFields(params: Wire): Wire {
  const fields = structuredClone(params);
  const incorporation = fields.incorporation as Wire | undefined;
  if (typeof incorporation?.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(incorporation.date))
    incorporation.date = `${incorporation.date}T00:00:00.000Z`;
  return fields;
}

function writeKyb(name: string, status?: string) {
  return (rc: RouteContext) => {
    const params = declaredParams(rc, name);
    const kyb = kybOf(rc);
    if (kyb.status === 'rejected')
      throw new HttpError(409, 'conflict', 'KYB was rejected; the business cannot resubmit');
    Object.assign(kyb, kybFields(params), status === undefined ? {} : { status });
    // A read stores nothing: the KYB is kept from its first write.
    rc.ctx.state.documents.set(kybKey(rc), kyb);
    return NO_CONTENT;
  };
}

/** Payment info, tax profile, instant-pay setting and KYB. */
export const subRecordRoutes: readonly Route[] = [
  ...personDocument('paymentInfo', 'paymentInfo'),
  ...personDocument('taxProfile', 'taxProfile', (doc) => ({ taxProfile: structuredClone(doc ?? {}) })),
  ...personDocument('ipSetting', 'ipSetting', (doc) => structuredClone(doc ?? {})),
  {
    method: 'GET',
    path: '/v1/businesses/{businessId}/kyb',
    access: 'business',
    handle: (rc) => {
      declaredParams(rc, 'businesses.kyb.get');
      return { status: 200, body: structuredClone(kybOf(rc)) };
    },
  },
  {
    method: 'POST',
    path: '/v1/businesses/{businessId}/kyb',
    access: 'business',
    handle: writeKyb('businesses.kyb.submit', 'pending-review'),
  },
  {
    method: 'PATCH',
    path: '/v1/businesses/{businessId}/kyb',
    access: 'business',
    handle: writeKyb('businesses.kyb.update'),
  },
];
