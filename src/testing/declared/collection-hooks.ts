import { SimulatorError, tenantKeyOf } from '../context.js';
import { isCurrency } from '../fx.js';
import { badRequest } from '../http-error.js';
import { storeQuote } from '../machines/fx-quotes.js';
import { depositToVirtualAccount, payPayout } from '../machines/payouts.js';
import { tenantOf, transferBetweenTenants } from '../machines/transfers.js';
import type { RouteContext } from '../router.js';
import type { Amount } from '../store/records.js';
import { attachSignedContract } from './collection-contracts.js';
import { checkUserTransaction } from './collection-user-transactions.js';
import { taxCalculation, taxEstimate } from './tax-answers.js';

/*
 * What a write to a collection served from its declaration also does: the webhook the spec lists for it, or a
 * record it adds to another collection (a virtual account request lands in the user's list).
 */

type Wire = Record<string, unknown>;

/**
 * A payout is priced through its quote and paid from the business's wallet in the quote's `from` currency
 * (machines/payouts.ts): a `PAYOUT` debit in the ledger and `transaction.initiated`. One the wallet cannot
 * cover is refused and forgotten.
 */
function payOut(rc: RouteContext, record: Wire): void {
  const businessId = rc.principal.business.id;
  try {
    payPayout(rc.ctx, businessId, record);
  } catch (error) {
    rc.ctx.state.records.get(`${businessId} /v1/payouts`)?.delete(String(record.id));
    if (error instanceof SimulatorError) throw badRequest(error.params ?? { amount: error.message });
    throw error;
  }
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
 * `Requested`, without bank details (`virtual-account.requested`).
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
  // The read spells the new account's status `Requested`; the event and the SDK's table, `requested`. The
  // account holds what its read documents: no bank details until the bank issues them (machines/virtual-accounts).
  records.set(id, {
    id,
    status: 'Requested',
    currency: params.currency,
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
 * handed out for a currency and chain, a KYB onboarding link (a page the simulator serves below the request's
 * base for the business, until the link expires), and a sandbox deposit into a user's virtual
 * account, which credits the user's wallet (machines/payouts.ts; an unknown account, one not `Approved` or
 * money in another currency: 400, as documented). Any other action without a machine move is refused by the
 * declared routes.
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
  'businesses.kyb.createLink': (rc, params) => {
    const id = rc.ctx.random.uuid();
    const expiresAt = Math.floor(rc.ctx.now() / 1000) + KYB_LINK_SECONDS;
    const query = new URLSearchParams({ link: id, expires: String(expiresAt) });
    if (typeof params.returnURL === 'string') query.set('returnURL', params.returnURL);
    const business = encodeURIComponent(rc.principal.business.id);
    return { id, url: `${rc.base}/_pages/businesses/${business}/kyb?${query}`, expiresAt };
  },
  'sandbox.users.virtualAccounts.deposit': (rc, params) => {
    const { userId = '', virtualAccountId = '' } = rc.params;
    const key = `${rc.principal.business.id} /v1/users/${encodeURIComponent(userId)}/virtual-accounts`;
    const account = rc.ctx.state.records.get(key)?.get(virtualAccountId);
    // The operation documents 400, not 404, for a request it cannot serve.
    if (account === undefined)
      throw badRequest({ virtualAccountId: 'is not a virtual account of this user' });
    try {
      depositToVirtualAccount(rc.ctx, rc.principal.business.id, userId, account, params);
    } catch (error) {
      if (error instanceof SimulatorError) throw badRequest(error.params ?? { amount: error.message });
      throw error;
    }
    return {};
  },
};

/**
 * Commands whose answer is a record the simulator keeps (by operation name): a contract signed outside the
 * service is stored with the business's contracts; an FX quote is stored for the caller's business at the
 * simulator's rate, valid for 15 minutes of the test clock (machines/fx-quotes.ts), so a payout or a wallet
 * transaction can name it; a quote between currencies outside ISO 4217 is refused. A platform transfer moves
 * money between two tenants of the platform (machines/transfers.ts) and answers its id. A tax estimate or
 * calculation is computed from what was sent and the person's salary (tax-answers.ts). Any other command
 * answers what it was sent.
 * @example
 * ```ts
 * KEPT_COMMANDS['fxQuotes.create']?.(rc, { from: 'USD', to: 'MXN' }).rate; // '18.000000'
 * ```
 */
export const KEPT_COMMANDS: Readonly<Record<string, (rc: RouteContext, params: Wire) => Wire>> = {
  'contracts.upload': attachSignedContract,
  'tax.estimate': taxEstimate,
  'tax.calculate': taxCalculation,
  'fxQuotes.create': (rc, params) => {
    const problems: Record<string, string> = {};
    for (const field of ['from', 'to'] as const)
      if (!isCurrency(String(params[field])))
        problems[field] = `${String(params[field])} is not an ISO 4217 currency code`;
    if (Object.keys(problems).length > 0) throw badRequest(problems);
    const quote = storeQuote(
      rc.ctx,
      rc.principal.business.id,
      String(params.from),
      String(params.to),
      rc.ctx.now(),
    );
    return { ...quote };
  },
  'platform.transfers.create': (rc, params) => {
    const platformId = rc.principal.key.platformId;
    const named = params.sourceTenantKey;
    const source = named === undefined ? rc.principal.business : tenantOf(rc.ctx, platformId, named);
    if (source === undefined) throw badRequest({ sourceTenantKey: 'is not a tenant key of this platform' });
    const tenants = { platformId, source, destinationTenantKey: params.destinationTenantKey };
    try {
      const id = transferBetweenTenants(rc.ctx, tenants, params.amount as Amount, String(params.reference));
      return { id };
    } catch (error) {
      if (error instanceof SimulatorError) throw badRequest(error.params ?? { amount: error.message });
      throw error;
    }
  },
};
