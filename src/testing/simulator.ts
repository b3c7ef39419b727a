import { issueKey, type KeyIssueInput } from './auth.js';
import { SimClock } from './clock.js';
import { mustGet, type SimContext } from './context.js';
import { BusinessControls } from './controls/business-controls.js';
import { OffboardingControls } from './controls/offboarding-controls.js';
import { PayrollControls } from './controls/payroll-controls.js';
import { InvoiceControls, MilestoneControls, ReimbursementControls } from './controls/review-controls.js';
import { StatutoryControls } from './controls/statutory-controls.js';
import { declaredRoutes } from './declared/routes.js';
import { FaultInjector } from './faults.js';
import { SeededRandom } from './random.js';
import { createRouter } from './router.js';
import { HAND_WRITTEN } from './routes/all.js';
import { type SimulatorFixtures, seedDefault } from './seed.js';
import { createContext } from './sim-context.js';
import type { SimulatorKeySet, SimulatorKeys, SimulatorOptions } from './simulator-options.js';
import type { SimulatorEnvironment } from './store/records.js';
import type { KeyKind, SimState } from './store/store.js';
import { runTick, type TickOptions } from './tick.js';
import { type SimulatorEvent, WebhookHub } from './webhooks/hub.js';
import { makeWebhookSecret } from './webhooks/signer.js';

// Every other operation is served from its declaration (declared/routes.ts).
const ROUTES = [...HAND_WRITTEN, ...declaredRoutes(HAND_WRITTEN)];

/** The state each simulator acts on, for {@link stateOf}. */
const STATES = new WeakMap<Simulator, SimState>();

/** The router each simulator answers with, for {@link handleUnder}. */
const HANDLERS = new WeakMap<Simulator, (request: Request, basePath?: string) => Promise<Response>>();

/**
 * Answers a request to the API served under `basePath` (`/workforce`): routed by its path below it, with every
 * link it hands out under it. Internal (not exported by `workforce-api/testing`): the msw handlers of a base URL
 * with a path use it.
 * @throws Error for an object that is no simulator (failures of the request become error responses).
 * @example
 * ```ts
 * await handleUnder(sim, new Request('https://proxy.example/workforce/v1/me', { headers }), '/workforce');
 * ```
 */
export function handleUnder(sim: Simulator, request: Request, basePath: string): Promise<Response> {
  const handler = HANDLERS.get(sim);
  if (handler === undefined) throw new Error('not a simulator');
  return handler(request, basePath);
}

/**
 * The records a simulator holds. Internal (not exported by `workforce-api/testing`): the simulator's own tests
 * use it to check that a read stores nothing.
 * @throws Error for an object that is no simulator.
 * @example
 * ```ts
 * stateOf(sim).documents.size;
 * ```
 */
export function stateOf(sim: Simulator): SimState {
  const state = STATES.get(sim);
  if (state === undefined) throw new Error('not a simulator');
  return state;
}

/**
 * The in-memory, stateful simulator of the API: one `handle(request)` shared by the HTTP server and the msw
 * handlers, plus a control surface to drive state machines, read webhooks and inject faults.
 * @example
 * ```ts
 * const sim = new Simulator({ seed: 42 });
 * const response = await sim.handle(new Request('http://127.0.0.1/v1/me', {
 *   headers: { authorization: `Bearer ${sim.apiKey}` },
 * }));
 * ```
 */
