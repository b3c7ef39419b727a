/**
 * The state machines of the spec ("States and transitions") as data: each machine's status names and the
 * moves the spec documents, with the event each move emits. Only documented moves are listed; where the spec
 * says "Transitions: not shown" nothing is invented, so `canTransition` answers "documented", not
 * "possible".
 */
import { requestValidationError } from './internal/validation.js';

/**
 * One documented move of a state machine.
 *
 * @example
 * ```ts
 * const t: Transition<'pending' | 'processing'> =
 *   { from: 'pending', to: 'processing', event: 'remittance.processing' };
 * ```
 */
export interface Transition<S extends string = string> {
  /** The status before the move; `null` when the move creates the record (the spec's "(new)"). */
  readonly from: S | null;
  /** The status after the move. */
  readonly to: S;
  /** The webhook event type the move emits. */
  readonly event: string;
}

/**
 * A state machine: every status name the spec mentions for it, and its documented transitions.
 *
 * @example
 * ```ts
 * const m: StateMachine = STATE_MACHINES.filing;
 * ```
 */
export interface StateMachine<S extends string = string> {
  /** Every status name the spec mentions, including ones no documented transition reaches. */
  readonly statuses: readonly S[];
  /** The documented moves, in the spec's order. */
  readonly transitions: readonly Transition<S>[];
}

function defineMachine<const S extends string>(
  statuses: readonly S[],
  transitions: readonly Transition<NoInfer<S>>[],
): StateMachine<S> {
  transitions.forEach(Object.freeze);
  return Object.freeze({ statuses: Object.freeze(statuses), transitions: Object.freeze(transitions) });
}

// `failed` has no documented source state ("Transitions: not shown", though the event `remittance.failed`
// exists), and the initial status behind `remittance.created` is not stated either, so neither is listed.
const remittance = /* @__PURE__ */ defineMachine(
  ['pending', 'processing', 'completed', 'failed'],
  [
    { from: 'pending', to: 'processing', event: 'remittance.processing' },
    { from: 'processing', to: 'completed', event: 'remittance.completed' },
  ],
);

/** The filing machine's statuses on their own: the filing event schemas read these, not its transitions. */
export const FILING_STATUSES = [
  'upcoming',
  'pending',
  'blocked',
  'in_review',
  'approved',
  'submitted',
  'accepted',
  'rejected',
  'overdue',
  'amended',
  'cancelled',
] as const;

// "(any earlier) → in_review" is expanded to the states the table itself places before in_review
// (pending, blocked). `upcoming`, `overdue`, `amended` and `cancelled` are named, but their transitions
// are "not shown", so no entry uses them.
const filing = /* @__PURE__ */ defineMachine(FILING_STATUSES, [
  { from: null, to: 'pending', event: 'filing.created' },
  { from: 'pending', to: 'blocked', event: 'filing.blocked' },
  { from: 'blocked', to: 'pending', event: 'filing.pending' },
  { from: 'pending', to: 'in_review', event: 'filing.in_review' },
  { from: 'blocked', to: 'in_review', event: 'filing.in_review' },
  { from: 'in_review', to: 'approved', event: 'filing.approved' },
  { from: 'approved', to: 'submitted', event: 'filing.submitted' },
  { from: 'submitted', to: 'accepted', event: 'filing.accepted' },
  { from: 'submitted', to: 'rejected', event: 'filing.rejected' },
]);

const virtualAccount = /* @__PURE__ */ defineMachine(
  ['requested', 'submitted', 'active'],
  [
    { from: null, to: 'requested', event: 'virtual-account.requested' },
    { from: 'requested', to: 'submitted', event: 'virtual-account.submitted' },
    // The spec names the event of the move to `active` "created", not "activated".
    { from: 'submitted', to: 'active', event: 'virtual-account.created' },
  ],
);

// The read statuses of a payroll; every documented move emits `payroll.status.updated` with the webhook word
// of its target (PAYROLL_READ_TO_WEBHOOK_STATUS). The spec lists the moves in the order of its table; moves
// into Pending Approval, Rejected and Deleted are "not shown" (no webhook is sent for the last two).
const payroll = /* @__PURE__ */ defineMachine(
  [
    'Created',
    'Pending Submission',
    'Pending Approval',
    'Awaiting Funds',
    'Scheduled',
    'Processing',
    'Completed',
    'Rejected',
    'Deleted',
  ],
  [
    { from: null, to: 'Created', event: 'payroll.created' },
    { from: 'Created', to: 'Pending Submission', event: 'payroll.status.updated' },
    { from: 'Pending Submission', to: 'Awaiting Funds', event: 'payroll.status.updated' },
    { from: 'Awaiting Funds', to: 'Scheduled', event: 'payroll.status.updated' },
    { from: 'Scheduled', to: 'Processing', event: 'payroll.status.updated' },
    { from: 'Processing', to: 'Completed', event: 'payroll.status.updated' },
  ],
);

