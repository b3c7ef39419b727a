import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator's data table is plain JavaScript without declarations
import { WAITERS } from '../../codegen/waiters.mjs';
import { terminalStatuses } from '../../src/internal/waiter.js';
import { STATE_MACHINES, type TransitionMachine } from '../../src/transitions.js';

/*
 * Which statuses end a wait: those with no documented way out of their machine, less the ones the waiters
 * table keeps open because the spec names them without showing their moves. Written out here so a change to
 * a machine or the table that moves an end is a visible, reviewed change.
 */

const ENDS: Record<string, string[]> = {
  payroll: ['Completed', 'Rejected', 'Deleted'],
  filing: ['accepted', 'rejected', 'cancelled'],
  remittance: ['completed', 'failed'],
  invoice: ['rejected', 'paid', 'cancelled'],
  reimbursement: ['rejected', 'paid'],
  kyc: ['approved'],
};

describe('terminal statuses of each waiter', () => {
  const waiters = WAITERS as { machine: TransitionMachine; open?: string[] }[];

  it('covers the six machines users wait on', () => {
    expect(waiters.map((w) => w.machine).sort()).toEqual(Object.keys(ENDS).sort());
  });

  it.each(waiters.map((w) => [w.machine, w] as const))('%s', (name, waiter) => {
    const machine = STATE_MACHINES[name];
    const ends = terminalStatuses({ machine, open: waiter.open ?? [] });
    expect([...ends].sort()).toEqual([...(ENDS[name] ?? [])].sort());
    for (const status of waiter.open ?? []) expect(machine.statuses).toContain(status);
  });
});
