import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * A business's departments and custom fields: each name a create sends becomes one item with its own id, the
 * business's read lists them (and none of the simulator's bookkeeping), a name it already has adds nothing
 * twice, and an item's PUT renames it; a blank name or an unknown item is refused with 400, changing nothing.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("a business's departments and custom fields (raw HTTP)", () => {
  const ctx = useMockServer({ seed: 'business-lists' });
  const business = () => `/v1/businesses/${ctx.server.simulator.fixtures.businessId}`;
  const read = () => expectStatus(call(ctx.server, 'GET', business()), 200, 'business');

  it('adds one department per name, lists them in the business read, and renames one', async () => {
    const { server } = ctx;
    const body = { data: ['Engineering', 'Customer Success'] };
    const made = await expectStatus(call(server, 'POST', `${business()}/departments`, { body }), 200, 'add');
    expect(made).toEqual({
      data: [
        { id: expect.stringMatching(UUID), name: 'Engineering' },
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
      departments: made.data,
      customFields: fields.data,
    });
    // The same name again (in another case) answers the department the business has.
    const again = await expectStatus(
      call(server, 'POST', `${business()}/departments`, { body: { data: ['engineering '] } }),
      200,
      'again',
    );
    expect(again.data).toEqual([made.data[0]]);
    const [, success] = made.data;
    const renamed = await call(server, 'PUT', `${business()}/departments/${success.id}`, {
      body: { name: 'Customer Care' },
    });
    expect(renamed.status).toBe(204);
    expect((await read()).departments).toEqual([made.data[0], { id: success.id, name: 'Customer Care' }]);
  });

  it('refuses a blank name and an unknown item with 400, changing nothing', async () => {
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
