import type { SeededRandom } from './random.js';
import type { Actor } from './store/records.js';
import type { SimState } from './store/store.js';

/** A statutory change as the audit log and the webhook carry it. */
export interface StatutoryChange {
  resourceType: 'filing' | 'remittance' | 'requirement';
  resourceId: string;
  businessId: string;
  actor: Actor;
  data: Record<string, unknown>;
}

/**
 * The change a statutory record's event carries: the record, its business and who made the change.
 * @throws never.
 * @example
 * ```ts
 * ctx.emitStatutory('filing.created', statutoryChange('filing', filing, SYSTEM_ACTOR, { status: filing.status }));
 * ```
 */
export function statutoryChange(
  resourceType: StatutoryChange['resourceType'],
  record: { id: string; businessId: string },
  actor: Readonly<Actor>,
  data: Record<string, unknown>,
): StatutoryChange {
  return { resourceType, resourceId: record.id, businessId: record.businessId, actor: { ...actor }, data };
}

/** What the state machines need: the state, ids, the clock and the event outlets. */
export interface SimContext {
  readonly state: SimState;
  readonly random: SeededRandom;
  /** The simulator's clock in Unix ms. */
  now(): number;
  /** Publishes a webhook event. */
  emit(eventType: string, data: Record<string, unknown>): void;
  /** Appends to the statutory audit log and publishes the webhook event. */
  emitStatutory(type: string, change: StatutoryChange): void;
  /** Moves the test clock forward (an ISO 8601 duration or ms) and runs the work that became due. */
  advanceClock(duration: unknown): { now: string; moves: number };
}

/**
 * Field path → message, the shape of a 400 `params` map: each key names a rejected field (dotted for nested
 * fields, such as `value.amount`) and each value says what is wrong with it.
 */
export type FieldMessages = Record<string, string>;

/**
 * Thrown by the simulator's control surface for a move its state machines do not allow, or an unknown id.
 * Over HTTP the same refusal becomes a 400 `invalid_request_body` with `params`.
 * @example
 * ```ts
 * try { sim.payrolls.complete(id); } catch (e) { if (e instanceof SimulatorError) console.log(e.message); }
 * ```
 */
export class SimulatorError extends Error {
  /** Always `'SimulatorError'`: the name shown in stack traces and logs. */
  override name = 'SimulatorError';
  /** Field-level detail, when the refusal concerns request fields. */
  readonly params: FieldMessages | undefined;

  /**
   * Creates the error; the simulator throws it itself, so tests mostly only catch it.
   * @example
   * ```ts
   * new SimulatorError('payroll is Completed', { payrollId: 'is Completed' });
   * ```
   */
  constructor(message: string, params?: FieldMessages) {
    super(message);
    this.params = params;
  }
}

/**
 * Looks a record up or throws a {@link SimulatorError} naming it.
 * @throws SimulatorError when the id is unknown.
 * @example
 * ```ts
 * const payroll = mustGet(state.payrolls, id, 'payroll');
 * ```
 */
export function mustGet<T>(map: Map<string, T>, id: string, what: string): T {
  const record = map.get(id);
  if (record === undefined) throw new SimulatorError(`no ${what} with id ${id}`);
  return record;
}

/**
 * Unix seconds of the simulator's clock.
 * @throws never.
 * @example
 * ```ts
 * nowSeconds(ctx);
 * ```
 */
export function nowSeconds(ctx: Pick<SimContext, 'now'>): number {
  return Math.floor(ctx.now() / 1000);
}

/**
 * `YYYY-MM-DD` of a Unix ms time, in UTC.
 * @throws never.
 * @example
 * ```ts
 * isoDay(Date.now()); // '2026-07-24'
 * ```
 */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The system actor of changes the simulator makes on its own. */
export const SYSTEM_ACTOR: Readonly<Actor> = Object.freeze({ type: 'system', id: null });

/**
 * The tenant key of a business, as webhooks carry it (`''` for an unknown business).
 * @throws never.
 * @example
 * ```ts
 * tenantKeyOf(ctx, businessId); // 'tnt_…'
 * ```
 */
export function tenantKeyOf(ctx: Pick<SimContext, 'state'>, businessId: string): string {
  return ctx.state.businesses.get(businessId)?.tenantKey ?? '';
}
