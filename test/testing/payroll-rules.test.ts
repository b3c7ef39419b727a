import { describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/testing/index.js';
import { useMockServer } from './helpers.js';
import { api, createPayroll, saveBody, simDay } from './payroll-http.js';

/*
 * The payroll rules over HTTP: each refused write answers 400 `invalid_request_body` naming the field and the
 * rule, and leaves the payroll, the balances and the webhooks exactly as they were.
 */

const t = useMockServer({ seed: 'payroll-rules' });

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** What a refused write must not change: the payroll's read, the balances, the events sent. */
async function snapshot(server: MockServer, payrollId: string) {
  return {
    payroll: (await api(server, 'GET', `/v1/payrolls/${payrollId}`)).body,
    balances: (await api(server, 'GET', '/v1/balances')).body,
    events: server.simulator.events().length,
  };
}

/** Saves `body` and expects a 400 whose params are exactly `params`, with nothing changed. */
async function expectRefused(payrollId: string, body: unknown, params: Record<string, string>) {
  const before = await snapshot(t.server, payrollId);
  const answer = await api(t.server, 'POST', `/v1/payrolls/${payrollId}/save`, { body });
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code: 'invalid_request_body', params });
  for (const [field, rule] of Object.entries(params))
    expect(answer.body.message).toContain(`${field} ${rule}`);
  expect(await snapshot(t.server, payrollId)).toEqual(before);
  return answer.body;
}

/** The first active person of the business `tenantKey` selects with the given type. */
async function personOf(type: 'EMPLOYEE' | 'CONTRACTOR', tenantKey?: string): Promise<string> {
  const listed = await api(
    t.server,
    'GET',
    '/v1/persons?limit=100',
    tenantKey === undefined ? {} : { tenantKey },
  );
  const person = (listed.body.data as { id: string; type: string; status?: string }[]).find(
    (p) => p.type === type && p.status !== 'Former',
  );
  if (person === undefined) throw new Error(`no ${type} person`);
  return person.id;
}

describe('payroll entries', () => {
  it('refuses an entry for an unknown person: 400 naming the entry, nothing saved', async () => {
    const id = await createPayroll(t.server, 'CONTRACTOR');
    const contractor = await personOf('CONTRACTOR');
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectRefused(
      id,
      saveBody(t.server, [
        { personId: contractor, salary: usd(1000) },
        { personId: unknown, salary: usd(1000) },
      ]),
      {
        'entries.1.personId': 'is not a person of this business',
      },
    );
    expect((await api(t.server, 'GET', `/v1/payrolls/${id}`)).body).toMatchObject({
      status: 'Created',
      numPeople: 0,
    });
  });

  it('refuses negative, zero and fractional amounts (positive integers in minor units only)', async () => {
    const id = await createPayroll(t.server, 'CONTRACTOR');
    const personId = await personOf('CONTRACTOR');
    const rule = 'must be a positive integer amount in minor units';
    await expectRefused(id, saveBody(t.server, [{ personId, salary: usd(-10_000) }]), {
      'entries.0.salary.amount': rule,
    });
    await expectRefused(id, saveBody(t.server, [{ personId, salary: usd(0) }]), {
      'entries.0.salary.amount': rule,
    });
    const fractional = await api(t.server, 'POST', `/v1/payrolls/${id}/save`, {
      body: saveBody(t.server, [{ personId, salary: usd(10.5) }]),
    });
    expect(fractional.status).toBe(400);
    expect(Object.keys(fractional.body.params)).toEqual(['entries.0.salary.amount']);
  });

  it('refuses a person who has left (status Former)', async () => {
    const { formerPersonId } = t.server.simulator.fixtures;
    const former = (await api(t.server, 'GET', `/v1/persons/${formerPersonId}`)).body;
    expect(former).toMatchObject({ status: 'Former' });
    const id = await createPayroll(t.server, former.type);
    await expectRefused(id, saveBody(t.server, [{ personId: formerPersonId, salary: usd(1000) }]), {
      'entries.0.personId': 'has left the business (status Former) and cannot be paid',
    });
  });

  it("refuses a person whose type is not the payroll's workerType, both ways", async () => {
    const contractorPayroll = await createPayroll(t.server, 'CONTRACTOR');
    await expectRefused(
      contractorPayroll,
      saveBody(t.server, [{ personId: await personOf('EMPLOYEE'), salary: usd(1000) }]),
      { 'entries.0.personId': "has type EMPLOYEE, but this payroll's workerType is CONTRACTOR" },
    );
    const employeePayroll = await createPayroll(t.server, 'EMPLOYEE');
    await expectRefused(
      employeePayroll,
      saveBody(t.server, [{ personId: await personOf('CONTRACTOR'), salary: usd(1000) }]),
      { 'entries.0.personId': "has type CONTRACTOR, but this payroll's workerType is EMPLOYEE" },
    );
  });

  it('refuses entries in several currencies and an empty list of entries', async () => {
    const id = await createPayroll(t.server, 'CONTRACTOR');
    const personId = await personOf('CONTRACTOR');
    await expectRefused(
      id,
      saveBody(t.server, [
        { personId, salary: usd(1000) },
        { personId, salary: { amount: 1000, currency: 'EUR' } },
      ]),
      { 'entries.1.salary.currency': "must be USD, the currency of the payroll's other entries" },
    );
    await expectRefused(id, saveBody(t.server, []), { entries: 'must hold at least one entry' });
  });

  it('reports every problem of a save at once', async () => {
    const id = await createPayroll(t.server, 'CONTRACTOR');
    const body = {
      payrollDate: '2020-01-31',
      payPeriod: { fromDate: '2020-01-31', toDate: '2020-01-01' },
      entries: [{ personId: '00000000-0000-4000-8000-000000000000', salary: usd(-1) }],
    };
    const refused = await expectRefused(id, body, {
      payrollDate: `is in the past: a pay day must be today (${simDay(t.server, 0)}) or later`,
      'payPeriod.fromDate': 'must not be after payPeriod.toDate (2020-01-01)',
      'entries.0.personId': 'is not a person of this business',
      'entries.0.salary.amount': 'must be a positive integer amount in minor units',
    });
    expect(Object.keys(refused.params)).toHaveLength(4);
  });
});

