import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResponseValidationError } from '../../src/index.js';
import { makeClient, offsetBody, SANDBOX, useMswServer } from '../helpers/msw.js';

/*
 * Offset pagination does not trust `meta` blindly: each page must be the one requested. A server that repeats
 * a page while `meta.pages` promises a billion, or skips pages, ends the iteration with a
 * ResponseValidationError at `meta.currentPage` instead of looping forever or losing items.
 */

const server = useMswServer();

/** Answers page requests with `answer(requestedPage)` as the page number it claims; records what was asked. */
function pagesApi(answer: (requested: number) => number, pages = 1e9) {
  const asked: number[] = [];
  server.use(
    http.get(`${SANDBOX}/v1/persons`, ({ request }) => {
      const url = new URL(request.url);
      const requested = Number(url.searchParams.get('page') ?? '1');
      asked.push(requested);
      // A runaway loop ends here with a plain 400, so a regression fails the test instead of hanging it.
      if (asked.length > 50) {
        return HttpResponse.json(
          { code: 'invalid_request_body', message: 'runaway iteration' },
          { status: 400 },
        );
      }
      const current = answer(requested);
      return HttpResponse.json(offsetBody([{ id: `p${current}`, firstName: 'N' }], current, pages, 1));
    }),
  );
  return asked;
}

async function iterate(
  list: AsyncIterable<{ id?: string | undefined }>,
): Promise<{ ids: string[]; error: unknown }> {
  const ids: string[] = [];
  try {
    for await (const person of list) ids.push(person.id!);
  } catch (error) {
    return { ids, error };
  }
  return { ids, error: undefined };
}

describe('offset pages must advance as requested', () => {
  it('a server repeating page 1 while meta.pages is 1e9 → ResponseValidationError at meta.currentPage, no loop', async () => {
    const asked = pagesApi(() => 1);
    const { ids, error } = await iterate(makeClient().persons.list({ limit: 1 }));
    expect(ids).toEqual(['p1']);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([
      { path: 'meta.currentPage', message: 'is 1, expected 2: repeats a page already read' },
    ]);
    expect((error as Error).message).toContain('page 1 when page 2 was requested');
    // Page 1, then page 2 and at most the pages fetched ahead with it.
    expect(asked[0]).toBe(1);
    expect(asked.length).toBeLessThanOrEqual(4);
    expect(asked.slice(1, 3)).toEqual([2, 3]);
  });

  it('a server that skips from page 2 to page 4 → ResponseValidationError after page 2, no item lost silently', async () => {
    const asked = pagesApi((n) => (n >= 3 ? n + 1 : n), 10);
    const pages = makeClient().persons.list({ limit: 1 }).pages({ prefetch: 0 });
    const { ids, error } = await iterate(
      (async function* () {
        for await (const page of pages) yield* page.data;
      })(),
    );
    expect(ids).toEqual(['p1', 'p2']);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]).toEqual({
      path: 'meta.currentPage',
      message: 'is 4, expected 3: skips pages',
    });
    expect(asked).toEqual([1, 2, 3]);
  });

  it('getNextPage() refuses a page that is not the next one', async () => {
    const asked = pagesApi(() => 1);
    const first = await makeClient().persons.list({ limit: 1 });
    expect(first.hasNextPage()).toBe(true);
    const error = await first.getNextPage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.path).toBe('meta.currentPage');
    expect(asked).toEqual([1, 2]);
  });

  it('a list resumed at page 3 that the server answers as page 1 fails before yielding any item', async () => {
    const asked = pagesApi(() => 1, 5);
    const { ids, error } = await iterate(makeClient().persons.list({ limit: 1, page: 3 }));
    expect(ids).toEqual([]);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.message).toBe(
      'is 1, expected 3: repeats a page already read',
    );
    expect(asked).toEqual([3]);
  });

  it('a server answering each page as requested is followed to its last page', async () => {
    const asked = pagesApi((n) => n, 4);
    const items = await makeClient().persons.list({ limit: 1 }).toArray({ max: 100 });
    expect(items.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(asked).toEqual([1, 2, 3, 4]);
  });
});
