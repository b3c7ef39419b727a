import { beforeAll, describe, expect, it } from 'vitest';
import { eventData, useMockServer } from './helpers.js';
import { call, documentedFindings, expectStatus, fxQuoteId, warmJudge } from './raw-http.js';

/*
 * Views the simulator derives from what it processed, read over plain HTTP: business transactions and
 * statements from the ledger, balances from the wallets, the compliance summary from the statutory records.
 */

type Transaction = {
  id: string;
  direction: string;
  amount: { value: string; currency: string };
  reference: string;
};

describe('views derived from state (raw HTTP)', () => {
  // The judge is compiled before the server starts, never between two calls to it.
  beforeAll(warmJudge, 60_000);
  const ctx = useMockServer({ seed: 'derived-views' });

  it('answers each derived view as the documents describe it', async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    const today = new Date().toISOString().slice(0, 10);
    const views: [string, string, Record<string, string>][] = [
      [
        '/v1/businesses/{businessId}/transactions',
        `/v1/businesses/${businessId}/transactions`,
        { currency: 'USD', startDate: '2000-01-01' },
      ],
      [
        '/v1/businesses/{businessId}/statement',
        `/v1/businesses/${businessId}/statement`,
        { currency: 'USD', periodStart: '2000-01-01', periodEnd: today },
      ],
      ['/v1/statutory/compliance/summary', '/v1/statutory/compliance/summary', { businessId }],
      ['/v1/platform/businesses', '/v1/platform/businesses', {}],
      [
        '/v1/businesses/{businessId}/balances',
        `/v1/businesses/${businessId}/balances`,
        { include: 'reserves' },
      ],
    ];
    // All calls first, then the judging: loading the documents takes seconds, longer than an idle connection lives.
    const answers = [];
    for (const [template, path, query] of views)
      answers.push([template, await call(ctx.server, 'GET', path, { query })] as const);
    for (const [template, answer] of answers)
      expect(await documentedFindings('GET', template, answer), template).toEqual([]);
  });
  const tx = (query: Record<string, string>) =>
    expectStatus(
      call(ctx.server, 'GET', `/v1/businesses/${ctx.server.simulator.fixtures.businessId}/transactions`, {
        query,
      }),
      200,
      'transactions',
    );

  it('lists business transactions per currency, and a deposit adds one', async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    const usd = await tx({ currency: 'USD', startDate: '2000-01-01' });
    const eur = await tx({ currency: 'EUR', startDate: '2000-01-01' });
    expect(usd.data.length).toBeGreaterThan(0);
    expect(usd.data.every((t: Transaction) => t.amount.currency === 'USD')).toBe(true);
    expect(eur.data.every((t: Transaction) => t.amount.currency === 'EUR')).toBe(true);
    expect((await tx({ currency: 'GBP', startDate: '2000-01-01' })).data).toEqual([]);
    const deposit = { value: { amount: 2_000_000, currency: 'USD' }, description: 'Top-up' };
    await expectStatus(
      call(ctx.server, 'POST', '/v1/sandbox/business-deposits', { body: deposit }),
      204,
      'deposit',
    );
    const after = await tx({ currency: 'USD', startDate: '2000-01-01' });
    // Newest first: the debit of the seeded payroll awaiting funds, which the deposit funded, then the deposit.
    const [debit, credit] = after.data as Transaction[];
    expect(after.data.length).toBe(usd.data.length + 2);
    expect(credit).toMatchObject({
      direction: 'CREDIT',
      amount: { value: '20000.00', currency: 'USD' },
      reference: 'Top-up',
    });
    const awaiting = ctx.server.simulator.fixtures.awaitingFundsPayrollId;
    expect(debit).toMatchObject({ direction: 'DEBIT', amount: { value: '18000.00' }, reference: awaiting });
    const [event] = eventData(ctx.server, 'transaction.succeeded');
    expect(event?.id).toBe(credit?.id);
    const balances = await expectStatus(
      call(ctx.server, 'GET', `/v1/businesses/${businessId}/balances`),
      200,
      'balances',
    );
    expect(balances.data.find((w: { currency: string }) => w.currency === 'USD').balance).toBe(
      1_250_000 + 2_000_000 - 1_800_000,
    );
  });

  it('pays a payout from the wallet: a PAYOUT debit, lower balance, transaction.initiated', async () => {
    const { businessId, records } = ctx.server.simulator.fixtures;
    const body = {
      beneficiaryId: records.beneficiaryIds[0],
      quoteId: await fxQuoteId(ctx.server),
      amount: { amount: 50_000, currency: 'USD' },
      currency: 'USD',
      reference: 'PO-2026-001',
    };
    const { id } = await expectStatus(call(ctx.server, 'POST', '/v1/payouts', { body }), '2xx', 'payout');
    const [newest] = (await tx({ currency: 'USD', startDate: '2000-01-01' })).data as Transaction[];
    expect(newest).toMatchObject({
      direction: 'DEBIT',
      reference: 'PO-2026-001',
      amount: { value: '500.00' },
    });
    const balances = await expectStatus(
      call(ctx.server, 'GET', `/v1/businesses/${businessId}/balances`),
      200,
      'balances',
    );
    expect(balances.data.find((w: { currency: string }) => w.currency === 'USD').available).toBe(
      1_000_000 - 50_000,
    );
    expect(eventData(ctx.server, 'transaction.initiated')).toEqual([
      expect.objectContaining({ id, type: 'PAYOUT' }),
    ]);
    const tooMuch = await call(ctx.server, 'POST', '/v1/payouts', {
      body: { ...body, amount: { amount: 90_000_000, currency: 'USD' } },
    });
    expect(tooMuch.status).toBe(400);
    const listed = await expectStatus(call(ctx.server, 'GET', '/v1/payouts'), 200, 'payouts');
    expect(listed.data).toHaveLength(4);
  });

  it('honours startDate and pages with the node cursor', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await tx({ currency: 'USD', startDate: tomorrow })).data).toEqual([]);
    // The seed's USD ledger has one transaction (its opening deposit); a second one makes two pages.
    const deposit = { value: { amount: 10_000, currency: 'USD' }, description: 'Top-up' };
    await expectStatus(
      call(ctx.server, 'POST', '/v1/sandbox/business-deposits', { body: deposit }),
      204,
      'deposit',
    );
    const all = await tx({ currency: 'USD', startDate: '2000-01-01' });
    const first = await tx({ currency: 'USD', startDate: '2000-01-01', limit: '1' });
    expect(first.data).toEqual(all.data.slice(0, 1));
    expect(typeof first.node.next).toBe('string');
    const second = await tx({
      currency: 'USD',
      startDate: '2000-01-01',
      limit: '1',
      cursor: first.node.next,
    });
    expect(second.data).toEqual(all.data.slice(1, 2));
    const bad = await call(
      ctx.server,
      'GET',
      `/v1/businesses/${ctx.server.simulator.fixtures.businessId}/transactions`,
      {
        query: { currency: 'USD' },
      },
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { params: object }).params).toHaveProperty('startDate');
  });

  it('states opening and closing balances from the ledger', async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    const today = new Date().toISOString().slice(0, 10);
    const query = { currency: 'EUR', periodStart: '2000-01-01', periodEnd: today };
    const statement = await expectStatus(
      call(ctx.server, 'GET', `/v1/businesses/${businessId}/statement`, { query }),
      200,
      'statement',
    );
    expect(statement).toMatchObject({
      currency: 'EUR',
      openingBalance: { value: '0.00', currency: 'EUR' },
      closingBalance: { value: '8000.00', currency: 'EUR' },
    });
    expect(statement.transactions.length).toBeGreaterThan(0);
  });

  it('counts the compliance summary from the statutory records', async () => {
    const { businessId, requirementId } = ctx.server.simulator.fixtures;
    const summary = () =>
      expectStatus(
        call(ctx.server, 'GET', '/v1/statutory/compliance/summary', { query: { businessId } }),
        200,
        'summary',
      );
    const before = await summary();
    const filings = await expectStatus(call(ctx.server, 'GET', '/v1/statutory/filings'), 200, 'filings');
    expect(before.filings.total).toBe(filings.data.length);
    // Accepted: the MX return its remittance pays, and the GB one no remittance pays yet.
    expect(before.filings.byStatus).toMatchObject({ blocked: 1, accepted: 2, in_review: 1 });
    expect(before.requirements).toEqual({
      outstanding: 2,
      byCategory: { businessRegistration: 0, businessDocument: 0, businessTaxParameter: 1, workerData: 1 },
    });
    expect(before.remittances).toMatchObject({ pendingCount: 1, pendingAmount: 27_000 });
    expect(Number.isNaN(Date.parse(before.asOf))).toBe(false);
    ctx.server.simulator.statutory.satisfyRequirement(requirementId);
    const after = await summary();
    expect(after.requirements.outstanding).toBe(1);
    expect(after.filings.byStatus.blocked).toBe(0);
    const us = await expectStatus(
      call(ctx.server, 'GET', '/v1/statutory/compliance/summary', {
        query: { businessId, countryCode: 'US' },
      }),
      200,
      'summary US',
    );
    expect(us.jurisdictions.map((j: { countryCode: string }) => j.countryCode)).toEqual(['US']);
  });

  it("counts the summary's remittances completed this month in the month of its asOf", async () => {
    const sim = ctx.server.simulator;
    const { businessId } = sim.fixtures;
    const summary = () =>
      expectStatus(
        call(ctx.server, 'GET', '/v1/statutory/compliance/summary', { query: { businessId } }),
        200,
        'summary',
      );
    sim.clock.advance('P1D'); // the seeded remittance completes: the last statutory change
    const completed = await summary();
    expect(completed.remittances).toMatchObject({ completedThisMonth: 1, completedAmountThisMonth: 27_000 });
    sim.clock.advance('P20D'); // three weeks on (into another month here), with no statutory change
    const later = await summary();
    expect(later.asOf).toBe(completed.asOf);
    expect(later.remittances).toEqual(completed.remittances);
  });
});
