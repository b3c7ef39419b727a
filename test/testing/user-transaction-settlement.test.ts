import { describe, expect, it } from 'vitest';
import { useMockServer, verified } from './helpers.js';
import { call, expectStatus, fxQuoteId, referencesOf } from './raw-http.js';

/*
 * A user's wallet transaction settles through the simulator's clock as a business payout does: `initiated`
 * when made, `processing` after one round of the service's work, then `success` with a signed
 * `transaction.succeeded` carrying the same fields as its `transaction.initiated` (a USER recipient naming the
 * user). Its money left the wallet once, when it was made: at every step the wallet's balance and available
 * money are the sum of the user's ledger entries.
 */

type Json = Record<string, unknown>;
type Wallet = { currency: string; balance: number; available: number; processing: number };

describe("a user's wallet transaction settles over time (raw HTTP)", () => {
  const ctx = useMockServer({ seed: 'user-transaction-settlement' });

  it('moves initiated → processing → success on the clock, books once, and announces its success', async () => {
    const sim = ctx.server.simulator;
    const { userId } = sim.fixtures;
    const base = `/v1/users/${userId}`;
    const read = async (path: string) => expectStatus(call(ctx.server, 'GET', path), 200, path);
    const usd = async () =>
      ((await read(`${base}/wallets`)).data as Wallet[]).find((w) => w.currency === 'USD');
    const sumOfEntries = () =>
      sim.businesses
        .ledger(undefined, userId)
        .filter((e) => e.amount.currency === 'USD')
        .reduce((total, e) => total + (e.direction === 'CREDIT' ? 1 : -1) * e.amount.amount, 0);
    const booksAgree = async () => {
      const sum = sumOfEntries();
      expect(await usd()).toMatchObject({ balance: sum, available: sum, processing: 0 });
    };
    // Whatever was in flight at the seed settles first.
    sim.settle();
    const start = { usd: await usd(), entries: sim.businesses.ledger(undefined, userId).length };
    const { beneficiaryId } =
      (await referencesOf(ctx.server)).forOperation['users.transactions.create'] ?? {};
    const body = {
      type: 'payout',
      beneficiaryId,
      quoteId: await fxQuoteId(ctx.server),
      reference: crypto.randomUUID(),
      sourceAmount: { value: '12.50', currency: 'USD' },
    };
    const { id } = await expectStatus(call(ctx.server, 'POST', `${base}/transactions`, { body }), 200, 'pay');
    const ofThis = (type: string) =>
      sim
        .events(type)
        .map((e) => verified(ctx.server.webhookSecret, e))
        .filter((e) => (e.data as Json).id === id);
    const transaction = async () => read(`${base}/transactions/${String(id)}`);
    const made = await transaction();
    expect(made.status).toBe('initiated');
    expect((await usd())?.balance).toBe((start.usd?.balance ?? 0) - 1_250);
    await booksAgree();

    // One round of the service's work moves it one step.
    sim.tick();
    const processing = await transaction();
    expect(processing).toMatchObject({
      status: 'processing',
      lastUpdatedTimestamp: Math.floor(sim.clock.now() / 1000),
    });
    await booksAgree();
    expect(ofThis('transaction.succeeded')).toEqual([]);

    // The clock runs the work that became due: it settles.
    sim.clock.advance('PT1M');
    expect((await transaction()).status).toBe('success');
    await booksAgree();
    const [initiated] = ofThis('transaction.initiated');
    const succeeded = ofThis('transaction.succeeded');
    expect(succeeded).toHaveLength(1);
    const [event] = succeeded;
    expect(event?.data).toEqual({
      id,
      amount: { amount: 1_250, currency: 'USD' },
      type: 'PAYOUT',
      reference: body.reference,
      recipientId: userId,
      recipientType: 'USER',
      tenantKey: sim.fixtures.tenantKey,
    });
    expect(event?.data).toEqual(initiated?.data);
    // One debit, when it was made; a settled transaction moves no more.
    expect(sim.businesses.ledger(undefined, userId).length).toBe(start.entries + 1);
    sim.clock.advance('PT1M');
    expect((await transaction()).status).toBe('success');
    expect(ofThis('transaction.succeeded')).toHaveLength(1);
    await booksAgree();
  });
});
