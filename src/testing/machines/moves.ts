import {
  STATE_MACHINES,
  type Transition,
  type TransitionMachine,
  type TransitionStatus,
} from '../../transitions.js';
import { SimulatorError } from '../context.js';

/*
 * The simulator's state machines follow the SDK's own tables (src/transitions.ts): the next step of a record,
 * the moves a caller's action may make and the event each move emits are read there, never written again here.
 */

const movesOf = (machine: TransitionMachine) => STATE_MACHINES[machine].transitions as readonly Transition[];

/**
 * The next status on a machine's main path: the first documented move out of `from` whose target is not one
 * of `detours` (a filing's `blocked` or `rejected`, for example) and that changes the status.
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
  const move = movesOf(machine).find((t) => t.from === from && t.to !== from && !detours.includes(t.to));
  return move?.to as TransitionStatus<M> | undefined;
}

/**
 * The event of a move: the documented one, else (for a move the spec leaves unshown, such as into `failed`)
 * the machine's event for its target status, `<prefix>.<to>`. Moves documented without an event are skipped.
 * @throws never.
 * @example
 * ```ts
 * eventOf('invoice', 'pending', 'approved'); // 'invoice.contractor.approved'
 * ```
 */
export function eventOf(machine: TransitionMachine, from: string | null, to: string): string {
  const named = movesOf(machine).filter((t) => t.event !== null);
  const documented = named.find((t) => t.from === from && t.to === to) ?? named.find((t) => t.to === to);
  if (documented?.event != null) return documented.event;
  const sample = named[0]?.event ?? `${machine}.created`;
  return `${sample.slice(0, sample.lastIndexOf('.'))}.${to}`;
}

/** What a refused action names: the record's kind and id, for the message. */
export interface MoveSubject {
  /** The record's kind in messages (`filing`, `invoice`). */
  readonly what: string;
  /** The record's id. */
  readonly id: string;
  /** Its status now. */
  readonly status: string;
}

/**
 * The documented move that the SDK method `action` makes from the record's status (to `to`, when the action can
 * lead to several statuses, as a review does). Nothing is changed here: the caller applies the move.
 * @throws SimulatorError naming the status and the statuses the action applies to, when the table has
 * no such move (a repeated approval, a cancel of a paid invoice).
 * @example
 * ```ts
 * actionMove('filing', { what: 'filing', id, status: 'in_review' }, 'statutory.filings.approve').to; // 'approved'
 * ```
 */
export function actionMove<M extends TransitionMachine>(
  machine: M,
  subject: MoveSubject,
  action: string,
  to?: string,
): Transition<TransitionStatus<M>> {
  const moves = movesOf(machine).filter((t) => t.action === action && (to === undefined || t.to === to));
  const move = moves.find((t) => t.from === subject.status);
  if (move !== undefined) return move as Transition<TransitionStatus<M>>;
  const from = [...new Set(moves.map((t) => t.from ?? '(new)'))];
  const verb = action.slice(action.lastIndexOf('.') + 1);
  const rule =
    from.length === 0
      ? `cannot ${verb}${to === undefined ? '' : ` to ${to}`}`
      : `${verb} needs ${from.join(' or ')}`;
  throw new SimulatorError(`${subject.what} ${subject.id} is ${subject.status}; ${rule}`, {
    status: `is ${subject.status}; ${rule}`,
  });
}

/**
 * The documented move from the record's status to `to` that the service makes on its own (a payment, a
 * settlement).
 * @throws SimulatorError naming the status when the table holds no such move.
 * @example
 * ```ts
 * documentedMove('invoice', { what: 'invoice', id, status: 'approved' }, 'paid').event; // 'invoice.contractor.paid'
 * ```
 */
export function documentedMove<M extends TransitionMachine>(
  machine: M,
  subject: MoveSubject,
  to: TransitionStatus<M>,
): Transition<TransitionStatus<M>> {
  const move = movesOf(machine).find(
    (t) => t.from === subject.status && t.to === to && t.action === undefined,
  );
  if (move !== undefined) return move as Transition<TransitionStatus<M>>;
  throw new SimulatorError(`${subject.what} ${subject.id} is ${subject.status}; it cannot become ${to}`, {
    status: `is ${subject.status}; cannot become ${to}`,
  });
}
