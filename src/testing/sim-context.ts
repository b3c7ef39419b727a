import { isKnownWebhookEventType } from '../webhooks/event-types.js';
import type { SimClock } from './clock.js';
import type { SimContext, StatutoryChange } from './context.js';
import type { SeededRandom } from './random.js';
import { SimState } from './store/store.js';
import type { WebhookHub } from './webhooks/hub.js';

/*
 * The state machines' context. Events are muted while the default data is seeded: the seed is the starting
 * state, not a series of changes (the statutory audit log still records its history). A statutory change is
 * delivered as a webhook only when its type is one of the API's webhooks.
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
    // Audit-only types (a filing cancelled or amended) are no webhooks of the API: logged, not delivered.
    if (isKnownWebhookEventType(type))
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
