import { describe, expect, it } from 'vitest';
import { ConnectionError, InternalServerError, RateLimitError, TimeoutError } from '../../src/index.js';
import { Simulator, startMockServer } from '../../src/testing/index.js';
import { clientFor, failure, useMockServer } from './helpers.js';

const t = useMockServer();

const claim = {
  title: 'Taxi',
  currency: 'USD',
  destinationCurrency: 'USD',
  entries: [{ description: 'Taxi', amount: { value: '9.00', currency: 'USD' } }],
};

describe('fault injection', () => {
  it('a GET answered 503 with Retry-After: 0 once succeeds on the SDK retry', async () => {
    t.server.simulator.faults.set([
      { kind: 'unavailable', method: 'GET', path: '/v1/persons', times: 1, retryAfter: 0 },
    ]);
    const page = await clientFor(t.server).persons.list();
    expect(page.data).toHaveLength(20);
    expect(t.server.simulator.faults.list()).toEqual([]);
  });

  it('answers 429 with Retry-After, surfaced as RateLimitError when retries are off', async () => {
    t.server.simulator.faults.add({ kind: 'rate-limit', path: '/v1/me', retryAfter: 7 });
    const error = await failure(clientFor(t.server, { maxRetries: 0 }).me.get());
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfter).toBe(7);
    expect(error.requestId).toMatch(/^req_/);
  });

  it('answers any 5xx, in the statutory shape on statutory routes', async () => {
    t.server.simulator.faults.set([{ kind: 'server-error', status: 502, path: '/v1/statutory/*' }]);
    const response = await fetch(`${t.server.url}/v1/statutory/remittances/x`, {
      headers: { authorization: `Bearer ${t.server.apiKey}` },
    });
    expect(response.status).toBe(502);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.json()).toEqual({
      error: { code: 'internal_error', message: expect.any(String), details: null },
    });
    const call = clientFor(t.server, { maxRetries: 1 }).statutory.remittances.get('x');
    await expect(call).rejects.toBeInstanceOf(InternalServerError);
  });

  it('a dropped connection surfaces as ConnectionError for a POST, which is not retried nor processed', async () => {
    const sim = t.server.simulator;
    sim.faults.set([{ kind: 'drop', method: 'POST', path: '/v1/reimbursements', times: 1 }]);
    const body = { ...claim, personId: sim.fixtures.personIds[5]! };
    await expect(clientFor(t.server).reimbursements.create(body)).rejects.toBeInstanceOf(ConnectionError);
    expect(sim.events('reimbursement.submitted')).toEqual([]);
    await expect(clientFor(t.server).reimbursements.create(body)).resolves.toMatchObject({
      id: expect.any(String),
    });
  });

  it("phase 'after' processes the request and loses the answer", async () => {
    const sim = t.server.simulator;
    const id = sim.fixtures.pendingPayrollId;
    sim.faults.set([
      { kind: 'drop', method: 'POST', path: '/v1/payrolls/{payrollId}/approve', phase: 'after' },
    ]);
    const call = clientFor(t.server).request({ method: 'POST', path: `/v1/payrolls/${id}/approve` });
    await expect(call).rejects.toBeInstanceOf(ConnectionError);
    expect(sim.payrolls.get(id).status).toBe('Scheduled');
  });

  it('a dropped GET is retried by the SDK', async () => {
    t.server.simulator.faults.set([{ kind: 'drop', method: 'GET', times: 2 }]);
    await expect(clientFor(t.server).me.get()).resolves.toMatchObject({ businessId: expect.any(String) });
  });

  it('adds latency, enough to trip the client timeout', async () => {
    t.server.simulator.faults.set([{ kind: 'latency', latencyMs: 300, path: '/v1/me' }]);
    const slow = clientFor(t.server, { timeout: 50, maxRetries: 0 });
    await expect(slow.me.get()).rejects.toBeInstanceOf(TimeoutError);
    t.server.simulator.faults.clear();
    await expect(slow.me.get()).resolves.toBeDefined();
  });

  it('draws random faults from a seeded PRNG: same seed, same decisions', () => {
    const decide = () => {
      const sim = new Simulator({ faultSeed: 7, faults: [{ kind: 'unavailable', probability: 0.3 }] });
      return Array.from({ length: 40 }, () => sim.faults.plan('GET', '/v1/me').rule !== undefined);
    };
    const first = decide();
    expect(decide()).toEqual(first);
    expect(first.filter(Boolean).length).toBeGreaterThan(3);
    expect(first.filter(Boolean).length).toBeLessThan(25);
  });

  it('takes rules at start and refuses invalid ones', async () => {
    const server = await startMockServer({ faults: [{ kind: 'server-error', path: '/v1/me', times: 1 }] });
    try {
      expect((await fetch(`${server.url}/v1/me`)).status).toBe(500);
      expect((await fetch(`${server.url}/v1/me`)).status).toBe(401);
    } finally {
      await server.close();
    }
    expect(() => t.server.simulator.faults.add({ kind: 'server-error', status: 404 })).toThrow(RangeError);
    expect(() => t.server.simulator.faults.add({ kind: 'latency', probability: 2 })).toThrow(RangeError);
  });
});
