import { tenantKeyOf } from '../context.js';
import { convertMinor } from '../fx.js';
import { badRequest } from '../http-error.js';
import { bookMovement, refusalOf } from '../ledger.js';
import type { RouteContext } from '../router.js';
import { checkUserTransaction } from './entity-user-transactions.js';

/*
 * What a write to a collection served from its declaration also does: the webhook the spec lists for it, or a
 * record it adds to another collection (a virtual account request lands in the user's list).
 */

type Wire = Record<string, unknown>;

/**
 * A payout is paid from the business's wallet in its currency (converted from USD when the business holds
 * none): a `PAYOUT` debit in the ledger and `transaction.initiated`. One the wallet cannot cover is refused
 * and forgotten.
 */
function payOut(rc: RouteContext, record: Wire): void {
  const { amount: value, currency } = (record.amount ?? {}) as { amount?: unknown; currency?: unknown };
  if (typeof value !== 'number' || typeof currency !== 'string') return;
  const businessId = rc.principal.business.id;
  const held = [...rc.ctx.state.wallets.values()].some(
    (w) => w.businessId === businessId && w.currency === currency,
  );
  const from = held ? currency : 'USD';
  const amount = convertMinor(value, currency, from);
  const reference = String(record.reference ?? record.id);
  const movement = {
    businessId,
    type: 'PAYOUT' as const,
    direction: 'DEBIT' as const,
    amount: { amount, currency: from },
    reference,
    reason: 'Payout',
  };
  const refusal = refusalOf(rc.ctx, movement);
  if (refusal !== undefined) {
    rc.ctx.state.records.get(`${businessId} /v1/payouts`)?.delete(String(record.id));
    throw badRequest({ 'amount.amount': `${Object.values(refusal)[0] ?? 'is refused'} (${from} wallet)` });
  }
  bookMovement(rc.ctx, movement);
  rc.ctx.emit('transaction.initiated', {
    id: record.id,
    amount: { amount: value, currency },
    type: 'PAYOUT',
    reference,
    recipientId: record.beneficiaryId,
    recipientType: 'BENEFICIARY',
    tenantKey: tenantKeyOf(rc.ctx, businessId),
  });
}

/** After a declared create stored its record, by collection: the spec's webhook, the money it moves. */
export const AFTER_CREATE: Readonly<Record<string, (rc: RouteContext, record: Wire) => void>> = {
  '/v1/payouts': payOut,
  '/v1/users/{}/transactions': checkUserTransaction,
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
