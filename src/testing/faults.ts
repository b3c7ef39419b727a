import { errorBody, HttpError, jsonResponse } from './http-error.js';
import type { SeededRandom } from './random.js';

/** What a fault does: delay, answer 429 / 503 / another 5xx, or drop the connection. */
export type FaultKind = 'latency' | 'rate-limit' | 'unavailable' | 'server-error' | 'drop';

/** One fault-injection rule. Rules are checked in order; latencies add up, the first other match wins. */
export interface FaultRule {
  /** What the rule does to a request that it affects (see {@link FaultKind}). */
  kind: FaultKind;
  /** Only requests with this method (any when omitted). */
  method?: string;
  /**
   * Only requests whose path matches: an exact path, a template whose `{name}` or `:name` segments match any
   * one segment (`/v1/persons/{personId}`), a prefix ending in `*` (`/v1/statutory/*`), or a RegExp.
   */
  path?: string | RegExp;
  /** `latency`: the delay in ms. Default 100. */
  latencyMs?: number;
  /** `server-error`: the status, 500 to 599. Default 500. */
  status?: number;
  /** `Retry-After` value (seconds or an HTTP date); `null` omits it. Default 1 for 429/503, none for others. */
  retryAfter?: number | string | null;
  /** How many matching requests it affects; unlimited when omitted. */
  times?: number;
  /** Chance (0 to 1) that a matching request is affected, drawn from the seeded PRNG. Default 1. */
  probability?: number;
  /**
   * `before` (default): the request is not processed. `after`: it is processed (state changes, webhooks are sent;
   * an idempotency key remembers its answer, so the SDK's retry with the same key moves nothing again) and only
   * the answer is replaced or lost, as when a response never makes it back. Not for `rate-limit`: a 429 means
   * the request was not processed.
   */
  phase?: 'before' | 'after';
}

/** What the faults decided for one request. */
export interface FaultPlan {
  /** The delay to add before answering: the sum of the matching latency rules, in ms. */
  latencyMs: number;
  /** The first matching rule of another kind, which replaces or drops the answer, if any. */
  rule: FaultRule | undefined;
}

