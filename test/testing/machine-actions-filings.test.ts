import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * Filing actions follow the SDK's filing table, over HTTP: approve, cancel and amend make the table's move (with
 * its event, its history and the clock's time); any other is refused with 409, as the documents say, and changes
 * nothing. A blocked filing says why.
 */

// A clock the tests move by hand: nothing runs in the background between two calls.
let clock = Date.parse('2026-11-02T09:00:00Z');
const ctx = useMockServer({ seed: 'machine-actions', now: () => clock });
const later = (ms = 3_600_000) => {
  clock += ms;
  return Math.floor(clock / 1000);
};

const filing = (id: string) =>
  expectStatus(call(ctx.server, 'GET', `/v1/statutory/filings/${id}`), 200, 'filing');
const filingAction = (id: string, verb: string, body: unknown = {}) =>
  call(ctx.server, 'POST', `/v1/statutory/filings/${id}/${verb}`, { body });
const _invoice = (id: string) => expectStatus(call(ctx.server, 'GET', `/v1/invoices/${id}`), 200, 'invoice');
const eventCount = () => ctx.server.simulator.events().length;
const auditCount = () => ctx.server.simulator.statutory.auditLog().length;

describe('filings', () => {
  it('approves a filing in review once; a second approval is 409 and changes nothing', async () => {
    const { inReviewFilingId: id } = ctx.server.simulator.fixtures;
    const at = later();
    await expectStatus(filingAction(id, 'approve'), 204, 'approve');
    const approved = await filing(id);
    expect(approved).toMatchObject({ status: 'approved', updatedAt: at });
    const [events, audit] = [eventCount(), auditCount()];
    later();
    const again = await expectStatus(filingAction(id, 'approve'), 409, 'second approval');
    expect(again.error).toMatchObject({ code: 'conflict' });
    expect(again.error.message).toMatch(/is approved; approve needs in_review/);
    expect(await filing(id)).toEqual(approved);
    expect([eventCount(), auditCount()]).toEqual([events, audit]);
  });

  it('refuses to approve while a requirement of the country is outstanding (409)', async () => {
    const sim = ctx.server.simulator;
    const id = sim.fixtures.inReviewFilingId;
    const requirement = sim.statutory.createRequirement({
      countryCode: 'GB',
      category: 'business_registration',
      name: 'PAYE reference',
      affectedField: 'payeReference',
    });
    const refused = await expectStatus(filingAction(id, 'approve'), 409, 'approve');
    expect(refused.error.message).toContain(requirement.id);
    expect((await filing(id)).status).toBe('in_review');
  });

  it('shows why a filing is blocked, and clears the reasons once the data is supplied', async () => {
    const { blockedFilingId: id, businessId } = ctx.server.simulator.fixtures;
    expect(await filing(id)).toMatchObject({
      status: 'blocked',
      blockedReasons: ['State unemployment insurance account number: suiAccountNumber is missing'],
    });
    await expectStatus(
      call(ctx.server, 'PUT', `/v1/statutory/businesses/${businessId}/fields/US`, {
        body: { fields: { suiAccountNumber: '12-345678-9' } },
      }),
      204,
      'fields',
    );
    const unblocked = await filing(id);
    expect(unblocked.status).toBe('pending');
    expect(unblocked).not.toHaveProperty('blockedReasons');
  });

  it('cancels before submission only: a second cancel, an approval or an amendment is 409', async () => {
    const { blockedFilingId: id } = ctx.server.simulator.fixtures;
    const at = later();
    await expectStatus(filingAction(id, 'cancel', { reason: 'Filed twice' }), 204, 'cancel');
    const cancelled = await filing(id);
    expect(cancelled).toMatchObject({ status: 'cancelled', updatedAt: at });
    expect(cancelled.statusHistory.at(-1)).toEqual({ from: 'blocked', to: 'cancelled', timestamp: at });
    const [events, audit] = [eventCount(), auditCount()];
    later();
    for (const verb of ['cancel', 'approve', 'amend']) {
      await expectStatus(filingAction(id, verb, { reason: 'again' }), 409, verb);
    }
    expect(await filing(id)).toEqual(cancelled);
    expect([eventCount(), auditCount()]).toEqual([events, audit]);
  });

  it('amends an accepted filing once: it stays accepted, linked to a new filing that starts pending', async () => {
    const { acceptedFilingId: id } = ctx.server.simulator.fixtures;
    const at = later();
    const { id: amendment } = await expectStatus(
      filingAction(id, 'amend', { reason: 'Corrected totals' }),
      201,
      'amend',
    );
    expect(await filing(id)).toMatchObject({ status: 'accepted', updatedAt: at });
    // The amendment starts pending, and is blocked at once: the seed's MX worker requirement is outstanding.
    const created = await filing(amendment);
    expect(created.statusHistory).toEqual([{ from: 'pending', to: 'blocked', timestamp: at }]);
    expect(created.blockedReasons).toEqual([expect.stringMatching(/^Worker RFC: rfc is missing for \S+/)]);
    const log = ctx.server.simulator.statutory.auditLog().filter((e) => e.resourceId === id);
    expect(log.at(-1)).toMatchObject({ type: 'filing.amended', data: { amendmentId: amendment } });
    const audit = auditCount();
    await expectStatus(filingAction(id, 'amend', { reason: 'Again' }), 409, 'second amendment');
    expect(auditCount()).toBe(audit);
  });
});

describe('filing lists', () => {
  it('list a blocked filing with its reasons and none of the simulator bookkeeping', async () => {
    const { blockedFilingId, businessId } = ctx.server.simulator.fixtures;
    const listed = await expectStatus(
      call(ctx.server, 'GET', '/v1/statutory/filings', { query: { businessId } }),
      200,
      'list',
    );
    const blocked = listed.data.find((f: { id: string }) => f.id === blockedFilingId);
    expect(blocked).toMatchObject({
      status: 'blocked',
      blockedReasons: [expect.stringContaining('suiAccountNumber')],
    });
    expect(blocked).not.toHaveProperty('blockedBy');
    expect(blocked).not.toHaveProperty('amendedBy');
  });
});
