import { describe, expect, it } from 'vitest';
import { OffsetPage } from '../../../src/index.js';
import { makeClient, offsetBody, PERSON_ID, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, only, queryOf, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();

describe('client.persons', () => {
  it('list() GETs /v1/persons with page, limit and email and returns an offset page', async () => {
    const person = { id: PERSON_ID, firstName: 'Ada', email: 'ada@example.com', type: 'CONTRACTOR' };
    const seen = serve(server, 'get', '/v1/persons', offsetBody([person], 2, 3, 1));
    const page = await makeClient({ tenantKey: TENANT_KEY }).persons.list({
      page: 2,
      limit: 1,
      email: 'ada@example.com',
    });
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(queryOf(request)).toEqual({ page: '2', limit: '1', email: 'ada@example.com' });
    expectAuthHeaders(request, TENANT_KEY);
    expect(page).toBeInstanceOf(OffsetPage);
    expect(page.data).toEqual([person]);
    expect(page.meta.currentPage).toBe(2);
  });

  it('get() GETs /v1/persons/{personId}, keeping unknown fields', async () => {
    const seen = serve(server, 'get', `/v1/persons/${PERSON_ID}`, { id: PERSON_ID, exitDate: '2026-12-31' });
    const person = await makeClient().persons.get(PERSON_ID);
    expectAuthHeaders(only(seen));
    expect(person).toEqual({ id: PERSON_ID, exitDate: '2026-12-31' });
  });

  it('list() refuses a limit outside 1–100 and a page below 1 before sending', async () => {
    const seen = catchAll(server);
    const client = makeClient();
    await expectRefused(() => client.persons.list({ limit: 0 }), { limit: 'must be ≥ 1' }, seen);
    await expectRefused(() => client.persons.list({ limit: 101 }), { limit: 'must be ≤ 100' }, seen);
    await expectRefused(() => client.persons.list({ page: 0 }), { page: 'must be ≥ 1' }, seen);
    await expectRefused(() => client.persons.list({ page: 1.5 }), { page: 'must be an integer' }, seen);
  });
});
