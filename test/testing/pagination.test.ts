import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../src/index.js';
import { clientFor, failure, useMockServer } from './helpers.js';

const t = useMockServer();

describe('offset pagination', () => {
  it('gives persons meta { limit, currentPage, itemCount, pages, skipped } on every page', async () => {
    const client = clientFor(t.server);
    const seen: { meta: unknown; size: number }[] = [];
    for (const page of [1, 2, 3]) {
      const result = await client.persons.list({ page, limit: 20 });
      seen.push({ meta: result.meta, size: result.data.length });
    }
    expect(seen).toEqual([
      { meta: { limit: 20, currentPage: 1, itemCount: 50, pages: 3, skipped: 0 }, size: 20 },
      { meta: { limit: 20, currentPage: 2, itemCount: 50, pages: 3, skipped: 20 }, size: 20 },
      { meta: { limit: 20, currentPage: 3, itemCount: 50, pages: 3, skipped: 40 }, size: 10 },
    ]);
  });

  it('uses page 1 and limit 20 by default, and lets the SDK iterate all 50 persons in order', async () => {
    const client = clientFor(t.server);
    expect((await client.persons.list()).meta).toEqual({
      limit: 20,
      currentPage: 1,
      itemCount: 50,
      pages: 3,
      skipped: 0,
    });
    const ids: string[] = [];
    for await (const person of client.persons.list({ limit: 7 })) ids.push(person.id!);
    expect(ids).toEqual(t.server.simulator.fixtures.personIds);
  });

  it('answers an empty page past the end', async () => {
    const page = await clientFor(t.server).persons.list({ page: 9, limit: 20 });
    expect(page.data).toEqual([]);
    expect(page.meta).toEqual({ limit: 20, currentPage: 9, itemCount: 50, pages: 3, skipped: 160 });
  });

  it('filters persons by email', async () => {
    const client = clientFor(t.server);
    const target = await client.persons.get(t.server.simulator.fixtures.personIds[12]!);
    const page = await client.persons.list({ email: String(target.email).toUpperCase() });
    expect(page.data.map((p) => p.id)).toEqual([target.id]);
    expect(page.meta).toMatchObject({ itemCount: 1, pages: 1 });
  });

  it('refuses a limit outside 1 to 100 and a page below 1 with 400 params', async () => {
    const client = clientFor(t.server);
    const error = await failure(
      client.request({ method: 'GET', path: '/v1/persons', query: { limit: 101, page: 0 } }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.code).toBe('invalid_request_body');
    expect(error.params).toEqual({
      page: 'must be an integer ≥ 1',
      limit: 'must be an integer from 1 to 100',
    });
  });

  it('pages users with personId and email filters', async () => {
    const client = clientFor(t.server);
    const first = await client.users.list({ limit: 7, page: 5 });
    expect(first.meta).toEqual({ limit: 7, currentPage: 5, itemCount: 30, pages: 5, skipped: 28 });
    expect(first.data).toHaveLength(2);
    const personId = t.server.simulator.fixtures.userPersonId;
    const byPerson = await client.users.list({ personId });
    expect(byPerson.data.map((u) => u.personId)).toEqual([personId]);
    const byEmail = await client.users.list({ email: byPerson.data[0]?.email ?? '' });
    expect(byEmail.data.map((u) => u.id)).toEqual([byPerson.data[0]?.id]);
  });
});

describe('cursor pagination (statutory events)', () => {
  it('answers pagination { nextCursor, hasMore } and ends with hasMore false and a null cursor', async () => {
    const client = clientFor(t.server);
    const businessId = t.server.simulator.fixtures.businessId;
    const total = t.server.simulator.statutory.auditLog().length;
    const first = await client.request<{
      data: unknown[];
      pagination: { nextCursor: string | null; hasMore: boolean };
    }>({
      method: 'GET',
      path: '/v1/statutory/events',
      query: { businessId, limit: 4 },
    });
    expect(first.data).toHaveLength(4);
    expect(first.pagination).toEqual({ nextCursor: expect.any(String), hasMore: true });
    const ids: string[] = [];
    for await (const event of client.statutory.events.list({ businessId, limit: 4 })) ids.push(event.id!);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const last = await client.request<{ pagination: unknown }>({
      method: 'GET',
      path: '/v1/statutory/events',
      query: { businessId, limit: 100 },
    });
    expect(last.pagination).toEqual({ nextCursor: null, hasMore: false });
  });

  it('defaults to 25 per page', async () => {
    const sim = t.server.simulator;
    for (let i = 0; i < 30; i += 1)
      sim.statutory.createFiling({ countryCode: 'GB', periodLabel: `2026-${i}` });
    const page = await clientFor(t.server).statutory.events.list({ businessId: sim.fixtures.businessId });
    expect(page.data).toHaveLength(25);
    expect(page.pagination.hasMore).toBe(true);
  });

  it('filters by resource_type, resource_id, event_type and since', async () => {
    const client = clientFor(t.server);
    const { fixtures } = t.server.simulator;
    const businessId = fixtures.businessId;
    const blocked = await client.statutory.events
      .list({ businessId, event_type: 'filing.blocked' })
      .toArray({ max: 50 });
    expect(blocked.map((e) => e.resourceId)).toEqual([fixtures.blockedFilingId]);
    const remittance = await client.statutory.events
      .list({ businessId, resource_type: 'remittance', resource_id: fixtures.remittanceId })
      .toArray({ max: 50 });
    expect(remittance.map((e) => e.type)).toEqual(['remittance.created']);
    const since = new Date(Date.now() + 1_000).toISOString();
    const none = await client.statutory.events.list({ businessId, since });
    expect(none.data).toEqual([]);
  });

  it('refuses a missing businessId with the statutory error shape', async () => {
    const response = await fetch(`${t.server.url}/v1/statutory/events`, {
      headers: { authorization: `Bearer ${t.server.apiKey}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: expect.any(String),
        details: [{ field: 'businessId', message: 'is required' }],
      },
    });
    const error = await failure(
      clientFor(t.server).request({
        method: 'GET',
        path: '/v1/statutory/events',
        query: { limit: 200, businessId: 'x' },
      }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.params).toEqual({ limit: 'must be an integer from 1 to 100' });
  });
});
