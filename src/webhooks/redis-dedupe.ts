import { DEFAULT_WEBHOOK_LEASE_MS, type WebhookClaim, type WebhookDedupeStore } from './dedupe.js';

/**
 * The few commands the Redis store sends, typed structurally so the SDK imports no Redis package: a node-redis
 * v5 client (`createClient()` from `redis`, connected) fits as is, and so does a Valkey server behind it.
 */
export interface RedisDedupeClient {
  /** `SET key value NX PX ms`: resolves `'OK'` when set, `null` when the key exists. */
  set(key: string, value: string, options: { NX: true; PX: number }): Promise<unknown>;
  /** `SET key value PX ms`, unconditionally. */
  set(key: string, value: string, options: { PX: number }): Promise<unknown>;
  /** `GET key`. */
  get(key: string): Promise<unknown>;
  /** `EVAL script numkeys keys… args…`. */
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** Configuration of {@link createRedisDedupe}. */
export interface RedisDedupeOptions {
  /** A connected client; the store never connects, closes or reconfigures it. */
  client: RedisDedupeClient;
  /** Prefix of every key; default `workforce-api:webhook:`. Give each endpoint its own if they share a Redis. */
  prefix?: string | undefined;
  /** How long an attempt holds its lease before another receiver may take over; default 60 000 ms. */
  leaseMs?: number | undefined;
  /** How long a handled id is remembered; default 259 200 000 ms (3 days, longer than the sender's retries). */
  doneTtlMs?: number | undefined;
}

const DONE = 'done';
const LEASE = 'lease:';
// Compare-and-delete: only the holder of the lease gives it back, never a stale holder whose lease expired
// and was taken by another receiver, nor anyone once the id is done.
const RELEASE_SCRIPT =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end";
const CLAIM_ATTEMPTS = 3;

function positiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive integer of milliseconds, got ${String(value)}`);
  }
  return value;
}

/**
 * Creates a de-duplication store shared by several receivers through Redis (or Valkey): each attempt takes
 * a lease with an atomic `SET NX PX` (so only one receiver runs the handler, and a crashed one's lease runs
 * out), success turns the key into `done` for `doneTtlMs`, and failure deletes it only if the lease is still
 * this attempt's. Install a client yourself (`npm install redis`); the SDK does not depend on one.
 *
 * @throws {RangeError} When `leaseMs` or `doneTtlMs` is not a positive integer.
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * const client = await createClient({ url: process.env.REDIS_URL }).connect();
 * const handler = createWebhookHandler({ secret, on, dedupe: createRedisDedupe({ client }) });
 * ```
 */
export function createRedisDedupe(options: RedisDedupeOptions): WebhookDedupeStore {
  const { client } = options;
  const prefix = options.prefix ?? 'workforce-api:webhook:';
  const leaseMs = positiveInteger('leaseMs', options.leaseMs ?? DEFAULT_WEBHOOK_LEASE_MS);
  const doneTtlMs = positiveInteger('doneTtlMs', options.doneTtlMs ?? 259_200_000);
  const key = (id: string) => `${prefix}${id}`;
  return {
    async claim(id) {
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
        const lease = `${LEASE}${crypto.randomUUID()}`;
        if ((await client.set(key(id), lease, { NX: true, PX: leaseMs })) === 'OK') {
          return { status: 'claimed', lease };
        }
        const held = await client.get(key(id));
        if (held === DONE) return { status: 'done' } satisfies WebhookClaim;
        if (typeof held === 'string') return { status: 'in_progress' } satisfies WebhookClaim;
        // The key expired between SET and GET: try to take it again.
      }
      return { status: 'in_progress' };
    },
    async complete(id) {
      // Done whoever holds the lease now: the event was handled, which is what duplicates need to know.
      await client.set(key(id), DONE, { PX: doneTtlMs });
    },
    async release(id, lease) {
      await client.eval(RELEASE_SCRIPT, { keys: [key(id)], arguments: [lease] });
    },
  };
}
