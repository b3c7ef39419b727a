import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call } from './raw-http.js';

/*
 * Nothing is paid to a person who has left the business: once a milestone contractor's exit completes (status
 * Former), no milestone is added for them and completing one of their planned milestones submits no invoice.
 * Each refusal is a 400 on `personId` and changes nothing: no milestone, no invoice, no event. And an exit is
 * dated on or after the person's start date (a backdated exit after it completes at once).
 */

describe('no new paid work for a Former person', () => {
  const ctx = useMockServer({ seed: 'former-persons' });

  it('refuses a new milestone and a milestone completion once the contractor has left', async () => {
    const sim = ctx.server.simulator;
    const { milestoneContractorId: personId, milestoneId } = sim.fixtures;
    const base = `/v1/persons/${personId}/milestones`;
    const exitDate = new Date(sim.clock.now()).toISOString().slice(0, 10);
    const offboard = await call(ctx.server, 'POST', `/v1/persons/${personId}/offboard`, {
      body: { exitDate, reason: 'Engagement ended' },
    });
    expect(offboard.status).toBe(204);
    sim.clock.advance('P1D');
    expect((await call(ctx.server, 'GET', `/v1/persons/${personId}`)).body).toMatchObject({
      status: 'Former',
    });

    const state = async () => ({
      milestones: (await call(ctx.server, 'GET', base)).body,
      invoices: (await call(ctx.server, 'GET', '/v1/invoices', { query: { limit: '100' } })).body,
      events: sim.events().length,
    });
    const before = await state();
    const refusals = [
      await call(ctx.server, 'POST', base, {
        body: { title: 'Phase 2', amount: { amount: 50_000, currency: 'USD' } },
      }),
      await call(ctx.server, 'POST', `${base}/${milestoneId}/complete`, { body: {} }),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'invalid_request_body',
        params: { personId: expect.stringMatching(/^has left the business \(status Former\)/) },
      });
    }
    expect(await state()).toEqual(before);
  });

  it("refuses an exit dated before the person's start date, and keeps a backdated one after it", async () => {
    const sim = ctx.server.simulator;
    const personId = sim.fixtures.personIds[2] as string;
    const path = `/v1/persons/${personId}`;
    const person = (await call(ctx.server, 'GET', path)).body as { jobInfo: { startDate: string } };
    const { startDate } = person.jobInfo;
    const dayBefore = new Date(Date.parse(startDate) - 86_400_000).toISOString().slice(0, 10);
    const events = sim.events().length;
    const early = await call(ctx.server, 'POST', `${path}/offboard`, {
      body: { exitDate: dayBefore, reason: 'Never started' },
    });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      params: { exitDate: `is before the person's start date ${startDate}` },
    });
    expect((await call(ctx.server, 'GET', path)).body).toEqual(person);
    expect(sim.events()).toHaveLength(events);

    const late = await call(ctx.server, 'POST', `${path}/offboard`, {
      body: { exitDate: startDate, reason: 'Left on day one' },
    });
    expect(late.status).toBe(204);
    sim.tick();
    expect((await call(ctx.server, 'GET', path)).body).toMatchObject({
      status: 'Former',
      offboardingDetails: { exitDate: startDate },
    });
  });
});
