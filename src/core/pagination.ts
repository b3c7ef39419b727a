import { APIPromise } from './api-promise.js';
import { RequestValidationError, ResponseValidationError } from './client-errors.js';
import { type CursorPage, checkPageNumber, type NodePage, OffsetPage, type Page } from './pages.js';

export {
  CursorPage,
  type CursorPagination,
  NodePage,
  type NodeTokens,
  type OffsetMeta,
  OffsetPage,
  Page,
  type PageLoader,
} from './pages.js';

/** How page iteration may fetch ahead. */
export interface PageIterationOptions {
  /**
   * Pages fetched ahead while the caller works on the current one (`0` disables). Offset lists fetch them
   * concurrently once the first page's `meta` is known (default 2); cursor lists one at a time (default 1).
   */
  prefetch?: number;
  /** Stops the iteration and any page in flight. */
  signal?: AbortSignal;
}

/**
 * What `list()` returns: await it for the first page, `for await` it for every item, `.pages()` for page by
 * page, or `.toArray({ max })` for a bounded collection.
 *
 * @example
 * ```ts
 * for await (const person of client.persons.list({ limit: 100 })) console.log(person.id);
 * ```
 */
export class PagePromise<T, TPage extends Page<T, unknown> = Page<T, unknown>>
  extends APIPromise<TPage>
  implements AsyncIterable<T>
{
  /**
   * Iterates every item of every page, in order.
   * @throws the errors of each page request.
   * @example
   * ```ts
   * for await (const user of client.users.list()) console.log(user.id);
   * ```
   */
  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for await (const page of this.pages()) yield* page.data;
  }

  /**
   * Iterates page by page. Memory stays flat: at most `prefetch + 1` pages are held.
   * @throws the errors of each page request, or {@link ResponseValidationError} when a cursor repeats or an
   * offset page is not the one requested (`meta.currentPage` repeats or skips a page).
   * @example
   * ```ts
   * for await (const page of client.persons.list({ limit: 100 }).pages({ prefetch: 0 })) {
   *   await saveBatch(page.data);
   *   checkpoint(page.nextPageParams()); // resume from here after a crash
   * }
   * ```
   */
  async *pages(options: PageIterationOptions = {}): AsyncGenerator<TPage, void, undefined> {
    const stop = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
    try {
      const first = await this;
      const offset = first instanceof OffsetPage;
      const prefetch = Math.max(0, Math.floor(options.prefetch ?? (offset ? 2 : 1)));
      const pages = offset
        ? offsetPages(first as OffsetPage<T>, prefetch, signal)
        : cursorPages(first as unknown as CursorPage<T>, prefetch, signal);
      yield* pages as AsyncGenerator<TPage>;
    } finally {
      stop.abort();
    }
  }

  /**
   * Collects items into an array, stopping at `max`. `max` is required so a list is never loaded whole by
   * accident.
   * @throws RequestValidationError when `max` is not a positive integer.
   * @example
   * ```ts
   * const first500 = await client.persons.list().toArray({ max: 500 });
   * ```
   */
  async toArray(options: { max: number }): Promise<T[]> {
    const max = options?.max;
    if (!Number.isInteger(max) || max < 1) {
      // The first page was requested eagerly; the caller gets this error instead of that page's outcome.
      this.catch(() => undefined);
      throw new RequestValidationError('toArray() needs a positive integer max', {
        max: 'must be an integer ≥ 1',
      });
    }
    const items: T[] = [];
    for await (const page of this.pages({ prefetch: 0 })) {
      for (const item of page.data) {
        items.push(item);
        if (items.length >= max) return items;
      }
    }
    return items;
  }
}

function repeatedCursorError(
  cursor: string | null,
  page: CursorPage<unknown> | NodePage<unknown>,
): ResponseValidationError {
  const where = 'pagination' in page ? 'pagination.nextCursor' : 'node.next';
  return new ResponseValidationError(`The API returned cursor "${cursor}" a second time; stopping`, {
    issues: [{ path: where, message: 'repeats a cursor already visited' }],
    body: 'pagination' in page ? page.pagination : page.node,
    requestId: undefined,
  });
}

function settleQuietly<P>(promise: Promise<P>): Promise<P> {
  // A page fetched ahead may be abandoned when the caller stops; its failure must not surface as unhandled.
  promise.catch(() => undefined);
  return promise;
}

async function* offsetPages<T, P extends OffsetPage<T>>(
  first: P,
  prefetch: number,
  signal: AbortSignal,
): AsyncGenerator<P> {
  // A list resumed at a page must start there; every later page must be the one asked for.
  const requested = first.requestedPage;
  if (requested !== undefined && first.data.length > 0) checkPageNumber(first, requested);
  yield first;
  if (!first.hasNextPage()) return;
  const lastPage = first.meta.pages;
  let nextNumber = first.meta.currentPage + 1;
  const queue: { number: number; page: Promise<P> }[] = [];
  const fill = () => {
    while (nextNumber <= lastPage && queue.length < Math.max(1, prefetch)) {
      const number = nextNumber++;
      queue.push({ number, page: settleQuietly(first.loadPage(first.paramsForPage(number), signal)) });
    }
  };
  fill();
  while (queue.length > 0) {
    const next = queue.shift()!;
    const page = await next.page;
    if (page.data.length === 0) return;
    checkPageNumber(page, next.number);
    if (prefetch > 0) fill();
    yield page;
    if (!page.hasNextPage()) return;
    fill();
  }
}

function loadNext<P extends Page<unknown>>(
  page: P,
  params: Record<string, unknown>,
  signal: AbortSignal,
): Promise<P> {
  return (page as Page<unknown>).loadPage(params, signal) as Promise<never>;
}

async function* cursorPages<T, P extends CursorPage<T> | NodePage<T>>(
  first: P,
  prefetch: number,
  signal: AbortSignal,
): AsyncGenerator<P> {
  const seen = new Set<string>();
  const firstCursor = first.requestCursor;
  if (firstCursor !== undefined) seen.add(firstCursor);
  let page: P = first;
  for (;;) {
    const nextParams = page.nextPageParams() as Record<string, unknown> | null;
    const cursor = page.nextToken;
    // This page's items are fine; only following its cursor would loop, so fail after yielding it.
    const repeated = nextParams !== null && cursor !== null && seen.has(cursor);
    if (cursor !== null) seen.add(cursor);
    const next =
      nextParams && !repeated && prefetch > 0 ? settleQuietly(loadNext(page, nextParams, signal)) : undefined;
    yield page;
    if (nextParams === null) return;
    if (repeated) throw repeatedCursorError(cursor, page);
    page = (await (next ?? loadNext(page, nextParams, signal))) as P;
    if (page.data.length === 0) return;
  }
}
