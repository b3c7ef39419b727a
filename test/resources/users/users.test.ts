import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { OffsetPage } from '../../../src/index.js';
import { makeClient, offsetBody, PERSON_ID, SANDBOX, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, only, queryOf, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const user = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  personId: PERSON_ID,
  status: 'invitation_sent',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
};

describe('client.users.list', () => {
  it('GETs /v1/users with page, limit, personId and email and returns an offset page', async () => {
    const seen = serve(server, 'get', '/v1/users', offsetBody([user], 1, 1, 50));
    const page = await makeClient({ tenantKey: TENANT_KEY }).users.list({
      page: 1,
      limit: 50,
      personId: PERSON_ID,
      email: 'ada@example.com',
    });
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1/users');
    expect(queryOf(request)).toEqual({
      page: '1',
      limit: '50',
      personId: PERSON_ID,
      email: 'ada@example.com',
    });
    expectAuthHeaders(request, TENANT_KEY);
    expect(page).toBeInstanceOf(OffsetPage);
    expect(page.data).toEqual([user]);
    expect(page.hasNextPage()).toBe(false);
  });

  it('iterates every user across pages, asking for each page number', async () => {
    const pages = [offsetBody([user], 1, 2, 1), offsetBody([{ ...user, id: 'u2' }], 2, 2, 1)];
    const asked: string[] = [];
    server.use(
      http.get(`${SANDBOX}/v1/users`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        asked.push(page);
        return HttpResponse.json(pages[Number(page) - 1]);
      }),
    );
    const ids: string[] = [];
    for await (const u of makeClient().users.list({ limit: 1 })) ids.push(u.id!);
    expect(ids).toEqual([user.id, 'u2']);
    expect(asked.sort()).toEqual(['1', '2']);
  });

  it('refuses a limit outside 1–100 and a page below 1 before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(() => makeClient().users.list({ limit: 500 }), { limit: 'must be ≤ 100' }, seen);
    await expectRefused(() => makeClient().users.list({ page: -1 }), { page: 'must be ≥ 1' }, seen);
  });
});
