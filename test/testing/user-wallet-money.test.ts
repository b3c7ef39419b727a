import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus, fxQuoteId } from './raw-http.js';
import { virtualAccountRequest } from './support/bodies.js';

/*
 * A user's wallets are books like a business's: each wallet's balance is the sum of the user's ledger entries
 * in its currency, and the wallets and balances reads show the same figures. A sandbox deposit into an
 * Approved virtual account credits the wallet of the account's currency (one DEPOSIT entry); a wallet
 * transaction is priced through its FX quote and debits the wallet of the quote's `from` currency (one PAYOUT
 * entry). A refusal is a 400 naming the rule, and changes nothing.
 */

type Json = Record<string, unknown>;
type Wallet = { id: string; currency: string; balance: number; available: number; processing: number };

describe("a user's wallet money (raw HTTP)", () => {
  const ctx = useMockServer({ seed: 'user-wallet-money' });
  const userId = () => ctx.server.simulator.fixtures.userId;
  const base = () => `/v1/users/${userId()}`;
  const read = async (path: string) => expectStatus(call(ctx.server, 'GET', path), 200, path);
  const wallets = async () => (await read(`${base()}/wallets`)).data as Wallet[];
  const usd = async () => (await wallets()).find((w) => w.currency === 'USD');
  const entries = () => ctx.server.simulator.businesses.ledger(undefined, userId());
  const accounts = async () => (await read(`${base()}/virtual-accounts`)).data as Json[];
  const transactions = async () => (await read(`${base()}/transactions`)).data as Json[];
  /** What a refusal must leave alone. */
  const state = async () => ({
    wallets: await wallets(),
    transactions: await transactions(),
    entries: entries(),
    business: ctx.server.simulator.businesses.ledger(),
  });
  const deposit = (accountId: string, amount: Json) =>
    call(ctx.server, 'POST', `/v1/sandbox/users/${userId()}/virtual-accounts/${accountId}/deposit`, {
      body: { amount, reference: crypto.randomUUID(), description: 'Payroll 10/10' },
    });

  it("reads each wallet's balance as the sum of the user's ledger entries, in the wallets and balances alike", async () => {
    const listed = await wallets();
    expect(listed.map((w) => w.currency)).toEqual(['USD']);
    for (const wallet of listed) {
      const sum = entries()
        .filter((e) => e.amount.currency === wallet.currency)
        .reduce((total, e) => total + (e.direction === 'CREDIT' ? 1 : -1) * e.amount.amount, 0);
      expect(wallet).toMatchObject({ balance: sum, available: sum, processing: 0 });
    }
    expect((await read(`${base()}/balances`)).data).toEqual(listed);
    // The seeded transactions were paid from it: an opening deposit, then one debit each.
    expect(entries().map((e) => e.type)).toEqual(['DEPOSIT', ...(await transactions()).map(() => 'PAYOUT')]);
  });

  it('credits a sandbox deposit into an Approved virtual account to the wallet, as one DEPOSIT entry', async () => {
    const [account] = await accounts();
    expect(account).toMatchObject({ status: 'Approved', currency: 'USD' });
    const before = {
      usd: await usd(),
      entries: entries().length,
      business: ctx.server.simulator.businesses.ledger(),
    };
    await expectStatus(deposit(String(account?.id), { value: 12_345, currency: 'USD' }), 204, 'deposit');
    expect(await usd()).toEqual({
      ...before.usd,
      balance: (before.usd?.balance ?? 0) + 12_345,
      available: (before.usd?.available ?? 0) + 12_345,
    });
    expect(entries().slice(before.entries)).toMatchObject([
      { type: 'DEPOSIT', direction: 'CREDIT', amount: { amount: 12_345, currency: 'USD' }, userId: userId() },
    ]);
    // The business's own books do not move.
    expect(ctx.server.simulator.businesses.ledger()).toEqual(before.business);
  });

  it('refuses a deposit into an unknown or Requested account, in another currency, or of no positive amount', async () => {
    await expectStatus(
      call(ctx.server, 'POST', `${base()}/virtual-accounts`, {
        body: virtualAccountRequest(),
      }),
      204,
      'request an account',
    );
    const requested = (await accounts()).find((a) => a.status === 'Requested');
    const [approved] = await accounts();
    const before = await state();
    const answers = [
      await deposit(crypto.randomUUID(), { value: 1_000, currency: 'USD' }),
      await deposit(String(requested?.id), { value: 1_000, currency: 'USD' }),
      await deposit(String(approved?.id), { value: 1_000, currency: 'EUR' }),
      await deposit(String(approved?.id), { value: 0, currency: 'USD' }),
      await deposit(String(approved?.id), { value: 1_000, currency: 'ABC' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.map((a) => (a.body as Json).params)).toEqual([
      { virtualAccountId: 'is not a virtual account of this user' },
      { virtualAccountId: 'is Requested; only an Approved virtual account receives deposits' },
      { 'amount.currency': "must be USD, the virtual account's currency" },
      { 'amount.value': 'must be a positive whole number of minor units' },
      { 'amount.currency': 'ABC is not an ISO 4217 currency code' },
    ]);
    expect(await state()).toEqual(before);
  });

  it('prices a wallet transaction through its quote and debits the wallet once, from either amount', async () => {
    const beneficiaryId = String(((await read(`${base()}/beneficiaries`)).data as Json[])[0]?.id);
    const quoteId = await fxQuoteId(ctx.server, 'USD', 'USD');
    const pay = (money: Json) =>
      call(ctx.server, 'POST', `${base()}/transactions`, {
        body: { type: 'payout', beneficiaryId, quoteId, reference: crypto.randomUUID(), ...money },
      });
    const before = { usd: await usd(), entries: entries().length };
    const byDestination = await expectStatus(
      pay({ amount: { value: '40.00', currency: 'USD' }, sourceCurrency: 'USD' }),
      200,
      'pay',
    );
    const bySource = await expectStatus(
      pay({ sourceAmount: { value: '2.50', currency: 'USD' } }),
      200,
      'pay',
    );
    const readBack = async (id: unknown) => read(`${base()}/transactions/${String(id)}`);
    expect(await readBack(byDestination.id)).toMatchObject({
      quoteId,
      amount: { value: '40.00', currency: 'USD' },
      sourceAmount: { value: '40.00', currency: 'USD' },
      feeAmount: { value: '0.00', currency: 'USD' },
      fxRate: '1.000000',
      status: 'initiated',
    });
    expect(await readBack(bySource.id)).toMatchObject({
      amount: { value: '2.50', currency: 'USD' },
      sourceAmount: { value: '2.50', currency: 'USD' },
    });
    expect(entries().slice(before.entries)).toMatchObject([
      { type: 'PAYOUT', direction: 'DEBIT', amount: { amount: 4_000, currency: 'USD' } },
      { type: 'PAYOUT', direction: 'DEBIT', amount: { amount: 250, currency: 'USD' } },
    ]);
    expect((await usd())?.balance).toBe((before.usd?.balance ?? 0) - 4_250);
  });

  it('refuses a transaction its quote does not convert, or its wallet cannot cover, and changes nothing', async () => {
    const beneficiaryId = String(((await read(`${base()}/beneficiaries`)).data as Json[])[0]?.id);
    const usdQuote = await fxQuoteId(ctx.server, 'USD', 'USD');
    const eurQuote = await fxQuoteId(ctx.server, 'EUR', 'USD');
    const pay = (quoteId: string, money: Json) =>
      call(ctx.server, 'POST', `${base()}/transactions`, {
        body: { type: 'payout', beneficiaryId, quoteId, reference: crypto.randomUUID(), ...money },
      });
    const balance = (await usd())?.available ?? 0;
    const before = await state();
    const answers = [
      await pay(usdQuote, { amount: { value: '5.00', currency: 'USD' }, sourceCurrency: 'EUR' }),
      await pay(eurQuote, { amount: { value: '5.00', currency: 'USD' }, sourceCurrency: 'EUR' }),
      await pay(usdQuote, { sourceAmount: { value: `${Math.ceil(balance / 100) + 1}.00`, currency: 'USD' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(answers.map((a) => (a.body as Json).params)).toEqual([
      { quoteId: 'quotes USD→USD, but this payout converts EUR→USD' },
      { 'amount.value': 'exceeds the available balance of 0.00 EUR (EUR wallet)' },
      {
        'sourceAmount.value': `exceeds the available balance of ${(balance / 100).toFixed(2)} USD (USD wallet)`,
      },
    ]);
    expect(await state()).toEqual(before);
  });
});
