import { describe, expect, it } from 'vitest';
import { ANSWERED_ACTIONS } from '../../src/testing/declared/collection-hooks.js';
import { COLLECTIONS } from '../../src/testing/declared/collections.js';
import { shapeOf } from '../../src/testing/declared/operation-roles.js';
import { sampleValue } from '../../src/testing/declared/sample.js';
import { machineOfAction } from '../../src/testing/machines/table-moves.js';
import { HAND_WRITTEN } from '../../src/testing/routes/all.js';
import { STATE_MACHINES } from '../../src/transitions.js';
import { useMockServer } from './helpers.js';
import { call, expectStatus, PLANS, referencesOf } from './raw-http.js';

/*
 * Actions follow the state machines and nothing else, over HTTP: a move the SDK's table holds is made (with its
 * event and the clock's time), any other is refused with the documented status and changes nothing — no status,
 * no event, no time. The filing actions are in machine-actions-filings.test.ts.
 */

// A clock the tests move by hand: nothing runs in the background between two calls.
let clock = Date.parse('2026-11-02T09:00:00Z');
const ctx = useMockServer({ seed: 'machine-actions', now: () => clock });
const later = (ms = 3_600_000) => {
  clock += ms;
  return Math.floor(clock / 1000);
};

const invoice = (id: string) => expectStatus(call(ctx.server, 'GET', `/v1/invoices/${id}`), 200, 'invoice');
const eventCount = () => ctx.server.simulator.events().length;

describe('every action operation has a machine move or an explicit answer', () => {
  it("serves each action by a hand-written route, a state machine move (its collection's or its table's), or a documented non-state answer", () => {
    const served = new Set(HAND_WRITTEN.map((route) => `${route.method} ${shapeOf(route.path)}`));
    const unserved = PLANS.filter((plan) => plan.role === 'action')
      .filter((plan) => !served.has(`${plan.operation.method} ${plan.shape}`))
      .filter(
        (plan) =>
          COLLECTIONS[plan.collection ?? '']?.actions?.[plan.verb ?? ''] === undefined &&
          machineOfAction(plan.name) === undefined &&
          ANSWERED_ACTIONS[plan.name] === undefined,
      )
      .map((plan) => plan.name);
    expect(unserved).toEqual([]);
  });

  it('names in the table the SDK method of every move a caller makes, and only known methods', () => {
    const names = new Set(PLANS.map((plan) => plan.name));
    const actions = Object.values(STATE_MACHINES).flatMap((m) =>
      m.transitions.flatMap((t) => (t.action === undefined ? [] : [t.action])),
    );
    expect(actions.filter((action) => !names.has(action))).toEqual([]);
    expect(new Set(actions)).toContain('invoices.cancel');
  });
});

describe('invoices', () => {
  it('cancels a pending invoice with no event; a second cancel or a review is 400 and changes nothing', async () => {
    const { invoiceId: id } = ctx.server.simulator.fixtures;
    expect((await invoice(id)).status).toBe('pending');
    const events = eventCount();
    const at = later();
    await expectStatus(call(ctx.server, 'POST', `/v1/invoices/${id}/cancel`), 204, 'cancel');
    const cancelled = await invoice(id);
    expect(cancelled).toMatchObject({ status: 'cancelled', lastUpdatedTimestamp: at });
    const listed = await expectStatus(call(ctx.server, 'GET', '/v1/invoices'), 200, 'list');
    expect(listed.data.find((i: { id: string }) => i.id === id)?.status).toBe('cancelled');
    expect(eventCount()).toBe(events);
    later();
    const again = await expectStatus(call(ctx.server, 'POST', `/v1/invoices/${id}/cancel`), 400, 'again');
    expect(again.params).toEqual({ status: 'is cancelled; cancel needs pending or approved' });
    const review = call(ctx.server, 'POST', `/v1/invoices/${id}/review`, { body: { action: 'approve' } });
    await expectStatus(review, 400, 'review');
    expect(await invoice(id)).toEqual(cancelled);
    expect(eventCount()).toBe(events);
  });

  it('reviews a pending invoice once, with its event and the clock time', async () => {
    const { invoiceId: id } = ctx.server.simulator.fixtures;
    const at = later();
    const review = () =>
      call(ctx.server, 'POST', `/v1/invoices/${id}/review`, { body: { action: 'approve' } });
    await expectStatus(review(), 204, 'review');
    expect(await invoice(id)).toMatchObject({ status: 'approved', lastUpdatedTimestamp: at });
    const events = eventCount();
    await expectStatus(review(), 400, 'second review');
    expect(eventCount()).toBe(events);
    expect(ctx.server.simulator.events().at(-1)?.eventType).toBe('invoice.contractor.approved');
  });
});

