import { encodeCursor, encodeKeyCursor, readCursorLimit, startAfter } from '../paging.js';
import type { RouteContext } from '../router.js';

/**
 * One page of `items` in the API's node shape: `node.next` is the token of the next page, left out on the
 * last one (the documents type it as a string, so it is never `null`). The token names the last item served
 * (`keyOf`, its id by default), so items added to the head of the list between two pages are not served twice.
 * @throws HttpError 400 for a token the simulator did not make or a limit out of bounds.
 * @example
 * ```ts
 * nodePage(rc, entries, 'cursor');
 * ```
 */
export function nodePage<T extends { id: string }>(
  rc: RouteContext,
  items: readonly T[],
  token: string,
  keyOf: (item: T) => string = (item) => item.id,
) {
  const start = startAfter(rc.query.get(token), items, keyOf);
  const limit = readCursorLimit(rc.query);
  const data = items.slice(start, start + limit);
  const node: Record<string, string> = {};
  const last = data.at(-1);
  if (start + limit < items.length && last !== undefined)
    node.next = encodeKeyCursor(keyOf(last), start + limit);
  if (start > 0) node.previous = encodeCursor(Math.max(0, start - limit));
  return { data, node };
}
