import { STATE_MACHINES, type TransitionMachine, type TransitionStatus } from '../../transitions.js';

/*
 * The simulator's state machines follow the SDK's own tables (src/transitions.ts): the next step of a record
 * and the event a move emits are read there, never written again here.
 */

/**
 * The next status on a machine's main path: the first documented move out of `from` whose target is not one
 * of `detours` (a filing's `blocked` or `rejected`, for example).
 * @throws never.
 * @example
 * ```ts
 * nextStatus('remittance', 'pending'); // 'processing'
 * ```
 */
export function nextStatus<M extends TransitionMachine>(
  machine: M,
  from: string,
  detours: readonly string[] = [],
): TransitionStatus<M> | undefined {
  const transitions = STATE_MACHINES[machine].transitions as readonly { from: string | null; to: string }[];
  const move = transitions.find((t) => t.from === from && !detours.includes(t.to));
  return move?.to as TransitionStatus<M> | undefined;
}

/**
 * The event of a move: the documented one, else (for a move the spec leaves unshown, such as into `failed`)
 * the machine's event for its target status, `<prefix>.<to>`.
 * @throws never.
 * @example
 * ```ts
 * eventOf('invoice', 'submitted', 'approved'); // 'invoice.contractor.approved'
 * ```
 */
export function eventOf(machine: TransitionMachine, from: string | null, to: string): string {
  const transitions = STATE_MACHINES[machine].transitions as readonly {
    from: string | null;
    to: string;
    event: string;
  }[];
  const documented =
    transitions.find((t) => t.from === from && t.to === to) ?? transitions.find((t) => t.to === to);
  if (documented !== undefined) return documented.event;
  const sample = transitions[0]?.event ?? `${machine}.created`;
  return `${sample.slice(0, sample.lastIndexOf('.'))}.${to}`;
}