export class Simulator {
  /** The environment it plays. */
  readonly environment: SimulatorEnvironment;
  /** Keys of both environments. */
  readonly keys: SimulatorKeys;
  /** The Platform key of the simulator's environment (acts on the primary business unless told otherwise). */
  readonly apiKey: string;
  /** The `whsec_…` secret webhooks are signed with. */
  readonly webhookSecret: string;
  /** Ids of the seeded records. */
  readonly fixtures: SimulatorFixtures;
  /**
   * The test clock: `sim.clock.advance('P3D')` moves time on and runs the work that became due, as
   * `POST /_simulator/clock/advance` with `{ "duration": "P3D" }` does over HTTP (Platform key required).
   */
  readonly clock: SimClock;
  /** The signed events published (also `sim.events(type)`), their delivery targets and delivery state. */
  readonly webhooks: WebhookHub;
  /** Fault injection, changeable at runtime: latency, 429, 503, 5xx and dropped connections. */
  readonly faults: FaultInjector;
  /**
   * Reads businesses and balances; `deposit` credits a wallet like a sandbox deposit (ledger entry,
   * `transaction.succeeded`, funds waiting payrolls); adds persons, users and external accounts.
   */
  readonly businesses: BusinessControls;
  /** The payroll lifecycle, one move at a time, with each move's webhooks. */
  readonly payrolls: PayrollControls;
  /**
   * Creates and moves filings, requirements and remittances (a completed remittance is paid from the funding
   * wallet); reads them and the audit log.
   */
  readonly statutory: StatutoryControls;
  /** Contractor invoices, one move at a time, with each move's webhooks. */
  readonly invoices: InvoiceControls;
  /** Reimbursement claims, one move at a time, with each move's webhooks. */
  readonly reimbursements: ReimbursementControls;
  /** Milestones of milestone-type contractors: completing one submits its invoice. */
  readonly milestones: MilestoneControls;
  /** Persons' exits: scheduled, cancelled, completed on the exit date, reinstated. */
  readonly offboarding: OffboardingControls;

  readonly #ctx: SimContext;
  readonly #keyRandom: SeededRandom;
  readonly #closing = new AbortController();

