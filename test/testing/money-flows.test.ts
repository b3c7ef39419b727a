import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';
import { booksProblems, walletsOf } from './support/books.js';

/*
 * Money that leaves a wallet, over HTTP: a reimbursement's source and destination amounts come from the record
 * and agree through the quoted rate; a remittance holds its funding at creation (available → processing), pays
 * it on completion and releases it on failure, and one the wallet cannot fund is refused without a trace.
 */

type Money = { currency: string; value: string };

describe('money leaving a wallet (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'money-flows' });
  const ids = () => ctx.server.simulator.fixtures;
  const wallets = () => walletsOf(ctx.server);
  const wallet = async (currency: string) => (await wallets()).find((w) => w.currency === currency);

  const claim = async (destinationCurrency: string) => {
    const body = {
      title: 'Client dinner',
      currency: 'USD',
      destinationCurrency,
      personId: ids().personIds[3],
      entries: [{ description: 'Dinner', amount: { currency: 'USD', value: '50.00' }, date: '2026-05-02' }],
    };
    const { id } = await expectStatus(call(ctx.server, 'POST', '/v1/reimbursements', { body }), 200, 'claim');
    return id as string;
  };
  const readClaim = (id: string) =>
    expectStatus(call(ctx.server, 'GET', `/v1/reimbursements/${id}`), 200, 'reimbursement');

  it('reads a 50.00 USD→USD reimbursement as 50.00 on both sides, without a rate', async () => {
    const read = await readClaim(await claim('USD'));
    expect(read.sourceAmount).toEqual({ currency: 'USD', value: '50.00' });
    expect(read.destinationAmount).toEqual({ currency: 'USD', value: '50.00' });
    expect(read.fxRate ?? {}).toEqual({});
  });

  it('converts a reimbursement at its quoted rate, and approval debits the source amount it shows', async () => {
    const id = await claim('EUR');
    const agree = (read: {
      sourceAmount: Money;
      destinationAmount: Money;
      fxRate: Record<string, string>;
    }) => {
      const rate = Number(read.fxRate[`${read.destinationAmount.currency}-${read.sourceAmount.currency}`]);
      const expected = Number(read.destinationAmount.value) * rate;
      expect(Math.abs(Number(read.sourceAmount.value) - expected)).toBeLessThanOrEqual(0.005);
    };
    const submitted = await readClaim(id);
    expect(submitted.destinationAmount).toEqual({ currency: 'EUR', value: '46.00' });
    expect(submitted.sourceAmount.currency).toBe('USD');
    agree(submitted);
    const eur = await wallet('EUR');
    await expectStatus(
      call(ctx.server, 'POST', `/v1/reimbursements/${id}/review`, {
        body: { action: 'approve', sourceCurrency: 'EUR' },
      }),
      204,
      'review',
    );
    const approved = await readClaim(id);
    expect(approved.sourceAmount).toEqual({ currency: 'EUR', value: '46.00' });
    expect(approved.fxRate ?? {}).toEqual({});
    expect((await wallet('EUR'))?.balance).toBe((eur?.balance ?? 0) - 4_600);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('refuses claims in currencies outside ISO 4217 or of non-positive amounts', async () => {
    const ledger = ctx.server.simulator.businesses.ledger().length;
    const send = (currency: string, value: string) =>
      call(ctx.server, 'POST', '/v1/reimbursements', {
        body: {
          title: 'Taxi',
          currency: 'USD',
          destinationCurrency: 'USD',
          personId: ids().personIds[3],
          entries: [{ description: 'Taxi', amount: { currency, value } }],
        },
      });
    const zzz = await send('ZZZ', '10.00');
    const zero = await send('USD', '0.00');
    expect([zzz.status, zero.status]).toEqual([400, 400]);
    expect((zzz.body as { params: object }).params).toHaveProperty(['entries.0.amount.currency']);
    expect((zero.body as { params: object }).params).toHaveProperty(['entries.0.amount.value']);
    expect(ctx.server.simulator.businesses.ledger()).toHaveLength(ledger);
  });

  const remit = (fundFromCurrency: string) =>
    call(ctx.server, 'POST', '/v1/statutory/remittances', {
      body: {
        businessId: ids().businessId,
        countryCode: 'GB',
        filingIds: [ids().payableFilingId],
        fundFromCurrency,
      },
    });

  it('holds a remittance at creation and pays it from the balance on completion', async () => {
    const before = await wallet('USD');
    const { id } = await expectStatus(remit('USD'), 201, 'remittance');
    const remittance = await expectStatus(
      call(ctx.server, 'GET', `/v1/statutory/remittances/${id}`),
      200,
      'remittance',
    );
    // The filing's 1,000.00 GBP at 0.79 GBP per USD.
    expect(remittance).toMatchObject({
      filingIds: [ids().payableFilingId],
      amount: 1000,
      currency: 'GBP',
      fxRate: 0.79,
      fundedCurrency: 'USD',
      fundedAmount: 1265.82,
    });
    expect(await wallet('USD')).toEqual({
      ...before,
      available: (before?.available ?? 0) - 126_582,
      processing: (before?.processing ?? 0) + 126_582,
    });
    expect(await booksProblems(ctx.server)).toEqual([]);
    ctx.server.simulator.statutory.advanceRemittance(id);
    ctx.server.simulator.statutory.advanceRemittance(id);
    expect(await wallet('USD')).toEqual({
      ...before,
      balance: (before?.balance ?? 0) - 126_582,
      available: (before?.available ?? 0) - 126_582,
    });
    const [newest] = (
      await expectStatus(
        call(ctx.server, 'GET', `/v1/businesses/${ids().businessId}/transactions`, {
          query: { currency: 'USD', startDate: '2000-01-01' },
        }),
        200,
        'transactions',
      )
    ).data;
    expect(newest).toMatchObject({ direction: 'DEBIT', reference: id, amount: { value: '1265.82' } });
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('releases a failed remittance hold back to available', async () => {
    const before = await wallet('USD');
    const { id } = await expectStatus(remit('USD'), 201, 'remittance');
    ctx.server.simulator.statutory.advanceRemittance(id);
    ctx.server.simulator.statutory.failRemittance(id);
    expect(await wallet('USD')).toEqual(before);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('refuses a remittance the funding wallet cannot cover, creating and holding nothing', async () => {
    const list = async () =>
      (await expectStatus(call(ctx.server, 'GET', '/v1/statutory/remittances'), 200, 'remittances')).data;
    const before = { wallets: await wallets(), remittances: await list() };
    const noWallet = await remit('GBP');
    expect(noWallet.status).toBe(400);
    expect(noWallet.body).toMatchObject({
      error: {
        details: [
          {
            field: 'fundFromCurrency',
            message: expect.stringMatching(
              /GBP wallet cannot fund .*exceeds the available balance of 0\.00 GBP/,
            ),
          },
        ],
      },
    });
    const lock = {
      action: 'LOCK',
      type: 'SECURITY_DEPOSIT',
      personId: ids().personIds[0],
      amount: { value: '9999.00', currency: 'USD' },
      idempotencyKey: crypto.randomUUID(),
      description: 'Security deposit',
    };
    await expectStatus(
      call(ctx.server, 'POST', `/v1/businesses/${ids().businessId}/reserves`, { body: lock }),
      200,
      'reserve',
    );
    const locked = await wallets();
    expect((await remit('USD')).status).toBe(400);
    expect(await wallets()).toEqual(locked);
    expect(await list()).toEqual(before.remittances);
    expect(locked.map((w) => w.currency)).toEqual(before.wallets.map((w) => w.currency));
    expect(await booksProblems(ctx.server)).toEqual([]);
  });
});
