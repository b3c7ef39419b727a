import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * A user's payout rate card (`GET /v1/users/{userId}/fees`) over raw HTTP: the whole catalog always, quoted
 * in the source currency asked for (USD by default) at the simulator's rates, and an estimate for the corridor
 * a payment method and a destination currency name. Computed on each read: nothing drawn, nothing stored.
 */

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const ctx = useMockServer({ now: () => NOW });

type Item = Record<string, unknown>;
const fees = (query = '', status = 200): Promise<Item> =>
  expectStatus(
    call(ctx.server, 'GET', `/v1/users/${ctx.server.simulator.fixtures.userId}/fees${query}`),
    status,
    `fees${query}`,
  );

describe("a user's payout rate card", () => {
  it('lists every corridor in USD by default, with no estimate', async () => {
    const { data } = (await fees()) as { data: Item };
    expect(data.sourceCurrency).toBe('USD');
    const payouts = data.payouts as Item[];
    expect(payouts.length).toBeGreaterThan(5);
    expect(payouts.every((p) => p.feeCurrency === 'USD')).toBe(true);
    expect(payouts).toContainEqual(
      expect.objectContaining({
        paymentMethod: 'bank',
        destinationCurrency: 'USD',
        fee: { type: 'fixed', value: 1 },
      }),
    );
    expect(data).not.toHaveProperty('estimate');
    // The catalog is always whole: naming a corridor adds its estimate and removes nothing.
    const named = (await fees('?paymentMethod=bank&destinationCurrency=USD')) as { data: Item };
    expect(named.data.payouts).toEqual(payouts);
  });

  it('quotes the same corridors in the source currency asked for, at the simulator rates', async () => {
    const usd = ((await fees()) as { data: Item }).data.payouts as Item[];
    const mxn = ((await fees('?sourceCurrency=MXN')) as { data: Item }).data;
    expect(mxn.sourceCurrency).toBe('MXN');
    const payouts = mxn.payouts as Item[];
    expect(payouts.map((p) => [p.paymentMethod, p.destinationCurrency])).toEqual(
      usd.map((p) => [p.paymentMethod, p.destinationCurrency]),
    );
    const wire = (list: Item[]) => list.find((p) => p.paymentMethod === 'wire')?.fee as Item;
    expect(Number(wire(payouts).value)).toBeCloseTo(Number(wire(usd).value) * 18, 2);
  });

  it('estimates a fixed-fee corridor, with its timeline and limits', async () => {
    const { data } = (await fees('?paymentMethod=ach&destinationCurrency=USD')) as { data: Item };
    const estimate = data.estimate as Item;
    expect(estimate).toMatchObject({
      paymentMethod: 'ach',
      destinationCurrency: 'USD',
      fee: { value: '0.50', currency: 'USD' },
      limits: { min: '1.00', max: '25000.00', currency: 'USD' },
    });
    expect(estimate.timeline).toMatchObject({ minDays: 1, maxDays: 3, businessDaysOnly: true });
    // Three business days after Friday 27 November 2026: Wednesday 2 December.
    expect((estimate.timeline as Item).estimatedArrival).toBe('Dec 2, 2026 (excluding holidays)');
  });

  it('resolves a percentage fee from the amount, within its bounds', async () => {
    const at = async (amount: string) =>
      (
        ((await fees(`?paymentMethod=momo&destinationCurrency=KES&sourceAmount=${amount}`)) as { data: Item })
          .data.estimate as { fee: Item }
      ).fee.value;
    expect(await at('100.00')).toBe('1.50');
    expect(await at('1.00')).toBe('0.50');
    expect(await at('5000')).toBe('10.00');
  });

  it('refuses an estimate the documents refuse, naming the field', async () => {
    const missing = await fees('?paymentMethod=bank', 400);
    expect(missing.params).toHaveProperty('destinationCurrency');
    const none = await fees('?paymentMethod=momo&destinationCurrency=USD', 400);
    expect(none.params).toEqual({ paymentMethod: 'has no payout corridor to USD' });
    const amount = await fees('?paymentMethod=bank&destinationCurrency=USD&sourceAmount=-3', 400);
    expect(amount.params).toHaveProperty('sourceAmount');
  });

  it('is 404 for a user the business does not have', async () => {
    await expectStatus(call(ctx.server, 'GET', `/v1/users/${crypto.randomUUID()}/fees`), 404, 'fees');
  });
});
