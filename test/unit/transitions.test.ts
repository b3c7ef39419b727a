import { describe, expect, expectTypeOf, it } from 'vitest';
import { RequestValidationError } from '../../src/core/client-errors.js';
import {
  canTransition,
  STATE_MACHINES,
  type TransitionMachine,
  type TransitionStatus,
} from '../../src/transitions.js';

const EDGES = (machine: TransitionMachine) =>
  STATE_MACHINES[machine].transitions.map(
    (t) => `${t.from ?? '(new)'} -> ${t.to}: ${t.event ?? 'no event'}${t.action ? ` by ${t.action}` : ''}`,
  );

describe('STATE_MACHINES', () => {
  it('holds the machines of the spec (a machine added later needs no edit here)', () => {
    expect(Object.keys(STATE_MACHINES)).toEqual(
      expect.arrayContaining([
        'remittance',
        'filing',
        'virtual-account',
        'payroll',
        'invoice',
        'milestone',
        'reimbursement',
        'kyc',
      ]),
    );
  });

  it('holds the remittance table, without an invented source for failed', () => {
    expect(STATE_MACHINES.remittance.statuses).toEqual(['pending', 'processing', 'completed', 'failed']);
    expect(EDGES('remittance')).toEqual([
      'pending -> processing: remittance.processing',
      'processing -> completed: remittance.completed',
    ]);
  });

  it('holds the filing table with every status name seen', () => {
    expect(STATE_MACHINES.filing.statuses).toEqual([
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
    ]);
    expect(EDGES('filing')).toEqual([
      '(new) -> pending: filing.created',
      'pending -> blocked: filing.blocked',
      'blocked -> pending: filing.pending',
      'pending -> in_review: filing.in_review',
      'blocked -> in_review: filing.in_review',
      'in_review -> approved: filing.approved by statutory.filings.approve',
      'approved -> submitted: filing.submitted',
      'submitted -> accepted: filing.accepted',
      'submitted -> rejected: filing.rejected',
      'upcoming -> cancelled: filing.cancelled by statutory.filings.cancel',
      'pending -> cancelled: filing.cancelled by statutory.filings.cancel',
      'blocked -> cancelled: filing.cancelled by statutory.filings.cancel',
      'in_review -> cancelled: filing.cancelled by statutory.filings.cancel',
      'approved -> cancelled: filing.cancelled by statutory.filings.cancel',
      'overdue -> cancelled: filing.cancelled by statutory.filings.cancel',
      'accepted -> accepted: filing.amended by statutory.filings.amend',
    ]);
    expect(canTransition('filing', 'submitted', 'cancelled')).toBe(false);
  });

  it('holds the virtual account table', () => {
    expect(STATE_MACHINES['virtual-account'].statuses).toEqual(['requested', 'submitted', 'active']);
    expect(EDGES('virtual-account')).toEqual([
      '(new) -> requested: virtual-account.requested by users.virtualAccounts.create',
      'requested -> submitted: virtual-account.submitted',
      'submitted -> active: virtual-account.created',
    ]);
  });

  it('holds the payroll, invoice, reimbursement and KYC moves the spec narrates', () => {
    expect(EDGES('payroll')).toEqual([
      '(new) -> Created: payroll.created',
      'Created -> Pending Submission: payroll.status.updated',
      'Pending Submission -> Awaiting Funds: payroll.status.updated',
      'Awaiting Funds -> Scheduled: payroll.status.updated',
      'Scheduled -> Processing: payroll.status.updated',
      'Processing -> Completed: payroll.status.updated',
    ]);
    expect(STATE_MACHINES.invoice.statuses).toEqual([
      'pending',
      'approved',
      'rejected',
      'partially paid',
      'paid',
      'overdue',
      'cancelled',
    ]);
    expect(EDGES('invoice')).toEqual([
      '(new) -> pending: invoice.contractor.submitted',
      'pending -> approved: invoice.contractor.approved by invoices.review',
      'pending -> rejected: invoice.contractor.rejected by invoices.review',
      'approved -> paid: invoice.contractor.paid',
      'pending -> cancelled: no event by invoices.cancel',
      'approved -> cancelled: no event by invoices.cancel',
    ]);
    expect(EDGES('milestone')).toEqual([
      '(new) -> Planned: no event by persons.milestones.create',
      'Planned -> Submitted: no event by persons.milestones.complete',
      'Rejected -> Submitted: no event by persons.milestones.complete',
      'Submitted -> Approved: no event',
      'Submitted -> Rejected: no event',
      'Approved -> Paid: no event',
    ]);
    expect(EDGES('reimbursement').map((e) => e.split(': ')[1])).toEqual([
      'reimbursement.submitted',
      'reimbursement.approved by reimbursements.review',
      'reimbursement.rejected by reimbursements.review',
      'reimbursement.paid',
    ]);
    expect(canTransition('kyc', 'rejected', 'processing')).toBe(true);
    expect(canTransition('kyc', 'approved', 'rejected')).toBe(false);
  });

  it.each(Object.keys(STATE_MACHINES) as TransitionMachine[])(
    'uses only declared statuses and prefixes events with the machine name (%s)',
    (machine) => {
      const { statuses, transitions } = STATE_MACHINES[machine];
      for (const t of transitions) {
        if (t.from !== null) expect(statuses).toContain(t.from);
        expect(statuses).toContain(t.to);
        const prefix =
          { kyc: 'user.kyc.', invoice: 'invoice.contractor.' }[machine as string] ?? `${machine}.`;
        // A move the API documents no event for says so with null.
        if (t.event !== null) expect(t.event.startsWith(prefix)).toBe(true);
      }
    },
  );

  it.each(Object.keys(STATE_MACHINES) as TransitionMachine[])('is deeply frozen (%s)', (machine) => {
    const definition = STATE_MACHINES[machine];
    expect(Object.isFrozen(STATE_MACHINES)).toBe(true);
    expect(Object.isFrozen(definition)).toBe(true);
    expect(Object.isFrozen(definition.statuses)).toBe(true);
    expect(Object.isFrozen(definition.transitions)).toBe(true);
    expect(definition.transitions.every((t) => Object.isFrozen(t))).toBe(true);
    expect(() => {
      (definition.transitions as unknown[]).push({ from: 'x', to: 'y', event: 'z' });
    }).toThrow(TypeError);
  });
});

