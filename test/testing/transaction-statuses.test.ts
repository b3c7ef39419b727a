import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { createPayroll, saveBody } from './payroll-http.js';
import { call, expectStatus, fxQuoteId } from './raw-http.js';
import { booksProblems } from './support/books.js';

/*
 * A business transaction says where the money it moved stands, read from the record that moved it: a payout's
 * debit reads `Initiated`, `Processing`, then `Completed` as the payout goes `initiated`, `processing`,
 * `succeeded`; a payroll's debit reads `Initiated` while the payroll is Scheduled, `Processing`, then
 * `Completed`. The transactions list and the JSON statement agree at every step of the clock, and the books
 * hold throughout (the money left the balance when the payout was made or the payroll funded).
 */

type Json = Record<string, unknown>;

describe('business transaction statuses follow their records (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'transaction-statuses' });
  const sim = () => ctx.server.simulator;
  const day = () => new Date(sim().clock.now()).toISOString().slice(0, 10);

  /** The transaction of `reference`, as the list and as the day's statement read it. */
  async function readBoth(reference: string): Promise<{ listed: Json; stated: Json }> {
    const base = `/v1/businesses/${sim().fixtures.businessId}`;
    const query = { currency: 'USD', startDate: '1970-01-01', limit: '100' };
    const list = await expectStatus(call(ctx.server, 'GET', `${base}/transactions`, { query }), 200, 'list');
    const period = { currency: 'USD', periodStart: day(), periodEnd: day() };
    const statement = await expectStatus(
      call(ctx.server, 'GET', `${base}/statement`, { query: period }),
      200,
      'statement',
    );
    const find = (rows: unknown) => (rows as Json[]).filter((t) => t.reference === reference);
    const [listed, ...more] = find(list.data);
    expect(more).toEqual([]);
    expect(find(statement.transactions)).toEqual([listed]);
    return { listed: listed ?? {}, stated: find(statement.transactions)[0] ?? {} };
  }

  it("reads a payout's debit as the payout's own status at every step", async () => {
    const beneficiaryId = sim().fixtures.records.beneficiaryIds[0] ?? '';
    const payee = await expectStatus(
      call(ctx.server, 'GET', `/v1/beneficiaries/${beneficiaryId}`),
      200,
      'payee',
    );
    const currency = String(payee.currency);
    const reference = 'PO-statuses';
    const body = {
      beneficiaryId,
      quoteId: await fxQuoteId(ctx.server, 'USD', currency),
      amount: { amount: 1_000, currency },
      reference,
    };
    sim().settle(); // the seed's payouts in flight first
    const { id } = await expectStatus(call(ctx.server, 'POST', '/v1/payouts', { body }), 200, 'payout');
    const seen: [string, unknown][] = [];
    for (;;) {
      const payout = await expectStatus(call(ctx.server, 'GET', `/v1/payouts/${id}`), 200, 'read payout');
      const { listed } = await readBoth(reference);
      seen.push([String(payout.status), listed.status]);
      expect(await booksProblems(ctx.server)).toEqual([]);
      if (payout.status === 'succeeded') break;
      sim().tick(); // one round of the service's work
    }
    expect(seen).toEqual([
      ['initiated', 'Initiated'],
      ['processing', 'Processing'],
      ['succeeded', 'Completed'],
    ]);
  });

  it("reads a payroll's debit as Initiated while Scheduled, Processing, then Completed", async () => {
    const persons = await expectStatus(
      call(ctx.server, 'GET', '/v1/persons', { query: { limit: '100' } }),
      200,
      'persons',
    );
    const contractor = (persons.data as Json[]).find((p) => p.type === 'CONTRACTOR' && p.status !== 'Former');
    const payrollId = await createPayroll(ctx.server, 'CONTRACTOR');
    const entries = [{ personId: contractor?.id, salary: { amount: 12_345, currency: 'USD' } }];
    const saved = call(ctx.server, 'POST', `/v1/payrolls/${payrollId}/save`, {
      body: saveBody(ctx.server, entries),
    });
    expect((await saved).status).toBe(204);
    sim().businesses.deposit({ amount: 12_345, currency: 'USD' });
    expect((await call(ctx.server, 'POST', `/v1/payrolls/${payrollId}/approve`)).status).toBe(204);
    const seen: [string, unknown][] = [];
    for (;;) {
      const payroll = await expectStatus(
        call(ctx.server, 'GET', `/v1/payrolls/${payrollId}`),
        200,
        'payroll',
      );
      seen.push([String(payroll.status), (await readBoth(payrollId)).listed.status]);
      expect(await booksProblems(ctx.server)).toEqual([]);
      if (payroll.status === 'Completed') break;
      sim().tick();
    }
    expect(seen).toEqual([
      ['Scheduled', 'Initiated'],
      ['Processing', 'Processing'],
      ['Completed', 'Completed'],
    ]);
  });
});
