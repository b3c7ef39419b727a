import type { WithResponse } from '../core/api-promise.js';
import { type Page, type PageLoader, PagePromise } from '../core/pagination.js';
import type { RequestOptions } from '../core/request-options.js';
import { joinSignals } from './call-helpers.js';
import type { Operation } from './operation.js';
import { makePage, type PageBody, pageOperation } from './paging.js';
import type { Transport } from './transport.js';
import type { CallArgs } from './transport-request.js';

/* The list entry: a declared list operation's first page, each next page loaded through the same pipeline. */

/** Sends one call of a page operation: the transport's pipeline, as a list's pages load through it. */
export type PageCall<T> = (
  op: Operation<PageBody<T>>,
  args: CallArgs,
  options: RequestOptions | undefined,
) => Promise<WithResponse<PageBody<T>>>;

/**
 * The first page of a declared list operation, iterable across pages: each page is loaded by `run` with the
 * page operation of `op`'s kind, the page's params, and a signal joining the call's and the iteration's.
 * @throws WorkforceError (through the returned promise, or while iterating) when a page's call fails.
 * @example
 * ```ts
 * const first = await listPages(listPersons, {}, undefined, (pageOp, args, options) => run(pageOp, args, options));
 * for await (const person of first) console.log(person.id);
 * ```
 */
export function listPages<T, TPage extends Page<T, unknown> = Page<T>>(
  op: Operation<T>,
  args: CallArgs,
  options: RequestOptions | undefined,
  run: PageCall<T>,
): PagePromise<T, TPage> {
  const pageOp = pageOperation(op);
  const load: PageLoader<TPage> = async (params, signal) => {
    const callOptions = signal ? { ...options, signal: joinSignals(options?.signal, signal) } : options;
    const result = await run(pageOp, { path: args.path, params }, callOptions);
    const page = makePage(op, result.data ?? {}, params, load as PageLoader<Page<T>>);
    return { ...result, data: page as unknown as TPage };
  };
  return new PagePromise<T, TPage>(load((args.params ?? {}) as Record<string, unknown>));
}

/**
 * `transport.list()` as a function of the transport, so only a bundle that lists carries the paging code.
 * @throws WorkforceError (through the returned promise, or while iterating) when a page's call fails.
 * @example
 * ```ts
 * const first = await listWith(transport, listPersons, { params: {} });
 * ```
 */
export function listWith<T, TPage extends Page<T, unknown> = Page<T>>(
  transport: Transport,
  op: Operation<T>,
  args: CallArgs,
  options?: RequestOptions,
): PagePromise<T, TPage> {
  return listPages<T, TPage>(op, args, options, (pageOp, pageArgs, callOptions) =>
    transport.run(pageOp, pageArgs, callOptions),
  );
}
