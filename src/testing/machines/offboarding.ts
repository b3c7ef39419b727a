import { isoDay, mustGet, type SimContext, SimulatorError, tenantKeyOf } from '../context.js';
import type { PersonRecord } from '../store/records.js';
import { touchPerson } from './person-updates.js';

/*
 * A person's offboarding: scheduled for an exit date, cancellable until then, completed when the simulator's
 * clock reaches it (the person becomes Former and keeps the details of the exit), and undone by a
 * reinstatement (Active again, no exit). Every move is a change of the person (its update time moves).
 */

function emit(
  ctx: SimContext,
  person: PersonRecord,
  type: string,
  extra: Record<string, unknown> = {},
): void {
  touchPerson(ctx, person);
  ctx.emit(type, { id: person.id, ...extra, tenantKey: tenantKeyOf(ctx, person.businessId) });
}

/**
 * Schedules an active person's exit (`person.offboarding.scheduled`).
 * @throws SimulatorError when the person is unknown, already Former or already leaving.
 * @example
 * ```ts
 * scheduleOffboarding(ctx, personId, { exitDate: '2026-12-31', reason: 'Contract ended' });
 * ```
 */
export function scheduleOffboarding(
  ctx: SimContext,
  personId: string,
  details: { exitDate: string; reason: string | null },
): PersonRecord {
  const person = mustGet(ctx.state.persons, personId, 'person');
  if (person.status !== 'Active' || person.offboarding !== undefined) {
    throw new SimulatorError(`person ${personId} is not an active person without a scheduled exit`, {
      personId: person.status === 'Active' ? 'already has an exit scheduled' : 'is no longer active',
    });
  }
  person.offboarding = { ...details };
  emit(ctx, person, 'person.offboarding.scheduled', { exitDate: details.exitDate, reason: details.reason });
  return person;
}

/**
 * Cancels a scheduled exit (`person.offboarding.cancelled`).
 * @throws SimulatorError when no exit is scheduled.
 * @example
 * ```ts
 * cancelOffboarding(ctx, personId);
 * ```
 */
export function cancelOffboarding(ctx: SimContext, personId: string): PersonRecord {
  const person = mustGet(ctx.state.persons, personId, 'person');
  if (person.offboarding === undefined || person.status !== 'Active') {
    throw new SimulatorError(`person ${personId} has no exit scheduled`, {
      personId: 'has no exit scheduled',
    });
  }
  person.offboarding = undefined;
  emit(ctx, person, 'person.offboarding.cancelled');
  return person;
}

/**
 * Completes every scheduled exit whose date the clock has reached (`person.offboarding.completed`); the
 * person becomes Former, its exit kept as done. Returns how many completed.
 * @throws never.
 * @example
 * ```ts
 * completeDueOffboardings(ctx);
 * ```
 */
export function completeDueOffboardings(ctx: SimContext): number {
  const today = isoDay(ctx.now());
  let completed = 0;
  for (const person of ctx.state.persons.values()) {
    const details = person.offboarding;
    if (details === undefined || person.status !== 'Active' || details.exitDate > today) continue;
    person.status = 'Former';
    emit(ctx, person, 'person.offboarding.completed', { exitDate: details.exitDate, reason: details.reason });
    completed += 1;
  }
  return completed;
}

/**
 * Brings a Former person back (`person.reinstated`).
 * @throws SimulatorError when the person is not Former.
 * @example
 * ```ts
 * reinstatePerson(ctx, personId);
 * ```
 */
export function reinstatePerson(ctx: SimContext, personId: string): PersonRecord {
  const person = mustGet(ctx.state.persons, personId, 'person');
  if (person.status !== 'Former') {
    throw new SimulatorError(`person ${personId} is not Former`, { personId: 'is still active' });
  }
  person.status = 'Active';
  person.offboarding = undefined;
  emit(ctx, person, 'person.reinstated');
  return person;
}
