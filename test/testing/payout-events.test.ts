import { describe, expect, it } from 'vitest';
import { useMockServer, verified } from './helpers.js';
import { call, expectStatus, fxQuoteId, referencesOf } from './raw-http.js';

/*
 * The transaction events of a business payout name its recipient in the spec's vocabulary: a business payout
 * is a `BUSINESS` transaction whose `recipientId` is the paying business (the spec lists `BUSINESS`, `USER`,
 * `EMPLOYEE` and `CONTRACTOR` only). Both the payout made over HTTP (`transaction.initiated`) and the seeded
 * payouts the service's work completes (`transaction.succeeded`) say so, signed as every event is. A user's
 * payout from their own wallet is a `USER` transaction naming the user.
 */

type Json = Record<string, unknown>;

describe('business payout events (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'payout-events' });

  it('names the paying business as a BUSINESS recipient, from initiation to success', async () => {
    const { fixtures } = ctx.server.simulator;
    const beneficiaryId = fixtures.records.beneficiaryIds[0] ?? '';
    const payee = await expectStatus(
      call(ctx.server, 'GET', `/v1/beneficiaries/${beneficiaryId}`),
      200,
      'payee',
    );
    const currency = String(payee.currency);
    const body = {
      beneficiaryId,
      quoteId: await fxQuoteId(ctx.server, 'USD', currency),
      amount: { amount: 1_000, currency },
      reference: 'PO-events',
    };
    const { id } = await expectStatus(call(ctx.server, 'POST', '/v1/payouts', { body }), 200, 'payout');
    ctx.server.simulator.settle();
    // A user's wallet transactions settle too, as USER transactions (see user-transaction-settlement.test.ts).
    const userTransactions = await expectStatus(
      call(ctx.server, 'GET', `/v1/users/${fixtures.userId}/transactions`),
      200,
      'user transactions',
    );
    const ofUsers = new Set((userTransactions.data as Json[]).map((t) => t.id));
    const payouts = ['transaction.initiated', 'transaction.succeeded'].flatMap((type) =>
      ctx.server.simulator
        .events(type)
        .map((event) => verified(ctx.server.webhookSecret, event))
        .filter((event) => (event.data as Json).type === 'PAYOUT' && !ofUsers.has((event.data as Json).id)),
    );
    // The new payout's two events, and the success of each seeded payout.
    expect(payouts.filter((event) => (event.data as Json).id === id)).toHaveLength(2);
    expect(payouts.length).toBeGreaterThan(2);
    for (const event of payouts)
      expect(event.data).toMatchObject({
        recipientType: 'BUSINESS',
        recipientId: fixtures.businessId,
        tenantKey: fixtures.tenantKey,
      });
  });

  it("announces a user's wallet payout as a USER transaction naming the user", async () => {
    const { fixtures } = ctx.server.simulator;
    const { beneficiaryId } =
      (await referencesOf(ctx.server)).forOperation['users.transactions.create'] ?? {};
    const body = {
      type: 'payout',
      beneficiaryId,
      quoteId: await fxQuoteId(ctx.server),
      reference: crypto.randomUUID(),
      sourceAmount: { value: '12.50', currency: 'USD' },
    };
    const path = `/v1/users/${fixtures.userId}/transactions`;
    const { id } = await expectStatus(call(ctx.server, 'POST', path, { body }), 200, 'wallet payout');
    const events = ctx.server.simulator
      .events('transaction.initiated')
      .map((event) => verified(ctx.server.webhookSecret, event));
    expect(events.map((event) => event.data)).toEqual([
      {
        id,
        amount: { amount: 1_250, currency: 'USD' },
        type: 'PAYOUT',
        reference: body.reference,
        recipientId: fixtures.userId,
        recipientType: 'USER',
        tenantKey: fixtures.tenantKey,
      },
    ]);
  });
});
