import { secretKeyText } from '../../webhooks/hmac.js';
import { type SignedWebhook, signWebhook, type WebhookEnvelope } from './signer.js';

/** Where webhooks go: a URL (POSTed to) or a function given a web `Request` (no network at all). */
export type WebhookTarget = string | ((request: Request) => Response | Promise<Response>);

/** One delivery attempt of one event to one target. */
export interface DeliveryAttempt {
  /** The URL, or `'(function)'` for a function target. */
  target: string;
  /** The attempt number for this event and target: 1 for the first delivery, 2 and more for retries. */
  attempt: number;
  /** HTTP status of the answer, `null` when the attempt failed without one. */
  status: number | null;
  /** The error message when the attempt threw (network error, timeout), or `null`. */
  error: string | null;
  /** Unix ms. */
  at: number;
}

/** An event the simulator published: the envelope, the exact body and headers sent, and the attempts so far. */
export interface SimulatorEvent extends SignedWebhook {
  /** The event id (the envelope's `id` and the `svix-id` header). Retries keep it. */
  id: string;
  /** The event type, such as `payroll.status.updated`. */
  eventType: string;
  /**
   * Every delivery attempt so far, to every target, in the order they started. It grows while retries run.
   */
  deliveries: DeliveryAttempt[];
}

/** Options of the {@link WebhookHub}. */
export interface WebhookHubOptions {
  secret: string;
  targets?: readonly WebhookTarget[] | undefined;
  /** Waits before each retry; its length is the number of retries. Default `[100, 500]`. */
  retryDelaysMs?: readonly number[] | undefined;
  /** Per-attempt timeout. Default 5 000 ms. */
  timeoutMs?: number | undefined;
  fetch?: typeof globalThis.fetch | undefined;
  /** Unix ms now on the wall clock: when a delivery is signed and attempted. */
  now: () => number;
  /** Unix ms when an event happens (the simulator's clock); the envelope's `timestamp`. Default `now`. */
  eventTime?: (() => number) | undefined;
  newId: () => string;
}

const MAX_LOG = 10_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

function checkTarget(target: WebhookTarget): void {
  if (typeof target === 'function') return;
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError('webhook URLs must be http(s)');
}

/**
 * Publishes signed webhook events: keeps every event (with its exact body and headers) for tests to read, and
 * delivers each to every registered target, in order per target, retrying failures (non-2xx, redirects,
 * network errors) with the same id. It only ever sends to targets registered by the user.
 * @example
 * ```ts
 * server.simulator.webhooks.register('http://127.0.0.1:4000/webhooks');
 * await server.simulator.webhooks.idle();
 * ```
 */
export class WebhookHub {
  /** The `whsec_…` signing secret. */
  readonly secret: string;
  readonly #targets: WebhookTarget[] = [];
  readonly #log: SimulatorEvent[] = [];
  readonly #queues = new Map<WebhookTarget, Promise<void>>();
  readonly #closing = new AbortController();
  readonly #options: WebhookHubOptions;

  /** @throws TypeError for a target that is not an http(s) URL or a function; Error for a bad secret. */
  constructor(options: WebhookHubOptions) {
    if (!options.secret.startsWith('whsec_') || secretKeyText(options.secret) === undefined) {
      throw new Error('webhookSecret must be whsec_ followed by base64');
    }
    // Sign once now so a secret the library cannot use fails here, not in the middle of a state change.
    signWebhook(options.secret, { id: 'check', eventType: 'check', version: '1.0', timestamp: 0, data: {} });
    this.#options = options;
    this.secret = options.secret;
    for (const target of options.targets ?? []) this.register(target);
  }

