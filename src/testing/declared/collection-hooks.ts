import { tenantKeyOf } from '../context.js';
import { convertMinor, rateOf } from '../fx.js';
import { badRequest } from '../http-error.js';
import { bookMovement, refusalOf } from '../ledger.js';
import type { RouteContext } from '../router.js';
import { attachSignedContract } from './collection-contracts.js';
import { checkUserTransaction } from './collection-user-transactions.js';

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
  // The read spells the new account's status `Requested`; the event and the SDK's table, `requested`.
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

/** How long a KYB onboarding link stays valid. */
const KYB_LINK_SECONDS = 3_600;

/**
 * Actions that move no state machine, each answered explicitly (by operation name): a crypto deposit address
 * handed out for a currency and chain, a KYB onboarding link, and a sandbox deposit into a user's virtual
 * account (which must exist: 400 otherwise, as documented). Any other action without a machine move is refused
 * by the declared routes.
 * @example
 * ```ts
 * ANSWERED_ACTIONS['businesses.kyb.createLink']?.(rc, params).url;
 * ```
 */
export const ANSWERED_ACTIONS: Readonly<Record<string, (rc: RouteContext, params: Wire) => Wire>> = {
  'businesses.cryptoDepositAddresses.create': (rc, params) => ({
    id: rc.ctx.random.uuid(),
    currency: params.currency,
    chain: params.chain,
    address: `0x${rc.ctx.random.hex(20)}`,
  }),
  'businesses.kyb.createLink': (rc) => {
    const id = rc.ctx.random.uuid();
    return {
      id,
      url: `https://kyb.simulator.invalid/onboarding/${id}`,
      expiresAt: Math.floor(rc.ctx.now() / 1000) + KYB_LINK_SECONDS,
    };
  },
  'sandbox.users.virtualAccounts.deposit': (rc) => {
    const { userId = '', virtualAccountId = '' } = rc.params;
    const key = `${rc.principal.business.id} /v1/users/${encodeURIComponent(userId)}/virtual-accounts`;
    // The operation documents 400, not 404, for a request it cannot serve.
    if (rc.ctx.state.records.get(key)?.get(virtualAccountId) === undefined)
      throw badRequest({ virtualAccountId: 'is not a virtual account of this user' });
    return {};
  },
};

/** How long an FX quote can be paid at. */
const QUOTE_SECONDS = 15 * 60;

/**
 * Commands whose answer is a record the simulator keeps (by operation name): a contract signed outside the
 * service is stored with the business's contracts; an FX quote is stored for the caller's business at the
 * simulator's rate, valid for 15 minutes of the test clock, so a payout or a wallet transaction can name it. Any
 * other command answers what it was sent.
 * @example
 * ```ts
 * KEPT_COMMANDS['fxQuotes.create']?.(rc, { from: 'USD', to: 'MXN' }).rate; // '18.000000'
 * ```
 */
export const KEPT_COMMANDS: Readonly<Record<string, (rc: RouteContext, params: Wire) => Wire>> = {
  'contracts.upload': attachSignedContract,
  'fxQuotes.create': (rc, params) => {
    const from = String(params.from);
    const to = String(params.to);
    const id = rc.ctx.random.uuid();
    const expires = Math.floor(rc.ctx.now() / 1000) + QUOTE_SECONDS;
    const quote = {
      id,
      from,
      to,
      rate: rateOf(from, to).toFixed(6),
      expirationTimestamp: new Date(expires * 1000).toISOString().replace('.000Z', 'Z'),
    };
    const key = `${rc.principal.business.id} /v1/fx-quotes`;
    const quotes = rc.ctx.state.records.get(key) ?? new Map<string, Wire>();
    quotes.set(id, quote);
    rc.ctx.state.records.set(key, quotes);
    return { ...quote };
  },
};
