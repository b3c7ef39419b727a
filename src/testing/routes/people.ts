import { addMilestone } from '../machines/directory.js';
import type { PersonRecord } from '../model.js';
import { offsetPage, readOffsetQuery } from '../paging.js';
import type { Route, RouteContext } from '../router.js';
import { documentKey, ofBusiness } from '../state.js';
import { BodyReader, UUID } from '../validate.js';
import { personWriteRoutes } from './person-writes.js';
import { CURRENCY, checkUploadedFile, visiblePerson } from './shared.js';
import { userView } from './users.js';

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

function sameEmail(a: string, b: string | null): boolean {
  return b === null || a.toLowerCase() === b.toLowerCase();
}

function listPersons(rc: RouteContext) {
  const paging = readOffsetQuery(rc.query);
  const { business, key, user } = rc.principal;
  const email = rc.query.get('email');
  const persons = ofBusiness(rc.ctx.state.persons, business.id).filter(
    (p) => sameEmail(p.email, email) && (key.kind !== 'user' || p.id === user?.personId),
  );
  const page = offsetPage(persons, paging);
  const data = page.data.map((p) => fullPersonView(rc, p));
  return { status: 200, body: { ...page, data } };
}

function listUsers(rc: RouteContext) {
  const paging = readOffsetQuery(rc.query);
  const { business, key, user: caller } = rc.principal;
  const email = rc.query.get('email');
  const personId = rc.query.get('personId');
  const users = ofBusiness(rc.ctx.state.users, business.id).filter(
    (u) =>
      sameEmail(u.email, email) &&
      (personId === null || u.personId === personId) &&
      (key.kind !== 'user' || u.id === caller?.id),
  );
  const page = offsetPage(users, paging);
  return { status: 200, body: { ...page, data: page.data.map(userView) } };
}

function createMilestone(rc: RouteContext) {
  const personId = rc.params.personId ?? '';
  const read = new BodyReader(rc.body);
  if (!UUID.test(personId)) read.fail('personId', 'must be a uuid');
  const title = read.string('title', { required: true });
  const description = read.string('description');
  read.object('amount', { required: true });
  const amount = read.integer('amount.amount', { required: true, min: 1 });
  const currency = read.string('amount.currency', {
    required: true,
    pattern: CURRENCY,
    what: 'a currency code',
  });
  const dueDate = read.string('dueDate', { day: true });
  const documentIds = read.array('documentIds') ?? [];
  documentIds.forEach((id, i) => {
    if (typeof id !== 'string' || !UUID.test(id)) read.fail(`documentIds.${i}`, 'must be a uuid');
    else checkUploadedFile(rc, read, `documentIds.${i}`, id, 'milestone-document');
  });
  read.done();
  visiblePerson(rc, personId);
  const milestone = addMilestone(rc.ctx, personId, {
    title: title ?? '',
    amount: { amount: amount ?? 0, currency: currency ?? '' },
    description: description ?? null,
    dueDate: dueDate ?? null,
    documentIds: documentIds as string[],
  });
  return { status: 200, body: { id: milestone.id } };
}

/** Persons, their milestones, and users. */
export const peopleRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/persons', access: 'any', handle: listPersons },
  {
    method: 'GET',
    path: '/v1/persons/{personId}',
    access: 'any',
    handle: (rc) => {
      const person = visiblePerson(rc, rc.params.personId ?? '');
      return { status: 200, body: fullPersonView(rc, person) };
    },
  },
  { method: 'POST', path: '/v1/persons/{personId}/milestones', access: 'any', handle: createMilestone },
  { method: 'GET', path: '/v1/users', access: 'any', handle: listUsers },
  ...personWriteRoutes,
];
