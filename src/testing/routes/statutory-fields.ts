import { badRequest } from '../http-error.js';
import { satisfyRequirement } from '../machines/requirements.js';
import { actorOf, NO_CONTENT, visiblePerson } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import { documentKey } from '../store/store.js';
import { declaredParams } from './declared.js';

/*
 * A person's statutory fields per country: empty until written, then read back as written (a file reference
 * gains its download URL); supplying the field a worker requirement asks for satisfies it.
 */

type Wire = Record<string, unknown>;

/**
 * A stored field as the read shows it: a file reference gains its download URL.
 * @throws never.
 * @example
 * ```ts
 * fieldView({ fileId }); // { fileId, url, fileUploaded: true }
 * ```
 */
export function fieldView(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { fileId } = value as { fileId?: unknown };
  return { fileId, url: `https://files.simulator.invalid/${String(fileId)}`, fileUploaded: true };
}

function target(rc: RouteContext) {
  const personId = rc.params.person_id ?? '';
  const countryCode = (rc.params.country_code ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode))
    throw badRequest({ country_code: 'must be an ISO 3166-1 alpha-2 country code' });
  const person = visiblePerson(rc, personId);
  const key = documentKey(person.businessId, `/v1/statutory/persons/${personId}/fields/${countryCode}`);
  return { personId, countryCode, key };
}

function read(rc: RouteContext) {
  declaredParams(rc, 'statutory.persons.fields.get');
  const { personId, countryCode, key } = target(rc);
  const stored = rc.ctx.state.documents.get(key) ?? {};
  const fields = Object.fromEntries(Object.entries(stored).map(([name, value]) => [name, fieldView(value)]));
  return { status: 200, body: { entityType: 'person', entityId: personId, countryCode, fields } };
}

function write(rc: RouteContext) {
  const params = declaredParams(rc, 'statutory.persons.fields.update');
  const { personId, countryCode, key } = target(rc);
  const fields = structuredClone(params.fields ?? {}) as Wire;
  rc.ctx.state.documents.set(key, { ...rc.ctx.state.documents.get(key), ...fields });
  for (const requirement of rc.ctx.state.requirements.values()) {
    const asks = requirement.affectedPersons.some(
      (p) => p.personId === personId && Object.hasOwn(fields, p.missingField),
    );
    if (requirement.status === 'outstanding' && requirement.countryCode === countryCode && asks)
      satisfyRequirement(rc.ctx, requirement.id, actorOf(rc.principal));
  }
  return NO_CONTENT;
}

/** A person's statutory fields. */
export const statutoryFieldRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/statutory/persons/{person_id}/fields/{country_code}',
    access: 'business',
    handle: read,
  },
  {
    method: 'PUT',
    path: '/v1/statutory/persons/{person_id}/fields/{country_code}',
    access: 'business',
    handle: write,
  },
];
