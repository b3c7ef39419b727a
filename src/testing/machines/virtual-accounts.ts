import { type SimContext, tenantKeyOf } from '../context.js';
import { issuedAccountInformation } from '../seed-parties.js';

/** A stored record as the API reads it (the shape `declared/wire.ts` names `Wire`, one floor up). */
type Wire = Record<string, unknown>;

/*
 * A user's virtual account, as the bank moves it: asked for (`Requested`, `virtual-account.requested`), sent to
 * the bank on the next round of the service's work (`virtual-account.submitted`; the read has no status of its
 * own for it and still says `Requested`), then issued on the round after (`Approved`, `virtual-account.created`
 * with the account's details). Bank details exist from that move on: a `Requested`, `Rejected` or `Deactivated`
 * account carries no `accountInformation`.
 */

const USER_ACCOUNTS = /^\/v1\/users\/([^/]+)\/virtual-accounts$/;

/** The accounts sent to the bank and waiting for it, per simulator state. */
const submitted = new WeakMap<object, WeakSet<Wire>>();

function submittedOf(ctx: SimContext): WeakSet<Wire> {
  let set = submitted.get(ctx.state);
  if (set === undefined) {
    set = new WeakSet();
    submitted.set(ctx.state, set);
  }
  return set;
}

/**
 * A virtual account record as the API may hold it: its bank details only once `Approved`.
 * @throws never.
 * @example
 * ```ts
 * withIssuedDetailsOnly({ status: 'Requested', accountInformation: {…} }); // { status: 'Requested' }
 * ```
 */
export function withIssuedDetailsOnly(record: Wire): Wire {
  if (record.status === 'Approved') return record;
  const { accountInformation: _unissued, ...rest } = record;
  return rest;
}

type Owner = { businessId: string; userId: string };

function moveAccount(ctx: SimContext, owner: Owner, record: Wire): void {
  const holder = ctx.state.users.get(owner.userId);
  const base = {
    id: record.id,
    userId: owner.userId,
    currency: record.currency,
    tenantKey: tenantKeyOf(ctx, owner.businessId),
  };
  const pending = submittedOf(ctx);
  if (!pending.has(record)) {
    pending.add(record);
    const description = `Virtual account in ${String(record.currency)}`;
    ctx.emit('virtual-account.submitted', { ...base, status: 'submitted', description });
    return;
  }
  pending.delete(record);
  const name = `${holder?.firstName ?? ''} ${holder?.lastName ?? ''}`.trim();
  const accountInformation = issuedAccountInformation(ctx.random, name);
  Object.assign(record, {
    status: 'Approved',
    accountInformation,
    lastUpdatedTimestamp: Math.floor(ctx.now() / 1000),
  });
  ctx.emit('virtual-account.created', { ...base, status: 'active', accountInformation });
}

/**
 * The moves of one round of the service's work for users' `Requested` virtual accounts: each is sent to the
 * bank, or, once sent, issued.
 * @throws never.
 * @example
 * ```ts
 * for (const move of virtualAccountMoves(ctx)) move();
 * ```
 */
export function virtualAccountMoves(ctx: SimContext): (() => void)[] {
  const moves: (() => void)[] = [];
  for (const [key, records] of ctx.state.records) {
    const [businessId = '', path = ''] = key.split(' ');
    const user = USER_ACCOUNTS.exec(path)?.[1];
    if (user === undefined) continue;
    const owner = { businessId, userId: decodeURIComponent(user) };
    for (const record of records.values())
      if (record.status === 'Requested') moves.push(() => moveAccount(ctx, owner, record));
  }
  return moves;
}