describe('payroll dates', () => {
  it('refuses a pay day before today on the simulator clock, and accepts today', async () => {
    const id = await createPayroll(t.server, 'CONTRACTOR');
    const entries = [{ personId: await personOf('CONTRACTOR'), salary: usd(1000) }];
    await expectRefused(
      id,
      { ...saveBody(t.server, entries), payrollDate: simDay(t.server, -1) },
      {
        payrollDate: `is in the past: a pay day must be today (${simDay(t.server, 0)}) or later`,
      },
    );
    // The clock moves on over HTTP: yesterday's "today" is now in the past.
    const today = simDay(t.server, 0);
    await api(t.server, 'POST', '/_simulator/clock/advance', { body: { duration: 'P2D' } });
    await expectRefused(
      id,
      { ...saveBody(t.server, entries), payrollDate: today },
      {
        payrollDate: `is in the past: a pay day must be today (${simDay(t.server, 0)}) or later`,
      },
    );
    const saved = await api(t.server, 'POST', `/v1/payrolls/${id}/save`, {
      body: { ...saveBody(t.server, entries), payrollDate: simDay(t.server, 0) },
    });
    expect(saved.status).toBe(204);
  });

  it('refuses a reversed pay period and a day that does not exist', async () => {
    const id = await createPayroll(t.server, 'CONTRACTOR');
    const entries = [{ personId: await personOf('CONTRACTOR'), salary: usd(1000) }];
    const [from, to] = [simDay(t.server, 10), simDay(t.server, 3)];
    await expectRefused(
      id,
      { ...saveBody(t.server, entries), payPeriod: { fromDate: from, toDate: to } },
      {
        'payPeriod.fromDate': `must not be after payPeriod.toDate (${to})`,
      },
    );
    const year = Number(simDay(t.server, 0).slice(0, 4)) + 1;
    const answer = await api(t.server, 'POST', `/v1/payrolls/${id}/save`, {
      body: { ...saveBody(t.server, entries), payrollDate: `${year}-02-30` },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.params)).toEqual(['payrollDate']);
  });
});

describe('approval', () => {
  it('checks the rules again: a person who left since the save, a pay day now past', async () => {
    const [personId, other] = (await api(t.server, 'GET', '/v1/persons?limit=100')).body.data
      .filter((p: { type: string; status?: string }) => p.type === 'CONTRACTOR' && p.status !== 'Former')
      .map((p: { id: string }) => p.id);
    const leaving = await createPayroll(t.server, 'CONTRACTOR');
    await api(t.server, 'POST', `/v1/payrolls/${leaving}/save`, {
      body: saveBody(t.server, [{ personId, salary: usd(1000) }]),
    });
    const offboard = await api(t.server, 'POST', `/v1/persons/${personId}/offboard`, {
      body: { exitDate: simDay(t.server, 0), reason: 'Moved on' },
    });
    expect(offboard.status).toBeLessThan(300);
    await api(t.server, 'POST', '/_simulator/clock/advance', { body: { duration: 'PT1M' } });
    expect((await api(t.server, 'GET', `/v1/persons/${personId}`)).body.status).toBe('Former');
    const refused = await api(t.server, 'POST', `/v1/payrolls/${leaving}/approve`);
    expect(refused.status).toBe(400);
    expect(refused.body.params).toEqual({
      'entries.0.personId': 'has left the business (status Former) and cannot be paid',
    });
    expect((await api(t.server, 'GET', `/v1/payrolls/${leaving}`)).body.status).toBe('Pending Submission');

    const late = await createPayroll(t.server, 'CONTRACTOR');
    await api(t.server, 'POST', `/v1/payrolls/${late}/save`, {
      body: {
        ...saveBody(t.server, [{ personId: other, salary: usd(1000) }]),
        payrollDate: simDay(t.server, 1),
      },
    });
    await api(t.server, 'POST', '/_simulator/clock/advance', { body: { duration: 'P2D' } });
    const tooLate = await api(t.server, 'POST', `/v1/payrolls/${late}/approve`);
    expect(tooLate.status).toBe(400);
    expect(Object.keys(tooLate.body.params)).toEqual(['payrollDate']);
    expect((await api(t.server, 'GET', `/v1/payrolls/${late}`)).body.status).toBe('Pending Submission');
  });
});

