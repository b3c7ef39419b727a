import type { FieldMessages } from './context.js';
import { badRequest } from './http-error.js';

/** The spec's offset pagination `meta`. */
export interface OffsetMetaBody {
  limit: number;
  currentPage: number;
  itemCount: number;
  pages: number;
  skipped: number;
}

function readInt(
  query: URLSearchParams,
  name: string,
  [min, max, fallback]: [number, number, number],
  params: FieldMessages,
): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (value >= min && value <= max) return value;
  params[name] =
    `must be an integer ${max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`}`;
  return fallback;
}

function throwIfAny(params: FieldMessages): void {
  if (Object.keys(params).length > 0) throw badRequest(params);
}

/**
 * `page` (default 1) and `limit` (default 20, 1 to 100) of an offset list.
 * @throws HttpError 400 with `params` for a value out of bounds.
 * @example
 * ```ts
 * const { page, limit } = readOffsetQuery(url.searchParams);
 * ```
 */
export function readOffsetQuery(query: URLSearchParams): { page: number; limit: number } {
  const params: FieldMessages = {};
  const page = readInt(query, 'page', [1, Number.MAX_SAFE_INTEGER, 1], params);
  const limit = readInt(query, 'limit', [1, 100, 20], params);
  throwIfAny(params);
  return { page, limit };
}

/**
 * One offset page of `items` with its `meta`.
 * @throws never.
 * @example
 * ```ts
 * offsetPage(persons, { page: 2, limit: 20 }); // { data: [...20], meta: { currentPage: 2, skipped: 20, … } }
 * ```
 */
export function offsetPage<T>(
  items: readonly T[],
  { page, limit }: { page: number; limit: number },
): { data: T[]; meta: OffsetMetaBody } {
  const skipped = (page - 1) * limit;
  return {
    data: items.slice(skipped, skipped + limit),
    meta: {
      limit,
      currentPage: page,
      itemCount: items.length,
      pages: Math.ceil(items.length / limit),
      skipped,
    },
  };
}

/**
 * `limit` of a cursor list: 1 to 100, default 25.
 * @throws HttpError 400 with `params` for a value out of bounds.
 * @example
 * ```ts
 * readCursorLimit(url.searchParams); // 25
 * ```
 */
export function readCursorLimit(query: URLSearchParams): number {
  const params: FieldMessages = {};
  const limit = readInt(query, 'limit', [1, 100, 25], params);
  throwIfAny(params);
  return limit;
}

/**
 * Encodes a position in an append-only log as an opaque cursor.
 * @throws never.
 * @example
 * ```ts
 * encodeCursor(25);
 * ```
 */
export function encodeCursor(position: number): string {
  return Buffer.from(`pos:${position}`).toString('base64url');
}

/** What a cursor names: a position, and for a list that may change, the key of the item the page ended on. */
interface CursorMark {
  position: number;
  after?: string;
}

function readCursor(cursor: string | null): CursorMark {
  if (cursor === null || cursor === '') return { position: 0 };
  const text = Buffer.from(cursor, 'base64url').toString();
  const keyed = /^after:(\d{1,9}):(.{1,200})$/s.exec(text);
  if (keyed !== null) return { position: Number(keyed[1]), after: keyed[2] ?? '' };
  const match = /^pos:(\d{1,9})$/.exec(text);
  if (match === null) throw badRequest({ cursor: 'is not a cursor from a previous response' });
  return { position: Number(match[1]) };
}

/**
 * Decodes a cursor made by {@link encodeCursor} (or {@link encodeKeyCursor}, read as its position).
 * @throws HttpError 400 for a cursor the simulator did not make.
 * @example
 * ```ts
 * decodeCursor(url.searchParams.get('cursor'));
 * ```
 */
export function decodeCursor(cursor: string | null): number {
  return readCursor(cursor).position;
}

/**
 * Encodes where a page of a list that may change ended: the key of its last item, and the position after it.
 * @throws never.
 * @example
 * ```ts
 * encodeKeyCursor(entries[24].id, 25);
 * ```
 */
export function encodeKeyCursor(key: string, position: number): string {
  return Buffer.from(`after:${position}:${key}`).toString('base64url');
}

/**
 * Where the next page of `items` starts: right after the item the previous page ended on, wherever it is now
 * (items added before it or removed do not repeat or skip one), else at the cursor's position.
 * @throws HttpError 400 for a cursor the simulator did not make.
 * @example
 * ```ts
 * const start = startAfter(rc.query.get('cursor'), entries, (e) => e.id);
 * ```
 */
export function startAfter<T>(
  cursor: string | null,
  items: readonly T[],
  keyOf: (item: T) => string,
): number {
  const { position, after } = readCursor(cursor);
  if (after === undefined) return position;
  const index = items.findIndex((item) => keyOf(item) === after);
  return index === -1 ? position : index + 1;
}
