import { tenantKeyOf } from '../context.js';
import type { RouteContext } from '../router.js';

/*
 * What a write to a collection served from its declaration also does: the webhook the spec lists for it, or a
 * record it adds to another collection (a virtual account request lands in the user's list).
 */

type Wire = Record<string, unknown>;

/** After a declared create stored its record, by collection: the spec's webhook for it. */
export const AFTER_CREATE: Readonly<Record<string, (rc: RouteContext, record: Wire) => void>> = {
  '/v1/contracts': (rc, record) => {
    rc.ctx.emit('contract.created', {
      id: record.id,
      personId: record.personId,
      templateId: record.templateId,
      tenantKey: tenantKeyOf(rc.ctx, rc.principal.business.id),
    });
  },
};

/**
 * `POST /v1/users/{userId}/virtual-accounts`: the request is listed in the user's virtual accounts as
 * `Requested` (`virtual-account.requested`).
 * @throws never.
 * @example
 * ```ts
 * requestVirtualAccount(rc, userId, { currency: 'USD', jobInformation });
 * ```
 */
export function requestVirtualAccount(rc: RouteContext, userId: string, params: Wire): void {
  const key = `${rc.principal.business.id} /v1/users/${encodeURIComponent(userId)}/virtual-accounts`;
  let records = rc.ctx.state.records.get(key);
  if (records === undefined) {
    records = new Map();
    rc.ctx.state.records.set(key, records);
  }
  const id = rc.ctx.random.uuid();
  const seconds = Math.floor(rc.ctx.now() / 1000);
  const { suppressNotification: _quiet, ...request } = params;
  records.set(id, {
    ...structuredClone(request),
    id,
    status: 'Requested',
    createdTimestamp: seconds,
    lastUpdatedTimestamp: seconds,
  });
  rc.ctx.emit('virtual-account.requested', {
    id,
    userId,
    currency: params.currency,
    status: 'requested',
    description: `Virtual account in ${String(params.currency)}`,
    tenantKey: tenantKeyOf(rc.ctx, rc.principal.business.id),
  });
}
