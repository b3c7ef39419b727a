import { describe, expect, it } from 'vitest';
import { clientFor, eventData, useMockServer } from './helpers.js';

type Wallet = { currency?: string; balance?: number; available?: number };
const usd = (wallets: readonly Wallet[]) => wallets.find((w) => w.currency === 'USD');

/*
 * Every id an event gives for a movement of money names a movement the books hold: an integrator reconciles the
 * webhook with the business transactions, so the id in one must be found in the other, with the same amount.
 * And money goes where the worker's payment info says: a worker paid to a wallet finds the pay in the wallet.
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

  it("a payroll pays a worker whose payment info is a wallet into the wallet of the worker's user", async () => {
    const sim = ctx.server.simulator;
    const client = clientFor(ctx.server);
    const { userId, userPersonId, personIds, businessId } = sim.fixtures;
    const other = personIds.find((id) => id !== userPersonId) as string;
    await client.persons.paymentInfo.update(userPersonId, {
      preferredMethod: 'wallet',
      wallet: { type: 'user' },
    });
    const { type } = await client.persons.get(userPersonId);
    const workerType = type === 'EMPLOYEE' ? 'EMPLOYEE' : 'CONTRACTOR';
    const sameType = [];
    for (const id of personIds.slice(0, 20))
      if (id !== userPersonId && (await client.persons.get(id)).type === type) sameType.push(id);
    const bankWorker = sameType[0] ?? other;
    const walletBefore = usd((await client.users.wallets.list(userId)).data as Wallet[]);

    const { payrollId } = await client.payrolls.create({ workerType, type: 'ONE_OFF' });
    const payDay = new Date(sim.clock.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await client.payrolls.save(payrollId, {
      payrollDate: payDay,
      payPeriod: { fromDate: payDay, toDate: payDay },
      entries: [
        { personId: userPersonId, salary: { amount: 12_345, currency: 'USD' } },
        { personId: bankWorker, salary: { amount: 20_000, currency: 'USD' } },
      ],
    });
    await client.payrolls.approve(payrollId);
    sim.clock.advance('P5D');
    expect((await client.payrolls.get(payrollId)).status).toBe('Completed');

    const walletAfter = usd((await client.users.wallets.list(userId)).data as Wallet[]);
    expect(Number(walletAfter?.balance) - Number(walletBefore?.balance ?? 0)).toBe(12_345);
    const balances = (await client.users.balances.list(userId)).data as Wallet[];
    expect(usd(balances)).toEqual(walletAfter);
    const page = await client.businesses.transactions.list(businessId, {
      currency: 'USD',
      startDate: '2000-01-01',
    });
    const debits = (page.data as Transaction[]).filter((t) => t.reference === payrollId);
    expect(debits.map((t) => [t.direction, t.amount?.value])).toEqual([['DEBIT', '323.45']]);

    const paid = eventData(ctx.server, 'transaction.succeeded').filter((e) => e.reference === payrollId);
    expect(paid).toEqual([
      expect.objectContaining({
        recipientType: 'USER',
        recipientId: userId,
        amount: { amount: 12_345, currency: 'USD' },
      }),
      expect.objectContaining({ recipientType: workerType, recipientId: bankWorker }),
    ]);
  });

  it("a paid invoice or claim of a worker paid to a wallet is credited to the wallet of the worker's user", async () => {
    const sim = ctx.server.simulator;
    const client = clientFor(ctx.server);
    const { invoiceId, reimbursementId } = sim.fixtures;
    const balanceOf = async (userId: string) =>
      Number(usd((await client.users.wallets.list(userId)).data as Wallet[])?.balance ?? 0);
    const invoice = await client.invoices.get(invoiceId);
    const claim = await client.reimbursements.get(reimbursementId);
    // The invoice read carries its contractor's user beside the documented fields.
    const owners = [String((invoice as { userId?: string }).userId), String(claim.userId)];
    for (const userId of owners) {
      const { personId } = await client.users.get(userId);
      await client.persons.paymentInfo.update(String(personId), { preferredMethod: 'wallet' });
    }
    const before = await Promise.all(owners.map(balanceOf));
    await client.invoices.review(invoiceId, { action: 'approve' });
    await client.reimbursements.review(reimbursementId, { action: 'approve' });
    sim.clock.advance('PT1H');
    expect((await client.invoices.get(invoiceId)).status).toBe('paid');
    expect((await client.reimbursements.get(reimbursementId)).status).toBe('paid');
    const after = await Promise.all(owners.map(balanceOf));
    expect(Number(after[0]) - Number(before[0]), 'the invoice, in the contractor wallet').toBe(250_000);
    expect(Number(after[1]) - Number(before[1]), 'the claim, in the claimant wallet').toBe(45_600);
  });
});
