import type { SimClock } from './clock.js';
import type { SimContext, StatutoryChange } from './context.js';
import type { SeededRandom } from './random.js';
import { SimState } from './store/store.js';
import type { WebhookHub } from './webhooks/hub.js';

/*
 * The state machines' context. Events are muted while the default data is seeded: the seed is the starting
 * state, not a series of changes (the statutory audit log still records its history).
 */
export function createContext(hub: WebhookHub, clock: SimClock, ids: SeededRandom, events: SeededRandom) {
  const now = () => clock.now();
  let quiet = true;
  const state = new SimState();
  const emit = (type: string, data: Record<string, unknown>) => {
    if (!quiet) hub.emit(type, data);
  };
  const emitStatutory = (type: string, change: StatutoryChange) => {
    const occurredAt = new Date(now()).toISOString();
    state.audit.push({ id: `evt_${events.hex(10)}`, type, ...structuredClone(change), occurredAt });
    emit(type, structuredClone(change) as unknown as Record<string, unknown>);
  };
  const advanceClock = (duration: unknown) => clock.advance(duration as string | number);
  const ctx: SimContext = { state, random: ids, now, emit, emitStatutory, advanceClock };
  return {
    ctx,
    unmute: () => {
      quiet = false;
    },
  };
}
