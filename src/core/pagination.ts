import { APIPromise, type WithResponse } from './api-promise.js';
import { RequestValidationError, ResponseValidationError } from './errors.js';

/** `meta` of an offset-paginated list. */
export interface OffsetMeta {
  /** Items per page. */
  limit: number;
  /** The page this is (1-based). */
  currentPage: number;
  /** Total items across all pages. */
  itemCount: number;
  /** Total pages. */
  pages: number;
  /** Records skipped to reach this page. */
  skipped: number;
}

/** `pagination` of a cursor-paginated list. */
export interface CursorPagination {
  /** Cursor for the next page, `null` when there is none. */
  nextCursor: string | null;
  /** Whether another page exists. */
  hasMore: boolean;
}

/** Loads one page for the given request parameters. Built by the transport; `signal` adds to the call's. */
export type PageLoader<TPage> = (
  params: Record<string, unknown>,
  signal?: AbortSignal,
) => Promise<WithResponse<TPage>>;

/**
 * One page of a list. Subclasses know only where their items are and what the next request is; the loop and
 * the stop conditions live in {@link PagePromise}.
 *
 * @example
 * ```ts
 * let page = await client.persons.list({ limit: 100 });
 * while (page.hasNextPage()) page = await page.getNextPage();
 * ```
 */
export abstract class Page<T, P = Record<string, unknown>> {
  /** The items of this page. */
  readonly data: T[];
  /** The parameters that produced this page. */
  protected readonly params: Readonly<Record<string, unknown>>;
  readonly #load: PageLoader<Page<T>>;

  protected constructor(data: T[], params: Record<string, unknown>, load: PageLoader<Page<T>>) {
    this.data = data;
    this.params = params;
    this.#load = load;
  }

  /**
   * Whether a next page exists according to this page's metadata. An empty page never has one.
   * @example
   * ```ts
   * if (page.hasNextPage()) page = await page.getNextPage();
   * ```
   */
  abstract hasNextPage(): boolean;

  /**
   * Plain JSON parameters for the next page, or `null` on the last page. Store them and pass them back to the
   * same `list()` later to resume.
   *
   * @example
   * ```ts
   * const resume = page.nextPageParams(); // { limit: 50, page: 3 }
   * const later = await client.persons.list(resume ?? {});
   * ```
   */
  abstract nextPageParams(): P | null;

  /**
   * Fetches the next page, with the same filters and request options as this one.
   * @throws {@link RequestValidationError} when there is no next page; otherwise the same errors as the first
   * request.
   * @example
   * ```ts
   * const next = page.hasNextPage() ? await page.getNextPage() : undefined;
   * ```
   */
  async getNextPage(signal?: AbortSignal): Promise<this> {
    const next = this.nextPageParams();
    if (next === null) throw new RequestValidationError('There is no next page', { page: 'no next page' });
    return (await this.#load(next as Record<string, unknown>, signal)).data as this;
  }

  /** @internal Loads an arbitrary page of the same list (offset prefetch). */
  loadPage(params: Record<string, unknown>, signal?: AbortSignal): Promise<this> {
    return this.#load(params, signal).then((r) => r.data as this);
  }
}

/**
 * A page of an offset-paginated list (`page`, `limit` → `data`, `meta`). The last page is the one where
 * `meta.currentPage >= meta.pages`.
 *
 * @example
 * ```ts
 * const page = await client.persons.list({ limit: 50 });
 * console.log(`page ${page.meta.currentPage} of ${page.meta.pages}, ${page.meta.itemCount} persons`);
 * ```
 */
export class OffsetPage<T, P = Record<string, unknown>> extends Page<T, P> {
  /** The list's `meta`: totals and position. */
  readonly meta: OffsetMeta;

  /** @internal Pages are built by the SDK's list methods. */
  constructor(
    data: T[],
    meta: OffsetMeta,
    params: Record<string, unknown>,
    load: PageLoader<OffsetPage<T, P>>,
  ) {
    super(data, params, load as PageLoader<Page<T>>);
    this.meta = meta;
  }

