import { idempotent } from '../idempotency.js';
import { createBusiness } from '../machines/directory.js';
import { createAdmin } from '../machines/users.js';
import type { Route, RouteContext } from '../router.js';
import { seedTemplateCatalog } from '../seed-contracts.js';
import type { BusinessRecord } from '../store/records.js';
import { BodyReader } from '../validate.js';
import { declaredParams } from './declared.js';
import { nodePage } from './node-page.js';

/*
 * The businesses of the caller's platform, as the platform created them. Creation honours its idempotency key
 * (idempotency.ts): a retry answers the business the key created, a different body under the key is refused.
 * The admin a creation names is the new business's first user (an administrator, `users.list` of its tenant).
 */

const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD',
  DE: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  MX: 'MXN',
};

function businessView(business: BusinessRecord) {
  const { profile } = business;
  return {
    id: business.id,
    name: business.name,
    ...(profile?.shortName === undefined ? {} : { shortName: profile.shortName }),
    status: 'ACTIVE',
    tenantKey: business.tenantKey,
    country: business.country,
    address: structuredClone(profile?.address ?? { countryCode: business.country }),
    requiresKYB: profile !== undefined,
    ...(profile === undefined ? {} : { admin: { ...profile.admin } }),
    createdTimestamp: Math.floor(business.createdAt / 1000),
    ...(business.idempotencyKey === undefined ? {} : { idempotencyKey: business.idempotencyKey }),
  };
}

function listBusinesses(rc: RouteContext) {
  const { idempotencyKey } = declaredParams(rc, 'platform.businesses.list');
  const platformId = rc.principal.key.platformId;
  const businesses = [...rc.ctx.state.businesses.values()].filter(
    (b) =>
      b.platformId !== undefined &&
      b.platformId === platformId &&
      (idempotencyKey === undefined || b.idempotencyKey === idempotencyKey),
  );
  const page = nodePage(rc, businesses, 'next');
  return { status: 200, body: { data: page.data.map(businessView), node: page.node } };
}

function createPlatformBusiness(rc: RouteContext) {
  const read = new BodyReader(rc.body);
  const name = read.string('businessName', { required: true });
  const shortName = read.string('businessShortName');
  const [first, last] = ['adminFirstName', 'adminLastName'].map((field) =>
    read.string(field, { required: true }),
  );
  const adminEmail = read.string('adminEmail', {
    required: true,
    pattern: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
    what: 'an email address',
  });
  const address = read.object('address', { required: true }) ?? {};
  read.string('address.countryCode', {
    required: true,
    pattern: /^[A-Z]{2}$/,
    what: 'an ISO 3166-1 alpha-2 code',
  });
  const country = read.string('country', {
    required: true,
    pattern: /^[A-Z]{2}$/,
    what: 'an ISO 3166-1 alpha-2 code',
  });
  const idempotencyKey = read.string('idempotencyKey', { required: true }) ?? '';
  read.done();
  const platformId = rc.principal.key.platformId;
  return idempotent(rc, 'platform.businesses.create', idempotencyKey, () => {
    const business = createBusiness(rc.ctx, {
      name: name ?? '',
      country: country ?? 'US',
      currency: COUNTRY_CURRENCY[country ?? ''] ?? 'USD',
      platformId,
      idempotencyKey,
    });
    const admin = { name: `${first ?? ''} ${last ?? ''}`.trim(), email: adminEmail ?? '' };
    business.profile = { shortName, address: structuredClone(address), admin };
    // The admin named at creation is the new business's first user, an administrator.
    createAdmin(rc.ctx, business.id, {
      firstName: first ?? '',
      lastName: last ?? '',
      email: adminEmail ?? '',
    });
    // A new business starts with the service's standard contract templates, made with it.
    seedTemplateCatalog(rc.ctx, business, rc.ctx.now(), 0);
    return { status: 200, body: { businessId: business.id, tenantKey: business.tenantKey } };
  });
}

/** The platform's businesses: list and create. */
export const platformRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/platform/businesses', access: 'platform', handle: listBusinesses },
  { method: 'POST', path: '/v1/platform/businesses', access: 'platform', handle: createPlatformBusiness },
];
