import { userView } from '../declared/user-view.js';
import { isObject } from '../declared/wire.js';
import { badRequest, notFound } from '../http-error.js';
import { kycKey, kycView, resubmitKyc, submitKyc } from '../machines/kyc.js';
import { createUser, touchUser } from '../machines/users.js';
import { NO_CONTENT, ownRecord } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import type { UserRecord } from '../store/records.js';
import { declaredParams } from './declared.js';

/*
 * Users: an invitation creates the user of a person (`user.created`), which `users.get`, `users.list` and the
 * KYC operations then know; a KYC submission is kept and read back by `users.kyc.get`, whose status reasons
 * appear only beside a rejection.
 */

type Wire = Record<string, unknown>;

export { userView };

function invite(rc: RouteContext) {
  const { personId } = declaredParams(rc, 'users.invite');
  const id = String(personId);
  const person = rc.ctx.state.persons.get(id);
  if (person?.businessId !== rc.principal.business.id)
    throw badRequest({ personId: 'is not a person of this business' });
  // Inviting a person who already has a user sends the invitation again: same user, no second account.
  const existing = [...rc.ctx.state.users.values()].find((u) => u.personId === id);
  if (existing !== undefined) return { status: 200, body: { userId: existing.id } };
  const user = createUser(rc.ctx, id);
  user.status = 'invitation_sent';
  touchUser(rc.ctx, user);
  return { status: 200, body: { userId: user.id } };
}

function userOfRequest(rc: RouteContext): UserRecord {
  const user = ownRecord(rc, rc.ctx.state.users, rc.params.userId ?? '', 'user');
  if (rc.principal.key.kind === 'user' && rc.principal.user?.id !== user.id) throw notFound('user', user.id);
  return user;
}

// The read names document types in words (`Passport`), the submission in codes (`passport`).
const ID_TYPES: Readonly<Record<string, string>> = {
  passport: 'Passport',
  driver_license: 'Drivers license',
  national_id: 'National ID Card',
  id_card: 'National ID Card',
  voter_id_card: "Voter's Card",
};

function keepIdentity(rc: RouteContext, user: UserRecord, identity: Wire): void {
  const idDetails = (identity.idDetails ?? {}) as Wire;
  const document = rc.ctx.state.documents.get(kycKey(user)) ?? {};
  Object.assign(document, {
    firstName: identity.firstName,
    lastName: identity.lastName,
    idDetails: { country: idDetails.issuedCountryCode, type: ID_TYPES[String(idDetails.type)] ?? 'other' },
  });
  rc.ctx.state.documents.set(kycKey(user), document);
}

function submit(rc: RouteContext) {
  const params = declaredParams(rc, 'users.kyc.submit');
  const user = userOfRequest(rc);
  submitKyc(rc.ctx, user.id);
  keepIdentity(rc, user, params);
  return NO_CONTENT;
}

function resubmit(rc: RouteContext) {
  const params = declaredParams(rc, 'users.kyc.resubmit');
  const user = userOfRequest(rc);
  const components = (['identity', 'address'] as const).filter((name) => isObject(params[name]));
  resubmitKyc(rc.ctx, user.id, components);
  if (typeof params.identity === 'object' && params.identity !== null)
    keepIdentity(rc, user, params.identity as Wire);
  return NO_CONTENT;
}

function setSub(rc: RouteContext) {
  const { tokenSub } = declaredParams(rc, 'users.sub.update');
  const user = userOfRequest(rc);
  user.tokenSub = String(tokenSub);
  touchUser(rc.ctx, user);
  return NO_CONTENT;
}

/** Invitations, user reads, the identity provider's subject and KYC submissions. */
export const userRoutes: readonly Route[] = [
  { method: 'POST', path: '/v1/users/invite', access: 'business', handle: invite },
  {
    method: 'GET',
    path: '/v1/users/{userId}',
    access: 'any',
    handle: (rc) => {
      declaredParams(rc, 'users.get');
      return { status: 200, body: userView(userOfRequest(rc)) };
    },
  },
  { method: 'PUT', path: '/v1/users/{userId}/sub', access: 'any', handle: setSub },
  {
    method: 'GET',
    path: '/v1/users/{userId}/kyc',
    access: 'any',
    handle: (rc) => {
      declaredParams(rc, 'users.kyc.get');
      return { status: 200, body: kycView(rc.ctx, userOfRequest(rc).id) };
    },
  },
  { method: 'POST', path: '/v1/users/{userId}/kyc', access: 'any', handle: submit },
  { method: 'PATCH', path: '/v1/users/{userId}/kyc', access: 'any', handle: resubmit },
];
