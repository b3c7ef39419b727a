import { tenantKeyOf } from '../context.js';
import type { RouteContext } from '../router.js';
import { sendContract } from './collection-contracts.js';
import type { Wire } from './wire.js';

/*
 * What the service sets on a record a declared create makes, beyond its id, its times and its documents' first
 * status (record-access.ts): a status the documents give a new record of that kind, names derived from the
 * records it names, its tenant. Each runs before the record is stored, on a body every rule already accepted.
 */

/** The one spelling of an entity's status (the documents' only example): an entity is in business once registered. */
export const ENTITY_STATUS = 'ACTIVE';

/**
 * A new legal entity (`POST /v1/entities`) is registered at once: {@link ENTITY_STATUS}, in the tenant of the
 * business that registered it.
 */
function registerEntity(rc: RouteContext, record: Wire): void {
  record.status = ENTITY_STATUS;
  record.tenantKey = tenantKeyOf(rc.ctx, rc.principal.business.id);
}

/**
 * What the service sets on a new record, by collection path (parameters written `{}`): a contract is sent for
 * signature, an entity registered.
 * @example
 * ```ts
 * ON_CREATE['/v1/entities']?.(rc, record); // record.status === 'ACTIVE'
 * ```
 */
export const ON_CREATE: Readonly<Record<string, (rc: RouteContext, record: Wire) => void>> = {
  '/v1/contracts': sendContract,
  '/v1/entities': registerEntity,
};
