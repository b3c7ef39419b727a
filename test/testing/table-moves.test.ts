import { describe, expect, it } from 'vitest';
import type { SimContext } from '../../src/testing/context.js';
import { SimulatorError } from '../../src/testing/context.js';
import { machineOfCollection } from '../../src/testing/declared/table-collections.js';
import { firstStatus, machineOfAction, moveByTable } from '../../src/testing/machines/table-moves.js';

/*
 * A move named in a state machine's table is all the simulator needs to serve an action on a stored record:
 * the table says which statuses the SDK method applies to, where it leads and which event it sends. (A new
 * operation served this way is checked over HTTP by every-operation*.test.ts and its own test.)
 */

function fakeContext() {
  const sent: { type: string; data: Record<string, unknown> }[] = [];
  const businesses = new Map([['biz_1', { tenantKey: 'tnt_1' }]]);
  const ctx = {
    state: { businesses },
    emit: (type: string, data: Record<string, unknown>) => sent.push({ type, data }),
  };
  return { ctx: ctx as unknown as SimContext, sent };
}

describe('moves made from the table alone', () => {
  it('finds the machine of an SDK method and the collection it governs', () => {
    expect(machineOfAction('invoices.cancel')).toBe('invoice');
    expect(machineOfAction('statutory.filings.approve')).toBe('filing');
    expect(machineOfAction('contracts.get')).toBeUndefined();
    expect(machineOfCollection('/v1/invoices')).toBe('invoice');
    expect(machineOfCollection('/v1/contracts')).toBeUndefined();
  });

  it('starts a record at its creation move, else at the first status', () => {
    expect(firstStatus('invoice')).toBe('pending');
    expect(firstStatus('milestone')).toBe('Planned');
    expect(firstStatus('remittance')).toBe('pending');
  });

  it('moves a record by the table and sends the move’s event with its ids, status and tenant key', () => {
    const { ctx, sent } = fakeContext();
    const claim = { id: 'r_1', status: 'submitted', personId: 'p_1', amount: 10 };
    const move = moveByTable(ctx, 'biz_1', claim, 'reimbursements.review', 'reimbursement');
    expect(move).toMatchObject({ from: 'submitted', to: 'approved', event: 'reimbursement.approved' });
    expect(claim.status).toBe('approved');
    expect(sent).toEqual([
      {
        type: 'reimbursement.approved',
        data: { id: 'r_1', personId: 'p_1', status: 'approved', tenantKey: 'tnt_1' },
      },
    ]);
  });

  it('refuses a move the table does not hold, naming the statuses it needs, and changes nothing', () => {
    const { ctx, sent } = fakeContext();
    const invoice = { id: 'i_1', status: 'paid' };
    const refuse = () => moveByTable(ctx, 'biz_1', invoice, 'invoices.cancel', 'invoice');
    expect(refuse).toThrow(SimulatorError);
    expect(refuse).toThrow('invoice i_1 is paid; cancel needs pending or approved');
    expect(invoice.status).toBe('paid');
    expect(sent).toEqual([]);
  });
});
