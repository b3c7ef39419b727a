import type { WithResponse } from './api-promise.js';
import { RequestValidationError, ResponseValidationError } from './client-errors.js';

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

/** The `node` (or `cursor`) tokens of a node-cursor list: where the previous and next pages are. */
export interface NodeTokens {
  /** Token of the next page, `null` or absent on the last one. */
  next?: string | null | undefined;
  /** Token of the previous page. */
  previous?: string | null | undefined;
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
  // Fields a constructor assigns are `declare`d, here and in the subclasses (see errors.ts).
  /** The items of this page. */
  declare readonly data: T[];
  /** The parameters that produced this page. */
  declare protected readonly params: Readonly<Record<string, unknown>>;
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
   * @throws RequestValidationError when there is no next page; otherwise the same errors as the first
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
  declare readonly meta: OffsetMeta;

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

  /**
   * Fetches the next page and checks that the API answered the page asked for.
   * @throws RequestValidationError when there is no next page; {@link ResponseValidationError} at
   * `meta.currentPage` when the API repeats or skips a page; otherwise the same errors as the first request.
   * @example
   * ```ts
   * const next = page.hasNextPage() ? await page.getNextPage() : undefined;
   * ```
   */
  override async getNextPage(signal?: AbortSignal): Promise<this> {
    const expected = this.meta.currentPage + 1;
    const next = await super.getNextPage(signal);
    return checkPageNumber(next, expected);
  }

  /** @internal The page number this page was requested as, when the request named one. */
  get requestedPage(): number | undefined {
    const page = this.params.page;
    return typeof page === 'number' ? page : undefined;
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
 * @internal Returns `page` when it is page `expected`; a server that repeats or skips pages (while its `meta`
 * promises more) would otherwise make an iteration loop or lose items.
 * @throws ResponseValidationError at `meta.currentPage`.
 */
export function checkPageNumber<P extends OffsetPage<unknown, unknown>>(page: P, expected: number): P {
  const got = page.meta.currentPage;
  if (got === expected) return page;
  const what = got < expected ? 'repeats a page already read' : 'skips pages';
  throw new ResponseValidationError(
    `The API answered page ${got} when page ${expected} was requested (it ${what}); stopping`,
    {
      issues: [{ path: 'meta.currentPage', message: `is ${got}, expected ${expected}: ${what}` }],
      body: page.meta,
      requestId: undefined,
    },
  );
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
  declare readonly pagination: CursorPagination;

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

  /** @internal The token of the next page, for the loop that refuses a repeated one. */
  get nextToken(): string | null {
    return this.pagination.nextCursor;
  }
}

/**
 * A page of a node-cursor list (`cursor` or `next` → `data`, `node` or `cursor` with `next`/`previous`
 * tokens): transactions, beneficiaries, payouts, invoices, reimbursements, wallets, virtual accounts,
 * platform businesses and disbursements. The last page is the one without a `next` token.
 *
 * @example
 * ```ts
 * const page = await client.payouts.list({ limit: 50 });
 * console.log(page.data.length, page.node.next);
 * ```
 */
export class NodePage<T, P = Record<string, unknown>> extends Page<T, P> {
  /** The tokens of the neighbouring pages. */
  declare readonly node: NodeTokens;
  readonly #tokenParam: string;

  /** @internal Pages are built by the SDK's list methods. */
  constructor(
    data: T[],
    node: NodeTokens,
    params: Record<string, unknown>,
    load: PageLoader<NodePage<T, P>>,
    tokenParam: string,
  ) {
    super(data, params, load as PageLoader<Page<T>>);
    this.node = node;
    this.#tokenParam = tokenParam;
  }

  /** `true` while a non-empty `next` token exists and the page has items. */
  hasNextPage(): boolean {
    return this.data.length > 0 && typeof this.node.next === 'string' && this.node.next !== '';
  }

  nextPageParams(): P | null {
    return this.hasNextPage() ? ({ ...this.params, [this.#tokenParam]: this.node.next } as P) : null;
  }

  /** @internal The token that produced this page, if any. */
  get requestCursor(): string | undefined {
    const token = this.params[this.#tokenParam];
    return typeof token === 'string' ? token : undefined;
  }

  /** @internal The token of the next page, for the loop that refuses a repeated one. */
  get nextToken(): string | null {
    return this.node.next ?? null;
  }
}
