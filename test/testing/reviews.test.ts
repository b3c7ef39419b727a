import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError } from '../../src/index.js';
import { clientFor, eventData, failure, useMockServer } from './helpers.js';

const t = useMockServer();

describe('contractor invoices', () => {
  it('approving emits invoice.contractor.approved; paying emits invoice.contractor.paid', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const { invoiceId, userPersonId, userId, businessId, tenantKey } = sim.fixtures;
    await client.invoices.review(invoiceId, { action: 'approve' });
    const me = await client.me.get();
    const refs = { id: invoiceId, invoiceNumber: 'INV-1001', personId: userPersonId, userId, businessId };
    expect(eventData(t.server, 'invoice.contractor.approved')).toEqual([
      { ...refs, handledBy: me.apiKey?.id, tenantKey },
    ]);
    sim.tick();
    expect(sim.invoices.get(invoiceId).status).toBe('paid');
    expect(eventData(t.server, 'invoice.contractor.paid')).toEqual([
      {
        ...refs,
        amount: { amount: 250_000, currency: 'USD' },
        paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        reference: expect.any(String),
        tenantKey,
      },
    ]);
  });

  it('rejecting carries the reason, and a second review is a 400', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const invoice = sim.invoices.submit({
      personId: sim.fixtures.personIds[4]!,
      amount: { amount: 9_900, currency: 'USD' },
    });
    expect(eventData(t.server, 'invoice.contractor.submitted')).toEqual([
      expect.objectContaining({
        id: invoice.id,
        amount: { amount: 9_900, currency: 'USD' },
        date: invoice.date,
        datePayable: invoice.datePayable,
      }),
    ]);
    await client.invoices.review(invoice.id, { action: 'reject', reason: 'Duplicate' });
    expect(eventData(t.server, 'invoice.contractor.rejected')).toEqual([
      expect.objectContaining({ reason: 'Duplicate' }),
    ]);
    const again = await failure(client.invoices.review(invoice.id, { action: 'approve' }));
    expect(again).toBeInstanceOf(BadRequestError);
    expect(again.params).toEqual({ status: 'is rejected; review needs pending' });
  });

  it('answers 404 for an invoice of another business', async () => {
    const child = clientFor(t.server).withTenant(t.server.simulator.fixtures.childTenantKey);
    const call = child.invoices.review(t.server.simulator.fixtures.invoiceId, { action: 'approve' });
    await expect(call).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('reimbursements', () => {
  it('creates (submitted), approves from the source-currency wallet, then pays once settled', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const personId = sim.fixtures.personIds[10]!;
    const { id } = await client.reimbursements.create({
      personId,
      title: 'Conference',
      currency: 'USD',
      destinationCurrency: 'USD',
      entries: [
        { description: 'Ticket', amount: { value: '120.00', currency: 'USD' } },
        { description: 'Taxi', amount: { value: '12.50', currency: 'USD' }, date: '2026-07-01' },
      ],
    });
    expect(eventData(t.server, 'reimbursement.submitted')).toEqual([
      expect.objectContaining({
        id,
        personId,
        title: 'Conference',
        amount: { amount: 13_250, currency: 'USD' },
      }),
    ]);
    const before = sim.businesses.balances().find((w) => w.currency === 'USD')?.available ?? 0;
    await client.reimbursements.review(id, { action: 'approve', sourceCurrency: 'USD' });
    expect(sim.businesses.balances().find((w) => w.currency === 'USD')?.available).toBe(before - 13_250);
    expect(eventData(t.server, 'reimbursement.approved')).toEqual([
      expect.objectContaining({ id, handledBy: expect.any(String) }),
    ]);
    sim.reimbursements.pay(id);
    expect(eventData(t.server, 'reimbursement.paid')).toEqual([
      expect.objectContaining({
        id,
        amount: { amount: 13_250, currency: 'USD' },
        disbursementId: expect.any(String),
      }),
    ]);
  });

  it('refuses an approval the source wallet cannot cover, naming sourceCurrency', async () => {
    const sim = t.server.simulator;
    const claim = sim.reimbursements.create({
      personId: sim.fixtures.personIds[3]!,
      title: 'Laptop',
      currency: 'USD',
      amount: 9_000_000,
    });
    const error = await failure(clientFor(t.server).reimbursements.review(claim.id, { action: 'approve' }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.params).toEqual({
      sourceCurrency: expect.stringMatching(
        /USD wallet cannot pay .*: exceeds the available balance of 10000\.00 USD/,
      ),
    });
    expect(sim.reimbursements.get(claim.id).status).toBe('submitted');
  });

  it('validates the claim body on the server', async () => {
    const error = await failure(
      clientFor(t.server).request({
        method: 'POST',
        path: '/v1/reimbursements',
        body: {
          title: 'x',
          currency: 'USD',
          destinationCurrency: 'USD',
          entries: [{ description: 'a', amount: { value: '1.234' } }],
        },
      }),
    );
    expect(error.params).toEqual({
      personId: 'personId or userId is required',
      'entries.0.amount.value': 'must be a positive decimal amount in USD',
    });
  });

  it('lets a User token claim for itself only', async () => {
    const user = clientFor(t.server, { apiKey: t.server.keys.sandbox.user });
    const body = {
      title: 'Lunch',
      currency: 'USD',
      destinationCurrency: 'EUR',
      entries: [{ description: 'Lunch', amount: { value: '10.00', currency: 'USD' } }],
    };
    const { id } = await user.reimbursements.create(body);
    expect(t.server.simulator.reimbursements.get(id)).toMatchObject({
      personId: t.server.simulator.fixtures.userPersonId,
      amount: { amount: 920, currency: 'EUR' },
    });
    const other = user.reimbursements.create({
      ...body,
      personId: t.server.simulator.fixtures.personIds[20]!,
    });
    await expect(other).rejects.toMatchObject({ status: 403 });
  });
});

describe('milestones', () => {
  it('validates the body on the server: amount.amount integer, dueDate YYYY-MM-DD, documentIds uuids', async () => {
    const personId = t.server.simulator.fixtures.milestoneContractorId;
    const error = await failure(
      clientFor(t.server).request({
        method: 'POST',
        path: `/v1/persons/${personId}/milestones`,
        body: {
          title: 'Design',
          amount: { amount: 10.5, currency: 'USD' },
          dueDate: '2026-02-30',
          documentIds: ['nope'],
        },
      }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.code).toBe('invalid_request_body');
    expect(error.params).toEqual({
      'amount.amount': 'must be an integer',
      dueDate: 'must be a date written YYYY-MM-DD',
      'documentIds.0': 'must be a uuid',
    });
  });

  it('adds a milestone with an uploaded document, and refuses a person who is not a milestone contractor', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const { fileId } = await client.files.upload(new Blob(['spec']), {
      purpose: 'milestone-document',
      contentType: 'text/plain',
    });
    const { id } = await client.persons.milestones.create(sim.fixtures.milestoneContractorId, {
      title: 'Build',
      amount: { amount: 200_000, currency: 'USD' },
      dueDate: '2026-10-01',
      documentIds: [fileId],
    });
    expect(sim.milestones.get(id)).toMatchObject({
      status: 'Planned',
      documentIds: [fileId],
      dueDate: '2026-10-01',
    });
    const error = await failure(
      client.persons.milestones.create(sim.fixtures.personIds[0]!, {
        title: 'x',
        amount: { amount: 1, currency: 'USD' },
      }),
    );
    expect(error.params).toEqual({ personId: 'is not a milestone-type contractor' });
    const missing = client.persons.milestones.create('00000000-0000-4000-8000-000000000000', {
      title: 'x',
      amount: { amount: 1, currency: 'USD' },
    });
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
  });

  it('completing a milestone submits its invoice, and the milestone follows the review', async () => {
    const sim = t.server.simulator;
    const invoice = sim.milestones.complete(sim.fixtures.milestoneId);
    expect(sim.milestones.get(sim.fixtures.milestoneId)).toMatchObject({
      status: 'Submitted',
      invoiceId: invoice.id,
    });
    await clientFor(t.server).invoices.review(invoice.id, { action: 'approve' });
    expect(sim.milestones.get(sim.fixtures.milestoneId).status).toBe('Approved');
    sim.invoices.pay(invoice.id);
    expect(sim.milestones.get(sim.fixtures.milestoneId).status).toBe('Paid');
    expect(sim.events().map((e) => e.eventType)).toEqual([
      'invoice.contractor.submitted',
      'invoice.contractor.approved',
      'invoice.contractor.paid',
    ]);
  });
});
