import { describe, expect, it } from 'vitest';
import { eventData, useMockServer } from './helpers.js';
import { call, contractTemplateId, expectStatus } from './raw-http.js';
import { virtualAccountRequest } from './support/bodies.js';

/* Writes whose records land in another list, and the webhooks the spec lists for them (raw HTTP). */

describe('writes with webhooks and related records (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'round-trips-events' });

  it('lists a requested virtual account in the user’s accounts, with virtual-account.requested', async () => {
    const { userId } = ctx.server.simulator.fixtures;
    const body = virtualAccountRequest();
    const path = `/v1/users/${userId}/virtual-accounts`;
    const before = await expectStatus(call(ctx.server, 'GET', path), 200, 'list');
    await expectStatus(call(ctx.server, 'POST', path, { body }), 204, 'create');
    const after = await expectStatus(call(ctx.server, 'GET', path), 200, 'list');
    expect(after.data.length).toBe(before.data.length + 1);
    const added = after.data.at(-1);
    expect(added).toMatchObject({ status: 'Requested', currency: 'USD' });
    expect(eventData(ctx.server, 'virtual-account.requested')).toEqual([
      expect.objectContaining({ id: added.id, userId, currency: 'USD', status: 'requested' }),
    ]);
  });

  it('sends contract.created for a contract, which contracts.get then reads', async () => {
    const personId = ctx.server.simulator.fixtures.personIds[5];
    const body = {
      templateId: await contractTemplateId(ctx.server),
      personId,
      sender: { email: 'hr@acme.example', name: 'Acme HR' },
    };
    const { id } = await expectStatus(call(ctx.server, 'POST', '/v1/contracts', { body }), '2xx', 'create');
    expect(await expectStatus(call(ctx.server, 'GET', `/v1/contracts/${id}`), 200, 'get')).toMatchObject({
      id,
      personId,
    });
    expect(eventData(ctx.server, 'contract.created')).toEqual([
      expect.objectContaining({ id, personId, templateId: body.templateId }),
    ]);
  });

  it('keeps a removed external account listed as removed, with external-account.removed', async () => {
    const { businessId, externalAccountIds } = ctx.server.simulator.fixtures;
    const id = externalAccountIds[0] as string;
    const path = `/v1/businesses/${businessId}/external-accounts`;
    await expectStatus(call(ctx.server, 'DELETE', `${path}/${id}`), '2xx', 'delete');
    const listed = await expectStatus(call(ctx.server, 'GET', path), 200, 'list');
    expect(listed.find((a: { id: string }) => a.id === id)).toMatchObject({ status: 'removed' });
    const [event] = eventData(ctx.server, 'external-account.removed');
    expect(event).toMatchObject({
      businessId,
      accounts: [expect.objectContaining({ id, status: 'removed' })],
    });
    expect((await call(ctx.server, 'DELETE', `${path}/${id}`)).status).toBe(400);
  });

  it('reinstates the seeded Former person and approves the seeded filing in review', async () => {
    const { formerPersonId, inReviewFilingId } = ctx.server.simulator.fixtures;
    expect(
      await expectStatus(call(ctx.server, 'GET', `/v1/persons/${formerPersonId}`), 200, 'get'),
    ).toMatchObject({ status: 'Former' });
    await expectStatus(
      call(ctx.server, 'POST', `/v1/persons/${formerPersonId}/reinstate`, { body: {} }),
      '2xx',
      'reinstate',
    );
    expect(
      await expectStatus(call(ctx.server, 'GET', `/v1/persons/${formerPersonId}`), 200, 'get'),
    ).toMatchObject({ status: 'Active' });
    expect(eventData(ctx.server, 'person.reinstated').map((e) => e.id)).toEqual([formerPersonId]);
    await expectStatus(
      call(ctx.server, 'POST', `/v1/statutory/filings/${inReviewFilingId}/approve`),
      '2xx',
      'approve',
    );
    const filing = await expectStatus(
      call(ctx.server, 'GET', `/v1/statutory/filings/${inReviewFilingId}`),
      200,
      'filing',
    );
    expect(filing.status).toBe('approved');
  });

  it('creates each filing of a batch, which filings.get and the compliance summary then know', async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    const summary = () =>
      expectStatus(
        call(ctx.server, 'GET', '/v1/statutory/compliance/summary', { query: { businessId } }),
        200,
        'summary',
      );
    const before = (await summary()).filings.total;
    const line = (filingTypeId: string, currency: string) => ({
      filingTypeId,
      currency,
      breakdown: [{ amount: 1200.5 }],
    });
    const body = {
      businessId,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      filings: [line('ft_gb_payroll_tax', 'GBP'), line('ft_de_payroll_tax', 'EUR')],
    };
    const { data } = await expectStatus(
      call(ctx.server, 'POST', '/v1/statutory/filings/batch', { body }),
      201,
      'batch',
    );
    expect(data).toHaveLength(2);
    for (const { id } of data) {
      const filing = await expectStatus(
        call(ctx.server, 'GET', `/v1/statutory/filings/${id}`),
        200,
        'filing',
      );
      expect(filing).toMatchObject({ id, status: 'pending' });
    }
    expect((await summary()).filings.total).toBe(before + 2);
  });

  it('cancels a filing (filing.cancelled) and amends one with a corrected filing (filing.amended)', async () => {
    const { blockedFilingId, acceptedFilingId } = ctx.server.simulator.fixtures;
    const filingPath = (id: string) => `/v1/statutory/filings/${id}`;
    await expectStatus(
      call(ctx.server, 'POST', `${filingPath(blockedFilingId)}/cancel`, { body: { reason: 'Filed twice' } }),
      204,
      'cancel',
    );
    expect(
      await expectStatus(call(ctx.server, 'GET', filingPath(blockedFilingId)), 200, 'get'),
    ).toMatchObject({ status: 'cancelled' });
    // A second cancel is a move the filing machine does not hold: 409, as the cancel operation documents.
    const again = await call(ctx.server, 'POST', `${filingPath(blockedFilingId)}/cancel`, { body: {} });
    expect(again.status).toBe(409);
    const body = { reason: 'Corrected totals', correctedAmounts: { currency: 'MXN', total: 82_345 } };
    const { id } = await expectStatus(
      call(ctx.server, 'POST', `${filingPath(acceptedFilingId)}/amend`, { body }),
      '2xx',
      'amend',
    );
    expect(id).not.toBe(acceptedFilingId);
    expect(await expectStatus(call(ctx.server, 'GET', filingPath(id)), 200, 'amendment')).toMatchObject({
      countryCode: 'MX',
    });
    const log = ctx.server.simulator.statutory.auditLog().map((e) => `${e.type} ${e.resourceId}`);
    expect(log).toEqual(
      expect.arrayContaining([`filing.cancelled ${blockedFilingId}`, `filing.amended ${acceptedFilingId}`]),
    );
  });
});
