import type { SimContext } from '../context.js';
import { cancelOffboarding, reinstatePerson, scheduleOffboarding } from '../machines/offboarding.js';
import type { PersonRecord } from '../store/records.js';

/**
 * Persons' exits, driven directly (`sim.offboarding`): what `POST /v1/persons/{id}/offboard`,
 * `…/cancelOffboarding` and `…/reinstate` do over HTTP. A scheduled exit completes when the clock reaches it.
 * @example
 * ```ts
 * sim.offboarding.schedule(personId, { exitDate: '2026-12-31', reason: 'Contract ended' });
 * sim.clock.advance('P40D'); // person.offboarding.completed; the person is Former
 * ```
 */
export class OffboardingControls {
  readonly #ctx: SimContext;

  /** @internal */
  constructor(ctx: SimContext) {
    this.#ctx = ctx;
  }

  /**
   * Schedules an active person's exit (`person.offboarding.scheduled`).
   * @throws SimulatorError when the person is not active or already leaving.
   * @example
   * ```ts
   * sim.offboarding.schedule(personId, { exitDate: '2026-12-31', reason: null });
   * ```
   */
  schedule(personId: string, details: { exitDate: string; reason: string | null }): PersonRecord {
    return structuredClone(scheduleOffboarding(this.#ctx, personId, details));
  }

  /**
   * Cancels a scheduled exit (`person.offboarding.cancelled`).
   * @throws SimulatorError when none is scheduled.
   * @example
   * ```ts
   * sim.offboarding.cancel(personId);
   * ```
   */
  cancel(personId: string): PersonRecord {
    return structuredClone(cancelOffboarding(this.#ctx, personId));
  }

  /**
   * Brings a Former person back (`person.reinstated`).
   * @throws SimulatorError when the person is not Former.
   * @example
   * ```ts
   * sim.offboarding.reinstate(personId);
   * ```
   */
  reinstate(personId: string): PersonRecord {
    return structuredClone(reinstatePerson(this.#ctx, personId));
  }
}
