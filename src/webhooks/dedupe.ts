/**
 * Remembers which deliveries were already handled, keyed by the envelope `id` (retries reuse it). Back it with
 * Redis or a database table to share it between processes.
 *
 * @example
 * ```ts
 * const redisDedupe: WebhookDedupeStore = {
 *   claim: async (id) => (await redis.set(`webhook:${id}`, '1', { NX: true, EX: 259_200 })) === 'OK',
 *   release: async (id) => { await redis.del(`webhook:${id}`); },
 * };
 * ```
 */
export interface WebhookDedupeStore {
  /** Atomically marks `id` as taken; `true` when this caller should handle it, `false` when it already was. */
  claim(id: string): boolean | Promise<boolean>;
  /** Forgets `id` after its handler failed, so the sender's retry can handle it. */
  release?(id: string): void | Promise<void>;
}

/** Limits of {@link createMemoryDedupe}. */
export interface MemoryDedupeOptions {
  /** How long an id is remembered, in seconds; default 259 200 (3 days, longer than the sender's retries). */
  ttlSeconds?: number | undefined;
  /** The most ids kept; the oldest are forgotten first. Default 10 000. */
  maxEntries?: number | undefined;
}

/** An in-memory {@link WebhookDedupeStore}, with its current number of remembered ids. */
export interface MemoryDedupeStore extends WebhookDedupeStore {
  release(id: string): void;
  /** How many ids are remembered now. */
  readonly size: number;
}

function positive(name: string, value: number): number {
  if (!(value > 0)) throw new RangeError(`${name} must be a positive number, got ${String(value)}`);
  return value;
}

/**
 * Creates an in-memory de-duplication store for a single process. Ids expire after `ttlSeconds`, and past
 * `maxEntries` the oldest are dropped, so memory stays bounded. Several processes need a shared store instead.
 *
 * @throws {RangeError} When `ttlSeconds` or `maxEntries` is not positive.
 * @example
 * ```ts
 * const handler = createWebhookHandler({ secret, dedupe: createMemoryDedupe({ ttlSeconds: 86_400 }), on });
 * ```
 */
export function createMemoryDedupe(options: MemoryDedupeOptions = {}): MemoryDedupeStore {
  const ttlMs = positive('ttlSeconds', options.ttlSeconds ?? 259_200) * 1000;
  const maxEntries = positive('maxEntries', options.maxEntries ?? 10_000);
  // Insertion order is expiry order (one ttl for all), so expired ids are always at the front of the map.
  const expiries = new Map<string, number>();
  const prune = (now: number) => {
    for (const [id, expiresAt] of expiries) {
      if (expiresAt > now && expiries.size <= maxEntries) return;
      expiries.delete(id);
    }
  };
  return {
    claim(id) {
      const now = Date.now();
      prune(now);
      if (expiries.has(id)) return false;
      expiries.set(id, now + ttlMs);
      prune(now);
      return true;
    },
    release(id) {
      expiries.delete(id);
    },
    get size() {
      return expiries.size;
    },
  };
}
