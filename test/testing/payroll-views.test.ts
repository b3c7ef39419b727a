import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { api, createPayroll, saveBody } from './payroll-http.js';

/*
 * What the payroll reads show: the list and the read agree field by field, the totals and head count come
 * from the stored entries, and the payroll's times come from the simulator's clock.
 */

const START = Date.parse('2026-03-02T09:00:00Z');
const t = useMockServer({ seed: 'payroll-views', now: () => START });

const money = (amount: number, currency: string) => ({ amount, currency });

async function persons(type: 'EMPLOYEE' | 'CONTRACTOR'): Promise<string[]> {
  const listed = await api(t.server, 'GET', '/v1/persons?limit=100');
  return (listed.body.data as { id: string; type: string; status?: string }[])
    .filter((p) => p.type === type && p.status !== 'Former')
    .map((p) => p.id);
}

describe('payroll list and read', () => {
  it('answers every list item with exactly the fields and values of the read (without its entries)', async () => {
    const [c1, c2] = await persons('CONTRACTOR');
    const [e1] = await persons('EMPLOYEE');
    // A draft, a contractor payroll paying one person twice, an employee payroll in EUR, the seeded ones.
    await createPayroll(t.server, 'CONTRACTOR');
    const twice = await createPayroll(t.server, 'CONTRACTOR');
    const entries = [
      { personId: c1, salary: money(120_000, 'USD') },
      { personId: c1, salary: money(30_000, 'USD') },
      { personId: c2, salary: money(50_000, 'USD') },
    ];
    expect(
      (await api(t.server, 'POST', `/v1/payrolls/${twice}/save`, { body: saveBody(t.server, entries) }))
        .status,
    ).toBe(204);
    const eur = await createPayroll(t.server, 'EMPLOYEE');
    const eurEntries = [{ personId: e1, salary: money(90_000, 'EUR') }];
    await api(t.server, 'POST', `/v1/payrolls/${eur}/save`, { body: saveBody(t.server, eurEntries) });

    const list = (await api(t.server, 'GET', '/v1/payrolls')).body.data as Record<string, unknown>[];
    expect(list.length).toBe(5);
    for (const item of list) {
      const read = await api(t.server, 'GET', `/v1/payrolls/${item.payrollId}`);
      const { entries: stored, ...summary } = read.body;
      expect(item).toEqual(summary);
      // Head count and totals from the stored entries, in their currency.
      const lines = stored as { personId: string; salary: { amount: number; currency: string } }[];
      expect(item.numPeople).toBe(new Set(lines.map((e) => e.personId)).size);
      const total = lines.reduce((sum, e) => sum + e.salary.amount, 0);
      for (const field of ['debit', 'gross', 'net'])
        expect((item[field] as { amount: number }).amount).toBe(total);
      if (lines[0] !== undefined)
        expect((item.debit as { currency: string }).currency).toBe(lines[0].salary.currency);
    }
    const byId = new Map(list.map((item) => [item.payrollId, item]));
    expect(byId.get(twice)).toMatchObject({
      numPeople: 2,
      debit: money(200_000, 'USD'),
      net: money(200_000, 'USD'),
    });
    expect(byId.get(eur)).toMatchObject({ numPeople: 1, gross: money(90_000, 'EUR'), tax: money(0, 'EUR') });
    // A contractor payroll carries no employee aggregates.
    expect(byId.get(twice)).not.toHaveProperty('tax');
    const { pendingPayrollId, awaitingFundsPayrollId } = t.server.simulator.fixtures;
    expect(byId.get(awaitingFundsPayrollId)).toMatchObject({ numPeople: 3, debit: money(1_800_000, 'USD') });
    expect(byId.get(pendingPayrollId)).toMatchObject({ numPeople: 2, gross: money(400_000, 'EUR') });
  });
});

describe('payroll times', () => {
  it('are set from the simulator clock, and every change moves the update time', async () => {
    const sim = t.server.simulator;
    const [personId] = await persons('CONTRACTOR');
    const advance = async (duration: string) => {
      const answer = await api(t.server, 'POST', '/_simulator/clock/advance', { body: { duration } });
      expect(answer.status).toBe(200);
      return Date.parse(answer.body.now);
    };
    const createdAt = await advance('PT1H');
    const id = await createPayroll(t.server, 'CONTRACTOR');
    expect(sim.payrolls.get(id)).toMatchObject({ createdAt, updatedAt: createdAt });

    const savedAt = await advance('PT2H');
    const entries = [{ personId, salary: money(10_000, 'USD') }];
    await api(t.server, 'POST', `/v1/payrolls/${id}/save`, { body: saveBody(t.server, entries) });
    expect(sim.payrolls.get(id)).toMatchObject({ createdAt, updatedAt: savedAt });
    // A refused save changes nothing, its update time included.
    await advance('PT1H');
    const refused = await api(t.server, 'POST', `/v1/payrolls/${id}/save`, {
      body: saveBody(t.server, [{ personId, salary: money(-1, 'USD') }]),
    });
    expect(refused.status).toBe(400);
    expect(sim.payrolls.get(id).updatedAt).toBe(savedAt);

    const approvedAt = await advance('PT3H');
    await api(t.server, 'POST', `/v1/payrolls/${id}/approve`);
    const approved = sim.payrolls.get(id);
    expect(approved).toMatchObject({ status: 'Scheduled', createdAt, updatedAt: approvedAt });
    // Its debit is booked at the same moment.
    const { businessId } = sim.fixtures;
    const startDate = new Date(START).toISOString().slice(0, 10);
    const booked = await api(
      t.server,
      'GET',
      `/v1/businesses/${businessId}/transactions?currency=USD&startDate=${startDate}`,
    );
    const debit = (booked.body.data as { reference: string; createdTimestamp: number }[]).find(
      (e) => e.reference === id,
    );
    expect(debit?.createdTimestamp).toBe(Math.floor(approvedAt / 1000));

    // The clock reaches the pay day: processing, then completed, each at the clock's time.
    await advance('P8D');
    const paid = sim.payrolls.get(id);
    expect(paid.status).toBe('Completed');
    expect(paid.updatedAt).toBeGreaterThan(approvedAt);
    expect(paid.updatedAt).toBeLessThanOrEqual(sim.clock.now());
    expect(paid.createdAt).toBe(createdAt);
  });
});