describe('milestones', () => {
  const milestones = async () => {
    const person = ctx.server.simulator.fixtures.milestoneContractorId;
    return expectStatus(call(ctx.server, 'GET', `/v1/persons/${person}/milestones`), 200, 'milestones');
  };
  const complete = (id: string) =>
    call(
      ctx.server,
      'POST',
      `/v1/persons/${ctx.server.simulator.fixtures.milestoneContractorId}/milestones/${id}/complete`,
    );

  it('completes a milestone into an invoice of its title and description, and follows that invoice', async () => {
    const person = ctx.server.simulator.fixtures.milestoneContractorId;
    const { id } = await expectStatus(
      call(ctx.server, 'POST', `/v1/persons/${person}/milestones`, {
        body: {
          title: 'Prototype',
          description: 'Clickable prototype',
          amount: { amount: 90_000, currency: 'USD' },
        },
      }),
      200,
      'create',
    );
    const planned = (await milestones()).find((m: { id: string }) => m.id === id);
    expect(planned).toMatchObject({ status: 'Planned', title: 'Prototype' });
    expect(planned).not.toHaveProperty('invoiceId');
    expect(planned).not.toHaveProperty('rejectionReason');

    const at = later();
    const { id: invoiceId } = await expectStatus(complete(id), 200, 'complete');
    expect((await milestones()).find((m: { id: string }) => m.id === id)).toMatchObject({
      status: 'Submitted',
      invoiceId,
      updatedTimestamp: at,
    });
    expect(await invoice(invoiceId)).toMatchObject({
      status: 'pending',
      notes: 'Clickable prototype',
      items: [{ description: 'Prototype', amount: { amount: 90_000, currency: 'USD' } }],
      total: { amount: 90_000, currency: 'USD' },
    });
    const invoices = ctx.server.simulator.events('invoice.contractor.submitted').length;
    await expectStatus(complete(id), 400, 'second completion');
    expect(ctx.server.simulator.events('invoice.contractor.submitted')).toHaveLength(invoices);

    const reject = { action: 'reject', reason: 'Missing the mobile screens' };
    await expectStatus(
      call(ctx.server, 'POST', `/v1/invoices/${invoiceId}/review`, { body: reject }),
      204,
      'reject',
    );
    expect((await milestones()).find((m: { id: string }) => m.id === id)).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Missing the mobile screens',
      invoiceId,
    });
    const { id: second } = await expectStatus(complete(id), 200, 'completion after rejection');
    const resubmitted = (await milestones()).find((m: { id: string }) => m.id === id);
    expect(resubmitted).toMatchObject({ status: 'Submitted', invoiceId: second });
    expect(resubmitted).not.toHaveProperty('rejectionReason');
    expect(second).not.toBe(invoiceId);
  });
  it('edits and deletes a milestone only while Planned', async () => {
    const person = ctx.server.simulator.fixtures.milestoneContractorId;
    const path = `/v1/persons/${person}/milestones`;
    const { id } = await expectStatus(
      call(ctx.server, 'POST', path, {
        body: { title: 'Audit', amount: { amount: 40_000, currency: 'USD' } },
      }),
      200,
      'create',
    );
    const edit = {
      title: 'Security audit',
      amount: { amount: 45_000, currency: 'USD' },
      dueDate: '2026-12-15',
    };
    const at = later();
    await expectStatus(call(ctx.server, 'PUT', `${path}/${id}`, { body: edit }), 204, 'edit');
    expect((await milestones()).find((m: { id: string }) => m.id === id)).toMatchObject({
      ...edit,
      status: 'Planned',
      updatedTimestamp: at,
    });
    await expectStatus(complete(id), 200, 'complete');
    const submitted = (await milestones()).find((m: { id: string }) => m.id === id);
    later();
    const refused = await expectStatus(
      call(ctx.server, 'PUT', `${path}/${id}`, { body: { ...edit, title: 'Late change' } }),
      400,
      'edit a Submitted milestone',
    );
    expect(refused.params).toEqual({ milestoneId: 'is Submitted; only a Planned milestone can be edited' });
    await expectStatus(call(ctx.server, 'DELETE', `${path}/${id}`), 400, 'delete a Submitted milestone');
    expect((await milestones()).find((m: { id: string }) => m.id === id)).toEqual(submitted);
  });
});

