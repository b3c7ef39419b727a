import { badRequest } from '../http-error.js';
import type { Route, RouteContext } from '../router.js';

/*
 * The statutory fields a jurisdiction requires: the fields every business and worker gives, plus each field a
 * requirement of the caller's business asks for in that country, so a requirement's `affectedField` is always
 * one this list has.
 */

const BASE_FIELDS = [
  { key: 'tax_id', name: 'Tax identification number', entity: 'business' },
  { key: 'registered_address', name: 'Registered address', entity: 'business' },
  { key: 'national_id', name: 'National identity number', entity: 'person' },
] as const;

function requiredFields(rc: RouteContext) {
  const countryCode = rc.params.country_code ?? '';
  if (!/^[A-Z]{2}$/.test(countryCode)) {
    throw badRequest({ country_code: 'must be an ISO 3166-1 alpha-2 country code' });
  }
  const fromRequirements = [...rc.ctx.state.requirements.values()]
    .filter((r) => r.businessId === rc.principal.business.id && r.countryCode === countryCode)
    .map((r) => ({
      key: r.affectedField,
      name: r.name,
      entity: r.category === 'worker_data' ? 'person' : 'business',
    }));
  const byKey = new Map([...BASE_FIELDS, ...fromRequirements].map((f) => [f.key, f]));
  const fields = [...byKey.values()].map((field) => ({
    ...field,
    description: `${field.name} as the ${countryCode} authority records it`,
    type: 'string',
    required: true,
    scope: ['filing'],
  }));
  return { status: 200, body: { countryCode, version: 1, fields } };
}

/** `GET /v1/statutory/jurisdictions/{country_code}/required-fields`. */
export const requiredFieldRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/statutory/jurisdictions/{country_code}/required-fields',
    access: 'any',
    handle: requiredFields,
  },
];
