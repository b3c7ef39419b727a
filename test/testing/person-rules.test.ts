import { describe, expect, it } from 'vitest';
import { eventData, useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';
import { kycSubmission } from './support/bodies.js';

/*
 * The rules a person's fields follow over HTTP (email format and uniqueness in the business, a pay amount
 * that is not negative in an ISO 4217 currency), on create and on each update: a refusal is a 400 whose
 * `params` name the field, and nothing is created or changed. A created person reads back what was sent plus
 * what the server sets, and its times come from the simulator's clock.
 */

const NEW_PERSON = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: 'katherine.johnson@acme.test',
  type: 'EMPLOYEE',
  address: { line1: '1 NASA Drive', city: 'Hampton', state: 'VA', postalCode: '23666', countryCode: 'US' },
  compInfo: { type: 'salaried', salary: { amount: 720_000, currency: 'USD' }, frequency: 'monthly' },
};

type Person = Record<string, unknown>;

describe('person rules (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'person-rules' });

  const create = (body: Record<string, unknown>) => call(ctx.server, 'POST', '/v1/persons', { body });
  const byEmail = async (email: string) =>
    ((await call(ctx.server, 'GET', '/v1/persons', { query: { email } })).body as { data: Person[] }).data;
  const read = (id: string): Promise<Person> =>
    expectStatus(call(ctx.server, 'GET', `/v1/persons/${id}`), 200, 'persons.get');
  const withComp = (salary: Record<string, unknown>) => ({
    ...NEW_PERSON,
    compInfo: { ...NEW_PERSON.compInfo, salary },
  });

  it('refuses a create with a malformed or taken email, a negative salary or an unknown currency', async () => {
    const taken = (await read(ctx.server.simulator.fixtures.personIds[0] as string)).email as string;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...NEW_PERSON, email: 'not-an-email' }, 'email'],
      [{ ...NEW_PERSON, email: taken.toUpperCase() }, 'email'],
      [withComp({ amount: -1, currency: 'USD' }), 'compInfo.salary.amount'],
      [withComp({ amount: 720_000, currency: 'XYZ' }), 'compInfo.salary.currency'],
      [{ ...NEW_PERSON, type: 'CONTRACTOR', contractorType: 'BUSINESS' }, 'businessName'],
    ];
    const before = ctx.server.simulator.events('person.created').length;
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toMatchObject({ code: 'invalid_request_body' });
      expect(Object.keys((answer.body as { params: object }).params), field).toEqual([field]);
    }
    expect(await byEmail(NEW_PERSON.email)).toEqual([]);
    expect(await byEmail(taken)).toHaveLength(1);
    expect(ctx.server.simulator.events('person.created')).toHaveLength(before);
  });

  it('refuses an update that breaks a rule and leaves the person as it was', async () => {
    const { id } = await expectStatus(create(NEW_PERSON), 200, 'create');
    const other = await expectStatus(create({ ...NEW_PERSON, email: 'dorothy.vaughan@acme.test' }), 200, 'b');
    const before = await read(id);
    const badSalary = { type: 'salaried', salary: { amount: -5, currency: 'USD' } };
    const cases: [string, Record<string, unknown>, string][] = [
      ['basicInfo', { firstName: 'Kat', lastName: 'Johnson', email: 'kat@' }, 'email'],
      ['basicInfo', { firstName: 'Kat', lastName: 'Johnson', email: 'Dorothy.Vaughan@acme.test' }, 'email'],
      ['jobInfo', { compInfo: badSalary, jobInfo: { title: 'Lead' } }, 'compInfo.salary.amount'],
      ['jobInfo', { compInfo: { salary: { amount: 1, currency: 'XYZ' } } }, 'compInfo.salary.currency'],
      ['type', { newType: 'CONTRACTOR', compInfo: badSalary }, 'compInfo.salary.amount'],
      ['personalInfo', { dateOfBirth: '2999-01-01', gender: 'female' }, 'dateOfBirth'],
      ['personalInfo', { nationality: 'American' }, 'nationality'],
    ];
    for (const [part, body, field] of cases) {
      const answer = await call(ctx.server, 'PUT', `/v1/persons/${id}/${part}`, { body });
      expect(answer.status, `${part} ${field}`).toBe(400);
      expect(Object.keys((answer.body as { params: object }).params)).toEqual([field]);
    }
    expect(await read(id)).toEqual(before);
    expect(eventData(ctx.server, 'person.updated').filter((e) => e.id === id)).toEqual([]);
    // The person's own email, in another case, is not a duplicate of itself.
    const own = { firstName: 'Kat', lastName: 'Johnson', email: 'KATHERINE.johnson@acme.test' };
    await expectStatus(call(ctx.server, 'PUT', `/v1/persons/${id}/basicInfo`, { body: own }), 204, 'own');
    expect((await read(other.id)).email).toBe('dorothy.vaughan@acme.test');
  });

  it('reads a created person back with what was sent and what the server sets, nothing more', async () => {
    const created = await expectStatus(create(NEW_PERSON), 200, 'create');
    const { id } = created;
    // The simulator's bookkeeping (business, times, pay fields by their record names) is never answered.
    for (const internal of ['businessId', 'createdAt', 'updatedAt', 'compensationType', 'salary'])
      expect(created, internal).not.toHaveProperty(internal);
    const expected = { ...NEW_PERSON, id, status: 'Active' };
    expect(await read(id)).toEqual(expected);
    expect(await byEmail('Katherine.Johnson@ACME.test')).toEqual([expected]);
    const instantPays = await call(ctx.server, 'GET', `/v1/persons/${id}/instantPays`);
    expect(instantPays).toEqual({ status: 200, body: { data: [] } });
  });

  it('drops the contractor type when a contractor becomes an employee', async () => {
    const contractor = {
      ...NEW_PERSON,
      type: 'CONTRACTOR',
      contractorType: 'BUSINESS',
      businessName: 'KJ LLC',
    };
    const { id } = await expectStatus(create(contractor), 200, 'create');
    expect(await read(id)).toMatchObject({ type: 'CONTRACTOR', contractorType: 'BUSINESS' });
    const change = { newType: 'EMPLOYEE' };
    await expectStatus(call(ctx.server, 'PUT', `/v1/persons/${id}/type`, { body: change }), 204, 'type');
    const employee = await read(id);
    expect(employee.type).toBe('EMPLOYEE');
    expect(employee).not.toHaveProperty('contractorType');
  });

  it('shows offboarding details only while an exit is scheduled or done, consistent with the status', async () => {
    const { id } = await expectStatus(create(NEW_PERSON), 200, 'create');
    const { simulator } = ctx.server;
    const exitDate = new Date(simulator.clock.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const offboard = { exitDate, reason: 'Contract ended' };
    await expectStatus(
      call(ctx.server, 'POST', `/v1/persons/${id}/offboard`, { body: offboard }),
      204,
      'off',
    );
    expect(await read(id)).toMatchObject({ status: 'Active', offboardingDetails: offboard });
    await expectStatus(call(ctx.server, 'POST', `/v1/persons/${id}/cancelOffboarding`), 204, 'cancel');
    expect(await read(id)).not.toHaveProperty('offboardingDetails');
    await expectStatus(
      call(ctx.server, 'POST', `/v1/persons/${id}/offboard`, { body: offboard }),
      204,
      'again',
    );
    simulator.clock.advance('P11D');
    expect(await read(id)).toMatchObject({ status: 'Former', offboardingDetails: offboard });
    await expectStatus(call(ctx.server, 'POST', `/v1/persons/${id}/reinstate`, { body: {} }), 204, 'back');
    const back = await read(id);
    expect(back.status).toBe('Active');
    expect(back).not.toHaveProperty('offboardingDetails');
  });

  /** Runs a call and returns the simulator's clock just before and just after it (the clock keeps running). */
  async function during(action: () => Promise<unknown>): Promise<[number, number]> {
    const before = ctx.server.simulator.clock.now();
    await action();
    return [before, ctx.server.simulator.clock.now()];
  }

  it("stamps a person's creation and every change with the simulator's clock", async () => {
    const { simulator } = ctx.server;
    simulator.clock.advance('P3D');
    let id = '';
    const [t0, t1] = await during(async () => {
      id = (await expectStatus(create(NEW_PERSON), 200, 'create')).id;
    });
    const created = simulator.businesses.person(id);
    expect(created.createdAt).toBeGreaterThanOrEqual(t0);
    expect(created.createdAt).toBeLessThanOrEqual(t1);
    expect(created.updatedAt).toBe(created.createdAt);
    simulator.clock.advance('PT2H');
    const basic = { firstName: 'Katherine', lastName: 'Goble', email: 'katherine.goble@acme.test' };
    const [t2, t3] = await during(() =>
      call(ctx.server, 'PUT', `/v1/persons/${id}/basicInfo`, { body: basic }),
    );
    const updated = simulator.businesses.person(id);
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.updatedAt).toBeGreaterThanOrEqual(Math.max(t2, created.createdAt + 2 * 3_600_000));
    expect(updated.updatedAt).toBeLessThanOrEqual(t3);
    simulator.clock.advance('PT1H');
    const exitDate = new Date(simulator.clock.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const body = { exitDate, reason: 'Moved' };
    const [t4] = await during(() => call(ctx.server, 'POST', `/v1/persons/${id}/offboard`, { body }));
    expect(simulator.businesses.person(id).updatedAt).toBeGreaterThanOrEqual(t4);
    simulator.clock.advance('PT1H');
    const ip = { accessPercentage: 25 };
    const [t5] = await during(() => call(ctx.server, 'PUT', `/v1/persons/${id}/ipSetting`, { body: ip }));
    expect(simulator.businesses.person(id).updatedAt).toBeGreaterThanOrEqual(t5);
  });

  it("stamps a user's invitation and its changes with the simulator's clock", async () => {
    const { simulator } = ctx.server;
    const { id: personId } = await expectStatus(create(NEW_PERSON), 200, 'create');
    simulator.clock.advance('P1D');
    let userId = '';
    const [t0, t1] = await during(async () => {
      const invite = call(ctx.server, 'POST', '/v1/users/invite', { body: { personId } });
      userId = (await expectStatus(invite, 200, 'invite')).userId;
    });
    const { createdAt, updatedAt } = simulator.businesses.user(userId);
    expect(createdAt).toBeGreaterThanOrEqual(t0);
    expect(updatedAt).toBeGreaterThanOrEqual(createdAt);
    expect(updatedAt).toBeLessThanOrEqual(t1);
    simulator.clock.advance('PT1H');
    const sub = { tokenSub: 'auth0|katherine' };
    const [t2] = await during(() => call(ctx.server, 'PUT', `/v1/users/${userId}/sub`, { body: sub }));
    expect(simulator.businesses.user(userId)).toMatchObject({ createdAt });
    expect(simulator.businesses.user(userId).updatedAt).toBeGreaterThanOrEqual(t2);
    simulator.clock.advance('PT1H');
    const [t3] = await during(async () => simulator.tick());
    expect(simulator.businesses.user(userId).updatedAt).toBeLessThan(t3);
    const kyc = await kycSubmission(ctx.server, {
      firstName: 'Katherine',
      lastName: 'Johnson',
      dob: '1918-08-26',
      country: 'US',
      number: 'K1918826',
    });
    const submit = () => call(ctx.server, 'POST', `/v1/users/${userId}/kyc`, { body: kyc });
    const [t4] = await during(async () => expectStatus(submit(), 204, 'kyc'));
    expect(simulator.businesses.user(userId).updatedAt).toBeGreaterThanOrEqual(t4);
  });
});