  /**
   * Adds a delivery target; returns a function that removes it.
   * @throws TypeError for a string that is not an http(s) URL.
   * @example
   * ```ts
   * const stop = sim.webhooks.register((request) => handler(request));
   * ```
   */
  register(target: WebhookTarget): () => void {
    checkTarget(target);
    if (!this.#targets.includes(target)) this.#targets.push(target);
    return () => this.unregister(target);
  }

  /**
   * Removes a delivery target; `true` when it was registered.
   * @throws never.
   * @example
   * ```ts
   * sim.webhooks.unregister('http://127.0.0.1:4000/webhooks');
   * ```
   */
  unregister(target: WebhookTarget): boolean {
    const index = this.#targets.indexOf(target);
    if (index >= 0) this.#targets.splice(index, 1);
    return index >= 0;
  }

  /**
   * The registered targets.
   * @throws never.
   * @example
   * ```ts
   * sim.webhooks.targets().length;
   * ```
   */
  targets(): readonly WebhookTarget[] {
    return [...this.#targets];
  }

  /**
   * Publishes an event of any type (also ones the simulator never produces itself, to test your handlers).
   * @throws never.
   * @example
   * ```ts
   * sim.webhooks.emit('user.kyc.updated', { userId, type: 'identity', status: 'approved', tenantKey });
   * ```
   */
  emit(eventType: string, data: Record<string, unknown>): SimulatorEvent {
    const envelope: WebhookEnvelope = {
      id: this.#options.newId(),
      eventType,
      version: '1.0',
      timestamp: Math.floor((this.#options.eventTime ?? this.#options.now)() / 1000),
      data,
    };
    const event: SimulatorEvent = {
      id: envelope.id,
      eventType,
      ...signWebhook(this.secret, envelope, Math.floor(this.#options.now() / 1000)),
      deliveries: [],
    };
    this.#log.push(event);
    if (this.#log.length > MAX_LOG) this.#log.shift();
    for (const target of this.#targets) this.#enqueue(target, event);
    return event;
  }

  /**
   * Published events, oldest first; only those of `eventType` when given.
   * @throws never.
   * @example
   * ```ts
   * const [event] = sim.webhooks.events('payroll.status.updated');
   * ```
   */
  events(eventType?: string): SimulatorEvent[] {
    return this.#log.filter((event) => eventType === undefined || event.eventType === eventType);
  }

  /**
   * Forgets the published events (deliveries in flight go on).
   * @throws never.
   * @example
   * ```ts
   * sim.webhooks.clear();
   * ```
   */
  clear(): void {
    this.#log.length = 0;
  }

  /**
   * Resolves once every delivery started so far has succeeded or used up its retries.
   * @throws never.
   * @example
   * ```ts
   * await sim.webhooks.idle();
   * ```
   */
  async idle(): Promise<void> {
    for (let round = 0; round < 100 && this.#queues.size > 0; round += 1) {
      await Promise.allSettled([...this.#queues.values()]);
    }
  }

  /**
   * Stops retrying and waits for attempts in flight to end. Nothing is delivered afterwards.
   * @throws never.
   * @example
   * ```ts
   * await sim.webhooks.close();
   * ```
   */
  async close(): Promise<void> {
    this.#closing.abort();
    await this.idle();
  }

  #enqueue(target: WebhookTarget, event: SimulatorEvent): void {
    const previous = this.#queues.get(target) ?? Promise.resolve();
    const next = previous.then(() => this.#deliver(target, event));
    this.#queues.set(target, next);
    void next.finally(() => {
      if (this.#queues.get(target) === next) this.#queues.delete(target);
    });
  }

  async #deliver(target: WebhookTarget, event: SimulatorEvent): Promise<void> {
    const delays = this.#options.retryDelaysMs ?? [100, 500];
    for (let attempt = 1; attempt <= delays.length + 1; attempt += 1) {
      if (attempt > 1) await sleep(delays[attempt - 2] ?? 0, this.#closing.signal);
      if (this.#closing.signal.aborted) return;
      const record: DeliveryAttempt = {
        target: typeof target === 'string' ? target : '(function)',
        attempt,
        status: null,
        error: null,
        at: this.#options.now(),
      };
      event.deliveries.push(record);
      try {
        record.status = await this.#send(target, event);
        if (record.status >= 200 && record.status < 300) return;
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error);
      }
    }
  }

  async #send(target: WebhookTarget, event: SimulatorEvent): Promise<number> {
    const init = { method: 'POST', headers: event.headers, body: event.body };
    if (typeof target === 'function') {
      const response = await target(new Request('http://webhook-target.invalid/', init));
      return response.status;
    }
    const signal = AbortSignal.any([
      this.#closing.signal,
      AbortSignal.timeout(this.#options.timeoutMs ?? 5_000),
    ]);
    const fetcher = this.#options.fetch ?? globalThis.fetch;
    const response = await fetcher(target, { ...init, redirect: 'manual', signal });
    await response.body?.cancel();
    return response.status;
  }
}
