import { describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/testing/index.js';
import { eventData, useMockServer } from './helpers.js';
import { api, createPayroll, saveBody, simDay } from './payroll-http.js';

/*
 * Funding and money over HTTP. The rule: waiting payrolls are funded in the order they were approved, each
 * when its wallet's available balance covers its debit (one that is not covered does not hold back a later,
 * smaller one). Every funded payroll is one PAYROLL debit in the ledger; a reversal is one credit.
 */

const t = useMockServer({ seed: 'payroll-funding' });

interface Wallet {
  currency: string;
  balance: number;
  available: number;
}
interface Booked {
  reference: string;
  direction: 'CREDIT' | 'DEBIT';
  amount: { value: string; currency: string };
  reason: string;
  paymentDetails: { preferredMethod: string };
}

async function usd(server: MockServer = t.server): Promise<Wallet> {
  const wallets = (await api(server, 'GET', '/v1/balances')).body.data as Wallet[];
  const wallet = wallets.find((w) => w.currency === 'USD');
  if (wallet === undefined) throw new Error('no USD wallet');
  return wallet;
}

async function status(payrollId: string): Promise<string> {
  return (await api(t.server, 'GET', `/v1/payrolls/${payrollId}`)).body.status;
}

async function contractors(): Promise<string[]> {
  const listed = await api(t.server, 'GET', '/v1/persons?limit=100');
  return (listed.body.data as { id: string; type: string; status?: string }[])
    .filter((p) => p.type === 'CONTRACTOR' && p.status !== 'Former')
    .map((p) => p.id);
}

/** A saved USD contractor payroll of `amount`, not approved yet. */
async function savedPayroll(amount: number): Promise<string> {
  const [personId] = await contractors();
  const id = await createPayroll(t.server, 'CONTRACTOR');
  const body = saveBody(t.server, [{ personId, salary: { amount, currency: 'USD' } }]);
  expect((await api(t.server, 'POST', `/v1/payrolls/${id}/save`, { body })).status).toBe(204);
  return id;
}

const approve = async (id: string) =>
  expect((await api(t.server, 'POST', `/v1/payrolls/${id}/approve`)).status).toBe(204);

const deposit = async (amount: number) => {
  const body = { description: 'Top-up', value: { amount, currency: 'USD' } };
  expect((await api(t.server, 'POST', '/v1/sandbox/business-deposits', { body })).status).toBeLessThan(300);
};

/** What the business still needs in USD to fund every payroll waiting in USD (from the list and balances). */
async function shortfall(): Promise<number> {
  const list = (await api(t.server, 'GET', '/v1/payrolls')).body.data as {
    status: string;
    debit: { amount: number; currency: string };
  }[];
  const waiting = list.filter((p) => p.status === 'Awaiting Funds' && p.debit.currency === 'USD');
  return waiting.reduce((sum, p) => sum + p.debit.amount, 0) - (await usd()).available;
}

/** The USD ledger from the day before the seed's clock start (the test clock only moves forward). */
async function ledger(since = simDay(t.server, -1)): Promise<Booked[]> {
  const { businessId } = t.server.simulator.fixtures;
  const path = `/v1/businesses/${businessId}/transactions?currency=USD&limit=100&startDate=${since}`;
  return (await api(t.server, 'GET', path)).body.data as Booked[];
}

describe('funding waiting payrolls', () => {
  it('funds the older payroll first: a deposit of exactly the new debit leaves the new payroll waiting', async () => {
    const { awaitingFundsPayrollId: older } = t.server.simulator.fixtures;
    expect((await usd()).available).toBe(1_000_000);
    const big = await savedPayroll(2_500_000);
    await approve(big);
    expect(await status(big)).toBe('Awaiting Funds');
    await deposit(2_500_000);
    expect([await status(older), await status(big)]).toEqual(['Scheduled', 'Awaiting Funds']);
    // The shortfall the API shows: what the waiting payrolls need beyond the available balance.
    expect(await shortfall()).toBe(2_500_000 - (1_000_000 + 2_500_000 - 1_800_000));
    await deposit(await shortfall());
    expect(await status(big)).toBe('Scheduled');
    expect(await usd()).toMatchObject({ available: 0 });
    const scheduled = eventData(t.server, 'payroll.status.updated').filter((d) => d.status === 'scheduled');
    expect(scheduled.map((d) => d.id)).toEqual([older, big]);
  });

  it('follows the approval order, not the creation order, and lets a covered later payroll pass', async () => {
    const { awaitingFundsPayrollId: seeded } = t.server.simulator.fixtures;
    const createdFirst = await savedPayroll(1_500_000);
    const createdSecond = await savedPayroll(1_500_000);
    await approve(createdSecond);
    await approve(createdFirst);
    // A small payroll the balance covers is scheduled at once, past the ones waiting.
    const small = await savedPayroll(100_000);
    await approve(small);
    expect(await status(small)).toBe('Scheduled');
    // 900 000 available + 2 400 000: the seeded payroll (1 800 000), then the first approved (1 500 000).
    await deposit(2_400_000);
    expect([await status(seeded), await status(createdSecond), await status(createdFirst)]).toEqual([
      'Scheduled',
      'Scheduled',
      'Awaiting Funds',
    ]);
    expect((await usd()).available).toBe(0);
  });
});

describe('money of payrolls', () => {
  it('books one debit per funded payroll and one credit per reversal; no balance goes negative', async () => {
    const before = await usd();
    const since = simDay(t.server, -1);
    const kept = await savedPayroll(400_000);
    const reversed = await savedPayroll(250_000);
    await approve(kept);
    await approve(reversed);
    expect([await status(kept), await status(reversed)]).toEqual(['Scheduled', 'Scheduled']);
    const after = await usd();
    expect(after.balance).toBe(before.balance - 650_000);
    expect(after.available).toBe(before.available - 650_000);

    // Deleting a funded payroll gives its debit back, as one credit; deleting it again is refused.
    expect((await api(t.server, 'DELETE', `/v1/payrolls/${reversed}`)).status).toBe(204);
    const again = await api(t.server, 'DELETE', `/v1/payrolls/${reversed}`);
    expect(again.status).toBe(400);
    expect(again.body.params).toEqual({ payrollId: 'is Deleted' });
    expect(await usd()).toMatchObject({
      balance: before.balance - 400_000,
      available: before.available - 400_000,
    });

    // Paying out moves no more money: the debit was taken when the payroll was funded.
    await api(t.server, 'POST', '/_simulator/clock/advance', { body: { duration: 'P8D' } });
    expect(await status(kept)).toBe('Completed');

    const booked = await ledger(since);
    const of = (id: string) => booked.filter((e) => e.reference === id);
    expect(of(kept)).toEqual([
      expect.objectContaining({ direction: 'DEBIT', amount: { value: '4000.00', currency: 'USD' } }),
    ]);
    expect(of(reversed).map((e) => [e.direction, e.amount.value, e.paymentDetails.preferredMethod])).toEqual([
      ['CREDIT', '2500.00', 'Payroll Reversal'],
      ['DEBIT', '2500.00', 'Payroll'],
    ]);
    const wallets = (await api(t.server, 'GET', '/v1/balances')).body.data as Wallet[];
    for (const wallet of wallets)
      expect(Math.min(wallet.balance, wallet.available)).toBeGreaterThanOrEqual(0);
  });

  it('never funds a payroll the balance does not cover', async () => {
    const huge = await savedPayroll(50_000_000);
    const before = await usd();
    await approve(huge);
    expect(await status(huge)).toBe('Awaiting Funds');
    expect(await usd()).toEqual(before);
    expect((await ledger()).filter((e) => e.reference === huge)).toEqual([]);
  });
});
