import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call } from './raw-http.js';
import { booksProblems } from './support/books.js';

/*
 * A platform transfer (`POST /v1/platform/transfers`) moves money between two tenants of the platform: the
 * source's wallet is debited and the destination's credited, one TRANSFER ledger entry each, and both books
 * hold. A transfer to an unknown tenant, another platform's, its own source, or beyond the source's available
 * balance is a 400 naming the rule, and nothing moves.
 */

type Json = Record<string, unknown>;

describe('platform transfers between tenants (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'platform-transfers' });
  const ids = () => ctx.server.simulator.fixtures;
  const transfer = (body: Json) =>
    call(ctx.server, 'POST', '/v1/platform/transfers', { body: { reference: 'transfer-123', ...body } });
  const usdOf = (businessId: string) =>
    ctx.server.simulator.businesses.balances(businessId).find((w) => w.currency === 'USD');
  const ledgers = () => ({
    source: ctx.server.simulator.businesses.ledger(),
    destination: ctx.server.simulator.businesses.ledger(ids().childBusinessId),
  });

  it('debits the source tenant and credits the destination, one TRANSFER entry each', async () => {
    const wallets = { source: usdOf(ids().businessId), destination: usdOf(ids().childBusinessId) };
    const before = ledgers();
    const amount = { amount: 150_000, currency: 'USD' };
    const made = await transfer({
      sourceTenantKey: ids().tenantKey,
      destinationTenantKey: ids().childTenantKey,
      amount,
    });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ id: expect.any(String) });
    const after = ledgers();
    expect(after.source.slice(before.source.length)).toMatchObject([
      { id: (made.body as Json).id, type: 'TRANSFER', direction: 'DEBIT', amount, reference: 'transfer-123' },
    ]);
    expect(after.destination.slice(before.destination.length)).toMatchObject([
      { type: 'TRANSFER', direction: 'CREDIT', amount, reference: 'transfer-123' },
    ]);
    expect(usdOf(ids().businessId)?.balance).toBe((wallets.source?.balance ?? 0) - 150_000);
    expect(usdOf(ids().childBusinessId)?.balance).toBe((wallets.destination?.balance ?? 0) + 150_000);
    expect(await booksProblems(ctx.server)).toEqual([]);
    expect(await booksProblems(ctx.server, ids().childBusinessId, ids().childTenantKey)).toEqual([]);
  });

  it('refuses an unknown or foreign destination, its own source, or more than the source holds', async () => {
    const before = ledgers();
    const usd = (amount: number) => ({ amount, currency: 'USD' });
    const answers = [
      await transfer({ destinationTenantKey: 'tnt_unknown', amount: usd(1_000) }),
      await transfer({ destinationTenantKey: ids().outsideTenantKey, amount: usd(1_000) }),
      await transfer({ destinationTenantKey: ids().tenantKey, amount: usd(1_000) }),
      await transfer({
        sourceTenantKey: ids().outsideTenantKey,
        destinationTenantKey: ids().childTenantKey,
        amount: usd(1_000),
      }),
      await transfer({ destinationTenantKey: ids().childTenantKey, amount: usd(900_000_000) }),
      await transfer({
        destinationTenantKey: ids().childTenantKey,
        amount: { amount: 1_000, currency: 'ABC' },
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(answers.map((a) => (a.body as Json).params)).toEqual([
      { destinationTenantKey: 'is not a tenant key of this platform' },
      { destinationTenantKey: 'is not a tenant key of this platform' },
      { destinationTenantKey: 'is the source tenant; a transfer moves money between two businesses' },
      { sourceTenantKey: 'is not a tenant key of this platform' },
      { 'amount.amount': `exceeds the available balance of 10000.00 USD (USD wallet of ${ids().tenantKey})` },
      { 'amount.currency': 'ABC is not an ISO 4217 currency code' },
    ]);
    expect(ledgers()).toEqual(before);
  });
});
