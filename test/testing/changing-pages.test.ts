import { describe, expect, it } from 'vitest';
import { clientFor, useMockServer } from './helpers.js';
import { call, expectStatus, fxQuoteId } from './raw-http.js';

/*
 * Node and cursor pages of a list that changes while it is read: a page token names the last item served, so
 * an item added at the head of the list (a newest-first ledger) between two reads neither repeats an item
 * already served nor skips one. Every item of the list before the change is served exactly once.
 */

type Json = Record<string, unknown>;

describe('pages of lists that change between reads (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'changing-pages' });

  it('serves each business transaction once while deposits land between pages', async () => {
    const { simulator } = ctx.server;
    const { businessId } = simulator.fixtures;
    const client = clientFor(ctx.server);
    const query = { currency: 'USD', startDate: '2000-01-01' };
    const before = (await client.businesses.transactions.list(businessId, query).toArray({ max: 100 })).map(
      (t) => t.id,
    );
    expect(before.length).toBeGreaterThan(3);
    // One transaction a page (a limit the SDK's params do not declare), a deposit between pages.
    const path = `/v1/businesses/${businessId}/transactions`;
    const served: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await expectStatus(
        call(ctx.server, 'GET', path, { query: { ...query, limit: '1', ...(cursor ? { cursor } : {}) } }),
        200,
        'transactions',
      );
      served.push(...(answer.data as Json[]).map((t) => String(t.id)));
      simulator.businesses.deposit({ amount: 1_000, currency: 'USD' }); // newest first: lands at the head
      cursor = (answer.node as { next?: string }).next;
    } while (cursor !== undefined && served.length <= before.length);
    expect(served).toEqual(before);
  });

  it('serves each payout once while payouts are made between pages', async () => {
    const { fixtures } = ctx.server.simulator;
    const beneficiaryId = fixtures.records.beneficiaryIds[0] ?? '';
    const payee = await expectStatus(
      call(ctx.server, 'GET', `/v1/beneficiaries/${beneficiaryId}`),
      200,
      'payee',
    );
    const pay = async (reference: string) => {
      const body = {
        beneficiaryId,
        quoteId: await fxQuoteId(ctx.server, 'USD', String(payee.currency)),
        amount: { amount: 100, currency: payee.currency },
        reference,
      };
      return expectStatus(call(ctx.server, 'POST', '/v1/payouts', { body }), 200, 'payout');
    };
    const page = (cursor?: string) =>
      expectStatus(
        call(ctx.server, 'GET', '/v1/payouts', { query: { limit: '1', ...(cursor ? { cursor } : {}) } }),
        200,
        'payouts',
      );
    const before = ((await page()).data as Json[]).length;
    expect(before).toBe(1);
    const served: string[] = [];
    const made: string[] = [];
    let answer = await page();
    for (;;) {
      served.push(...(answer.data as Json[]).map((p) => String(p.id)));
      made.push(String((await pay(`PO-${made.length}`)).id));
      const next = (answer.node as { next?: string }).next;
      if (next === undefined || made.length > 10) break;
      answer = await page(next);
    }
    expect(new Set(served).size).toBe(served.length);
    for (const id of fixtures.records.payoutIds) expect(served).toContain(id);
  });
});
