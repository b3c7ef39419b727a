import { STATE_MACHINES, type Transition } from '../transitions.js';
import { isKnownWebhookEventType, type KnownWebhookEventType } from './event-types.js';

type Chains = Partial<Record<KnownWebhookEventType, readonly KnownWebhookEventType[]>>;

/*
 * Chains the spec states outside its state tables: requirement.satisfied ("Event chains"), and transactions (an initiated one succeeds or fails; a succeeded one
 * can still fail when the recipient bank returns it). Rejections are final: the spec shows no resubmission.
 */
const NARRATED: Chains = {
  'requirement.created': ['requirement.satisfied'],
  // Each filing in data.unblockedFilings moves from blocked to pending.
  'requirement.satisfied': ['filing.pending'],
  'transaction.initiated': ['transaction.succeeded', 'transaction.failed'],
  'transaction.succeeded': ['transaction.failed'],
};

/**
 * Every state machine's chains (filing, remittance, payroll, invoice, reimbursement, KYC, virtual account) come
 * from the shared transition tables, so both helpers agree:
 * an event that moves a record into state S is followed by the events of the moves out of S.
 */
function chainsFromStateMachines(): Chains {
  const chains: Record<string, KnownWebhookEventType[]> = {};
  for (const machine of Object.values(STATE_MACHINES)) {
    const transitions: readonly Transition[] = machine.transitions;
    for (const { event, to } of transitions) {
      // A move with no webhook the SDK knows (an invoice's cancel, a filing's amendment) starts no chain.
      if (event === null || !isKnownWebhookEventType(event)) continue;
      const next = transitions.filter((t) => t.from === to).map((t) => t.event ?? '');
      const merged = new Set([...(chains[event] ?? []), ...next.filter(isKnownWebhookEventType)]);
      chains[event] = [...merged];
    }
  }
  return chains;
}

// One call without arguments, so a bundle that never reads the chains drops the tables they come from.
function buildChains(): Readonly<Chains> {
  return freezeChains({ ...chainsFromStateMachines(), ...NARRATED });
}

function freezeChains(chains: Chains): Readonly<Chains> {
  for (const next of Object.values(chains)) Object.freeze(next);
  return Object.freeze(chains);
}

/**
 * For each known event, the events that can follow it for the same resource, as the spec documents them.
 * Moves the spec leaves unshown (for example which state leads to `remittance.failed`) are not guessed.
 * `requirement.satisfied` leads to `filing.pending` for each id in its `data.unblockedFilings`.
 *
 * @example
 * ```ts
 * WEBHOOK_EVENT_CHAINS['invoice.contractor.submitted'];
 * // ['invoice.contractor.approved', 'invoice.contractor.rejected']
 * ```
 */
export const WEBHOOK_EVENT_CHAINS: Readonly<Chains> = /* @__PURE__ */ buildChains();

const NONE: readonly KnownWebhookEventType[] = /* @__PURE__ */ Object.freeze([]);

/**
 * Lists the events that can follow an event of the given type, for the same resource; empty for a final event
 * or a type the SDK does not know. Useful to tell what to wait for after, say, approving an invoice.
 *
 * @throws Never.
 * @example
 * ```ts
 * nextEventsOf('reimbursement.approved'); // ['reimbursement.paid']
 * nextEventsOf('invoice.contractor.paid'); // []
 * ```
 */
export function nextEventsOf(eventType: string): readonly KnownWebhookEventType[] {
  return isKnownWebhookEventType(eventType) ? (WEBHOOK_EVENT_CHAINS[eventType] ?? NONE) : NONE;
}
