/**
 * The state machines of the spec ("States and transitions") as data: each machine's status names and the
 * moves the API documents, with the event each move emits (or `null` where it documents none) and the
 * operation that makes it when a caller's request does. Only documented moves are listed; where the documents
 * say "Transitions: not shown" nothing is invented, so `canTransition` answers "documented", not "possible".
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
  /** The status after the move; the same as `from` for a move that keeps the status (an amendment). */
  readonly to: S;
  /** The webhook event type the move emits, or `null` when the API documents no event for it (a cancel). */
  readonly event: string | null;
  /**
   * The SDK method whose call makes the move (`'statutory.filings.approve'`); absent for the moves the
   * service makes on its own (validation, settlement, the authority's answer).
   */
  readonly action?: string;
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
// (pending, blocked). The cancel and amend moves are the filing operations' own documents: a filing not yet
// submitted can be cancelled (upcoming, pending, blocked, in_review, approved, overdue); an accepted one is
// amended by a new filing and stays accepted. `upcoming`, `overdue` and `amended` are named, but their moves are
// "not shown". Every move is written out: a computed one (a `.map()` spread into the list) would keep this
// machine in bundles that never read it, such as workforce-api/webhooks, which imports FILING_STATUSES.
const filing = /* @__PURE__ */ defineMachine(FILING_STATUSES, [
  { from: null, to: 'pending', event: 'filing.created' },
  { from: 'pending', to: 'blocked', event: 'filing.blocked' },
  { from: 'blocked', to: 'pending', event: 'filing.pending' },
  { from: 'pending', to: 'in_review', event: 'filing.in_review' },
  { from: 'blocked', to: 'in_review', event: 'filing.in_review' },
  { from: 'in_review', to: 'approved', event: 'filing.approved', action: 'statutory.filings.approve' },
  { from: 'approved', to: 'submitted', event: 'filing.submitted' },
  { from: 'submitted', to: 'accepted', event: 'filing.accepted' },
  { from: 'submitted', to: 'rejected', event: 'filing.rejected' },
  { from: 'upcoming', to: 'cancelled', event: 'filing.cancelled', action: 'statutory.filings.cancel' },
  { from: 'pending', to: 'cancelled', event: 'filing.cancelled', action: 'statutory.filings.cancel' },
  { from: 'blocked', to: 'cancelled', event: 'filing.cancelled', action: 'statutory.filings.cancel' },
  { from: 'in_review', to: 'cancelled', event: 'filing.cancelled', action: 'statutory.filings.cancel' },
  { from: 'approved', to: 'cancelled', event: 'filing.cancelled', action: 'statutory.filings.cancel' },
  { from: 'overdue', to: 'cancelled', event: 'filing.cancelled', action: 'statutory.filings.cancel' },
  { from: 'accepted', to: 'accepted', event: 'filing.amended', action: 'statutory.filings.amend' },
]);

const virtualAccount = /* @__PURE__ */ defineMachine(
  ['requested', 'submitted', 'active'],
  [
    {
      from: null,
      to: 'requested',
      event: 'virtual-account.requested',
      action: 'users.virtualAccounts.create',
    },
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

// "Contractor invoice: submitted, then approved or rejected on review, then paid", in the statuses an invoice
// reads (`pending` is the submitted invoice awaiting review). A cancel voids an invoice that can still be
// reviewed or paid; the API documents no event for it. The moves into `partially paid` and `overdue` are not
// shown.
const invoice = /* @__PURE__ */ defineMachine(
  ['pending', 'approved', 'rejected', 'partially paid', 'paid', 'overdue', 'cancelled'],
  [
    { from: null, to: 'pending', event: 'invoice.contractor.submitted' },
    { from: 'pending', to: 'approved', event: 'invoice.contractor.approved', action: 'invoices.review' },
    { from: 'pending', to: 'rejected', event: 'invoice.contractor.rejected', action: 'invoices.review' },
    { from: 'approved', to: 'paid', event: 'invoice.contractor.paid' },
    { from: 'pending', to: 'cancelled', event: null, action: 'invoices.cancel' },
    { from: 'approved', to: 'cancelled', event: null, action: 'invoices.cancel' },
  ],
);

// A milestone of a milestone-type contractor: completing it (from Planned, or again after a rejection) submits
// its invoice; from then on it follows that invoice. Milestones have no events of their own: the invoice's
// events tell the story.
const milestone = /* @__PURE__ */ defineMachine(
  ['Planned', 'Submitted', 'Approved', 'Rejected', 'Paid'],
  [
    { from: null, to: 'Planned', event: null, action: 'persons.milestones.create' },
    { from: 'Planned', to: 'Submitted', event: null, action: 'persons.milestones.complete' },
    { from: 'Rejected', to: 'Submitted', event: null, action: 'persons.milestones.complete' },
    { from: 'Submitted', to: 'Approved', event: null },
    { from: 'Submitted', to: 'Rejected', event: null },
    { from: 'Approved', to: 'Paid', event: null },
  ],
);

// "Reimbursement: submitted, then approved (which disburses funds …) or rejected, then paid once settled."
const reimbursement = /* @__PURE__ */ defineMachine(
  ['submitted', 'approved', 'rejected', 'paid'],
  [
    { from: null, to: 'submitted', event: 'reimbursement.submitted' },
    { from: 'submitted', to: 'approved', event: 'reimbursement.approved', action: 'reimbursements.review' },
    { from: 'submitted', to: 'rejected', event: 'reimbursement.rejected', action: 'reimbursements.review' },
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
 * The spec's state machines (payroll, filing, remittance, invoice, milestone, reimbursement, KYC, virtual account), keyed by
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
  /** Contractor invoices: pending → approved or rejected; approved → paid; a cancel voids them (no event). */
  invoice,
  /** Milestones: Planned → Submitted (completed, invoiced) → Approved or Rejected → Paid, following the invoice. */
  milestone,
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
 * @throws RequestValidationError with `params.machine` when `machine` is not a known machine.
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
