import { describe, expect, it } from 'vitest';
import { ConnectionError, InternalServerError } from '../../src/index.js';
import { Simulator, startMockServer } from '../../src/testing/index.js';
import { clientFor, useMockServer } from './helpers.js';

/*
 * Faults as a resilience test meets them through the SDK: a POST with an idempotency key faulted before its
 * work is done once on the retry, and one faulted after its work (the answer lost) is not done twice, because
 * the key answers the first result again; a POST without a key is not resent. A 429 means nothing was done, so
 * no rule may answer one after the work.
 */

const t = useMockServer({ seed: 'fault-retries' });

const DEPOSITS = '/v1/businesses/{businessId}/deposits';

async function depositOnce(kind: 'unavailable' | 'drop' | 'server-error', phase: 'before' | 'after') {
  const sim = t.server.simulator;
  const { businessId, externalAccountIds } = sim.fixtures;
  const client = clientFor(t.server);
  const balance = async () =>
    (await client.businesses.balances.list(businessId)).data.find((w) => w.currency === 'USD')?.balance;
  const before = await balance();
  sim.faults.set([{ kind, method: 'POST', path: DEPOSITS, times: 1, retryAfter: 0, phase }]);
  const body = {
    externalAccountId: externalAccountIds[0] ?? '',
    amount: { amount: 12_345, currency: 'USD' },
    paymentMethod: 'ach' as const,
    suppressNotification: true,
  };
  const { id } = await client.businesses.deposits.create(businessId, body, {
    idempotencyKey: `k-${kind}-${phase}`,
  });
  expect(sim.faults.list()).toEqual([]);
  expect(await balance()).toBe((before ?? 0) + 12_345);
  const events = sim.events('transaction.succeeded').map((e) => JSON.parse(e.body).data as { id: string });
  expect(events.filter((e) => e.id === id)).toHaveLength(1);
}

describe('a keyed POST under faults, retried by the SDK', () => {
  for (const kind of ['unavailable', 'drop', 'server-error'] as const) {
    for (const phase of ['before', 'after'] as const) {
      it(`${kind} ${phase} the work: the deposit is booked once, with one event`, () =>
        depositOnce(kind, phase));
    }
  }

  it('a POST without a key faulted after its work is not resent: the caller sees the error, the work stands', async () => {
    const sim = t.server.simulator;
    sim.faults.set([
      { kind: 'unavailable', method: 'POST', path: '/v1/sandbox/business-deposits', phase: 'after' },
    ]);
    const deposit = clientFor(t.server).sandbox.businessDeposits.create({
      value: { amount: 500, currency: 'USD' },
    });
    await expect(deposit).rejects.toBeInstanceOf(InternalServerError);
    expect(sim.events('transaction.succeeded')).toHaveLength(1);
    sim.faults.set([{ kind: 'drop', method: 'POST', path: '/v1/sandbox/business-deposits', phase: 'after' }]);
    await expect(
      clientFor(t.server).sandbox.businessDeposits.create({ value: { amount: 500, currency: 'USD' } }),
    ).rejects.toBeInstanceOf(ConnectionError);
    expect(sim.events('transaction.succeeded')).toHaveLength(2);
  });
});

describe('fault rules', () => {
  it('refuses a rate-limit after the work: the SDK resends a POST on 429', () => {
    const rule = { kind: 'rate-limit', phase: 'after' } as const;
    expect(() => t.server.simulator.faults.add(rule)).toThrow(/rate-limit fault answers before/);
    expect(() => new Simulator({ faults: [rule] })).toThrow(RangeError);
    expect(t.server.simulator.faults.list()).toEqual([]);
  });

  it('matches a RegExp path on every request, also one written with the g flag', async () => {
    t.server.simulator.faults.set([{ kind: 'unavailable', path: /^\/v1\/persons/g, retryAfter: 0 }]);
    const headers = { authorization: `Bearer ${t.server.apiKey}` };
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await fetch(`${t.server.url}/v1/persons`, { headers })).status);
    expect(statuses).toEqual([503, 503, 503, 503]);
  });

  it('lists each rule with the requests it has left', async () => {
    const sim = t.server.simulator;
    sim.faults.set([
      { kind: 'server-error', status: 502, path: '/v1/me', times: 3 },
      { kind: 'latency', latencyMs: 1 },
    ]);
    await fetch(`${t.server.url}/v1/me`);
    expect(sim.faults.list()).toEqual([
      { kind: 'server-error', status: 502, path: '/v1/me', times: 2 },
      { kind: 'latency', latencyMs: 1 },
    ]);
  });

  it('closing the simulator ends injected latency at once: the waiting request is dropped', async () => {
    const sim = new Simulator({ faults: [{ kind: 'latency', latencyMs: 60_000 }] });
    const started = Date.now();
    const headers = { authorization: `Bearer ${sim.apiKey}` };
    const pending = sim.handle(new Request('http://127.0.0.1/v1/me', { headers }));
    await sim.close();
    expect((await pending).type).toBe('error');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('closing the server drops a request waiting out latency, and frees the port at once', async () => {
    const server = await startMockServer({
      faults: [{ kind: 'latency', latencyMs: 60_000, path: '/v1/me' }],
    });
    const port = new URL(server.url).port;
    const waiting = fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${server.apiKey}` } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await server.close();
    await expect(waiting).rejects.toThrow();
    const again = await startMockServer({ port: Number(port) });
    expect(
      (await fetch(`${again.url}/v1/me`, { headers: { authorization: `Bearer ${again.apiKey}` } })).status,
    ).toBe(200);
    await again.close();
  });
});
