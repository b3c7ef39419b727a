import { describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/testing/index.js';
import { useMockServer } from './helpers.js';
import { call, expectStatus, uploadedFileId } from './raw-http.js';
import { booksProblems, walletsOf } from './support/books.js';

/*
 * A business payout names an FX quote of the business: the quote converts from the wallet's currency to the
 * payout's, which is the beneficiary's; the payout's sourceAmount, fxRate and feeAmount are computed from the
 * stored quote (rounded to each currency's minor units), and its debit is one PAYOUT ledger entry in the
 * quote's `from` currency. A refusal is a 400 naming the rule, and changes nothing.
 */

type Json = Record<string, unknown>;
type Money = { amount: number; currency: string };

/** A beneficiary of the business paid in `currency` (by bank transfer), named after its currency. */
async function beneficiaryIn(server: MockServer, currency: string, countryCode: string): Promise<string> {
  const idFileFront = await uploadedFileId(server);
  const body = {
    name: `Payee ${currency}`,
    email: `payee.${currency.toLowerCase()}@example.test`,
    countryCode,
    currency,
    paymentDetails: {
      preferredMethod: 'bank',
      bank: { accountName: `Payee ${currency}`, accountNumber: '012345678901', bankCode: '012', currency },
    },
    kyc: {
      firstName: 'Payee',
      lastName: currency,
      dateOfBirth: '1990-03-14',
      countryCode,
      idType: 'PASSPORT',
      idNumber: 'P1234567',
      idFileFront,
    },
  };
  return String((await expectStatus(call(server, 'POST', '/v1/beneficiaries', { body }), 200, 'payee')).id);
}

describe('payouts priced through stored FX quotes (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'payout-quotes' });
  const server = () => ctx.server;
  const quote = async (from: string, to: string, tenantKey?: string) =>
    (await expectStatus(
      fetch(new URL('/v1/fx-quotes', server().url), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${server().apiKey}`,
          'content-type': 'application/json',
          ...(tenantKey === undefined ? {} : { 'x-multitenantkey': tenantKey }),
        },
        body: JSON.stringify({ from, to }),
      }).then(async (r) => ({ status: r.status, body: await r.json() })),
      200,
      'quote',
    )) as Json;
  const payout = (beneficiaryId: string, quoteId: string, amount: Money) =>
    call(server(), 'POST', '/v1/payouts', {
      body: { beneficiaryId, quoteId, amount, reference: `PO-${crypto.randomUUID().slice(0, 8)}` },
    });
  const payouts = async () =>
    (await expectStatus(call(server(), 'GET', '/v1/payouts', { query: { limit: '100' } }), 200, 'payouts'))
      .data as Json[];
  /** What a refusal must leave alone. */
  const state = async () => ({
    payouts: await payouts(),
    wallets: await walletsOf(server()),
    ledger: server().simulator.businesses.ledger(),
  });

  it('prices a USD→MXN payout through its quote and debits the USD wallet by the source amount, once', async () => {
    const mxn = await beneficiaryIn(server(), 'MXN', 'MX');
    const { id: quoteId, rate } = await quote('USD', 'MXN');
    const usd = async () => (await walletsOf(server())).find((w) => w.currency === 'USD');
    const before = { usd: await usd(), ledger: server().simulator.businesses.ledger().length };
    // 1,000.01 MXN at 18 MXN per USD is 55.556… USD: 55.56 once rounded to cents.
    const paid = await expectStatus(
      payout(mxn, String(quoteId), { amount: 100_001, currency: 'MXN' }),
      200,
      'payout',
    );
    const read = await expectStatus(call(server(), 'GET', `/v1/payouts/${paid.id}`), 200, 'read');
    expect(read).toMatchObject({
      beneficiaryId: mxn,
      quoteId,
      amount: { amount: 100_001, currency: 'MXN' },
      sourceAmount: { amount: 5_556, currency: 'USD' },
      feeAmount: { amount: 0, currency: 'USD' },
      fxRate: rate,
      status: 'initiated',
    });
    expect(rate).toBe('18.000000');
    expect((await payouts()).find((p) => p.id === paid.id)).toEqual(read);
    const booked = server().simulator.businesses.ledger().slice(before.ledger);
    expect(booked).toMatchObject([
      {
        type: 'PAYOUT',
        direction: 'DEBIT',
        amount: { amount: 5_556, currency: 'USD' },
        reference: read.reference,
      },
    ]);
    expect((await usd())?.balance).toBe((before.usd?.balance ?? 0) - 5_556);
    expect(await booksProblems(server())).toEqual([]);
  });

  it('moves a payout on as the service works (initiated → processing → succeeded), the money debited once', async () => {
    server().simulator.settle(); // the seeded work already due (a remittance in flight) first
    const mxn = await beneficiaryIn(server(), 'MXN', 'MX');
    const { id: quoteId } = await quote('USD', 'MXN');
    const paid = await expectStatus(
      payout(mxn, String(quoteId), { amount: 50_000, currency: 'MXN' }),
      200,
      'payout',
    );
    const read = async () => expectStatus(call(server(), 'GET', `/v1/payouts/${paid.id}`), 200, 'read');
    const wallets = await walletsOf(server()); // after the payout's debit
    const events = () =>
      server()
        .simulator.events('transaction.succeeded')
        .filter((e) => e.envelope.data.id === paid.id);
    expect((await read()).status).toBe('initiated');
    server().simulator.tick();
    expect((await read()).status).toBe('processing');
    expect(events()).toEqual([]);
    server().simulator.clock.advance('PT1H');
    server().simulator.tick();
    const done = await read();
    expect(done.status).toBe('succeeded');
    expect(done.lastUpdatedTimestamp).toBeGreaterThan(done.createdTimestamp);
    expect(events().map((e) => e.envelope.data)).toEqual([
      expect.objectContaining({
        type: 'PAYOUT',
        amount: { amount: 50_000, currency: 'MXN' },
        // A business payout: the spec's BUSINESS recipient is the paying business.
        recipientType: 'BUSINESS',
        recipientId: server().simulator.fixtures.businessId,
      }),
    ]);
    // The status moved; the money left when the payout was made, and only then.
    server().simulator.tick();
    expect((await read()).status).toBe('succeeded');
    const usd = (list: { currency: string; balance: number }[]) =>
      list.find((w) => w.currency === 'USD')?.balance;
    expect(usd(await walletsOf(server()))).toBe(usd(wallets));
    expect(await booksProblems(server())).toEqual([]);
  });

  it('refuses a quote of other currencies, a beneficiary paid in another currency, or another business’s quote', async () => {
    const mxn = await beneficiaryIn(server(), 'MXN', 'MX');
    const usdPayee = server().simulator.fixtures.records.beneficiaryIds[0] as string;
    const toEur = await quote('USD', 'EUR');
    const toMxn = await quote('USD', 'MXN');
    const theirs = await quote('USD', 'MXN', server().simulator.fixtures.childTenantKey);
    const before = await state();
    const mxnAmount = { amount: 50_000, currency: 'MXN' };
    const otherQuote = await payout(mxn, String(toEur.id), mxnAmount);
    const otherPayee = await payout(usdPayee, String(toMxn.id), mxnAmount);
    const otherBusiness = await payout(mxn, String(theirs.id), mxnAmount);
    expect([otherQuote.status, otherPayee.status, otherBusiness.status]).toEqual([400, 400, 400]);
    expect((otherQuote.body as Json).params).toEqual({
      quoteId: 'quotes USD→EUR, but this payout converts USD→MXN',
    });
    expect((otherPayee.body as Json).params).toEqual({ beneficiaryId: 'receives USD; this payout pays MXN' });
    expect((otherBusiness.body as Json).params).toEqual({
      quoteId: 'is not an FX quote of this business (POST /v1/fx-quotes)',
    });
    expect(await state()).toEqual(before);
  });

  it('refuses a payout its quote’s source wallet cannot cover, and forgets it', async () => {
    const usdPayee = server().simulator.fixtures.records.beneficiaryIds[0] as string;
    const fromGbp = await quote('GBP', 'USD');
    const before = await state();
    const refused = await payout(usdPayee, String(fromGbp.id), { amount: 10_000, currency: 'USD' });
    expect(refused.status).toBe(400);
    expect((refused.body as Json).params).toEqual({
      'amount.amount': 'exceeds the available balance of 0.00 GBP (GBP wallet)',
    });
    expect(await state()).toEqual(before);
  });

  it('refuses a quote between currencies outside ISO 4217', async () => {
    const refused = await call(server(), 'POST', '/v1/fx-quotes', { body: { from: 'USD', to: 'ABC' } });
    expect(refused.status).toBe(400);
    expect((refused.body as Json).params).toEqual({ to: 'ABC is not an ISO 4217 currency code' });
  });

  it('seeds payouts that name stored quotes, agree with them and are in the books', async () => {
    const seeded = await payouts();
    const ledger = server().simulator.businesses.ledger();
    expect(seeded.length).toBeGreaterThan(0);
    for (const p of seeded) {
      const [amount, source] = [p.amount as Money, p.sourceAmount as Money];
      const rate = Number(p.fxRate);
      expect(Math.abs(source.amount * rate - amount.amount), String(p.id)).toBeLessThanOrEqual(rate / 2);
      expect(p.feeAmount).toEqual({ amount: 0, currency: source.currency });
      const debits = ledger.filter((e) => e.type === 'PAYOUT' && e.reference === p.reference);
      expect(debits).toEqual(
        p.status === 'failed' ? [] : [expect.objectContaining({ direction: 'DEBIT', amount: source })],
      );
      // The seeded quote is kept (made with the payout, so expired now): it is refused as expired, not unknown.
      const again = await payout(String(p.beneficiaryId), String(p.quoteId), amount);
      expect((again.body as Json).params).toEqual({ quoteId: expect.stringMatching(/^expired at /) });
    }
    expect(await booksProblems(server())).toEqual([]);
  });
});
