import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, differences, expectStatus } from './raw-http.js';

/*
 * Business-level writes over plain HTTP, each read back as sent: payroll drafts, KYB, platform businesses,
 * deposits and reserves, milestones.
 */

describe('round trips of business writes (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'round-trips-business' });
  const get = (path: string, query?: Record<string, string>) =>
    expectStatus(call(ctx.server, 'GET', path, query === undefined ? {} : { query }), 200, `GET ${path}`);

  it('keeps a payroll draft as created and saved: worker type, type, pay day, pay period, entries', async () => {
    const { personIds } = ctx.server.simulator.fixtures;
    const created = await expectStatus(
      call(ctx.server, 'POST', '/v1/payrolls', { body: { workerType: 'EMPLOYEE', type: 'ONE_OFF' } }),
      '2xx',
      'payrolls.create',
    );
    const id = created.payrollId as string;
    expect(await get(`/v1/payrolls/${id}`)).toMatchObject({
      workerType: 'EMPLOYEE',
      type: 'ONE-OFF',
      status: 'Created',
    });
    const save = {
      payrollDate: '2026-12-01',
      payPeriod: { fromDate: '2026-11-01', toDate: '2026-11-30' },
      entries: [
        { personId: personIds[0], salary: { amount: 700_000, currency: 'USD' } },
        { personId: personIds[3], salary: { amount: 650_000, currency: 'USD' } },
      ],
    };
    await expectStatus(call(ctx.server, 'POST', `/v1/payrolls/${id}/save`, { body: save }), '2xx', 'save');
    const read = await get(`/v1/payrolls/${id}`);
    expect(differences(save, read).diffs).toEqual([]);
    expect(read).toMatchObject({
      status: 'Pending Submission',
      numPeople: 2,
      debit: { amount: 1_350_000, currency: 'USD' },
    });
  });

  it('reads KYB back as submitted and updated (the incorporation day as a date-time)', async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    expect(await get(`/v1/businesses/${businessId}/kyb`)).toMatchObject({
      id: businessId,
      status: 'initialized',
    });
    const kyb = {
      entityName: 'Acme Robotics Inc.',
      entityType: 'corporation',
      taxIdentificationNumber: '12-3456789',
      incorporation: {
        date: '2019-03-14',
        address: { line1: '1 Main St', city: 'Boston', countryCode: 'US' },
      },
      websiteURL: 'https://acme.example',
      natureOfBusiness: 'Robotics',
    };
    await expectStatus(
      call(ctx.server, 'POST', `/v1/businesses/${businessId}/kyb`, { body: kyb }),
      204,
      'kyb',
    );
    const read = await get(`/v1/businesses/${businessId}/kyb`);
    const expected = { ...kyb, incorporation: { ...kyb.incorporation, date: '2019-03-14T00:00:00.000Z' } };
    expect(differences(expected, read).diffs).toEqual([]);
    expect(read.status).toBe('pending-review');
    const patch = { sizeOfCompany: '50-100', sourceOfFunds: 'Revenue' };
    await expectStatus(
      call(ctx.server, 'PATCH', `/v1/businesses/${businessId}/kyb`, { body: patch }),
      204,
      'kyb update',
    );
    expect(await get(`/v1/businesses/${businessId}/kyb`)).toMatchObject({
      ...patch,
      entityName: kyb.entityName,
    });
  });

  it('lists a business the platform created, with what it sent', async () => {
    const body = {
      businessName: 'Wayne Enterprise',
      businessShortName: 'W.E.',
      adminFirstName: 'Jane',
      adminLastName: 'Founder',
      adminEmail: 'jane@wayne.example',
      address: { line1: '1007 Mountain Drive', city: 'Gotham', countryCode: 'US' },
      country: 'US',
      idempotencyKey: crypto.randomUUID(),
    };
    const created = await expectStatus(
      call(ctx.server, 'POST', '/v1/platform/businesses', { body }),
      200,
      'create',
    );
    const listed = await get('/v1/platform/businesses', { idempotencyKey: body.idempotencyKey });
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: created.businessId,
        tenantKey: created.tenantKey,
        name: body.businessName,
        shortName: body.businessShortName,
        address: body.address,
        admin: { name: 'Jane Founder', email: body.adminEmail },
      }),
    ]);
    const all = await get('/v1/platform/businesses');
    expect(all.data.length).toBe(3);
  });

  it('moves money for deposits and reserves, seen in balances and transactions', async () => {
    const { businessId, externalAccountIds, personIds } = ctx.server.simulator.fixtures;
    const deposit = {
      externalAccountId: externalAccountIds[0],
      amount: { amount: 300_000, currency: 'EUR' },
      paymentMethod: 'ach',
      suppressNotification: true,
      idempotencyKey: crypto.randomUUID(),
    };
    const made = await expectStatus(
      call(ctx.server, 'POST', `/v1/businesses/${businessId}/deposits`, { body: deposit }),
      200,
      'deposit',
    );
    const txs = await get(`/v1/businesses/${businessId}/transactions`, {
      currency: 'EUR',
      startDate: '2000-01-01',
    });
    expect(txs.data[0]).toMatchObject({
      id: made.id,
      direction: 'CREDIT',
      amount: { value: '3000.00', currency: 'EUR' },
    });
    const reserve = {
      action: 'LOCK',
      type: 'SEVERANCE',
      personId: personIds[0],
      amount: { value: '1000.00', currency: 'EUR' },
      idempotencyKey: crypto.randomUUID(),
      description: 'Severance for a leaver',
    };
    await expectStatus(
      call(ctx.server, 'POST', `/v1/businesses/${businessId}/reserves`, { body: reserve }),
      200,
      'reserve',
    );
    const balances = await get(`/v1/businesses/${businessId}/balances`, { include: 'reserves' });
    const eur = balances.data.find((w: { currency: string }) => w.currency === 'EUR');
    expect(eur).toMatchObject({ balance: 1_100_000, available: 950_000, reserves: 150_000 });
    const refused = await call(ctx.server, 'POST', `/v1/businesses/${businessId}/deposits`, {
      body: { ...deposit, externalAccountId: externalAccountIds[1], idempotencyKey: crypto.randomUUID() },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { params: object }).params).toHaveProperty('externalAccountId');
  });

  it('lists a milestone as created and as updated', async () => {
    const personId = ctx.server.simulator.fixtures.milestoneContractorId;
    const body = {
      title: 'Prototype',
      description: 'First cut',
      amount: { amount: 120_000, currency: 'USD' },
      dueDate: '2026-12-15',
    };
    const { id } = await expectStatus(
      call(ctx.server, 'POST', `/v1/persons/${personId}/milestones`, { body }),
      200,
      'create',
    );
    const find = async () =>
      (await get(`/v1/persons/${personId}/milestones`)).find((m: { id: string }) => m.id === id);
    expect(differences(body, await find()).diffs).toEqual([]);
    const update = { title: 'Prototype v2', amount: { amount: 150_000, currency: 'USD' } };
    await expectStatus(
      call(ctx.server, 'PUT', `/v1/persons/${personId}/milestones/${id}`, { body: update }),
      '2xx',
      'update',
    );
    expect(differences(update, await find()).diffs).toEqual([]);
  });
});
