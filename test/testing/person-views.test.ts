import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus, type RawAnswer, uploadedFileId } from './raw-http.js';
import { kycSubmission } from './support/bodies.js';

/*
 * How persons, users and their KYC read over HTTP: another business's records are unknown (the same answer
 * as an id that never existed), a list item equals the read of the same record, and every seeded record is
 * coherent (a status reason only beside a rejection, exit details only with an exit).
 */

type Item = Record<string, unknown>;

describe('person and user views (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'person-views' });

  /** The whole list of a business (one page of 100 holds the seed). */
  const listAll = async (path: string): Promise<Item[]> =>
    (await expectStatus(call(ctx.server, 'GET', path, { query: { limit: '100' } }), 200, path)).data;

  /** A call as the platform acting on its child business (X-MultiTenantKey). */
  async function asChild(method: string, path: string): Promise<RawAnswer> {
    const response = await fetch(new URL(path, ctx.server.url), {
      method,
      headers: {
        authorization: `Bearer ${ctx.server.apiKey}`,
        'x-multitenantkey': ctx.server.simulator.fixtures.childTenantKey,
      },
    });
    return { status: response.status, body: await response.json() };
  }

  /** The answer with the id it names written `<id>`, to compare an unknown id's answer with another's. */
  const withoutId = (answer: RawAnswer, id: string) =>
    JSON.parse(JSON.stringify(answer).replaceAll(id, '<id>')) as unknown;

  it("answers another business's persons and users exactly as ids that never existed", async () => {
    const childPersons = (await asChild('GET', '/v1/persons?limit=100')).body as { data: Item[] };
    const childId = String(childPersons.data[0]?.id);
    const childUser = ctx.server.simulator.businesses.createUser(childId);
    expect((await asChild('GET', `/v1/users/${childUser.id}`)).status).toBe(200);
    const unknown = crypto.randomUUID();
    const probes: [string, string, unknown?][] = [
      ['GET', '/v1/persons/{}'],
      ['PUT', '/v1/persons/{}/basicInfo', { firstName: 'A', lastName: 'B', email: 'a.b@acme.test' }],
      ['PUT', '/v1/persons/{}/jobInfo', { jobInfo: { title: 'Spy' } }],
      ['GET', '/v1/persons/{}/paymentInfo'],
      ['GET', '/v1/persons/{}/instantPays'],
      ['POST', '/v1/persons/{}/offboard', { exitDate: '2031-01-31', reason: 'Probe' }],
      ['POST', '/v1/persons/{}/milestones', { title: 'Probe', amount: { amount: 1, currency: 'USD' } }],
    ];
    for (const [method, template, body] of probes) {
      const theirs = await call(ctx.server, method, template.replace('{}', childId), { body });
      const never = await call(ctx.server, method, template.replace('{}', unknown), { body });
      expect(theirs.status, template).toBe(404);
      expect(withoutId(theirs, childId), template).toEqual(withoutId(never, unknown));
    }
    for (const path of ['/v1/users/{}', '/v1/users/{}/kyc']) {
      const theirs = await call(ctx.server, 'GET', path.replace('{}', childUser.id));
      const never = await call(ctx.server, 'GET', path.replace('{}', unknown));
      expect(theirs.status, path).toBe(404);
      expect(withoutId(theirs, childUser.id), path).toEqual(withoutId(never, unknown));
    }
    const invite = (personId: string) => call(ctx.server, 'POST', '/v1/users/invite', { body: { personId } });
    expect(withoutId(await invite(childId), childId)).toEqual(withoutId(await invite(unknown), unknown));
    expect((await listAll('/v1/persons')).map((p) => p.id)).not.toContain(childId);
    const users = await call(ctx.server, 'GET', '/v1/users', { query: { personId: childId } });
    expect((users.body as { data: Item[] }).data).toEqual([]);
  });

  it('lists every person and user exactly as their reads show them', async () => {
    const { simulator } = ctx.server;
    await call(ctx.server, 'POST', '/v1/users/invite', {
      body: { personId: simulator.fixtures.personIds[40] },
    });
    for (const [list, read] of [
      ['/v1/persons', '/v1/persons/{}'],
      ['/v1/users', '/v1/users/{}'],
    ] as const) {
      const items = await listAll(list);
      expect(items.length, list).toBeGreaterThan(20);
      for (const item of items) {
        const got: Item = await expectStatus(
          call(ctx.server, 'GET', read.replace('{}', String(item.id))),
          200,
          read,
        );
        const shared = Object.keys(item).filter((name) => name in got);
        expect(shared.length, list).toBeGreaterThanOrEqual(5);
        for (const name of shared) expect(item[name], `${list} ${item.id} ${name}`).toEqual(got[name]);
      }
    }
  });

  it('filters persons by email, whatever its case', async () => {
    const [first] = await listAll('/v1/persons');
    const email = String(first?.email);
    const found = await call(ctx.server, 'GET', '/v1/persons', { query: { email: email.toUpperCase() } });
    expect((found.body as { data: Item[] }).data.map((p) => p.id)).toEqual([first?.id]);
    const none = await call(ctx.server, 'GET', '/v1/persons', { query: { email: 'nobody@acme.test' } });
    expect((none.body as { data: Item[] }).data).toEqual([]);
  });

  it('seeds coherent persons: unique emails, exit details only with an exit, no business name unasked', async () => {
    const persons = await listAll('/v1/persons');
    const today = new Date(ctx.server.simulator.clock.now()).toISOString().slice(0, 10);
    expect(new Set(persons.map((p) => String(p.email).toLowerCase())).size).toBe(persons.length);
    for (const person of persons) {
      const exit = person.offboardingDetails as { exitDate: string } | undefined;
      if (person.status === 'Former') expect(String(exit?.exitDate) <= today, String(person.id)).toBe(true);
      else expect(exit, String(person.id)).toBeUndefined();
      if (person.contractorType !== 'BUSINESS') expect(person).not.toHaveProperty('businessName');
      // 45 live in the US and are paid in USD; the employees abroad are paid in their country's currency.
      const { countryCode } = person.address as { countryCode: string };
      const currency = { US: 'USD', MX: 'MXN', GB: 'GBP' }[countryCode];
      expect(person, String(person.id)).toMatchObject({ compInfo: { salary: { currency } } });
    }
    const countries = persons.map((p) => (p.address as { countryCode: string }).countryCode);
    expect(countries.filter((c) => c === 'US')).toHaveLength(45);
    expect(persons.filter((p) => p.status === 'Former').map((p) => p.id)).toEqual([
      ctx.server.simulator.fixtures.formerPersonId,
    ]);
  });

  it('gives a KYC status reason only beside a rejection, seeded or reviewed; a new user has no history', async () => {
    const reasons = ['identityStatusReason', 'addressStatusReason'] as const;
    const coherent = (kyc: Item) => {
      for (const reason of reasons) {
        const component = reason.replace('StatusReason', '');
        expect(reason in kyc, `${component} ${kyc[component]}`).toBe(kyc[component] === 'rejected');
      }
    };
    const kycs: Item[] = [];
    for (const user of await listAll('/v1/users'))
      kycs.push(await expectStatus(call(ctx.server, 'GET', `/v1/users/${user.id}/kyc`), 200, 'kyc'));
    kycs.forEach(coherent);
    expect(kycs.filter((k) => k.identity === 'rejected')).toHaveLength(1);

    const person = {
      firstName: 'Rita',
      lastName: 'Reject',
      email: 'rita.reject@acme.test',
      type: 'EMPLOYEE',
    };
    const body = { ...person, address: { countryCode: 'US' }, compInfo: { type: 'net' } };
    const { id: personId } = await expectStatus(call(ctx.server, 'POST', '/v1/persons', { body }), 200, 'p');
    const invite = call(ctx.server, 'POST', '/v1/users/invite', { body: { personId } });
    const { userId } = await expectStatus(invite, 200, 'invite');
    // A user invited now has no history yet: its lists start empty.
    for (const part of ['tax-forms', 'wallets', 'transactions', 'beneficiaries']) {
      const answer = await expectStatus(call(ctx.server, 'GET', `/v1/users/${userId}/${part}`), 200, part);
      expect(answer.data, part).toEqual([]);
    }
    const kyc = async () =>
      expectStatus(call(ctx.server, 'GET', `/v1/users/${userId}/kyc`), 200, 'kyc') as Promise<Item>;
    expect(await kyc()).toEqual({
      firstName: 'Rita',
      lastName: 'Reject',
      identity: 'not started',
      address: 'not started',
    });
    const submission = await kycSubmission(ctx.server, {
      firstName: 'Rita',
      lastName: 'Reject',
      dob: '1990-02-03',
      country: 'US',
      number: 'X1234567',
    });
    const submit = call(ctx.server, 'POST', `/v1/users/${userId}/kyc`, { body: submission });
    await expectStatus(submit, 204, 'submit');
    ctx.server.simulator.tick();
    const rejected = await kyc();
    expect(rejected).toMatchObject({ identity: 'rejected', address: 'rejected' });
    coherent(rejected);
    // Both components were rejected: the resubmission sends both.
    const resubmission = {
      identity: { ...submission, idDetails: { ...submission.idDetails, number: 'X7654321' } },
      address: {
        address: { line1: '1 Main Street', city: 'Springfield', postalCode: '62701', countryCode: 'US' },
        addressProofFileId: await uploadedFileId(ctx.server, 'kyc-address-proof'),
      },
    };
    const patch = call(ctx.server, 'PATCH', `/v1/users/${userId}/kyc`, { body: resubmission });
    await expectStatus(patch, 204, 'resubmit');
    const again = await kyc();
    expect(again).toMatchObject({ identity: 'processing', address: 'processing' });
    coherent(again);
  });
});