describe('canTransition', () => {
  it.each([
    ['remittance', 'pending', 'processing'],
    ['remittance', 'processing', 'completed'],
    ['filing', null, 'pending'],
    ['filing', 'pending', 'blocked'],
    ['filing', 'blocked', 'pending'],
    ['filing', 'pending', 'in_review'],
    ['filing', 'blocked', 'in_review'],
    ['filing', 'in_review', 'approved'],
    ['filing', 'approved', 'submitted'],
    ['filing', 'submitted', 'accepted'],
    ['filing', 'submitted', 'rejected'],
    ['virtual-account', null, 'requested'],
    ['virtual-account', 'requested', 'submitted'],
    ['virtual-account', 'submitted', 'active'],
  ] as const)('allows the documented move %s: %s -> %s', (machine, from, to) => {
    expect(canTransition(machine, from, to)).toBe(true);
  });

  it.each([
    ['remittance', 'pending', 'completed', 'skips processing'],
    ['remittance', 'completed', 'processing', 'goes backwards'],
    ['remittance', 'pending', 'failed', 'source of failed is not shown'],
    ['remittance', 'processing', 'failed', 'source of failed is not shown'],
    ['remittance', null, 'pending', 'initial status is not shown'],
    ['remittance', 'pending', 'pending', 'is not a move'],
    ['filing', null, 'in_review', 'creation leads to pending'],
    ['filing', 'upcoming', 'pending', 'upcoming transitions are not shown'],
    ['filing', 'approved', 'pending', 'goes backwards'],
    ['filing', 'submitted', 'cancelled', 'cancelled transitions are not shown'],
    ['filing', 'accepted', 'amended', 'amended transitions are not shown'],
    ['filing', 'in_review', 'submitted', 'skips approval'],
    ['virtual-account', 'requested', 'active', 'skips submitted'],
    ['virtual-account', null, 'active', 'does not start active'],
    ['virtual-account', 'pending', 'processing', 'statuses of another machine'],
    ['filing', 'Pending', 'Blocked', 'is case-sensitive'],
    ['remittance', 'refunded', 'completed', 'unknown status'],
  ] as const)('refuses %s: %s -> %s (%s)', (machine, from, to, _why) => {
    expect(canTransition(machine, from, to)).toBe(false);
  });

  it('refuses an unknown machine with a RequestValidationError', () => {
    const call = () => canTransition('no-such-machine' as TransitionMachine, 'signed', 'revoked');
    expect(call).toThrow(RequestValidationError);
    expect(call).toThrow(
      expect.objectContaining({
        params: {
          machine: `must be one of ${Object.keys(STATE_MACHINES)
            .map((name) => `"${name}"`)
            .join(', ')}`,
        },
      }),
    );
  });

  it('does not treat inherited property names as machines', () => {
    expect(() => canTransition('toString' as TransitionMachine, 'a', 'b')).toThrow(RequestValidationError);
  });

  it('types: statuses per machine, open strings accepted', () => {
    expectTypeOf<TransitionStatus<'remittance'>>().toEqualTypeOf<
      'pending' | 'processing' | 'completed' | 'failed'
    >();
    expectTypeOf<TransitionStatus<'virtual-account'>>().toEqualTypeOf<'requested' | 'submitted' | 'active'>();
    expectTypeOf<
      | 'remittance'
      | 'filing'
      | 'virtual-account'
      | 'payroll'
      | 'invoice'
      | 'milestone'
      | 'reimbursement'
      | 'kyc'
    >().toExtend<TransitionMachine>();
    const fromApi: string = 'pending';
    expect(canTransition('remittance', fromApi, 'processing')).toBe(true);
  });
});