  /** `true` while `meta.currentPage < meta.pages` and this page is not empty. */
  hasNextPage(): boolean {
    return this.data.length > 0 && this.meta.currentPage < this.meta.pages;
  }

  nextPageParams(): P | null {
    return this.hasNextPage() ? (this.paramsForPage(this.meta.currentPage + 1) as P) : null;
  }

  /** @internal Parameters for any page number of the same list. */
  paramsForPage(page: number): Record<string, unknown> {
    return { ...this.params, page, limit: this.meta.limit };
  }
}

/**
 * A page of a cursor-paginated list (`cursor`, `limit` → `data`, `pagination`). The last page is the one where
 * `pagination.hasMore` is false.
 *
 * @example
 * ```ts
 * const page = await client.statutory.events.list({ businessId, limit: 100 });
 * console.log(page.data.length, page.pagination.hasMore, page.pagination.nextCursor);
 * ```
 */
export class CursorPage<T, P = Record<string, unknown>> extends Page<T, P> {
  /** The list's `pagination`: the next cursor and whether more exist. */
  readonly pagination: CursorPagination;

  /** @internal Pages are built by the SDK's list methods. */
  constructor(
    data: T[],
    pagination: CursorPagination,
    params: Record<string, unknown>,
    load: PageLoader<CursorPage<T, P>>,
  ) {
    super(data, params, load as PageLoader<Page<T>>);
    this.pagination = pagination;
  }

  /** `true` while `pagination.hasMore` is true, `nextCursor` is a non-empty string and the page has items. */
  hasNextPage(): boolean {
    const { hasMore, nextCursor } = this.pagination;
    return hasMore && this.data.length > 0 && typeof nextCursor === 'string' && nextCursor !== '';
  }

  nextPageParams(): P | null {
    return this.hasNextPage() ? ({ ...this.params, cursor: this.pagination.nextCursor } as P) : null;
  }

  /** @internal The cursor that produced this page, if any. */
  get requestCursor(): string | undefined {
    const cursor = this.params.cursor;
    return typeof cursor === 'string' ? cursor : undefined;
  }
}

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
export class PagePromise<TPage extends Page<T, unknown>, T>
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
   * @throws the errors of each page request, or {@link ResponseValidationError} when a cursor repeats.
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
   * @throws {@link RequestValidationError} when `max` is not a positive integer.
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

function repeatedCursorError(cursor: string | null, pagination: CursorPagination): ResponseValidationError {
  return new ResponseValidationError(`The API returned cursor "${cursor}" a second time; stopping`, {
    issues: [{ path: 'pagination.nextCursor', message: 'repeats a cursor already visited' }],
    body: pagination,
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
  yield first;
  if (!first.hasNextPage()) return;
  const lastPage = first.meta.pages;
  let nextNumber = first.meta.currentPage + 1;
  const queue: Promise<P>[] = [];
  const fill = () => {
    while (nextNumber <= lastPage && queue.length < Math.max(1, prefetch)) {
      queue.push(settleQuietly(first.loadPage(first.paramsForPage(nextNumber++), signal)));
    }
  };
  fill();
  while (queue.length > 0) {
    const page = await queue.shift()!;
    if (page.data.length === 0) return;
    if (prefetch > 0) fill();
    yield page;
    if (!page.hasNextPage()) return;
    fill();
  }
}

async function* cursorPages<T, P extends CursorPage<T>>(
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
    const cursor = page.pagination.nextCursor;
    // This page's items are fine; only following its cursor would loop, so fail after yielding it.
    const repeated = nextParams !== null && cursor !== null && seen.has(cursor);
    if (cursor !== null) seen.add(cursor);
    const next =
      nextParams && !repeated && prefetch > 0 ? settleQuietly(page.loadPage(nextParams, signal)) : undefined;
    yield page;
    if (nextParams === null) return;
    if (repeated) throw repeatedCursorError(cursor, page.pagination);
    page = await (next ?? page.loadPage(nextParams, signal));
    if (page.data.length === 0) return;
  }
}
