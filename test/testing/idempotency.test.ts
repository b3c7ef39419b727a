import { describe, expect, it } from 'vitest';
import { clientFor, useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';
import { booksProblems } from './support/books.js';

/*
 * Idempotency keys over HTTP: the body field `idempotencyKey` of deposits, reserves and platform business
 * creation. A repeat answers the first answer and moves nothing; a different body under a used key is refused
 * and changes nothing; keys belong to one business; the SDK's retries after a lost answer move money once.
 */

describe('idempotency keys (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'idempotency' });
  const usd = async (businessId = ctx.server.simulator.fixtures.businessId) =>
    ctx.server.simulator.businesses.balances(businessId).find((w) => w.currency === 'USD');
  const depositBody = () => ({
    externalAccountId: ctx.server.simulator.fixtures.externalAccountIds[0],
    amount: { amount: 250_000, currency: 'USD' },
    paymentMethod: 'ach',
    suppressNotification: true,
    idempotencyKey: crypto.randomUUID(),
  });

  it('answers a repeated deposit with the first answer and credits the wallet once', async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    const path = `/v1/businesses/${businessId}/deposits`;
    const body = depositBody();
    const before = await usd();
    const first = await call(ctx.server, 'POST', path, { body });
    const again = await call(ctx.server, 'POST', path, { body });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await usd())?.balance).toBe((before?.balance ?? 0) + 250_000);
    const deposits = ctx.server.simulator.businesses.ledger().filter((e) => e.type === 'DEPOSIT');
    expect(deposits.filter((e) => e.id === (first.body as { id: string }).id)).toHaveLength(1);
    expect(ctx.server.simulator.events('transaction.succeeded')).toHaveLength(1);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('refuses a used deposit key with another body, changing nothing', async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    const path = `/v1/businesses/${businessId}/deposits`;
    const body = depositBody();
    await expectStatus(call(ctx.server, 'POST', path, { body }), 200, 'deposit');
    const before = { wallet: await usd(), ledger: ctx.server.simulator.businesses.ledger().length };
    const other = { ...body, amount: { amount: 999_999, currency: 'USD' } };
    const refused = await call(ctx.server, 'POST', path, { body: other });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'invalid_request_body',
      params: { idempotencyKey: expect.stringMatching(/already used with a different request body/) },
    });
    expect(await usd()).toEqual(before.wallet);
    expect(ctx.server.simulator.businesses.ledger()).toHaveLength(before.ledger);
  });

  it('answers a repeated reserve lock with the first disbursementId and locks once', async () => {
    const { businessId, personIds } = ctx.server.simulator.fixtures;
    const path = `/v1/businesses/${businessId}/reserves`;
    const body = {
      action: 'LOCK',
      type: 'SECURITY_DEPOSIT',
      personId: personIds[0],
      amount: { value: '500.00', currency: 'USD' },
      idempotencyKey: crypto.randomUUID(),
      description: 'Security deposit',
    };
    const before = await usd();
    const first = await call(ctx.server, 'POST', path, { body });
    const again = await call(ctx.server, 'POST', path, { body });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await usd()).toMatchObject({
      balance: before?.balance,
      reserves: (before?.reserves ?? 0) + 50_000,
      available: (before?.available ?? 0) - 50_000,
    });
    const released = await call(ctx.server, 'POST', path, { body: { ...body, action: 'RELEASE' } });
    expect(released.status).toBe(400);
    expect(released.body).toMatchObject({ params: { idempotencyKey: expect.any(String) } });
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('keeps keys apart per business: the same key in another tenant is a new request', async () => {
    const { businessId, childBusinessId, childTenantKey, personIds } = ctx.server.simulator.fixtures;
    const sim = ctx.server.simulator;
    sim.businesses.deposit({ amount: 100_000, currency: 'USD' }, childBusinessId);
    const childPerson = sim.businesses.createPerson({
      businessId: childBusinessId,
      firstName: 'Lena',
      lastName: 'Weber',
    });
    const key = crypto.randomUUID();
    const body = (personId: string | undefined) => ({
      action: 'LOCK',
      type: 'NOTICE_PERIOD',
      personId,
      amount: { value: '100.00', currency: 'USD' },
      idempotencyKey: key,
      description: 'Notice period',
    });
    const primary = await call(ctx.server, 'POST', `/v1/businesses/${businessId}/reserves`, {
      body: body(personIds[1]),
    });
    const child = await fetch(new URL(`/v1/businesses/${childBusinessId}/reserves`, ctx.server.url), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ctx.server.apiKey}`,
        'content-type': 'application/json',
        'x-multitenantkey': childTenantKey,
      },
      body: JSON.stringify(body(childPerson.id)),
    });
    expect(primary.status).toBe(200);
    expect(child.status).toBe(200);
    const childAnswer = (await child.json()) as { disbursementId: string };
    expect(childAnswer.disbursementId).not.toBe((primary.body as { disbursementId: string }).disbursementId);
    expect(await usd(childBusinessId)).toMatchObject({ reserves: 10_000, available: 90_000 });
    expect(await booksProblems(ctx.server, childBusinessId, childTenantKey)).toEqual([]);
  });

  it('creates one platform business per key; another body under the key is refused', async () => {
    const body = {
      businessName: 'Wayne Enterprises',
      adminFirstName: 'Jane',
      adminLastName: 'Founder',
      adminEmail: 'jane@wayne.example',
      address: { countryCode: 'US' },
      country: 'US',
      idempotencyKey: crypto.randomUUID(),
    };
    const count = await businessCount();
    const first = await call(ctx.server, 'POST', '/v1/platform/businesses', { body });
    const again = await call(ctx.server, 'POST', '/v1/platform/businesses', { body });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    const other = await call(ctx.server, 'POST', '/v1/platform/businesses', {
      body: { ...body, businessName: 'Another name' },
    });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ params: { idempotencyKey: expect.any(String) } });
    expect(await businessCount()).toBe(count + 1);
    const listed = await call(ctx.server, 'GET', '/v1/platform/businesses', {
      query: { idempotencyKey: body.idempotencyKey },
    });
    expect((listed.body as { data: { id: string; name: string }[] }).data).toEqual([
      expect.objectContaining({
        id: (first.body as { businessId: string }).businessId,
        name: body.businessName,
      }),
    ]);
  });

  async function businessCount(): Promise<number> {
    const answer = await call(ctx.server, 'GET', '/v1/platform/businesses', { query: { limit: '100' } });
    return (answer.body as { data: unknown[] }).data.length;
  }
});

describe('idempotency keys through the SDK', () => {
  const ctx = useMockServer({ seed: 'idempotency-sdk' });

  it('retries a deposit whose answer was lost with the same key, and the balance moves once', async () => {
    const { businessId, externalAccountIds } = ctx.server.simulator.fixtures;
    const before = ctx.server.simulator.businesses.balances().find((w) => w.currency === 'USD');
    const deposited = ctx.server.simulator.businesses.ledger().filter((e) => e.type === 'DEPOSIT').length;
    ctx.server.simulator.faults.set([
      {
        kind: 'unavailable',
        method: 'POST',
        path: '/v1/businesses/{id}/deposits',
        phase: 'after',
        times: 1,
        retryAfter: 0,
      },
    ]);
    const client = clientFor(ctx.server, { maxRetries: 2 });
    const made = await client.businesses.deposits.create(businessId, {
      amount: { amount: 400_000, currency: 'USD' },
      externalAccountId: externalAccountIds[0] ?? '',
      paymentMethod: 'ach',
      suppressNotification: true,
    });
    const after = ctx.server.simulator.businesses.balances().find((w) => w.currency === 'USD');
    expect(after?.balance).toBe((before?.balance ?? 0) + 400_000);
    const deposits = ctx.server.simulator.businesses.ledger().filter((e) => e.type === 'DEPOSIT');
    expect(deposits.at(-1)?.id).toBe(made.id);
    expect(deposits).toHaveLength(deposited + 1);
    expect(ctx.server.simulator.faults.list()).toEqual([]);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('retries a reserve lock whose connection dropped after processing, locking once', async () => {
    const { businessId, personIds } = ctx.server.simulator.fixtures;
    const before = ctx.server.simulator.businesses.balances().find((w) => w.currency === 'EUR');
    const reserved = ctx.server.simulator.businesses.ledger().filter((e) => e.type === 'RESERVE').length;
    ctx.server.simulator.faults.set([
      { kind: 'drop', method: 'POST', path: '/v1/businesses/{id}/reserves', phase: 'after', times: 1 },
    ]);
    const client = clientFor(ctx.server, { maxRetries: 2 });
    const locked = await client.businesses.reserves.create(businessId, {
      action: 'LOCK',
      type: 'SEVERANCE',
      personId: personIds[0] ?? '',
      amount: { value: '250.00', currency: 'EUR' },
      description: 'Severance',
    });
    const after = ctx.server.simulator.businesses.balances().find((w) => w.currency === 'EUR');
    expect(after).toMatchObject({
      balance: before?.balance,
      reserves: (before?.reserves ?? 0) + 25_000,
      available: (before?.available ?? 0) - 25_000,
    });
    const locks = ctx.server.simulator.businesses.ledger().filter((e) => e.type === 'RESERVE');
    expect(locks.filter((e) => e.id === locked.disbursementId)).toHaveLength(1);
    expect(locks).toHaveLength(reserved + 1);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('retries a platform business creation whose answer was lost, creating one business', async () => {
    const client = clientFor(ctx.server, { maxRetries: 2 });
    const count = async () => (await client.platform.businesses.list({ limit: 100 })).data.length;
    const before = await count();
    ctx.server.simulator.faults.set([
      { kind: 'server-error', method: 'POST', path: '/v1/platform/businesses', phase: 'after', times: 1 },
    ]);
    const made = await client.platform.businesses.create({
      businessName: 'Stark Industries',
      adminFirstName: 'Pepper',
      adminLastName: 'Potts',
      adminEmail: 'pepper@stark.example',
      address: { countryCode: 'US' },
      country: 'US',
    });
    expect(ctx.server.simulator.faults.list()).toEqual([]);
    expect(await count()).toBe(before + 1);
    expect(ctx.server.simulator.businesses.get(made.businessId).name).toBe('Stark Industries');
  });
});
