import { decodeCursor, encodeCursor, readCursorLimit } from '../paging.js';
import type { RouteContext } from '../router.js';

/**
 * One page of `items` in the API's node shape: `node.next` is the token of the next page, left out on the
 * last one (the documents type it as a string, so it is never `null`).
 * @throws HttpError 400 for a token the simulator did not make or a limit out of bounds.
 * @example
 * ```ts
 * nodePage(rc, entries, 'cursor');
 * ```
 */
export function nodePage<T>(rc: RouteContext, items: readonly T[], token: string) {
  const start = decodeCursor(rc.query.get(token));
  const limit = readCursorLimit(rc.query);
  const data = items.slice(start, start + limit);
  const node: Record<string, string> = {};
  if (start + limit < items.length) node.next = encodeCursor(start + limit);
  if (start > 0) node.previous = encodeCursor(Math.max(0, start - limit));
  return { data, node };
}
