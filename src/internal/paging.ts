import * as z from 'zod/mini';
import { CursorPage, type CursorPagination, NodePage, type NodeTokens, OffsetPage } from '../core/pages.js';
import type { Page, PageLoader } from '../core/pagination.js';
import { singlePageMeta } from './call-helpers.js';
import type { Operation } from './operation.js';
import { type LazySchema, lazy, type Schema } from './schema-kit.js';

/* How a list operation's pages are parsed and built: the one place that knows the three page kinds. */

/** A page body as the three kinds answer it. */
export interface PageBody<T> {
  data?: T[];
  meta?: never;
  pagination?: CursorPagination;
  node?: NodeTokens | null;
  cursor?: NodeTokens | null;
}

const offsetMeta = () =>
  z.looseObject({
    limit: z.number(),
    currentPage: z.number(),
    itemCount: z.number(),
    pages: z.number(),
    skipped: z.number(),
  });

const cursorPagination = () => z.looseObject({ nextCursor: z.nullable(z.string()), hasMore: z.boolean() });

const nodeTokens = () =>
  z.optional(
    z.nullable(
      z.looseObject({
        next: z.optional(z.nullable(z.string())),
        previous: z.optional(z.nullable(z.string())),
      }),
    ),
  );

const pageOperations = new WeakMap<Operation, Operation>();

/** The operation with `response` parsing a whole page of its kind (built once per operation, on first use). */
export function pageOperation<T>(op: Operation<T>): Operation<PageBody<T>> {
  let pageOp = pageOperations.get(op as Operation);
  if (!pageOp) {
    const item: LazySchema = op.item ?? (() => z.unknown());
    const response = lazy((): Schema => {
      const data = z.array(item());
      if (op.page === 'offset') return z.looseObject({ data, meta: offsetMeta() });
      if (op.page === 'cursor') return z.looseObject({ data, pagination: cursorPagination() });
      // Node lists may answer `data: null` for an empty page (the documents say so).
      return z.looseObject({ data: z.nullable(data), node: nodeTokens(), cursor: nodeTokens() });
    });
    pageOp = { ...op, response } as Operation;
    pageOperations.set(op as Operation, pageOp);
  }
  return pageOp as Operation<PageBody<T>>;
}

/** Builds the page of `op`'s kind from a parsed body. */
export function makePage<T>(
  op: Operation<T>,
  body: PageBody<T>,
  params: Record<string, unknown>,
  load: PageLoader<Page<T>>,
): Page<T> {
  const data = Array.isArray(body.data) ? body.data : [];
  if (op.page === 'offset') {
    return new OffsetPage<T>(data, body.meta ?? singlePageMeta(data.length), params, load as never);
  }
  if (op.page === 'cursor') {
    return new CursorPage<T>(
      data,
      body.pagination ?? { nextCursor: null, hasMore: false },
      params,
      load as never,
    );
  }
  return new NodePage<T>(
    data,
    body.node ?? body.cursor ?? {},
    params,
    load as never,
    op.pageToken ?? 'cursor',
  );
}

/**
 * Splits a validated params object into query and body: operations with a body send their declared query names
 * in the query and the rest as JSON; the others send everything in the query.
 */
export function splitParams(op: Operation<unknown>, params: unknown): { query: unknown; body: unknown } {
  if (!op.body) return { query: params, body: undefined };
  if (!op.query || typeof params !== 'object' || params === null) {
    return { query: undefined, body: op.idempotencyKey ? (params ?? {}) : params };
  }
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    (op.query.includes(name) ? query : body)[name] = value;
  }
  return { query, body };
}
