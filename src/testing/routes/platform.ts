import type { BusinessRecord } from '../model.js';
import type { Route, RouteContext } from '../router.js';
import { declaredParams } from './declared.js';
import { nodePage } from './node-page.js';

/* The businesses of the caller's platform, as the platform created them. */

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

/** The platform's businesses list. */
export const platformRoutes: readonly Route[] = [
  { method: 'GET', path: '/v1/platform/businesses', access: 'platform', handle: listBusinesses },
];
