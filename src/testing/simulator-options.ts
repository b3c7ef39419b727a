import type { FaultRule } from './faults.js';
import type { SimulatorEnvironment } from './store/records.js';
import type { WebhookTarget } from './webhooks/hub.js';

/* What a simulator is made with (its options) and the keys it hands out, apart from the class that uses them. */

/** Options of a {@link Simulator} (and of `startMockServer` / `createMockHandlers`). */
export interface SimulatorOptions {
  /** The environment it plays; keys of the other one get 401. Default `'sandbox'`. */
  environment?: SimulatorEnvironment;
  /** Seed of every id, key, secret and random fault: same seed, same data. Default `'workforce-api'`. */
  seed?: number | string;
  /** `whsec_…` signing secret; drawn from the seed when omitted. */
  webhookSecret?: string;
  /** Where to deliver webhooks: URLs (POSTed to) or functions given a `Request`. */
  webhookUrls?: readonly WebhookTarget[];
  /** Waits before each delivery retry; its length is the retry count. Default `[100, 500]`. */
  webhookRetryDelaysMs?: readonly number[];
  /** `fetch` used to deliver webhooks. Default the global one. */
  fetch?: typeof globalThis.fetch;
  /** Fault rules active from the start. */
  faults?: readonly FaultRule[];
  /** Seed of the random faults' PRNG; derived from `seed` when omitted. */
  faultSeed?: number | string;
  /** The clock in Unix ms. Default `Date.now`. */
  now?: () => number;
}

/** The keys of one environment, one per token kind. */
export interface SimulatorKeySet {
  /** Org token of the primary business. */
  org: string;
  /** Platform token: the primary business by default, any business of the platform with `X-MultiTenantKey`. */
  platform: string;
  /** User token of `fixtures.userId` (expires after one hour, as the spec says). */
  user: string;
}

/** Keys for both environments: only those of the simulator's environment are accepted. */
export type SimulatorKeys = Readonly<Record<SimulatorEnvironment, SimulatorKeySet>>;