describe('reimbursements', () => {
  it('reviews a claim once, and cancels only one not yet approved', async () => {
    const { reimbursementId: id } = ctx.server.simulator.fixtures;
    const review = () =>
      call(ctx.server, 'POST', `/v1/reimbursements/${id}/review`, {
        body: { action: 'approve', sourceCurrency: 'USD' },
      });
    await expectStatus(review(), 204, 'review');
    const events = eventCount();
    const second = await expectStatus(review(), 400, 'second review');
    expect(second.params).toEqual({ status: 'is approved; review needs submitted' });
    await expectStatus(call(ctx.server, 'DELETE', `/v1/reimbursements/${id}`), 400, 'cancel approved');
    expect(eventCount()).toBe(events);
    await expectStatus(call(ctx.server, 'GET', `/v1/reimbursements/${id}`), 200, 'still there');
  });
});

describe('offboarding', () => {
  it('schedules, cancels and reinstates only from the states that allow it, changing nothing otherwise', async () => {
    const { personIds, formerPersonId } = ctx.server.simulator.fixtures;
    const person = personIds[3] as string;
    const act = (id: string, verb: string, body: unknown = {}) =>
      call(ctx.server, 'POST', `/v1/persons/${id}/${verb}`, { body });
    const exit = { exitDate: '2026-12-31', reason: 'Relocation' };
    await expectStatus(act(person, 'offboard', exit), 204, 'offboard');
    const events = eventCount();
    await expectStatus(act(person, 'offboard', exit), 400, 'second offboard');
    await expectStatus(act(person, 'reinstate'), 400, 'reinstate an active person');
    expect(eventCount()).toBe(events);
    await expectStatus(act(person, 'cancelOffboarding'), 204, 'cancel');
    await expectStatus(act(person, 'cancelOffboarding'), 400, 'second cancel');
    await expectStatus(act(formerPersonId, 'offboard', exit), 400, 'offboard a Former person');
    expect(
      ctx.server.simulator
        .events()
        .slice(events)
        .map((e) => e.eventType),
    ).toEqual(['person.offboarding.cancelled']);
  });
});

describe('KYC', () => {
  it('refuses a submission while one is in review or once verified, keeping what was submitted', async () => {
    const sim = ctx.server.simulator;
    const user = sim.fixtures.userId;
    const operation = PLANS.find((plan) => plan.name === 'users.kyc.submit')?.operation;
    const body = sampleValue(operation?.params?.() as never, 'kyc', {
      known: (await referencesOf(ctx.server)).known,
      uuid: () => crypto.randomUUID(),
      now: clock,
      optional: false,
    });
    const submit = () => call(ctx.server, 'POST', `/v1/users/${user}/kyc`, { body });
    const read = () => expectStatus(call(ctx.server, 'GET', `/v1/users/${user}/kyc`), 200, 'kyc');
    await expectStatus(submit(), 204, 'submit');
    const events = eventCount();
    const inReview = await read();
    await expectStatus(submit(), 400, 'submit while in review');
    sim.settle();
    const verified = await read();
    expect(verified).toMatchObject({ identity: 'approved', address: 'approved' });
    const settled = eventCount();
    expect(settled).toBeGreaterThan(events);
    await expectStatus(submit(), 400, 'submit once verified');
    expect(await read()).toEqual(verified);
    expect(eventCount()).toBe(settled);
    expect(inReview).toMatchObject({ identity: 'processing' });
  });
});