function pathMatcher(path: string | RegExp | undefined): (value: string) => boolean {
  if (path === undefined) return () => true;
  // Without g and y, whose lastIndex would make every other test() of one path fail.
  if (path instanceof RegExp) {
    const pattern = new RegExp(path.source, path.flags.replace(/[gy]/g, ''));
    return (value) => pattern.test(value);
  }
  const prefix = path.endsWith('*');
  const body = (prefix ? path.slice(0, -1) : path)
    .split('/')
    .map((part) => (/^(\{[^}]+\}|:.+)$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const pattern = new RegExp(`^${body}${prefix ? '' : '$'}`);
  return (value) => pattern.test(value);
}

interface ActiveRule {
  rule: FaultRule;
  matches: (method: string, path: string) => boolean;
  remaining: number;
}

/**
 * The simulator's fault injection, changeable while it runs.
 * @example
 * ```ts
 * sim.faults.set([{ kind: 'unavailable', method: 'GET', path: '/v1/persons', times: 1, retryAfter: 0 }]);
 * ```
 */
export class FaultInjector {
  #rules: ActiveRule[] = [];
  readonly #random: SeededRandom;

  /** @throws RangeError for an invalid rule. */
  constructor(random: SeededRandom, rules: readonly FaultRule[] = []) {
    this.#random = random;
    this.set(rules);
  }

  /**
   * Replaces every rule.
   * @throws RangeError for an invalid rule (unknown kind, probability outside 0–1, a status outside 500–599, a
   * rate-limit with `phase: 'after'`).
   * @example
   * ```ts
   * sim.faults.set([{ kind: 'latency', latencyMs: 50 }]);
   * ```
   */
  set(rules: readonly FaultRule[]): void {
    const active = rules.map((rule) => activate(rule));
    this.#rules = active;
  }

  /**
   * Adds a rule after the others.
   * @throws RangeError for an invalid rule.
   * @example
   * ```ts
   * sim.faults.add({ kind: 'drop', method: 'POST', path: '/v1/reimbursements', times: 1 });
   * ```
   */
  add(rule: FaultRule): void {
    this.#rules.push(activate(rule));
  }

  /**
   * Removes every rule.
   * @throws never.
   * @example
   * ```ts
   * sim.faults.clear();
   * ```
   */
  clear(): void {
    this.#rules = [];
  }

  /**
   * The rules still active, each `times` counting the requests it has left (a rule whose `times` ran out is gone).
   * @throws never.
   * @example
   * ```ts
   * sim.faults.list().length;
   * ```
   */
  list(): FaultRule[] {
    return this.#rules
      .filter((r) => r.remaining > 0)
      .map((r) => (r.rule.times === undefined ? { ...r.rule } : { ...r.rule, times: r.remaining }));
  }

  /**
   * Decides the faults of one request, using up `times`. The simulator's request handler calls it for every
   * request; a call from a test counts as a request too, so it changes what later requests get.
   * @throws never.
   * @example
   * ```ts
   * const plan = faults.plan('GET', '/v1/persons');
   * ```
   */
  plan(method: string, path: string): FaultPlan {
    const plan: FaultPlan = { latencyMs: 0, rule: undefined };
    for (const active of this.#rules) {
      if (active.remaining <= 0 || !active.matches(method, path)) continue;
      if (plan.rule !== undefined && active.rule.kind !== 'latency') continue;
      const probability = active.rule.probability ?? 1;
      if (probability < 1 && this.#random.next() >= probability) continue;
      active.remaining -= 1;
      if (active.rule.kind === 'latency') plan.latencyMs += active.rule.latencyMs ?? 100;
      else plan.rule = active.rule;
    }
    return plan;
  }
}

const KINDS: readonly FaultKind[] = ['latency', 'rate-limit', 'unavailable', 'server-error', 'drop'];

function activate(rule: FaultRule): ActiveRule {
  if (!KINDS.includes(rule.kind)) throw new RangeError(`unknown fault kind ${JSON.stringify(rule.kind)}`);
  const p = rule.probability ?? 1;
  if (!(p >= 0 && p <= 1)) throw new RangeError('fault probability must be from 0 to 1');
  if (rule.status !== undefined && !(rule.status >= 500 && rule.status <= 599)) {
    throw new RangeError('a server-error fault status must be from 500 to 599');
  }
  // A 429 tells the client nothing was done (the SDK resends even a POST on it): never after the work.
  if (rule.kind === 'rate-limit' && rule.phase === 'after') {
    throw new RangeError(
      "a rate-limit fault answers before the request is processed: phase 'after' is refused",
    );
  }
  const matchesPath = pathMatcher(rule.path);
  const method = rule.method?.toUpperCase();
  return {
    rule: { ...rule },
    matches: (m, path) => (method === undefined || method === m) && matchesPath(path),
    remaining: rule.times ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * The answer a non-latency fault gives: `Response.error()` (a dropped connection) or an error status.
 * @throws never.
 * @example
 * ```ts
 * faultResponse({ kind: 'rate-limit', retryAfter: 2 }, false).status; // 429
 * ```
 */
export function faultResponse(rule: FaultRule, statutory: boolean): Response {
  if (rule.kind === 'drop') return Response.error();
  const status = rule.kind === 'rate-limit' ? 429 : rule.kind === 'unavailable' ? 503 : (rule.status ?? 500);
  const fallback = rule.kind === 'server-error' ? null : 1;
  const retryAfter = rule.retryAfter === undefined ? fallback : rule.retryAfter;
  const headers: Record<string, string> = retryAfter === null ? {} : { 'retry-after': String(retryAfter) };
  const error =
    status === 429
      ? new HttpError(429, 'rate_limited', 'Too many requests (simulated fault)')
      : new HttpError(status, 'internal_error', `Simulated ${status} fault`);
  return jsonResponse(status, errorBody(error, statutory), headers);
}
