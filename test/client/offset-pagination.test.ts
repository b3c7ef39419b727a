import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { OffsetPage, type Person, RequestValidationError } from '../../src/index.js';
import { makeClient, offsetBody, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();

/** Serves `total` persons in pages, honouring `page` and `limit`, and records the pages asked for. */
function personsApi(total: number, options: { latencyMs?: number; emptyFrom?: number } = {}) {
  const asked: { page: number; limit: number; email: string | null }[] = [];
  server.use(
    http.get(`${SANDBOX}/v1/persons`, async ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const limit = Number(url.searchParams.get('limit') ?? '20');
      asked.push({ page, limit, email: url.searchParams.get('email') });
      if (options.latencyMs) await delay(options.latencyMs);
      const pages = Math.ceil(total / limit);
      const start = (page - 1) * limit;
      const count =
        options.emptyFrom !== undefined && page >= options.emptyFrom
          ? 0
          : Math.max(0, Math.min(limit, total - start));
      const data = Array.from({ length: count }, (_, i) => ({
        id: `p${start + i + 1}`,
        firstName: `N${start + i + 1}`,
      }));
      return HttpResponse.json(offsetBody(data, page, pages, limit, total));
    }),
  );
  return asked;
}

describe('offset pagination', () => {
  it('awaiting list() gives the first page with its meta', async () => {
    const asked = personsApi(45);
    const page = await makeClient().persons.list({ limit: 20 });
    expect(page).toBeInstanceOf(OffsetPage);
    expect(page.data.map((p) => p.id).slice(0, 2)).toEqual(['p1', 'p2']);
    expect(page.meta).toEqual({ limit: 20, currentPage: 1, itemCount: 45, pages: 3, skipped: 0 });
    expect(page.hasNextPage()).toBe(true);
    expect(asked).toEqual([{ page: 1, limit: 20, email: null }]);
  });

  it('for await yields every item across pages, in order, and stops at the last page', async () => {
    const asked = personsApi(45);
    const ids: string[] = [];
    for await (const person of makeClient().persons.list({ limit: 20 })) ids.push(person.id!);
    expect(ids).toEqual(Array.from({ length: 45 }, (_, i) => `p${i + 1}`));
    expect(asked.map((a) => a.page).sort()).toEqual([1, 2, 3]);
  });

  it('keeps the filters on every page request', async () => {
    const asked = personsApi(5);
    for await (const _ of makeClient().persons.list({ limit: 2, email: 'a@example.com' })) {
      // iterate all
    }
    expect(asked.every((a) => a.email === 'a@example.com' && a.limit === 2)).toBe(true);
    expect(asked).toHaveLength(3);
  });

  it('.pages() iterates page by page', async () => {
    personsApi(45);
    const sizes: number[] = [];
    const numbers: number[] = [];
    for await (const page of makeClient().persons.list({ limit: 20 }).pages()) {
      sizes.push(page.data.length);
      numbers.push(page.meta.currentPage);
    }
    expect(sizes).toEqual([20, 20, 5]);
    expect(numbers).toEqual([1, 2, 3]);
  });

  it('getNextPage() fetches the next page and nextPageParams() is null at the end', async () => {
    personsApi(3);
    const first = await makeClient().persons.list({ limit: 2 });
    const second = await first.getNextPage();
    expect(second.data.map((p) => p.id)).toEqual(['p3']);
    expect(second.hasNextPage()).toBe(false);
    expect(second.nextPageParams()).toBeNull();
    await expect(second.getNextPage()).rejects.toBeInstanceOf(RequestValidationError);
  });

  it('nextPageParams() is plain JSON that resumes the list later', async () => {
    const asked = personsApi(45);
    const client = makeClient();
    const first = await client.persons.list({ limit: 20, email: 'x@example.com' });
    const saved = JSON.parse(JSON.stringify(first.nextPageParams()));
    expect(saved).toEqual({ limit: 20, email: 'x@example.com', page: 2 });
    const resumed = await client.persons.list(saved);
    expect(resumed.meta.currentPage).toBe(2);
    expect(asked.at(-1)).toEqual({ page: 2, limit: 20, email: 'x@example.com' });
  });

  it('toArray({ max }) collects at most max items and stops fetching', async () => {
    const asked = personsApi(100);
    const some = await makeClient().persons.list({ limit: 10 }).toArray({ max: 25 });
    expect(some.map((p: Person) => p.id)).toEqual(Array.from({ length: 25 }, (_, i) => `p${i + 1}`));
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3]);
  });

  it('toArray requires a positive integer max', async () => {
    personsApi(1);
    const list = makeClient().persons.list();
    // @ts-expect-error: max is required
    await expect(list.toArray({})).rejects.toBeInstanceOf(RequestValidationError);
    await expect(list.toArray({ max: 0 })).rejects.toBeInstanceOf(RequestValidationError);
    await list; // the first page was requested eagerly; let it settle inside this test
  });

  it('an invalid max is reported even when the eagerly requested first page fails', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/persons`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await expect(makeClient({ maxRetries: 0 }).persons.list().toArray({ max: 0 })).rejects.toBeInstanceOf(
      RequestValidationError,
    );
    // No unhandled rejection from the first page: vitest fails the run if one surfaces.
    await delay(50);
  });

  it('an empty page ends the iteration even if meta claims more pages', async () => {
    const asked = personsApi(100, { emptyFrom: 3 });
    const ids: string[] = [];
    for await (const p of makeClient().persons.list({ limit: 10 }).pages({ prefetch: 0 })) {
      ids.push(...p.data.map((x) => x.id!));
    }
    expect(ids).toHaveLength(20);
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3]);
  });

  it('an empty first page yields nothing', async () => {
    personsApi(0);
    const items = await makeClient().persons.list().toArray({ max: 10 });
    expect(items).toEqual([]);
  });

  it('prefetches later pages concurrently, still yielding items in order', async () => {
    const asked = personsApi(60, { latencyMs: 80 });
    const started = Date.now();
    const ids: string[] = [];
    for await (const page of makeClient().persons.list({ limit: 10 }).pages({ prefetch: 5 })) {
      ids.push(...page.data.map((p) => p.id!));
    }
    const elapsed = Date.now() - started;
    expect(ids).toEqual(Array.from({ length: 60 }, (_, i) => `p${i + 1}`));
    expect(asked).toHaveLength(6);
    // Six sequential pages would take ~480 ms; the first page plus one concurrent wave takes ~160 ms.
    expect(elapsed).toBeLessThan(400);
  });

  it('breaking out of the loop stops requesting pages', async () => {
    const asked = personsApi(1000);
    let n = 0;
    for await (const _ of makeClient().persons.list({ limit: 10 })) {
      if (++n === 15) break;
    }
    await delay(50);
    // Page 1, the page being read, and at most two fetched ahead (the default offset prefetch).
    expect(asked.length).toBeLessThanOrEqual(4);
  });

  it('validates limit and page before sending anything', async () => {
    const asked = personsApi(1);
    for (const params of [{ limit: 0 }, { limit: 101 }, { limit: 2.5 }, { page: 0 }]) {
      const error = await makeClient()
        .persons.list(params)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestValidationError);
    }
    const error = (await makeClient()
      .persons.list({ limit: 500 })
      .catch((e: unknown) => e)) as RequestValidationError;
    expect(error.params).toEqual({ limit: 'must be ≤ 100' });
    expect(asked).toHaveLength(0);
  });
});
