import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus, fxQuoteId } from './raw-http.js';

/*
 * Records made and changed over HTTP carry the simulator clock's times, in the fields and units their documents
 * use (`createdTimestamp` in Unix seconds): a record made after the clock moved on reads as made then, and
 * every change moves its update time, never before its creation time.
 */

describe('creation and update times from the simulator clock (raw HTTP)', () => {
  // A clock that stands still unless advanced: the times read back are exactly the clock's.
  const start = Date.parse('2026-05-01T09:30:00Z');
  const ctx = useMockServer({ seed: 'clock-times', now: () => start });
  const seconds = () => Math.floor(ctx.server.simulator.clock.now() / 1000);

  it('stamps a payout made after the clock moved on with the clock’s time, and lists it first', async () => {
    const { server } = ctx;
    server.simulator.clock.advance('P17D');
    const beneficiaryId = server.simulator.fixtures.records.beneficiaryIds[0];
    const created = await expectStatus(
      call(server, 'POST', '/v1/payouts', {
        body: {
          beneficiaryId,
          quoteId: await fxQuoteId(server),
          amount: { amount: 1_000, currency: 'USD' },
          reference: 'clock-times-1',
        },
      }),
      200,
      'payout',
    );
    const now = seconds();
    const payout = await expectStatus(call(server, 'GET', `/v1/payouts/${created.id}`), 200, 'payout read');
    expect(payout).toMatchObject({
      createdTimestamp: now,
      lastUpdatedTimestamp: now,
      reference: 'clock-times-1',
    });
    expect(payout.status).toBe('initiated');
    const listed = await expectStatus(call(server, 'GET', '/v1/payouts'), 200, 'payouts');
    expect(listed.data[0].id).toBe(created.id);
    const created_ = listed.data.map((p: { createdTimestamp: number }) => p.createdTimestamp);
    expect(created_).toEqual([...created_].sort((a, b) => b - a));
    const oldest = await expectStatus(
      call(server, 'GET', '/v1/payouts', { query: { order: 'asc' } }),
      200,
      'asc',
    );
    expect(oldest.data.at(-1).id).toBe(created.id);
  });

  it('moves the update time of a record on every change, leaving its creation time', async () => {
    const { server } = ctx;
    const created = await expectStatus(
      call(server, 'POST', '/v1/entities', {
        body: { legalName: 'Clockwork Ltd', country: 'GB', currency: 'GBP' },
      }),
      200,
      'entity',
    );
    const made = seconds();
    const read = () => expectStatus(call(server, 'GET', `/v1/entities/${created.id}`), 200, 'entity read');
    expect(await read()).toMatchObject({ createdTimestamp: made, lastUpdatedTimestamp: made });
    server.simulator.clock.advance('PT2H');
    await expectStatus(
      call(server, 'PATCH', `/v1/entities/${created.id}`, { body: { legalName: 'Clockwork Group Ltd' } }),
      '2xx',
      'entity update',
    );
    const changed = seconds();
    expect(changed).toBeGreaterThan(made);
    expect(await read()).toMatchObject({
      legalName: 'Clockwork Group Ltd',
      createdTimestamp: made,
      lastUpdatedTimestamp: changed,
    });
    const listed = await expectStatus(call(server, 'GET', '/v1/entities'), 200, 'entities');
    for (const entity of listed as { createdTimestamp: number; lastUpdatedTimestamp: number }[])
      expect(entity.lastUpdatedTimestamp).toBeGreaterThanOrEqual(entity.createdTimestamp);
  });
});
