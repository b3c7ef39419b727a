import { isoDay, mustGet, type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import { documentKey } from '../store/store.js';
import { eventOf, nextStatus } from './moves.js';
import { touchUser } from './users.js';

/*
 * User verification (KYC), per component (identity, address), on the SDK's `kyc` state machine: a submission
 * starts processing, the review approves it when the clock next moves, a rejection asks for a resubmission.
 * The state lives in the user's KYC document (`GET /v1/users/{userId}/kyc`), so reads show it.
 */

const COMPONENTS = ['identity', 'address'] as const;

/** How long an approved identity document stays valid in the simulator. */
const DOCUMENT_VALIDITY_DAYS = 365;

/**
 * The expiry date an identity document approved now gets.
 * @throws never.
 * @example
 * ```ts
 * documentExpiryDate(ctx); // '2027-11-25'
 * ```
 */
export function documentExpiryDate(ctx: SimContext): string {
  return isoDay(ctx.now() + DOCUMENT_VALIDITY_DAYS * 86_400_000);
}

/**
 * Where a user's KYC document lives: the document `GET /v1/users/{userId}/kyc` reads.
 * @throws never.
 * @example
 * ```ts
 * ctx.state.documents.get(kycKey(user));
 * ```
 */
export function kycKey(user: { id: string; businessId: string }): string {
  return documentKey(user.businessId, `/v1/users/${user.id}/kyc`);
}

/** A user's KYC before any submission: the user's names, both components `not started`. */
function initialDocument(user: { firstName: string; lastName: string }): Record<string, unknown> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    identity: 'not started',
    address: 'not started',
  };
}

/** The stored KYC document of a user, kept from now on (a change is about to be made to it). */
function documentOf(ctx: SimContext, userId: string): Record<string, unknown> {
  const user = mustGet(ctx.state.users, userId, 'user');
  const key = kycKey(user);
  let document = ctx.state.documents.get(key);
  if (document === undefined) {
    document = initialDocument(user);
    ctx.state.documents.set(key, document);
  }
  return document;
}

/** Why the review rejects each component (the simulator's own wording). */
const REJECTION_REASONS: Readonly<Record<(typeof COMPONENTS)[number], string>> = {
  identity: 'The identity document has expired',
  address: 'The name on the proof of address differs from the name on the identity document',
};

/**
 * A user's KYC as `GET /v1/users/{userId}/kyc` reads it: `not started` until a submission, and a status reason
 * only beside a `rejected` status (an approved or pending component has none).
 * @throws SimulatorError when the user is unknown.
 * @example
 * ```ts
 * kycView(ctx, userId).identity; // 'not started'
 * ```
 */
export function kycView(ctx: SimContext, userId: string): Record<string, unknown> {
  const user = mustGet(ctx.state.users, userId, 'user');
  // A read stores nothing: a user nobody submitted for reads as not started.
  const document = ctx.state.documents.get(kycKey(user)) ?? initialDocument(user);
  const view: Record<string, unknown> = {};
  for (const field of ['firstName', 'lastName', 'idDetails', ...COMPONENTS] as const)
    if (document[field] !== undefined) view[field] = structuredClone(document[field]);
  for (const component of COMPONENTS) {
    const reason = document[`${component}StatusReason`];
    if (document[component] === 'rejected' && typeof reason === 'string')
      view[`${component}StatusReason`] = reason;
  }
  return view;
}

function move(ctx: SimContext, userId: string, component: (typeof COMPONENTS)[number], to: string): void {
  const document = documentOf(ctx, userId);
  const from = document[component] === 'not started' ? null : String(document[component]);
  document[component] = to;
  // A reason belongs to a rejection only: any other move clears it.
  if (to === 'rejected') document[`${component}StatusReason`] = REJECTION_REASONS[component];
  else delete document[`${component}StatusReason`];
  const user = mustGet(ctx.state.users, userId, 'user');
  const { businessId } = user;
  touchUser(ctx, user);
  ctx.emit(eventOf('kyc', from, to), {
    userId,
    type: component,
    status: to,
    tenantKey: tenantKeyOf(ctx, businessId),
  });
}

/**
 * A user submits (or, after a rejection, resubmits) their verification: each component not approved starts
 * processing (`user.kyc.updated`).
 * @throws SimulatorError when the user is unknown, a component is already processing, or every
 * component is approved.
 * @example
 * ```ts
 * submitKyc(ctx, userId);
 * ```
 */
