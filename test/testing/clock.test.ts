import { describe, expect, it } from 'vitest';
import { durationMs } from '../../src/testing/clock.js';
import { Simulator, SimulatorError } from '../../src/testing/index.js';
import { clientFor, eventData, useMockServer } from './helpers.js';

const t = useMockServer();

const advance = (duration: unknown, key: string | null = t.server.apiKey) =>
  fetch(`${t.server.url}/_simulator/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ duration }),
  });

describe('the test clock', () => {
  it('reads ISO 8601 durations of weeks, days and time, and milliseconds', () => {
    expect(durationMs('P3D')).toBe(3 * 86_400_000);
    expect(durationMs('P1W')).toBe(7 * 86_400_000);
    expect(durationMs('P1DT2H30M')).toBe(86_400_000 + 2 * 3_600_000 + 30 * 60_000);
    expect(durationMs('PT1.5S')).toBe(1_500);
    expect(durationMs(250)).toBe(250);
    for (const bad of ['P', 'PT', '3D', 'P1Y', 'P1M', '-P1D', -5, null, 'P1DT']) {
      expect(() => durationMs(bad)).toThrow(SimulatorError);
    }
  });

  it('sim.clock.advance moves time on and runs the payroll work that became due, with its webhooks in order', async () => {
    const sim = t.server.simulator;
    const client = clientFor(t.server);
    const id = sim.fixtures.awaitingFundsPayrollId;
    const before = sim.clock.now();
    sim.businesses.deposit({ amount: 1_000_000, currency: 'USD' });
    expect((await client.payrolls.get(id)).status).toBe('Scheduled');
    const { payrollDate } = await client.payrolls.get(id);
    // Before its payroll date a scheduled payroll waits; once the clock passes it, it is paid.
    const { now } = sim.clock.advance('PT1H');
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(3_600_000);
    expect(now.slice(0, 10) < String(payrollDate)).toBe(true);
    expect((await client.payrolls.get(id)).status).toBe('Scheduled');
    const { moves } = sim.clock.advance('P8D');
    expect(moves).toBeGreaterThan(0);
    expect((await client.payrolls.get(id)).status).toBe('Completed');
    expect(eventData(t.server, 'payroll.status.updated').map((d) => d.status)).toEqual([
      'scheduled',
      'processing',
      'completed',
    ]);
  });

  it('runs what falls due on a date at the start of that date, not at the end of the advance', async () => {
    const sim = t.server.simulator;
    const client = clientFor(t.server);
    const id = sim.fixtures.awaitingFundsPayrollId;
    sim.businesses.deposit({ amount: 1_000_000, currency: 'USD' });
    const { payrollDate } = await client.payrolls.get(id);
    const { now } = sim.clock.advance('P20D');
    expect(now.slice(0, 10) > String(payrollDate)).toBe(true);
    const events = sim.events('payroll.status.updated').filter((e) => e.envelope.data.status === 'completed');
    expect(events).toHaveLength(1);
    const paidAt = new Date(events[0]!.envelope.timestamp * 1000).toISOString();
    expect(paidAt).toBe(`${payrollDate}T00:00:00.000Z`);
  });

  it('new records carry the advanced time', () => {
    const sim = new Simulator({ seed: 'clock', now: () => Date.parse('2026-01-01T00:00:00Z') });
    sim.clock.advance('P10D');
    expect(new Date(sim.clock.now()).toISOString()).toBe('2026-01-11T00:00:00.000Z');
    const payroll = sim.payrolls.create({
      entries: [{ personId: sim.fixtures.personIds[1] as string, salary: { amount: 100, currency: 'USD' } }],
    });
    expect(new Date(payroll.createdAt).toISOString()).toBe('2026-01-11T00:00:00.000Z');
  });

  it('is advanced over HTTP with the Platform key, and refused without it', async () => {
    const sim = t.server.simulator;
    const before = sim.clock.now();
    const response = await advance('PT12H');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { now: string; moves: number };
    expect(Date.parse(body.now) - before).toBeGreaterThanOrEqual(12 * 3_600_000);
    expect(sim.clock.now() - before).toBeGreaterThanOrEqual(12 * 3_600_000);

    expect((await advance('P1D', null)).status).toBe(401);
    expect((await advance('P1D', t.server.keys.sandbox.org)).status).toBe(403);
    const bad = await advance('tomorrow');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { params: Record<string, string> }).params).toHaveProperty('duration');
    expect(sim.clock.now() - before).toBeLessThan(13 * 3_600_000);
  });
});
