import { bodyProblems } from '../declared/body-rules.js';
import { fullPersonView } from '../declared/person-view.js';
import { isObject } from '../declared/wire.js';
import { addMilestone } from '../machines/directory.js';
import { offsetPage, readOffsetQuery } from '../paging.js';
import { CURRENCY, checkUploadedFile, visiblePerson } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import { ofBusiness } from '../store/store.js';
import { BodyReader, UUID } from '../validate.js';
import { personWriteRoutes } from './person-writes.js';
import { userView } from './users.js';

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
  // `includeStatus` toggles the users' status in the answer: on unless it is `false`, as a read shows it.
  const withStatus = rc.query.get('includeStatus')?.toLowerCase() !== 'false';
  const data = page.data.map((u) => {
    const view = userView(u);
    if (!withStatus) delete view.status;
    return view;
  });
  return { status: 200, body: { ...page, data } };
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
  // The rules every body keeps (known currency, positive amount), reported with the route's own problems.
  const rules = isObject(rc.body) ? bodyProblems(rc, 'persons.milestones.create', rc.body) : {};
  for (const [field, problem] of Object.entries(rules)) read.fail(field, problem);
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
