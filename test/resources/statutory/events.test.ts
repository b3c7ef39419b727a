import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CursorPage } from '../../../src/index.js';
import { makeClient, SANDBOX, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, only, queryOf, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

function event(id: string, type = 'filing.approved') {
  return {
    id,
    type,
    resourceType: 'filing',
    resourceId: 'fil_1',
    businessId: BUSINESS_ID,
    actor: { type: 'user', id: 'usr_1' },
    data: { before: { status: 'in_review' }, after: { status: 'approved' } },
    occurredAt: '2026-07-01T10:00:00Z',
  };
}

describe('client.statutory.events.list', () => {
  it('GETs /v1/statutory/events with the snake_case filters and returns a cursor page', async () => {
    const body = { data: [event('evt_1')], pagination: { nextCursor: 'c2', hasMore: true } };
    const seen = serve(server, 'get', '/v1/statutory/events', body);
    const page = await makeClient({ tenantKey: TENANT_KEY }).statutory.events.list({
      businessId: BUSINESS_ID,
      resource_type: 'filing',
      resource_id: 'fil_1',
      event_type: 'filing.approved',
      since: '2026-06-01T00:00:00Z',
      limit: 10,
    });
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1/statutory/events');
    expect(queryOf(request)).toEqual({
      businessId: BUSINESS_ID,
      resource_type: 'filing',
      resource_id: 'fil_1',
      event_type: 'filing.approved',
      since: '2026-06-01T00:00:00Z',
      limit: '10',
    });
    expectAuthHeaders(request, TENANT_KEY);
    expect(page).toBeInstanceOf(CursorPage);
    expect(page.data).toEqual([event('evt_1')]);
    expect(page.nextPageParams()).toEqual({
      businessId: BUSINESS_ID,
      resource_type: 'filing',
      resource_id: 'fil_1',
      event_type: 'filing.approved',
      since: '2026-06-01T00:00:00Z',
      limit: 10,
      cursor: 'c2',
    });
  });

  it('follows nextCursor across pages, keeping the filters, until hasMore is false', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(`${SANDBOX}/v1/statutory/events`, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(query);
        return query.cursor === undefined
          ? HttpResponse.json({ data: [event('evt_1')], pagination: { nextCursor: 'c2', hasMore: true } })
          : HttpResponse.json({
              data: [event('evt_2', 'remittance.held')],
              pagination: { nextCursor: null, hasMore: false },
            });
      }),
    );
    const types: string[] = [];
    for await (const e of makeClient().statutory.events.list({ businessId: BUSINESS_ID, limit: 1 }))
      types.push(e.type!);
    expect(types).toEqual(['filing.approved', 'remittance.held']);
    expect(asked).toEqual([
      { businessId: BUSINESS_ID, limit: '1' },
      { businessId: BUSINESS_ID, limit: '1', cursor: 'c2' },
    ]);
  });

  it('refuses a missing businessId, a limit above 100 and a since that is not a date-time', async () => {
    const seen = catchAll(server);
    const client = makeClient();
    await expectRefused(
      () => client.statutory.events.list({ businessId: '', limit: 101, since: 'yesterday' }),
      { businessId: 'must not be empty', limit: 'must be ≤ 100', since: 'must be an ISO 8601 date-time' },
      seen,
    );
    await expectRefused(
      () => client.statutory.events.list({ businessId: BUSINESS_ID, limit: 0 }),
      { limit: 'must be ≥ 1' },
      seen,
    );
  });
});
