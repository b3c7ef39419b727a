import { describe, expect, it } from 'vitest';
import { eventData, useMockServer } from './helpers.js';
import { call, differences, expectStatus } from './raw-http.js';
import { kycSubmission } from './support/bodies.js';

/*
 * Writes to persons and users over plain HTTP, each read back with exactly the values sent (the read may add
 * fields, never change one), and the webhooks the spec lists for them.
 */

const ADDRESS = {
  line1: '350 Fifth Avenue',
  city: 'New York',
  postalCode: '10118',
  state: 'NY',
  countryCode: 'US',
};
const NEW_PERSON = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace.hopper@acme.test',
  phoneNumber: { countryCode: '1', number: '2125550199' },
  type: 'CONTRACTOR',
  contractorType: 'BUSINESS',
  businessName: 'Hopper Compilers LLC',
  address: ADDRESS,
  compInfo: { type: 'net', salary: { amount: 9_500_000, currency: 'USD' }, frequency: 'hourly' },
  jobInfo: { startDate: '2026-04-01', title: 'Staff Engineer', department: 'Compilers' },
  metadata: { team: 'languages' },
};

describe('round trips of persons and users (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'round-trips' });

  async function createPerson(): Promise<string> {
    const created = await expectStatus(
      call(ctx.server, 'POST', '/v1/persons', { body: NEW_PERSON }),
      '2xx',
      'create',
    );
    return created.id as string;
  }

  async function readPerson(id: string) {
    return expectStatus(call(ctx.server, 'GET', `/v1/persons/${id}`), 200, 'persons.get');
  }

  it('reads a created person back with every value sent (compInfo.type net stays net)', async () => {
    const id = await createPerson();
    const read = await readPerson(id);
    const { diffs, present } = differences(NEW_PERSON, read);
    expect(diffs).toEqual([]);
    expect(present).toBeGreaterThanOrEqual(18);
    const listed = await call(ctx.server, 'GET', '/v1/persons', { query: { email: NEW_PERSON.email } });
    expect((listed.body as { data: { id: string; compInfo: unknown }[] }).data).toEqual([
      expect.objectContaining({ id, compInfo: NEW_PERSON.compInfo }),
    ]);
  });

  it('writes each info update through to the person, with person.updated', async () => {
    const id = await createPerson();
    const updates: [string, Record<string, unknown>][] = [
      [
        'basicInfo',
        {
          firstName: 'Amazing',
          lastName: 'Grace',
          email: 'amazing@acme.test',
          phoneNumber: { countryCode: '44', number: '2071234567' },
        },
      ],
      [
        'personalInfo',
        {
          dateOfBirth: '1906-12-09',
          gender: 'female',
          nationality: 'US',
          nationalId: { fullId: 'T22084535', suffix: '35', type: 'ssn' },
        },
      ],
      [
        'jobInfo',
        {
          jobInfo: { title: 'Rear Admiral', department: 'Navy' },
          compInfo: {
            type: 'salaried',
            salary: { amount: 12_000_000, currency: 'USD' },
            frequency: 'monthly',
          },
        },
      ],
      [
        'type',
        {
          newType: 'EMPLOYEE',
          compInfo: {
            type: 'salaried',
            salary: { amount: 13_000_000, currency: 'USD' },
            frequency: 'monthly',
          },
        },
      ],
    ];
    for (const [part, body] of updates) {
      await expectStatus(call(ctx.server, 'PUT', `/v1/persons/${id}/${part}`, { body }), 204, part);
      const read = await readPerson(id);
      const expected = part === 'type' ? { type: body.newType, compInfo: body.compInfo } : body;
      expect(differences(expected, read).diffs, part).toEqual([]);
    }
    const events = eventData(ctx.server, 'person.updated').filter((e) => e.id === id);
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({ firstName: 'Amazing', lastName: 'Grace', email: 'amazing@acme.test' });
  });

  it('answers 404 for payment info never written, then reads back what was written', async () => {
    const id = await createPerson();
    expect((await call(ctx.server, 'GET', `/v1/persons/${id}/paymentInfo`)).status).toBe(404);
    const paymentInfo = {
      preferredMethod: 'ach',
      ach: {
        bankName: 'First Bank',
        accountName: 'Grace Hopper',
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountType: 'checking',
      },
    };
    await expectStatus(
      call(ctx.server, 'PUT', `/v1/persons/${id}/paymentInfo`, { body: paymentInfo }),
      204,
      'put',
    );
    expect((await call(ctx.server, 'GET', `/v1/persons/${id}/paymentInfo`)).body).toEqual(paymentInfo);
  });

  it('keeps tax profile and instant-pay setting empty until written, then as written', async () => {
    const id = await createPerson();
    expect((await call(ctx.server, 'GET', `/v1/persons/${id}/taxProfile`)).body).toEqual({ taxProfile: {} });
    expect((await call(ctx.server, 'GET', `/v1/persons/${id}/ipSetting`)).body).toEqual({});
    const profile = { maritalStatus: 'single', numberOfDependents: 2 };
    await expectStatus(
      call(ctx.server, 'PUT', `/v1/persons/${id}/taxProfile`, { body: profile }),
      204,
      'tax',
    );
    await expectStatus(
      call(ctx.server, 'PUT', `/v1/persons/${id}/ipSetting`, { body: { accessPercentage: 40 } }),
      204,
      'ip',
    );
    expect((await call(ctx.server, 'GET', `/v1/persons/${id}/taxProfile`)).body).toEqual({
      taxProfile: profile,
    });
    expect((await call(ctx.server, 'GET', `/v1/persons/${id}/ipSetting`)).body).toEqual({
      accessPercentage: 40,
    });
  });

  it('invites a user that users.get, users.list({ personId }) and KYC know', async () => {
    const personId = await createPerson();
    const { userId } = await expectStatus(
      call(ctx.server, 'POST', '/v1/users/invite', { body: { personId } }),
      200,
      'invite',
    );
    const user = await expectStatus(call(ctx.server, 'GET', `/v1/users/${userId}`), 200, 'users.get');
    expect(user).toMatchObject({ id: userId, personId, firstName: 'Grace', status: 'invitation_sent' });
    const listed = await call(ctx.server, 'GET', '/v1/users', { query: { personId } });
    expect((listed.body as { data: { id: string }[] }).data.map((u) => u.id)).toEqual([userId]);
    expect(eventData(ctx.server, 'user.created').map((e) => e.id)).toContain(userId);

    await expectStatus(
      call(ctx.server, 'PUT', `/v1/users/${userId}/sub`, { body: { tokenSub: 'auth0|grace' } }),
      204,
      'sub',
    );
    expect((await call(ctx.server, 'GET', `/v1/users/${userId}`)).body).toMatchObject({
      tokenSub: 'auth0|grace',
    });

    const kyc = await kycSubmission(ctx.server, {
      firstName: 'Grace',
      lastName: 'Hopper',
      dob: '1906-12-09',
      country: 'US',
      number: 'A12345678',
    });
    await expectStatus(call(ctx.server, 'POST', `/v1/users/${userId}/kyc`, { body: kyc }), 204, 'kyc');
    const read = await expectStatus(call(ctx.server, 'GET', `/v1/users/${userId}/kyc`), 200, 'kyc.get');
    expect(read).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      identity: 'processing',
      address: 'processing',
      idDetails: { country: 'US', type: 'Passport' },
    });
    expect(eventData(ctx.server, 'user.kyc.updated').filter((e) => e.userId === userId)).toHaveLength(2);
  });

  it('refuses a write the documents refuse with 400 and params, changing nothing', async () => {
    const id = await createPerson();
    const answer = await call(ctx.server, 'PUT', `/v1/persons/${id}/paymentInfo`, {
      body: { preferredMethod: 'pigeon' },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { params: Record<string, string> }).params).toHaveProperty('preferredMethod');
    expect((await call(ctx.server, 'GET', `/v1/persons/${id}/paymentInfo`)).status).toBe(404);
    const invite = await call(ctx.server, 'POST', '/v1/users/invite', { body: {} });
    expect(invite.status).toBe(400);
    expect((invite.body as { params: Record<string, string> }).params).toHaveProperty('personId');
  });
});
