import { describe, expect, it } from 'vitest';
import { isKnownWebhookEventType, unwrapWebhook, verifyWebhook } from '../../src/webhooks/index.js';
import { clientFor, useMockServer } from './helpers.js';
import { call } from './raw-http.js';

/*
 * What a receiver gets: every event the simulator delivers for writes across resources verifies with the SDK's
 * verifyWebhook and unwraps as a known event (never the raw fallback), and its data agrees with a read of the
 * record made right after. Statutory changes the API keeps in its audit log only (a filing cancelled or
 * amended) are logged there and not delivered.
 */

type Json = Record<string, unknown>;

const ctx = useMockServer({ seed: 'delivered-event-types' });

async function receiver() {
  const delivered: { body: string; headers: Headers }[] = [];
  ctx.server.simulator.webhooks.register(async (request: Request) => {
    delivered.push({ body: await request.text(), headers: request.headers });
    return new Response(null, { status: 204 });
  });
  return delivered;
}

describe('events delivered for writes across resources', () => {
  it('verify, unwrap as known events, and carry what a read shows', async () => {
    const delivered = await receiver();
    const sim = ctx.server.simulator;
    const { fixtures } = sim;
    const client = clientFor(ctx.server);
    const personId = fixtures.personIds[4] ?? '';
    await client.persons.basicInfo.update(personId, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.l@acme.example',
    });
    await client.payrolls.approve(fixtures.pendingPayrollId);
    await client.invoices.review(fixtures.invoiceId, { action: 'approve' });
    await call(ctx.server, 'POST', `/v1/statutory/filings/${fixtures.inReviewFilingId}/approve`);
    await sim.webhooks.idle();
    const secret = ctx.server.webhookSecret;
    const events = [];
    for (const { body, headers } of delivered) {
      await verifyWebhook(body, headers, { secret });
      const event = await unwrapWebhook(body, headers, { secret });
      expect([event.eventType, event.known]).toEqual([event.eventType, true]);
      events.push(event as { eventType: string; data: Json });
    }
    expect(events.map((e) => e.eventType)).toEqual([
      'person.updated',
      'user.updated', // the person's user follows the person
      'payroll.status.updated',
      'payroll.status.updated',
      'invoice.contractor.approved',
      'filing.approved',
    ]);
    const person = await client.persons.get(personId);
    expect(events[0]?.data).toMatchObject({ id: personId, firstName: person.firstName, email: person.email });
    expect(events[1]?.data).toMatchObject({ firstName: 'Ada', email: person.email });
    const payroll = await client.payrolls.get(fixtures.pendingPayrollId);
    expect(String(events[3]?.data.status)).toBe(payroll.status?.toLowerCase());
    const filing = await call(ctx.server, 'GET', `/v1/statutory/filings/${fixtures.inReviewFilingId}`);
    expect(((events[5]?.data.data ?? {}) as Json).status).toBe((filing.body as Json).status);
  });

  it('logs a cancelled or amended filing in the audit log without delivering a webhook the SDK cannot type', async () => {
    const delivered = await receiver();
    const sim = ctx.server.simulator;
    const { blockedFilingId, acceptedFilingId } = sim.fixtures;
    const filing = (id: string) => `/v1/statutory/filings/${id}`;
    expect((await call(ctx.server, 'POST', `${filing(blockedFilingId)}/cancel`, { body: {} })).status).toBe(
      204,
    );
    const amended = await call(ctx.server, 'POST', `${filing(acceptedFilingId)}/amend`, {
      body: { reason: 'Fix' },
    });
    expect(amended.status).toBe(201);
    await sim.webhooks.idle();
    const log = sim.statutory.auditLog().map((e) => `${e.type} ${e.resourceId}`);
    expect(log).toEqual(
      expect.arrayContaining([`filing.cancelled ${blockedFilingId}`, `filing.amended ${acceptedFilingId}`]),
    );
    const types = delivered.map((d) => (JSON.parse(d.body) as { eventType: string }).eventType);
    expect(types.filter((type) => !isKnownWebhookEventType(type))).toEqual([]);
    expect(types).toContain('filing.created'); // the amendment is a new filing, announced as one
    expect(sim.events('filing.cancelled')).toEqual([]);
  });
});
