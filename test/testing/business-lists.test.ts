import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * A business's departments and custom fields: the seeded business has the departments its persons work in, each
 * name a create sends becomes one item with its own id, the
 * business's read lists them (and none of the simulator's bookkeeping), a name it already has adds nothing
 * twice, and an item's PUT renames it; a blank name or an unknown item is refused with 400, changing nothing.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("a business's departments and custom fields (raw HTTP)", () => {
  const ctx = useMockServer({ seed: 'business-lists' });
  const business = () => `/v1/businesses/${ctx.server.simulator.fixtures.businessId}`;
  const read = () => expectStatus(call(ctx.server, 'GET', business()), 200, 'business');

  it('starts with the departments its persons work in', async () => {
    const { server } = ctx;
    const persons = await expectStatus(
      call(server, 'GET', '/v1/persons', { query: { limit: '100' } }),
      200,
      'persons',
    );
    const worked = new Set<string>();
    for (const { id } of persons.data) {
      const person = await expectStatus(call(server, 'GET', `/v1/persons/${id}`), 200, 'person');
      if (typeof person.jobInfo?.department === 'string') worked.add(person.jobInfo.department);
    }
    expect(worked.size).toBeGreaterThan(1);
    const { departments } = await read();
    expect(new Set(departments.map((d: { name: string }) => d.name))).toEqual(worked);
    expect(departments.every((d: { id: string }) => UUID.test(d.id))).toBe(true);
  });

  it('adds one department per name, lists them in the business read, and renames one', async () => {
    const { server } = ctx;
    const seeded = (await read()).departments;
    const body = { data: ['Platform', 'Customer Success'] };
    const made = await expectStatus(call(server, 'POST', `${business()}/departments`, { body }), 200, 'add');
    expect(made).toEqual({
      data: [
        { id: expect.stringMatching(UUID), name: 'Platform' },
        { id: expect.stringMatching(UUID), name: 'Customer Success' },
      ],
    });
    const fields = await expectStatus(
      call(server, 'POST', `${business()}/customFields`, { body: { data: ['Desk number'] } }),
      200,
      'add field',
    );
    const me = await expectStatus(call(server, 'GET', '/v1/me'), 200, 'me');
    expect(await read()).toEqual({
      id: server.simulator.fixtures.businessId,
      name: me.business.name,
      country: me.business.country,
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      tenantKey: server.simulator.fixtures.tenantKey,
      departments: [...seeded, ...made.data],
      customFields: fields.data,
    });
    // A name the business has (in any case) answers the department it has.
    const again = await expectStatus(
      call(server, 'POST', `${business()}/departments`, { body: { data: ['platform ', 'Engineering'] } }),
      200,
      'again',
    );
    const engineering = seeded.find((d: { name: string }) => d.name === 'Engineering');
    expect(again.data).toEqual([made.data[0], engineering]);
    const [, success] = made.data;
    const renamed = await call(server, 'PUT', `${business()}/departments/${success.id}`, {
      body: { name: 'Customer Care' },
    });
    expect(renamed.status).toBe(204);
    expect((await read()).departments).toEqual([
      ...seeded,
      made.data[0],
      { id: success.id, name: 'Customer Care' },
    ]);
  });

  it('refuses a blank name, a blank rename and an unknown item with 400, changing nothing', async () => {
    const { server } = ctx;
    await expectStatus(
      call(server, 'POST', `${business()}/departments`, { body: { data: ['Finance'] } }),
      200,
      'add',
    );
    const before = await read();
    const blank = await call(server, 'POST', `${business()}/departments`, {
      body: { data: ['Legal', '  '] },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      code: 'invalid_request_body',
      params: { 'data.1': expect.any(String) },
    });
    const [finance] = before.departments.slice(-1);
    const unnamed = await call(server, 'PUT', `${business()}/departments/${finance.id}`, {
      body: { name: ' ' },
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ params: { name: expect.stringContaining('blank') } });
    const unknownId = crypto.randomUUID();
    const unknown = await call(server, 'PUT', `${business()}/customFields/${unknownId}`, {
      body: { name: 'Badge' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'invalid_request_body',
      params: { customFieldId: expect.stringContaining(unknownId) },
    });
    expect(await read()).toEqual(before);
  });
});