export function submitKyc(ctx: SimContext, userId: string): void {
  const document = documentOf(ctx, userId);
  if (COMPONENTS.some((c) => document[c] === 'processing')) {
    throw new SimulatorError(`user ${userId} has a verification in review`, {
      userId: 'is already in review',
    });
  }
  // Nothing would move: a submission over a completed verification is refused, not stored.
  if (COMPONENTS.every((c) => document[c] === 'approved')) {
    throw new SimulatorError(`user ${userId} is already verified`, { userId: 'is already verified' });
  }
  for (const component of COMPONENTS)
    if (document[component] !== 'approved') move(ctx, userId, component, 'processing');
}

/**
 * The review of every component in processing ends: approved (`user.kyc.updated`), or rejected for users whose
 * last name is `Reject` (a test's way to see the rejection path). Returns how many moved.
 * @throws never.
 * @example
 * ```ts
 * reviewPendingKyc(ctx);
 * ```
 */
export function reviewPendingKyc(ctx: SimContext): number {
  let moved = 0;
  for (const user of ctx.state.users.values()) {
    const document = ctx.state.documents.get(kycKey(user));
    if (document === undefined) continue;
    for (const component of COMPONENTS) {
      if (document[component] !== 'processing') continue;
      const approved = nextStatus('kyc', 'processing', ['rejected']) ?? 'approved';
      const outcome = user.lastName === 'Reject' ? 'rejected' : approved;
      move(ctx, user.id, component, outcome);
      if (component === 'identity' && outcome === 'approved')
        document.identityExpiryDate = documentExpiryDate(ctx);
      moved += 1;
    }
  }
  return moved;
}

/** A component of a user's KYC. */
export type KycComponent = (typeof COMPONENTS)[number];

/** The statuses from which each component may be resubmitted, as the documents state. */
const RESUBMITTABLE: Readonly<Record<KycComponent, readonly string[]>> = {
  identity: ['rejected'],
  address: ['not started', 'rejected'],
};

/**
 * A resubmission of the components a request sends: each starts processing again (`user.kyc.updated`). The
 * identity may be resubmitted only when rejected, the address only when not started or rejected; a request
 * that sends neither resubmits nothing. Every component is checked before any moves.
 * @throws SimulatorError when the user is unknown, no component is sent, or a component sent may not be
 * resubmitted in its status (naming it).
 * @example
 * ```ts
 * resubmitKyc(ctx, userId, ['identity']);
 * ```
 */
export function resubmitKyc(ctx: SimContext, userId: string, components: readonly KycComponent[]): void {
  const user = mustGet(ctx.state.users, userId, 'user');
  if (components.length === 0) {
    throw new SimulatorError(
      'A KYC resubmission sends the identity, the address or both: this one sends neither',
      { identity: 'or address is required' },
    );
  }
  const document = ctx.state.documents.get(kycKey(user)) ?? initialDocument(user);
  const refused: Record<string, string> = {};
  for (const component of components) {
    const status = String(document[component]);
    if (!RESUBMITTABLE[component].includes(status))
      refused[component] =
        `may be resubmitted only when ${RESUBMITTABLE[component].join(' or ')} (it is ${status})`;
  }
  const names = Object.keys(refused);
  if (names.length > 0) {
    const rules = names.map((name) => `the ${name} ${refused[name]}`).join('; ');
    throw new SimulatorError(`KYC resubmission refused: ${rules}`, refused);
  }
  for (const component of components) move(ctx, userId, component, 'processing');
}

/**
 * Starts a seeded user's KYC as a completed review, without events: the address approved, the identity (a
 * passport from `country`) rejected with its reason. Nothing in it moves when the clock does.
 * @throws SimulatorError when the user is unknown.
 * @example
 * ```ts
 * seedRejectedKyc(ctx, userId, 'US');
 * ```
 */
export function seedRejectedKyc(ctx: SimContext, userId: string, country: string): void {
  Object.assign(documentOf(ctx, userId), {
    idDetails: { country, type: 'Passport' },
    identity: 'rejected',
    identityStatusReason: REJECTION_REASONS.identity,
    address: 'approved',
  });
}