describe('tenants', () => {
  it("treats a person of another business exactly like an unknown person, on the primary's payroll", async () => {
    const { childTenantKey } = t.server.simulator.fixtures;
    const id = await createPayroll(t.server, 'CONTRACTOR');
    const theirs = await personOf('CONTRACTOR', childTenantKey);
    const unknown = await expectRefused(
      id,
      saveBody(t.server, [{ personId: crypto.randomUUID(), salary: usd(1000) }]),
      {
        'entries.0.personId': 'is not a person of this business',
      },
    );
    const other = await expectRefused(id, saveBody(t.server, [{ personId: theirs, salary: usd(1000) }]), {
      'entries.0.personId': 'is not a person of this business',
    });
    expect(other.params).toEqual(unknown.params);
  });

  it("refuses a primary business person on the child business's payroll, and hides each business's payrolls", async () => {
    const { childTenantKey, pendingPayrollId } = t.server.simulator.fixtures;
    const childPayroll = await createPayroll(t.server, 'CONTRACTOR', childTenantKey);
    const ours = await personOf('CONTRACTOR');
    const save = (payrollId: string, tenantKey?: string) =>
      api(t.server, 'POST', `/v1/payrolls/${payrollId}/save`, {
        body: saveBody(t.server, [{ personId: ours, salary: usd(1000) }]),
        ...(tenantKey === undefined ? {} : { tenantKey }),
      });
    const refused = await save(childPayroll, childTenantKey);
    expect(refused.status).toBe(400);
    expect(refused.body.params).toEqual({ 'entries.0.personId': 'is not a person of this business' });
    // Each business's payrolls are unknown to the other, on every payroll path.
    const unknownId = crypto.randomUUID();
    for (const [payrollId, tenantKey] of [
      [childPayroll, undefined],
      [pendingPayrollId, childTenantKey],
      [unknownId, undefined],
    ] as const) {
      const options = tenantKey === undefined ? {} : { tenantKey };
      const answers = [
        await api(t.server, 'GET', `/v1/payrolls/${payrollId}`, options),
        await save(payrollId, tenantKey),
        await api(t.server, 'POST', `/v1/payrolls/${payrollId}/approve`, options),
        await api(t.server, 'DELETE', `/v1/payrolls/${payrollId}`, options),
      ];
      expect(answers.map((a) => [a.status, a.body?.code])).toEqual(
        Array(4).fill([404, 'resource_not_found']),
      );
    }
    const childList = (await api(t.server, 'GET', '/v1/payrolls', { tenantKey: childTenantKey })).body.data;
    expect(childList.map((p: { payrollId: string }) => p.payrollId)).toEqual([childPayroll]);
    const ourList = (await api(t.server, 'GET', '/v1/payrolls')).body.data;
    expect(ourList.map((p: { payrollId: string }) => p.payrollId)).not.toContain(childPayroll);
  });
});

describe('a created payroll', () => {
  it('holds only what was sent and what the server sets: no entries, no dates, zero totals', async () => {
    const created = await api(t.server, 'POST', '/v1/payrolls', {
      body: { workerType: 'CONTRACTOR', type: 'REGULAR' },
    });
    expect(created.status).toBe(200);
    const id = created.body.payrollId;
    expect(created.body).toEqual({ payrollId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const zero = { amount: 0, currency: 'USD' };
    expect((await api(t.server, 'GET', `/v1/payrolls/${id}`)).body).toEqual({
      payrollId: id,
      workerType: 'CONTRACTOR',
      status: 'Created',
      numPeople: 0,
      type: 'REGULAR',
      debit: zero,
      gross: zero,
      net: zero,
      entries: [],
    });
    const approve = await api(t.server, 'POST', `/v1/payrolls/${id}/approve`);
    expect(approve.status).toBe(400);
    expect(approve.body.params).toEqual({ payrollId: 'is Created' });
  });

  it("reads its totals in the business's home currency: EUR for the child business", async () => {
    const { childTenantKey } = t.server.simulator.fixtures;
    const id = await createPayroll(t.server, 'EMPLOYEE', childTenantKey);
    const read = (await api(t.server, 'GET', `/v1/payrolls/${id}`, { tenantKey: childTenantKey })).body;
    expect(read).toMatchObject({
      debit: { amount: 0, currency: 'EUR' },
      tax: { amount: 0, currency: 'EUR' },
    });
  });
});
