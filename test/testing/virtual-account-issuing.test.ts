import { describe, expect, it } from 'vitest';
import { eventData, useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';
import { virtualAccountRequest } from './support/bodies.js';

/*
 * A virtual account's bank details exist once the bank has issued the account, never before: every seeded
 * account that is not `Approved` reads without `accountInformation`, and so does a new request. The service's
 * work sends a request to the bank (`virtual-account.submitted`, still read as `Requested`), then issues it:
 * `Approved`, with bank details in the user's name, announced by `virtual-account.created` carrying the same
 * details; money can then be deposited into it.
 */

type Account = { id: string; status: string; currency: string; accountInformation?: Record<string, unknown> };

describe('virtual accounts get bank details when issued (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'virtual-account-issuing' });
  const accountsOf = async (userId: string) =>
    (await expectStatus(call(ctx.server, 'GET', `/v1/users/${userId}/virtual-accounts`), 200, userId))
      .data as Account[];

  it('seeds bank details on Approved accounts only, for every user', async () => {
    const users = await expectStatus(
      call(ctx.server, 'GET', '/v1/users', { query: { limit: '100' } }),
      200,
      'u',
    );
    const all = (await Promise.all(users.data.map((u: { id: string }) => accountsOf(u.id)))).flat();
    expect(all.some((a) => a.status === 'Requested')).toBe(true);
    for (const account of all)
      expect(account.accountInformation !== undefined, `${account.status} ${account.id}`).toBe(
        account.status === 'Approved',
      );
  });

  it('issues a requested account over two rounds of work, with its details and virtual-account.created', async () => {
    const sim = ctx.server.simulator;
    const { userId } = sim.fixtures;
    const path = `/v1/users/${userId}/virtual-accounts`;
    const before = await accountsOf(userId);
    const body = { ...virtualAccountRequest(), accountInformation: { accountNumber: '999' } };
    await expectStatus(call(ctx.server, 'POST', path, { body }), 204, 'request');
    const find = async () => (await accountsOf(userId)).find((a) => !before.some((b) => b.id === a.id));
    const made = await find();
    expect(made).toEqual({
      id: expect.any(String),
      status: 'Requested',
      currency: 'USD',
      createdTimestamp: expect.any(Number),
      lastUpdatedTimestamp: expect.any(Number),
    });
    const id = String(made?.id);
    const ofThis = (type: 'virtual-account.submitted' | 'virtual-account.created') =>
      eventData(ctx.server, type).filter((e) => e.id === id);

    sim.tick();
    expect(await find()).toEqual(made);
    expect(ofThis('virtual-account.submitted')).toEqual([
      expect.objectContaining({ id, userId, currency: 'USD', status: 'submitted' }),
    ]);
    expect(ofThis('virtual-account.created')).toEqual([]);

    sim.tick();
    const issued = await find();
    const user = await expectStatus(call(ctx.server, 'GET', `/v1/users/${userId}`), 200, 'user');
    expect(issued).toMatchObject({ id, status: 'Approved', currency: 'USD' });
    expect(issued?.accountInformation).toMatchObject({
      accountName: `${user.firstName} ${user.lastName}`,
      accountNumber: expect.stringMatching(/^\d{12}$/),
    });
    expect(ofThis('virtual-account.created')).toEqual([
      expect.objectContaining({
        id,
        userId,
        status: 'active',
        accountInformation: issued?.accountInformation,
      }),
    ]);
    const deposit = await call(
      ctx.server,
      'POST',
      `/v1/sandbox/users/${userId}/virtual-accounts/${id}/deposit`,
      {
        body: {
          amount: { value: 5_000, currency: 'USD' },
          reference: crypto.randomUUID(),
          description: 'Pay',
        },
      },
    );
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(204);
  });
});
