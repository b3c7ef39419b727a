import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RequirementListParams, StatutoryEventListParams } from '../../../src/index.js';
import { makeClient, PERSON_ID, SANDBOX, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectRefused, only, queryOf, serve } from '../wire.js';
import { BUSINESS_ID, rejection } from './support.js';

const server = useMswServer();

describe('overlay: client.statutory.requirements.list needs businessId unless personId (requireBusinessOrPerson)', () => {
  it('refuses {} before sending, naming businessId', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().statutory.requirements.list({} as RequirementListParams),
      { businessId: 'is required unless personId is given' },
      seen,
    );
  });

  it('refuses filters without businessId or personId before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () =>
        makeClient().statutory.requirements.list({
          status: 'outstanding',
          category: 'worker_data',
        } as RequirementListParams),
      { businessId: 'is required unless personId is given' },
      seen,
    );
  });

  it('accepts { personId } alone and sends it in the query', async () => {
    const seen = serve(server, 'get', '/v1/statutory/requirements', { data: [] });
    const result = await makeClient().statutory.requirements.list({ personId: PERSON_ID });
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(queryOf(request)).toEqual({ personId: PERSON_ID });
    expect(result).toEqual({ data: [] });
  });

  it('accepts { businessId } alone', async () => {
    const seen = serve(server, 'get', '/v1/statutory/requirements', { data: [] });
    await makeClient().statutory.requirements.list({ businessId: BUSINESS_ID });
    expect(queryOf(only(seen))).toEqual({ businessId: BUSINESS_ID });
  });
});

describe('overlay: client.statutory.events.list sends snake_case filters as given', () => {
  const params: StatutoryEventListParams = {
    businessId: BUSINESS_ID,
    resource_type: 'remittance',
    resource_id: 'rem_01HQ3K4N7XYZABC',
    event_type: 'remittance.completed',
  };
  const event = (id: string) => ({
    id,
    type: 'remittance.completed',
    resourceType: 'remittance',
    resourceId: 'rem_1',
    businessId: 'biz_1',
    actor: { type: 'system', id: null },
    occurredAt: '2026-11-25T10:00:00Z',
  });

  it('sends resource_type, resource_id and event_type with their wire names on every page', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(`${SANDBOX}/v1/statutory/events`, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(query);
        return query.cursor === 'c2'
          ? HttpResponse.json({ data: [event('evt_2')], pagination: { nextCursor: null, hasMore: false } })
          : HttpResponse.json({ data: [event('evt_1')], pagination: { nextCursor: 'c2', hasMore: true } });
      }),
    );
    const ids: string[] = [];
    for await (const e of makeClient().statutory.events.list(params)) ids.push(e.id!);
    expect(ids).toEqual(['evt_1', 'evt_2']);
    const wire = {
      businessId: BUSINESS_ID,
      resource_type: 'remittance',
      resource_id: 'rem_01HQ3K4N7XYZABC',
      event_type: 'remittance.completed',
    };
    expect(queries).toEqual([wire, { ...wire, cursor: 'c2' }]);
    for (const q of queries) {
      expect(q).not.toHaveProperty('resourceType');
      expect(q).not.toHaveProperty('eventType');
      expect(q).not.toHaveProperty('resourceId');
    }
  });

  it('refuses an event_type outside the closed vocabulary before sending', async () => {
    const seen = catchAll(server);
    const error = await rejection(
      makeClient().statutory.events.list({
        businessId: BUSINESS_ID,
        event_type: 'filing.exploded' as StatutoryEventListParams['event_type'],
      }),
    );
    expect(error).toMatchObject({ name: 'RequestValidationError' });
    expect(Object.keys((error as { params: Record<string, string> }).params)).toEqual(['event_type']);
    expect(seen).toHaveLength(0);
  });
});
