import type { RouteContext } from '../router.js';
import type { PersonRecord } from '../store/records.js';
import { documentKey } from '../store/store.js';

/*
 * A person as the API reads it, the one view the person routes and the declared person operations share.
 */

/** The parts of a person written beside the record, oldest first: the create, then each info update. */
const PARTS = ['(created)', 'basicInfo', 'personalInfo', 'jobInfo'] as const;

/**
 * A person as the API reads it: what the create sent, each info update over it, then the record's own fields
 * (names, email, type, status, pay) and the exit while one is scheduled or done. Nothing is made up: a field
 * never sent is absent.
 * @throws never.
 * @example
 * ```ts
 * fullPersonView(rc, person);
 * ```
 */
export function fullPersonView(rc: RouteContext, person: PersonRecord): Record<string, unknown> {
  const live: Record<string, unknown> = {};
  for (const part of PARTS) {
    const key = documentKey(person.businessId, `/v1/persons/${person.id}/${part}`);
    Object.assign(live, structuredClone(rc.ctx.state.documents.get(key) ?? {}));
  }
  // The record's own fields are the truth (a type change drops the contractor type of an employee).
  delete live.compInfo;
  delete live.contractorType;
  Object.assign(live, personView(person));
  if (person.offboarding !== undefined) {
    const { exitDate, reason } = person.offboarding;
    live.offboardingDetails = { exitDate, ...(reason === null ? {} : { reason }) };
  }
  return live;
}

/**
 * The wire shape of a person's own fields.
 * @throws never.
 * @example
 * ```ts
 * personView(person).compInfo;
 * ```
 */
export function personView(person: PersonRecord) {
  const { id, firstName, lastName, email, phoneNumber, type, contractorType, status, salary } = person;
  return {
    id,
    firstName,
    lastName,
    email,
    ...(phoneNumber === undefined ? {} : { phoneNumber: { ...phoneNumber } }),
    type,
    // The read spells the contractor type upper-case (`INDIVIDUAL`), the webhooks lower-case.
    ...(contractorType === undefined ? {} : { contractorType: contractorType.toUpperCase() }),
    status,
    compInfo: {
      type: person.compensationType,
      ...(salary === undefined ? {} : { salary: { ...salary } }),
      frequency: person.frequency,
      ...(person.employmentModel === undefined ? {} : { employmentModel: person.employmentModel }),
    },
  };
}