  /**
   * Builds a simulator and seeds its data; no server is started (see `startMockServer`).
   * @throws RangeError for an invalid fault rule; Error for an unusable webhook secret or URL.
   * @example
   * ```ts
   * const sim = new Simulator({ environment: 'production', seed: 'checkout-tests' });
   * ```
   */
  constructor(options: SimulatorOptions = {}) {
    this.environment = options.environment ?? 'sandbox';
    const root = new SeededRandom(options.seed ?? 'workforce-api');
    const [ids, keyRandom, events, requests] = [root.fork(), root.fork(), root.fork(), root.fork()];
    const faultRandom = options.faultSeed === undefined ? root.fork() : new SeededRandom(options.faultSeed);
    this.#keyRandom = keyRandom;
    const wallClock = options.now ?? Date.now;
    // Advancing the clock runs what became due: a scheduled payroll starts on its payroll date.
    this.clock = new SimClock(wallClock, () => this.#settle({ onPayDay: true }));
    this.webhookSecret = options.webhookSecret ?? makeWebhookSecret(keyRandom.bytes(24));
    this.webhooks = new WebhookHub({
      secret: this.webhookSecret,
      targets: options.webhookUrls,
      retryDelaysMs: options.webhookRetryDelaysMs,
      fetch: options.fetch,
      // An event happens at the simulator's time (its envelope's `timestamp`, beside the records it changed);
      // its signature carries the wall clock, which receivers check against theirs, whatever the test clock says.
      now: wallClock,
      eventTime: () => this.clock.now(),
      newId: () => events.uuid(),
    });
    const context = createContext(this.webhooks, this.clock, ids, events);
    this.#ctx = context.ctx;
    STATES.set(this, context.ctx.state);
    this.fixtures = seedDefault(this.#ctx);
    context.unmute();
    this.keys = { sandbox: this.#issueSet('sandbox'), production: this.#issueSet('production') };
    this.apiKey = this.keys[this.environment].platform;
    this.faults = new FaultInjector(faultRandom, options.faults);
    const businessId = this.fixtures.businessId;
    this.businesses = new BusinessControls(this.#ctx, businessId);
    this.payrolls = new PayrollControls(this.#ctx, businessId);
    this.statutory = new StatutoryControls(this.#ctx, businessId);
    this.invoices = new InvoiceControls(this.#ctx);
    this.reimbursements = new ReimbursementControls(this.#ctx);
    this.milestones = new MilestoneControls(this.#ctx);
    this.offboarding = new OffboardingControls(this.#ctx);
    HANDLERS.set(
      this,
      createRouter(ROUTES, {
        ctx: this.#ctx,
        environment: this.environment,
        faults: this.faults,
        requestId: () => `req_${requests.hex(12)}`,
        closed: this.#closing.signal,
      }),
    );
  }

  /**
   * Answers one API request: the single entry point the HTTP server and the msw handlers share. A dropped
   * connection (fault) is `Response.error()`.
   * @throws never (failures become error responses).
   * @example
   * ```ts
   * const response = await sim.handle(new Request(`${baseUrl}/v1/persons`, { headers }));
   * ```
   */
  handle(request: Request): Promise<Response> {
    return handleUnder(this, request, '');
  }

  /**
   * Published webhook events, oldest first, with the exact body and headers delivered; only `eventType` when given.
   * @throws never.
   * @example
   * ```ts
   * const [event] = sim.events('payroll.status.updated');
   * new Webhook(sim.webhookSecret).verify(event.body, event.headers);
   * ```
   */
  events(eventType?: string): SimulatorEvent[] {
    return this.webhooks.events(eventType);
  }

  /**
   * Issues another key: an Org key for any business, a Platform key, or a User token for any user.
   * @throws SimulatorError for an unknown business or user.
   * @example
   * ```ts
   * const key = sim.issueKey({ kind: 'user', userId, ttlSeconds: 60 });
   * ```
   */
  issueKey(input: {
    kind: KeyKind;
    businessId?: string;
    userId?: string;
    environment?: SimulatorEnvironment;
    ttlSeconds?: number;
  }): string {
    const { state, now } = this.#ctx;
    const base = { kind: input.kind, environment: input.environment ?? this.environment };
    const issue = (rest: Omit<KeyIssueInput, 'kind' | 'environment'>) =>
      issueKey(state, this.#keyRandom, now(), { ...base, ...rest }).key;
    if (input.kind === 'user') {
      const user = mustGet(state.users, input.userId ?? '', 'user');
      return issue({ businessId: user.businessId, userId: user.id, ttlSeconds: input.ttlSeconds });
    }
    if (input.kind === 'platform') {
      return issue({ businessId: this.fixtures.businessId, platformId: this.fixtures.platformId });
    }
    return issue({
      businessId: mustGet(state.businesses, input.businessId ?? this.fixtures.businessId, 'business').id,
    });
  }

  /**
   * Runs the automatic moves once: Scheduled payrolls start processing and Processing ones complete, remittances
   * advance a step, filings are validated / submitted / accepted, approved invoices and claims are paid, payouts
   * move on (initiated → processing → succeeded; a user's wallet transaction initiated → processing → success,
   * with `transaction.succeeded`), pending KYC reviews are decided and due exits complete. Each
   * record moves at most one step. Returns the number of moves.
   * @throws never.
   * @example
   * ```ts
   * sim.tick();
   * ```
   */
  tick(): number {
    return runTick(this.#ctx);
  }

  /**
   * Ticks until nothing moves (at most `maxTicks` times, default 50). Returns the number of moves.
   * @throws never.
   * @example
   * ```ts
   * sim.settle();
   * ```
   */
  settle(maxTicks = 50): number {
    return this.#settle({}, maxTicks);
  }

  #settle(options: TickOptions, maxTicks = 50): number {
    let total = 0;
    for (let i = 0; i < maxTicks; i += 1) {
      const moved = runTick(this.#ctx, options);
      total += moved;
      if (moved === 0) break;
    }
    return total;
  }

  /**
   * Stops webhook deliveries and waits for attempts in flight. Injected latency ends: a request waiting it out
   * (or meeting it later) is dropped at once, so no timer keeps the process alive.
   * @throws never.
   * @example
   * ```ts
   * await sim.close();
   * ```
   */
  close(): Promise<void> {
    this.#closing.abort();
    return this.webhooks.close();
  }

  #issueSet(environment: SimulatorEnvironment): SimulatorKeySet {
    const { businessId, platformId, userId } = this.fixtures;
    const issue = (kind: KeyKind) =>
      issueKey(this.#ctx.state, this.#keyRandom, this.#ctx.now(), {
        kind,
        environment,
        businessId,
        platformId: kind === 'platform' ? platformId : undefined,
        userId: kind === 'user' ? userId : undefined,
        ttlSeconds: kind === 'user' ? 3_600 : undefined,
      }).key;
    return { org: issue('org'), platform: issue('platform'), user: issue('user') };
  }
}
