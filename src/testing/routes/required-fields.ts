import { isJurisdiction } from '../declared/jurisdictions.js';
import { badRequest, jsonResponse, notFound } from '../http-error.js';
import type { Route, RouteContext } from '../router.js';

/*
 * The statutory fields a jurisdiction requires: the fields every business and worker gives, plus each field a
 * requirement of the caller's business asks for in that country, so a requirement's `affectedField` is always
 * one this list has. `scope` keeps the fields of that scope; the simulator requires the same fields of employees
 * and contractors, so a `worker_type` it cannot narrow by is named in `x-simulator-unhonoured-filters`.
 */

const SCOPES = ['calculation', 'filing'];
const WORKER_TYPES = ['employee', 'contractor'];

/** The documented query filters, each checked against its enum (400 naming every bad one). */
function readFilters(rc: RouteContext) {
  const problems: Record<string, string> = {};
  const read = (name: string, allowed: readonly string[]) => {
    const value = rc.query.get(name);
    if (value !== null && !allowed.includes(value)) problems[name] = `must be one of ${allowed.join(', ')}`;
    return value;
  };
  const scope = read('scope', SCOPES);
  const workerType = read('worker_type', WORKER_TYPES);
  if (!/^[A-Z]{2}$/.test(rc.params.country_code ?? ''))
    problems.country_code = 'must be an ISO 3166-1 alpha-2 country code';
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  const country = rc.params.country_code ?? '';
  if (!isJurisdiction(country)) throw notFound('jurisdiction', country);
  return { scope, workerType };
}

const BASE_FIELDS = [
  { key: 'tax_id', name: 'Tax identification number', entity: 'business' },
  { key: 'registered_address', name: 'Registered address', entity: 'business' },
  { key: 'national_id', name: 'National identity number', entity: 'person' },
] as const;

function requiredFields(rc: RouteContext) {
  const { scope, workerType } = readFilters(rc);
  const countryCode = rc.params.country_code ?? '';
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
  const body = {
    countryCode,
    version: 1,
    fields: fields.filter((field) => scope === null || field.scope.includes(scope)),
  };
  if (workerType === null) return { status: 200, body };
  return jsonResponse(200, body, { 'x-simulator-unhonoured-filters': 'worker_type' });
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
