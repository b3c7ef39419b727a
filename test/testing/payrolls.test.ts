import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError } from '../../src/index.js';
import { startMockServer } from '../../src/testing/index.js';
import { clientFor, eventData, failure, useMockServer } from './helpers.js';

const t = useMockServer();

function deposit(amount: number, currency: string) {
  return clientFor(t.server).request({
    method: 'POST',
    path: '/v1/sandbox/business-deposits',
    body: { description: 'Top-up', value: { amount, currency } },
  });
}

function usd(server = t.server) {
  return server.simulator.businesses.balances().find((w) => w.currency === 'USD');
}

describe('payroll state machine', () => {
  it('keeps an approved payroll in Awaiting Funds until a sandbox deposit covers it, then schedules it', async () => {
    const client = clientFor(t.server);
    const { awaitingFundsPayrollId: id, tenantKey, businessId } = t.server.simulator.fixtures;
    expect(await client.payrolls.get(id)).toMatchObject({
      payrollId: id,
      status: 'Awaiting Funds',
      debit: { amount: 1_800_000, currency: 'USD' },
    });
    await deposit(500_000, 'USD');
    expect((await client.payrolls.get(id)).status).toBe('Awaiting Funds');
    expect(eventData(t.server, 'payroll.status.updated')).toEqual([]);
    await deposit(500_000, 'USD');
    expect((await client.payrolls.get(id)).status).toBe('Scheduled');
    expect(usd()).toMatchObject({ available: 200_000, balance: 450_000 });
    expect(eventData(t.server, 'payroll.status.updated')).toEqual([{ id, status: 'scheduled', tenantKey }]);
    expect(eventData(t.server, 'transaction.succeeded')[1]).toMatchObject({
      amount: { amount: 500_000, currency: 'USD' },
      type: 'DEPOSIT',
      recipientId: businessId,
      recipientType: 'BUSINESS',
      tenantKey,
    });
  });

  it('approving a payroll the balance covers emits approved then scheduled and deducts the debit', async () => {
    const client = clientFor(t.server);
    const id = t.server.simulator.fixtures.pendingPayrollId;
    expect((await client.payrolls.get(id)).status).toBe('Pending Submission');
    await client.request({ method: 'POST', path: `/v1/payrolls/${id}/approve` });
    expect((await client.payrolls.get(id)).status).toBe('Scheduled');
    expect(eventData(t.server, 'payroll.status.updated').map((d) => d.status)).toEqual([
      'approved',
      'scheduled',
    ]);
    const eur = t.server.simulator.businesses.balances().find((w) => w.currency === 'EUR');
    expect(eur).toMatchObject({ available: 350_000, balance: 400_000 });
  });

  it('approving a payroll the balance does not cover leaves it in Awaiting Funds', async () => {
    const sim = t.server.simulator;
    const payroll = sim.payrolls.create({
      entries: [{ personId: sim.fixtures.personIds[10]!, salary: { amount: 5_000_000, currency: 'USD' } }],
    });
    await clientFor(t.server).request({ method: 'POST', path: `/v1/payrolls/${payroll.payrollId}/approve` });
    expect(sim.payrolls.get(payroll.payrollId).status).toBe('Awaiting Funds');
    expect(eventData(t.server, 'payroll.created')).toEqual([
      { id: payroll.payrollId, workerType: 'CONTRACTOR', type: 'ONE_OFF', tenantKey: sim.fixtures.tenantKey },
    ]);
    expect(eventData(t.server, 'payroll.status.updated').map((d) => d.status)).toEqual(['saved', 'approved']);
  });

  it('runs a scheduled payroll through processing to completed with a transaction per entry', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const id = sim.fixtures.awaitingFundsPayrollId;
    sim.businesses.deposit({ amount: 1_000_000, currency: 'USD' });
    expect(sim.tick()).toBeGreaterThan(0);
    expect((await client.payrolls.get(id)).status).toBe('Processing');
    sim.payrolls.complete(id);
    const payroll = await client.payrolls.get(id);
    expect(payroll.status).toBe('Completed');
    expect(eventData(t.server, 'payroll.status.updated').map((d) => d.status)).toEqual([
      'scheduled',
      'processing',
      'completed',
    ]);
    const paid = eventData(t.server, 'transaction.succeeded').filter((d) => d.type === 'PAYROLL');
    expect(paid).toHaveLength(3);
    expect(paid.map((d) => d.id)).toEqual(payroll.entries?.map((e) => e.transactionIds?.[0]));
    expect(paid[0]).toMatchObject({
      reference: id,
      recipientType: 'CONTRACTOR',
      amount: { amount: 600_000, currency: 'USD' },
    });
  });

  it('refuses to approve a payroll twice with a 400', async () => {
    const client = clientFor(t.server);
    const id = t.server.simulator.fixtures.awaitingFundsPayrollId;
    const error = await failure(client.request({ method: 'POST', path: `/v1/payrolls/${id}/approve` }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.params).toEqual({ payrollId: 'is Awaiting Funds' });
  });

  it('sends no webhook when a payroll is rejected or deleted, and returns a funded debit', async () => {
    const sim = t.server.simulator;
    const id = sim.fixtures.pendingPayrollId;
    sim.payrolls.approve(id);
    sim.webhooks.clear();
    sim.payrolls.delete(id);
    expect((await clientFor(t.server).payrolls.get(id)).status).toBe('Deleted');
    expect(sim.events()).toEqual([]);
    expect(sim.businesses.balances().find((w) => w.currency === 'EUR')?.available).toBe(750_000);
    sim.payrolls.reject(sim.fixtures.awaitingFundsPayrollId);
    expect(sim.events()).toEqual([]);
  });

  it('answers 404 for an unknown payroll and for a payroll of another business', async () => {
    const client = clientFor(t.server);
    await expect(client.payrolls.get('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const child = client.withTenant(t.server.simulator.fixtures.childTenantKey);
    await expect(child.payrolls.get(t.server.simulator.fixtures.pendingPayrollId)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('validates the sandbox deposit body, and has no sandbox deposits in production', async () => {
    const error = await failure(
      clientFor(t.server).request({
        method: 'POST',
        path: '/v1/sandbox/business-deposits',
        body: { value: { amount: 1.5, currency: 'usd' } },
      }),
    );
    expect(error.params).toEqual({
      'value.amount': 'must be an integer',
      'value.currency': 'must be a currency code',
    });
    const production = await startMockServer({ environment: 'production' });
    try {
      const call = clientFor(production).request({
        method: 'POST',
        path: '/v1/sandbox/business-deposits',
        body: { value: { amount: 100, currency: 'USD' } },
      });
      await expect(call).rejects.toBeInstanceOf(NotFoundError);
    } finally {
      await production.close();
    }
  });
});
