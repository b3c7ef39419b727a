import { type PersonPatch, updatePerson } from '../machines/person-updates.js';
import { NO_CONTENT, visiblePerson } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import type { PersonRecord } from '../store/records.js';
import { documentKey } from '../store/store.js';
import { declaredParams } from './declared.js';

/*
 * A person's info updates (`PUT /v1/persons/{personId}/basicInfo|personalInfo|jobInfo|type`): the request is
 * checked whole (its declaration, then the person rules: email format and uniqueness, pay amount and
 * currency, birth date and nationality) before anything is written; then the person's own fields change (`person.updated`, a new update
 * time) and what was sent is kept for the reads.
 */

type Wire = Record<string, unknown>;

const isWire = (value: unknown): value is Wire => typeof value === 'object' && value !== null;

function phoneOf(value: unknown): PersonRecord['phoneNumber'] | undefined {
  if (!isWire(value) || typeof value.countryCode !== 'string' || typeof value.number !== 'string')
    return undefined;
  return { countryCode: value.countryCode, number: value.number };
}

/** The patch of the person's own fields that each update carries. */
const PATCHES: Readonly<Record<string, (params: Wire) => PersonPatch>> = {
  basicInfo: ({ firstName, lastName, email, phoneNumber }) => {
    const phone = phoneOf(phoneNumber);
    return {
      ...(typeof firstName === 'string' ? { firstName } : {}),
      ...(typeof lastName === 'string' ? { lastName } : {}),
      ...(email === undefined ? {} : { email: email as string }),
      ...(phone === undefined ? {} : { phoneNumber: phone }),
    };
  },
  personalInfo: ({ dateOfBirth, nationality }) => ({
    personal: {
      ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
      ...(nationality === undefined ? {} : { nationality }),
    },
  }),
  jobInfo: ({ compInfo }) => (isWire(compInfo) ? { compInfo } : {}),
  type: ({ newType, compInfo }) => ({
    ...(newType === 'EMPLOYEE' || newType === 'CONTRACTOR' ? { type: newType } : {}),
    ...(isWire(compInfo) ? { compInfo } : {}),
  }),
};

function writeRoute(part: string): Route {
  const handle = (rc: RouteContext) => {
    const params = declaredParams(rc, `persons.${part}.update`);
    const person = visiblePerson(rc, rc.params.personId ?? '');
    // The patch is checked before the change, so a refused update writes nothing.
    updatePerson(rc.ctx, person.id, PATCHES[part]?.(params) ?? {});
    if (part !== 'type') {
      const key = documentKey(person.businessId, `/v1/persons/${person.id}/${part}`);
      rc.ctx.state.documents.set(key, structuredClone(params));
    }
    return NO_CONTENT;
  };
  // A User token writes its own details; its type and job are the business's to change.
  const access = part === 'type' || part === 'jobInfo' ? 'business' : 'any';
  return { method: 'PUT', path: `/v1/persons/{personId}/${part}`, access, handle };
}

/** The four info updates of a person. */
export const personWriteRoutes: readonly Route[] = Object.keys(PATCHES).map(writeRoute);
