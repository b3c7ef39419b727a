import type { Transport } from '../../internal/transport.js';
import { Resource } from '../resource.js';
import { PlatformBusinesses } from './businesses.js';

/**
 * `client.platform`: operations of Platform tokens across the businesses they manage.
 *
 * @example
 * ```ts
 * const { tenantKey } = await client.platform.businesses.create(params);
 * await client.withTenant(tenantKey).persons.list();
 * ```
 */
export class Platform extends Resource {
  /** Sub-businesses: `client.platform.businesses.create()`. */
  readonly businesses: PlatformBusinesses;

  /** @internal Created by {@link WorkforceClient}. */
  constructor(transport: Transport) {
    super(transport);
    this.businesses = new PlatformBusinesses(transport);
  }
}
