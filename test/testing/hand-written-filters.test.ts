import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * Documented query parameters of hand-written lists over HTTP: `includeStatus` of `GET /v1/users` toggles the
 * users' status, `scope` of a jurisdiction's required fields keeps the fields of that scope, and a
 * `worker_type` the simulator cannot narrow by is named in `x-simulator-unhonoured-filters`, never silently
 * ignored.
 */

const ctx = useMockServer();

type Item = Record<string, unknown>;

async function raw(path: string): Promise<{ status: number; body: Item; unhonoured: string | null }> {
  const response = await fetch(`${ctx.server.url}${path}`, {
    headers: { authorization: `Bearer ${ctx.server.apiKey}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as Item,
    unhonoured: response.headers.get('x-simulator-unhonoured-filters'),
  };
}

describe('users.list includeStatus', () => {
  const users = async (query: string) => (await raw(`/v1/users?limit=100${query}`)).body.data as Item[];

  it('shows each user status by default and with includeStatus=true, as the user read does', async () => {
    const listed = await users('');
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.every((u) => typeof u.status === 'string')).toBe(true);
    expect(await users('&includeStatus=true')).toEqual(listed);
    const first = listed[0] as Item;
    const read = await expectStatus(call(ctx.server, 'GET', `/v1/users/${first.id}`), 200, 'user');
    expect(read.status).toBe(first.status);
  });

  it('leaves the status out with includeStatus=false, every other field unchanged', async () => {
    const listed = await users('');
    const without = await users('&includeStatus=false');
    expect(without.some((u) => 'status' in u)).toBe(false);
    expect(without).toEqual(listed.map(({ status: _status, ...rest }) => rest));
    const answer = await raw('/v1/users?includeStatus=false');
    expect(answer.unhonoured).toBeNull();
  });

  it('combines includeStatus with the other filters', async () => {
    const { userId, userPersonId } = ctx.server.simulator.fixtures;
    const one = await users(`&personId=${userPersonId}&includeStatus=false`);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ id: userId, personId: userPersonId });
    expect(one[0]).not.toHaveProperty('status');
  });
});

describe('a jurisdiction required fields: scope and worker_type', () => {
  const path = '/v1/statutory/jurisdictions/US/required-fields';

  it('keeps the fields of the scope asked for', async () => {
    const all = await raw(path);
    expect(all.status).toBe(200);
    const fields = all.body.fields as Item[];
    expect(fields.length).toBeGreaterThan(0);
    const filing = await raw(`${path}?scope=filing`);
    expect(filing.body.fields).toEqual(fields.filter((f) => (f.scope as string[]).includes('filing')));
    const calculation = await raw(`${path}?scope=calculation`);
    expect(calculation.body.fields).toEqual(
      fields.filter((f) => (f.scope as string[]).includes('calculation')),
    );
    expect(filing.unhonoured).toBeNull();
  });

  it('names worker_type in x-simulator-unhonoured-filters: it answers every field for every worker type', async () => {
    const all = await raw(path);
    const employee = await raw(`${path}?worker_type=employee`);
    expect(employee.status).toBe(200);
    expect(employee.unhonoured).toBe('worker_type');
    expect(employee.body).toEqual(all.body);
  });

  it('refuses a scope or worker_type outside the documented values with 400 naming it', async () => {
    const answer = await raw(`${path}?scope=payroll&worker_type=intern`);
    expect(answer.status).toBe(400);
    const details = (answer.body.error as { details: { field: string }[] }).details;
    expect(details.map((d) => d.field).sort()).toEqual(['scope', 'worker_type']);
  });
});
