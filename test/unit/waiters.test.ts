import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator's data table is plain JavaScript without declarations
import { WAITERS } from '../../codegen/waiters.mjs';
import { terminalStatuses } from '../../src/internal/waiter.js';
import { STATE_MACHINES, type TransitionMachine } from '../../src/transitions.js';

/*
 * Which statuses end a wait: those with no documented way out of their machine, less the ones the waiters
 * table keeps open because the spec names them without showing their moves. The list per machine is written
 * once, in the waitFor table of docs/guides/running-in-production.md, and test/docs/doc-tables.test.ts compares
 * it with terminalStatuses(), so a change that moves an end is a visible, reviewed change of the guide.
 */

describe('terminal statuses of each waiter', () => {
  const waiters = WAITERS as { machine: TransitionMachine; open?: string[] }[];

  it('waits on distinct machines of STATE_MACHINES', () => {
    const machines = waiters.map((w) => w.machine);
    expect(new Set(machines).size).toBe(machines.length);
    for (const name of machines) expect(Object.keys(STATE_MACHINES)).toContain(name);
  });

  it.each(waiters.map((w) => [w.machine, w] as const))('%s', (name, waiter) => {
    const machine = STATE_MACHINES[name];
    const ends = terminalStatuses({ machine, open: waiter.open ?? [] });
    expect(ends.size).toBeGreaterThan(0);
    for (const status of ends) {
      expect(machine.statuses).toContain(status);
      // A move that keeps the status (an amendment of an accepted filing) is no way out of it.
      expect(machine.transitions.filter((t) => t.from === status && t.to !== status)).toEqual([]);
      expect(waiter.open ?? []).not.toContain(status);
    }
    for (const status of waiter.open ?? []) expect(machine.statuses).toContain(status);
  });
});