// "Contractor invoice: submitted, then approved or rejected on review, then paid."
const invoice = /* @__PURE__ */ defineMachine(
  ['submitted', 'approved', 'rejected', 'paid'],
  [
    { from: null, to: 'submitted', event: 'invoice.contractor.submitted' },
    { from: 'submitted', to: 'approved', event: 'invoice.contractor.approved' },
    { from: 'submitted', to: 'rejected', event: 'invoice.contractor.rejected' },
    { from: 'approved', to: 'paid', event: 'invoice.contractor.paid' },
  ],
);

// "Reimbursement: submitted, then approved (which disburses funds …) or rejected, then paid once settled."
const reimbursement = /* @__PURE__ */ defineMachine(
  ['submitted', 'approved', 'rejected', 'paid'],
  [
    { from: null, to: 'submitted', event: 'reimbursement.submitted' },
    { from: 'submitted', to: 'approved', event: 'reimbursement.approved' },
    { from: 'submitted', to: 'rejected', event: 'reimbursement.rejected' },
    { from: 'approved', to: 'paid', event: 'reimbursement.paid' },
  ],
);

// User verification, per component (identity, address): each status change fires `user.kyc.updated`;
// `rejected` means resubmission is needed, which starts processing again.
const kyc = /* @__PURE__ */ defineMachine(
  ['processing', 'approved', 'rejected'],
  [
    { from: null, to: 'processing', event: 'user.kyc.updated' },
    { from: 'processing', to: 'approved', event: 'user.kyc.updated' },
    { from: 'processing', to: 'rejected', event: 'user.kyc.updated' },
    { from: 'rejected', to: 'processing', event: 'user.kyc.updated' },
  ],
);

/**
 * The spec's state machines (payroll, filing, remittance, invoice, reimbursement, KYC, virtual account), keyed by
 * name. The SDK's helpers and the simulator both read them: a status or a move is written down once. Frozen.
 *
 * @example
 * ```ts
 * STATE_MACHINES.remittance.transitions.map((t) => t.event);
 * // ['remittance.processing', 'remittance.completed']
 * ```
 */
export const STATE_MACHINES = /* @__PURE__ */ Object.freeze({
  /** Remittances: `pending` → `processing` → `completed` (the way into `failed` is not shown). */
  remittance,
  /** Statutory filings, from creation to the authority's answer. */
  filing,
  /** Virtual accounts: `requested` → `submitted` → `active`. */
  'virtual-account': virtualAccount,
  /** Payrolls, in their read statuses: Created → … → Completed (Rejected and Deleted are read-only states). */
  payroll,
  /** Contractor invoices: submitted → approved or rejected; approved → paid. */
  invoice,
  /** Reimbursement claims: submitted → approved or rejected; approved → paid. */
  reimbursement,
  /** User verification (KYC), per component: processing → approved or rejected; rejected → processing. */
  kyc,
});

/**
 * The name of a state machine in {@link STATE_MACHINES}.
 *
 * @example
 * ```ts
 * const machine: TransitionMachine = 'filing';
 * ```
 */
export type TransitionMachine = keyof typeof STATE_MACHINES;

/**
 * The status names of one machine, e.g. `TransitionStatus<'remittance'>` is
 * `'pending' | 'processing' | 'completed' | 'failed'`.
 *
 * @example
 * ```ts
 * const status: TransitionStatus<'virtual-account'> = 'active';
 * ```
 */
export type TransitionStatus<M extends TransitionMachine> = (typeof STATE_MACHINES)[M]['statuses'][number];

/**
 * Whether the spec documents a move of `machine` from `from` (`null` for creation) to `to`. `false` means
 * "not documented", which includes moves the spec leaves unshown, such as any move into remittance `failed`.
 * Statuses are open strings so values read from the API can be passed as they are.
 *
 * @throws {@link RequestValidationError} with `params.machine` when `machine` is not a known machine.
 * @example
 * ```ts
 * canTransition('remittance', 'pending', 'processing'); // true
 * canTransition('filing', 'approved', 'pending'); // false
 * ```
 */
export function canTransition<M extends TransitionMachine>(
  machine: M,
  from: TransitionStatus<M> | (string & {}) | null,
  to: TransitionStatus<M> | (string & {}),
): boolean {
  if (!Object.hasOwn(STATE_MACHINES, machine)) {
    const names = Object.keys(STATE_MACHINES).map((name) => JSON.stringify(name));
    throw requestValidationError({ machine: `must be one of ${names.join(', ')}` });
  }
  const transitions: readonly Transition[] = STATE_MACHINES[machine].transitions;
  return transitions.some((t) => t.from === from && t.to === to);
}
