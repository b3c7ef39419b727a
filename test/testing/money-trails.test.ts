import { describe, expect, it } from 'vitest';
import { clientFor, eventData, useMockServer } from './helpers.js';

/*
 * Every id an event gives for a movement of money names a movement the books hold: an integrator reconciles the
 * webhook with the business transactions, so the id in one must be found in the other, with the same amount.
 */

type Transaction = { id: string; reference?: string; direction?: string; amount?: { value: string } };

describe('money events name the movements the books hold', () => {
  const ctx = useMockServer({ seed: 'money-trails' });

  it("reimbursement.paid's disbursementId is the business transaction that paid the claim", async () => {
    const client = clientFor(ctx.server);
    const { reimbursementId, businessId } = ctx.server.simulator.fixtures;
    await client.reimbursements.review(reimbursementId, { action: 'approve' });
    ctx.server.simulator.clock.advance('PT1H');
    expect((await client.reimbursements.get(reimbursementId)).status).toBe('paid');

    const [paid] = eventData(ctx.server, 'reimbursement.paid');
    const page = await client.businesses.transactions.list(businessId, {
      currency: 'USD',
      startDate: '2000-01-01',
    });
    const transactions = page.data as Transaction[];
    const disbursement = transactions.find((t) => t.id === paid?.disbursementId);
    expect(disbursement, 'the disbursement is a business transaction').toMatchObject({
      reference: reimbursementId,
      direction: 'DEBIT',
      amount: { value: '456.00' },
    });
    expect(paid?.amount).toEqual({ amount: 45_600, currency: 'USD' });
  });
});
