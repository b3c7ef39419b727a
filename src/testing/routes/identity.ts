import { depositFunds } from '../machines/deposits.js';
import { CURRENCY, NO_CONTENT, requireResolvedBusiness } from '../request-scope.js';
import type { Route, RouteContext } from '../router.js';
import type { BusinessRecord, WalletRecord } from '../store/records.js';
import { ofBusiness } from '../store/store.js';
import { BodyReader } from '../validate.js';

const ACCESS_LEVEL = { org: 'FULL', platform: 'PLATFORM', user: 'USER' } as const;

function me(rc: RouteContext) {
  const { key, business, user } = rc.principal;
  return {
    businessId: business.id,
    tenantKey: business.tenantKey,
    apiKey: {
      id: key.id,
      accessLevel: ACCESS_LEVEL[key.kind],
      status: 'active',
      description: `Simulator ${key.kind} key`,
      tenantPrefix: key.kind === 'platform' ? 'tnt' : null,
    },
    business: {
      id: business.id,
      tenantKey: business.tenantKey,
      name: business.name,
      country: business.country,
    },
    ...(user === undefined ? {} : { user: { id: user.id, personId: user.personId } }),
  };
}

function wallets(rc: RouteContext, business: BusinessRecord) {
  const include = (rc.query.get('include') ?? '').split(',').map((part) => part.trim());
  const withReserves = include.includes('reserves');
  const view = ({ id, currency, balance, available, processing, reserves }: WalletRecord) => ({
    id,
    currency,
    balance,
    available,
    processing,
    ...(withReserves ? { reserves } : {}),
  });
  return { status: 200, body: { data: ofBusiness(rc.ctx.state.wallets, business.id).map(view) } };
}

function externalAccounts(rc: RouteContext) {
  const businessId = rc.params.businessId ?? '';
  requireResolvedBusiness(rc, businessId);
  const accounts = ofBusiness(rc.ctx.state.externalAccounts, businessId).map((account) => ({
    id: account.id,
    last4: account.accountNumber.slice(-4),
    bankName: account.bankName,
    status: account.status,
    // Only an account waiting for micro-deposits has a verification page (the field is a string, never null),
    // which the simulator serves below the request's base.
    ...(account.status === 'needs_confirmation'
      ? { hostedVerificationUrl: `${rc.base}/_pages/external-accounts/${encodeURIComponent(account.id)}` }
      : {}),
    provider: account.provider,
  }));
  return { status: 200, body: accounts };
}

function sandboxDeposit(rc: RouteContext) {
  const read = new BodyReader(rc.body);
  const description = read.string('description');
  read.object('value', { required: true });
  const amount = read.integer('value.amount', { required: true, min: 1 });
  const currency = read.string('value.currency', {
    required: true,
    pattern: CURRENCY,
    what: 'a currency code',
  });
  read.done();
  depositFunds(
    rc.ctx,
    rc.principal.business.id,
    { amount: amount ?? 0, currency: currency ?? '' },
    description,
  );
  return NO_CONTENT;
}

/** Identity, balances, external accounts and sandbox deposits. */
export const identityRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/me', access: 'any', handle: (rc) => ({ status: 200, body: me(rc) }) },
  {
    method: 'GET',
    path: '/v1/balances',
    access: 'business',
    handle: (rc) => wallets(rc, rc.principal.business),
  },
  {
    method: 'GET',
    path: '/v1/businesses/{businessId}/balances',
    access: 'business',
    handle: (rc) => {
      requireResolvedBusiness(rc, rc.params.businessId ?? '');
      return wallets(rc, rc.principal.business);
    },
  },
  {
    method: 'GET',
    path: '/v1/businesses/{businessId}/external-accounts',
    access: 'business',
    handle: externalAccounts,
  },
  {
    method: 'POST',
    path: '/v1/sandbox/business-deposits',
    access: 'business',
    sandboxOnly: true,
    handle: sandboxDeposit,
  },
];
