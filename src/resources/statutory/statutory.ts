import type { Transport } from '../../internal/transport.js';
import { Resource } from '../resource.js';
import { StatutoryBusinesses } from './businesses.js';
import { StatutoryEvents } from './events.js';
import { Remittances } from './remittances.js';
import { Requirements } from './requirements.js';

/**
 * `client.statutory`: statutory compliance (remittances, requirements, audit events, business fields).
 *
 * @example
 * ```ts
 * const { data } = await client.statutory.requirements.list({ businessId });
 * ```
 */
export class Statutory extends Resource {
  /** Payments to authorities: `client.statutory.remittances.get()`. */
  readonly remittances: Remittances;
  /** Outstanding compliance items: `client.statutory.requirements.list()`. */
  readonly requirements: Requirements;
  /** The audit log: `client.statutory.events.list()`. */
  readonly events: StatutoryEvents;
  /** Business filing data: `client.statutory.businesses.fields.update()`. */
  readonly businesses: StatutoryBusinesses;

  /** @internal Created by {@link WorkforceClient}. */
  constructor(transport: Transport) {
    super(transport);
    this.remittances = new Remittances(transport);
    this.requirements = new Requirements(transport);
    this.events = new StatutoryEvents(transport);
    this.businesses = new StatutoryBusinesses(transport);
  }
}
