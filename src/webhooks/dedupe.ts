/**
 * The answer of {@link WebhookDedupeStore.claim}: `claimed` (run the handler, holding `lease`), `in_progress`
 * (another attempt holds an unexpired lease: the sender should retry later) or `done` (already handled).
 */
export type WebhookClaim =
  | { readonly status: 'claimed'; readonly lease: string }
  | { readonly status: 'in_progress' }
  | { readonly status: 'done' };

/**
 * Remembers deliveries by envelope `id` (retries reuse it), keeping "in progress" (a lease that expires, so a
 * crashed receiver does not block the event forever) apart from "done". Use {@link createMemoryDedupe} for one
 * process, `createRedisDedupe` for several receivers, or implement it over your own storage.
 *
 * @example
 * ```ts
 * const claim = await store.claim(event.id);
 * if (claim.status === 'claimed') {
 *   try { await handle(event); await store.complete(event.id, claim.lease); }
 *   catch (error) { await store.release(event.id, claim.lease); throw error; }
 * }
 * ```
 */
export interface WebhookDedupeStore {
  /** Atomically takes a lease on `id` unless it is leased (`in_progress`) or handled (`done`). */
  claim(id: string): WebhookClaim | Promise<WebhookClaim>;
  /** Marks `id` handled, for as long as the store keeps done ids; duplicates then get `done`. */
  complete(id: string, lease: string): void | Promise<void>;
  /** Gives `id` back after its handler failed, only if `lease` still holds it, so the retry can run. */
  release(id: string, lease: string): void | Promise<void>;
}

/** Limits of {@link createMemoryDedupe}. */
export interface MemoryDedupeOptions {
  /** How long a done id is remembered, in seconds; default 259 200 (3 days, longer than the sender's retries). */
  ttlSeconds?: number | undefined;
  /** How long an attempt holds its lease, in milliseconds, before a retry may take over; default 60 000. */
  leaseMs?: number | undefined;
  /** The most ids kept (leased and done together); the oldest are forgotten first. Default 10 000. */
  maxEntries?: number | undefined;
}

/** An in-memory {@link WebhookDedupeStore}, with its current number of remembered ids. */
export interface MemoryDedupeStore extends WebhookDedupeStore {
  claim(id: string): WebhookClaim;
  complete(id: string, lease: string): void;
  release(id: string, lease: string): void;
  /** How many ids are remembered now (leased or done). */
  readonly size: number;
}

/** How long a receiver may hold a lease by default: past the sender's ~15 s timeout, with room to spare. */
export const DEFAULT_WEBHOOK_LEASE_MS = 60_000;

function positive(name: string, value: number): number {
  if (!(value > 0)) throw new RangeError(`${name} must be a positive number, got ${String(value)}`);
  return value;
}

interface Entry {
  /** The lease holding the id; `undefined` once it is done. */
  lease: string | undefined;
  expiresAt: number;
}

const IN_PROGRESS: WebhookClaim = /* @__PURE__ */ Object.freeze({ status: 'in_progress' });
const DONE: WebhookClaim = /* @__PURE__ */ Object.freeze({ status: 'done' });

/**
 * Creates an in-memory de-duplication store for a single process. A lease lasts `leaseMs`, a done id
 * `ttlSeconds`, and past `maxEntries` the oldest ids are dropped, so memory stays bounded. Several processes
 * need a shared store instead (`createRedisDedupe`).
 *
 * @throws {RangeError} When `ttlSeconds`, `leaseMs` or `maxEntries` is not positive.
 * @example
 * ```ts
 * const handler = createWebhookHandler({ secret, dedupe: createMemoryDedupe({ ttlSeconds: 86_400 }), on });
 * ```
 */
export function createMemoryDedupe(options: MemoryDedupeOptions = {}): MemoryDedupeStore {
  const ttlMs = positive('ttlSeconds', options.ttlSeconds ?? 259_200) * 1000;
  const leaseMs = positive('leaseMs', options.leaseMs ?? DEFAULT_WEBHOOK_LEASE_MS);
  const maxEntries = positive('maxEntries', options.maxEntries ?? 10_000);
  // Every write re-inserts its id, so the map's front holds the oldest writes: expired ones mostly, and the
  // first to go when the map is full. An expired id further back is caught when it is looked up.
  const entries = new Map<string, Entry>();
  let leases = 0;
  const prune = (now: number) => {
    for (const [id, entry] of entries) {
      if (entry.expiresAt > now && entries.size <= maxEntries) return;
      entries.delete(id);
    }
  };
  const write = (id: string, entry: Entry) => {
    entries.delete(id);
    entries.set(id, entry);
    prune(Date.now());
  };
  return {
    claim(id) {
      const now = Date.now();
      prune(now);
      const entry = entries.get(id);
      if (entry && entry.expiresAt > now) return entry.lease === undefined ? DONE : IN_PROGRESS;
      const lease = `lease-${++leases}`;
      write(id, { lease, expiresAt: now + leaseMs });
      return { status: 'claimed', lease };
    },
    complete(id) {
      // Done whoever holds the lease now: the event was handled, which is what duplicates need to know.
      write(id, { lease: undefined, expiresAt: Date.now() + ttlMs });
    },
    release(id, lease) {
      if (entries.get(id)?.lease === lease) entries.delete(id);
    },
    get size() {
      return entries.size;
    },
  };
}
