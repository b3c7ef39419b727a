import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus, fxQuoteId, referencesOf } from './raw-http.js';
import { booksProblems, walletsOf } from './support/books.js';

/*
 * The simulator's money over HTTP: a reserve lock moves money from available to reserves (the balance stays),
 * held for its person, who alone can have it released (the seed holds 1000.00 USD for the first person),
 * statements add up in every format, a reimbursement's amounts agree through its rate, a remittance holds its
 * funding and never overdraws a wallet, and every refusal changes nothing. The books hold after each step.
 */

describe('money rules (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'money-rules' });
  const ids = () => ctx.server.simulator.fixtures;
  const wallets = () => walletsOf(ctx.server);
  const wallet = async (currency: string) => (await wallets()).find((w) => w.currency === currency);
  const transactions = async (currency: string) =>
    (
      await expectStatus(
        call(ctx.server, 'GET', `/v1/businesses/${ids().businessId}/transactions`, {
          query: { currency, startDate: '2000-01-01', limit: '100' },
        }),
        200,
        'transactions',
      )
    ).data as { direction: string; reason: string; amount: { value: string } }[];
  /** What a refusal must leave alone: the wallets and the ledger. */
  const snapshot = async () => ({
    wallets: await wallets(),
    ledger: ctx.server.simulator.businesses.ledger(),
  });
  const reserve = (action: string, value: string, currency = 'USD', personId = ids().personIds[0]) =>
    call(ctx.server, 'POST', `/v1/businesses/${ids().businessId}/reserves`, {
      body: {
        action,
        type: 'SECURITY_DEPOSIT',
        personId,
        amount: { value, currency },
        idempotencyKey: crypto.randomUUID(),
        description: 'Security deposit',
      },
    });

  it('seeds books that hold: USD 12500.00 balance, 10000.00 available, 1500.00 processing, 1000.00 reserved', async () => {
    expect(await wallet('USD')).toMatchObject({
      balance: 1_250_000,
      available: 1_000_000,
      processing: 150_000,
      reserves: 100_000,
    });
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('locks reserves out of available and releases them back, the balance and the statement unchanged', async () => {
    const before = await wallet('USD');
    const lines = await transactions('USD');
    expect((await reserve('LOCK', '2500.00')).status).toBe(200);
    expect(await wallet('USD')).toEqual({
      ...before,
      available: (before?.available ?? 0) - 250_000,
      reserves: (before?.reserves ?? 0) + 250_000,
    });
    expect(await transactions('USD')).toEqual(lines);
    expect(await booksProblems(ctx.server)).toEqual([]);
    expect((await reserve('RELEASE', '2500.00')).status).toBe(200);
    expect(await wallet('USD')).toEqual(before);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it("releases a person's reserve only for that person, whatever the wallet holds for others", async () => {
    const [, lena, omar] = ids().personIds;
    expect((await reserve('LOCK', '300.00', 'USD', lena)).status).toBe(200);
    const before = await snapshot();
    const other = await reserve('RELEASE', '300.00', 'USD', omar);
    expect(other.status).toBe(400);
    expect((other.body as { params: Record<string, string> }).params).toEqual({
      'amount.value': 'exceeds the 0.00 USD reserved for this person',
    });
    expect(await snapshot()).toEqual(before);
    expect((await reserve('RELEASE', '300.01', 'USD', lena)).status).toBe(400);
    expect((await reserve('RELEASE', '300.00', 'USD', lena)).status).toBe(200);
    expect((await wallet('USD'))?.reserves).toBe(100_000);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('refuses a lock beyond available, a release beyond what is reserved for the person, an unknown currency or person, changing nothing', async () => {
    const before = await snapshot();
    const refusals = [
      [await reserve('LOCK', '10000.01'), 'amount.value', /exceeds the available balance of 10000\.00 USD/],
      [
        await reserve('RELEASE', '1000.01'),
        'amount.value',
        /exceeds the 1000\.00 USD reserved for this person/,
      ],
      [
        await reserve('RELEASE', '1.00', 'USD', ids().personIds[1]),
        'amount.value',
        /exceeds the 0\.00 USD reserved for this person/,
      ],
      [await reserve('LOCK', '1.00', 'GBP'), 'amount.value', /exceeds the available balance of 0\.00 GBP/],
      [await reserve('LOCK', '1.00', 'ABC'), 'amount.currency', /not an ISO 4217 currency/],
      [await reserve('LOCK', '0.00'), 'amount.value', /positive/],
      [
        await reserve('LOCK', '1.00', 'USD', crypto.randomUUID()),
        'personId',
        /not a person of this business/,
      ],
    ] as const;
    for (const [answer, field, rule] of refusals) {
      expect(answer.status).toBe(400);
      expect((answer.body as { params: Record<string, string> }).params[field]).toMatch(rule);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses deposits of unknown currencies or non-positive amounts, changing nothing', async () => {
    const before = await snapshot();
    const deposit = (amount: unknown) =>
      call(ctx.server, 'POST', `/v1/businesses/${ids().businessId}/deposits`, {
        body: {
          externalAccountId: ids().externalAccountIds[0],
          amount,
          paymentMethod: 'ach',
          suppressNotification: true,
          idempotencyKey: crypto.randomUUID(),
        },
      });
    const answers = [
      await deposit({ amount: 100, currency: 'ABC' }),
      await deposit({ amount: 0, currency: 'USD' }),
      await deposit({ amount: -100, currency: 'USD' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    const [unknownCurrency] = answers as unknown as [{ body: { params: object } }];
    expect(unknownCurrency.body.params).toHaveProperty(['amount.currency']);
    expect(await snapshot()).toEqual(before);
  });

  it('states totals that are the sums of the lines, closing at the balance, in JSON, CSV and BAI2', async () => {
    const deposit = { value: { amount: 2_000_000, currency: 'USD' }, description: 'Top-up' };
    await expectStatus(
      call(ctx.server, 'POST', '/v1/sandbox/business-deposits', { body: deposit }),
      204,
      'deposit',
    );
    const usd = await wallet('USD');
    const base = `/v1/businesses/${ids().businessId}/statement`;
    const query = { currency: 'USD', periodStart: '2000-01-01', periodEnd: '2999-12-31' };
    const json = await expectStatus(call(ctx.server, 'GET', base, { query }), 200, 'statement');
    // The seeded payouts were paid from the USD wallet, after a deposit that covered them.
    const payouts = (await expectStatus(call(ctx.server, 'GET', '/v1/payouts'), 200, 'payouts')).data as {
      status: string;
      sourceAmount: { amount: number };
    }[];
    const paid = payouts.filter((p) => p.status !== 'failed');
    const seeded = paid.reduce((sum, p) => sum + p.sourceAmount.amount, 0);
    const total = (minor: number) => (minor / 100).toFixed(2);
    // The payroll awaiting funds was debited when the deposit arrived: 3 × 6,000.00.
    expect(json).toMatchObject({
      openingBalance: { value: '0.00' },
      totalCredits: { value: total(3_250_000 + seeded) },
      totalDebits: { value: total(1_800_000 + seeded) },
      closingBalance: { value: ((usd?.balance ?? 0) / 100).toFixed(2) },
    });
    expect(json.transactions.filter((t: { direction: string }) => t.direction === 'DEBIT')).toHaveLength(
      1 + paid.length,
    );
    const file = async (format: string) => {
      const url = new URL(base, ctx.server.url);
      for (const [k, v] of Object.entries({ ...query, format })) url.searchParams.set(k, v);
      const response = await fetch(url, { headers: { authorization: `Bearer ${ctx.server.apiKey}` } });
      expect(response.status).toBe(200);
      return { type: response.headers.get('content-type'), text: await response.text() };
    };
    const csv = await file('csv');
    expect(csv.type).toMatch(/^text\/csv/);
    const rows = csv.text.trim().split('\n');
    expect(rows.at(-3)).toMatch(new RegExp(`,Total credits,CREDIT,${total(3_250_000 + seeded)},USD,$`));
    expect(rows.at(-2)).toMatch(new RegExp(`,Total debits,DEBIT,${total(1_800_000 + seeded)},USD,$`));
    expect(rows.at(-1)).toMatch(new RegExp(`,Closing balance,,,USD,${json.closingBalance.value}$`));
    expect(rows.at(-4)?.split(',').at(-1)).toBe(json.closingBalance.value);
    const bai2 = await file('bai2');
    const account = bai2.text.split('\n').find((line) => line.startsWith('03,'));
    const counts = `100,${3_250_000 + seeded},3,,400,${1_800_000 + seeded},${1 + paid.length}`;
    expect(account).toContain(`,010,0,,,015,${usd?.balance},,,${counts},`);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('opens a later period at the closing of the earlier one', async () => {
    const sim = ctx.server.simulator;
    const seeded = await wallet('EUR');
    sim.clock.advance('P3D');
    sim.businesses.deposit({ amount: 12_345, currency: 'EUR' });
    const day = new Date(sim.clock.now()).toISOString().slice(0, 10);
    const statement = await expectStatus(
      call(ctx.server, 'GET', `/v1/businesses/${ids().businessId}/statement`, {
        query: { currency: 'EUR', periodStart: day, periodEnd: day },
      }),
      200,
      'statement',
    );
    expect(statement).toMatchObject({
      openingBalance: { value: ((seeded?.balance ?? 0) / 100).toFixed(2) },
      totalCredits: { value: '123.45' },
      totalDebits: { value: '0.00' },
      closingBalance: { value: (((seeded?.balance ?? 0) + 12_345) / 100).toFixed(2) },
    });
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('refuses user wallet transactions with non-positive amounts, or unknown currencies', async () => {
    const path = `/v1/users/${ids().userId}/transactions`;
    // One of the user's own beneficiaries, at a quote the business asked for.
    const { forOperation } = await referencesOf(ctx.server);
    const { beneficiaryId } = forOperation['users.transactions.create'] ?? {};
    const quoteId = await fxQuoteId(ctx.server);
    const send = (money: Record<string, unknown>) =>
      call(ctx.server, 'POST', path, {
        body: {
          type: 'payout',
          beneficiaryId,
          quoteId,
          reference: crypto.randomUUID(),
          ...money,
        },
      });
    const listed = async () =>
      ((await expectStatus(call(ctx.server, 'GET', path), 200, 'user transactions')).data as unknown[])
        .length;
    const before = await listed();
    const refusals = [
      [await send({ amount: { value: '0.00', currency: 'PHP' }, sourceCurrency: 'USD' }), 'amount.value'],
      [await send({ sourceAmount: { value: '-1.00', currency: 'USD' } }), 'sourceAmount.value'],
      [await send({ amount: { value: '5.00', currency: 'ABC' } }), 'amount.currency'],
      [await send({ amount: { value: '5.00', currency: 'PHP' }, sourceCurrency: 'ZZZ' }), 'sourceCurrency'],
    ] as const;
    for (const [answer, field] of refusals) {
      expect(answer.status).toBe(400);
      expect((answer.body as { params: object }).params).toHaveProperty([field]);
    }
    expect(await listed()).toBe(before);
    const made = await send({ sourceAmount: { value: '10.00', currency: 'USD' } });
    expect(made.status).toBe(200);
    expect(await listed()).toBe(before + 1);
  });
});
