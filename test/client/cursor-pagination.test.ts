import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CursorPage, ResponseValidationError } from '../../src/index.js';
import { makeClient, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

function event(n: number) {
  return {
    id: `evt_${n}`,
    type: 'filing.created',
    resourceType: 'filing',
    resourceId: `fil_${n}`,
    businessId: BUSINESS_ID,
    actor: { type: 'system', id: null },
    data: {},
    occurredAt: '2026-07-01T10:00:00Z',
  };
}

/** Pages keyed by the cursor that requests them ('' = first); records the cursors asked for. */
function eventsApi(
  pages: Record<string, { data: unknown[]; nextCursor: string | null; hasMore: boolean }>,
  latencyMs = 0,
) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(`${SANDBOX}/v1/statutory/events`, async ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      asked.push(cursor);
      if (latencyMs) await delay(latencyMs);
      const page = pages[cursor ?? ''];
      if (!page)
        return HttpResponse.json(
          { error: { code: 'invalid_request', message: 'bad cursor', details: null } },
          { status: 400 },
        );
      return HttpResponse.json({
        data: page.data,
        pagination: { nextCursor: page.nextCursor, hasMore: page.hasMore },
      });
    }),
  );
  return asked;
}

const list = () => makeClient().statutory.events.list({ businessId: BUSINESS_ID, limit: 2 });

describe('cursor pagination', () => {
  it('awaiting gives the first CursorPage with its pagination', async () => {
    eventsApi({ '': { data: [event(1), event(2)], nextCursor: 'c2', hasMore: true } });
    const page = await list();
    expect(page).toBeInstanceOf(CursorPage);
    expect(page.pagination).toEqual({ nextCursor: 'c2', hasMore: true });
    expect(page.nextPageParams()).toEqual({ businessId: BUSINESS_ID, limit: 2, cursor: 'c2' });
  });

  it('iterates every item and stops when hasMore is false', async () => {
    const asked = eventsApi({
      '': { data: [event(1), event(2)], nextCursor: 'c2', hasMore: true },
      c2: { data: [event(3), event(4)], nextCursor: 'c3', hasMore: true },
      c3: { data: [event(5)], nextCursor: 'c4', hasMore: false },
    });
    const ids: string[] = [];
    for await (const e of list()) ids.push(e.id!);
    expect(ids).toEqual(['evt_1', 'evt_2', 'evt_3', 'evt_4', 'evt_5']);
    expect(asked).toEqual([null, 'c2', 'c3']);
  });

  it('stops on an empty page even when hasMore is true', async () => {
    const asked = eventsApi({
      '': { data: [event(1)], nextCursor: 'c2', hasMore: true },
      c2: { data: [], nextCursor: 'c3', hasMore: true },
    });
    expect(await list().toArray({ max: 100 })).toHaveLength(1);
    expect(asked).toEqual([null, 'c2']);
  });

  it('stops when nextCursor is null', async () => {
    const asked = eventsApi({ '': { data: [event(1)], nextCursor: null, hasMore: true } });
    expect(await list().toArray({ max: 100 })).toHaveLength(1);
    expect(asked).toEqual([null]);
  });

  it('a cursor that repeats is an error, not an endless loop', async () => {
    eventsApi({
      '': { data: [event(1)], nextCursor: 'c2', hasMore: true },
      c2: { data: [event(2)], nextCursor: 'c3', hasMore: true },
      c3: { data: [event(3)], nextCursor: 'c2', hasMore: true },
    });
    const seen: string[] = [];
    const error = await (async () => {
      for await (const e of list()) {
        seen.push(e.id!);
        // A regression that loops fails here instead of hanging the run.
        if (seen.length > 50) throw new Error('runaway iteration');
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.path).toBe('pagination.nextCursor');
    expect(seen).toEqual(['evt_1', 'evt_2', 'evt_3']);
  });

  it('a resumed list detects a cursor repeating the one it started from', async () => {
    eventsApi({ c2: { data: [event(2)], nextCursor: 'c2', hasMore: true } });
    const resumed = makeClient().statutory.events.list({ businessId: BUSINESS_ID, cursor: 'c2' });
    await expect(resumed.toArray({ max: 10 })).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('resumes from stored nextPageParams()', async () => {
    const asked = eventsApi({
      '': { data: [event(1), event(2)], nextCursor: 'c2', hasMore: true },
      c2: { data: [event(3)], nextCursor: null, hasMore: false },
    });
    const first = await list();
    const stored = JSON.parse(JSON.stringify(first.nextPageParams()));
    const rest = await makeClient().statutory.events.list(stored).toArray({ max: 10 });
    expect(rest.map((e) => e.id)).toEqual(['evt_3']);
    expect(asked).toEqual([null, 'c2']);
  });

  it('fetches the next page while the caller works on the current one', async () => {
    eventsApi(
      {
        '': { data: [event(1)], nextCursor: 'c2', hasMore: true },
        c2: { data: [event(2)], nextCursor: 'c3', hasMore: true },
        c3: { data: [event(3)], nextCursor: null, hasMore: false },
      },
      100,
    );
    const started = Date.now();
    for await (const _page of list().pages()) await delay(100);
    // Sequential: 3 × (100 ms fetch + 100 ms work) = 600 ms; with one page ahead, fetch and work overlap.
    expect(Date.now() - started).toBeLessThan(520);
  });
});
