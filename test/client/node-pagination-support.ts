import { HttpResponse, http } from 'msw';
import { SANDBOX, useMswServer } from '../helpers/msw.js';

// Shared by the node-cursor pagination tests (node-pagination-*.test.ts): an msw API that serves pages by
// token and records what it was asked, and a guard against an iteration that would loop forever.

type MswServer = ReturnType<typeof useMswServer>;

/** A page: its items and the token of the next one (`null`, or `undefined` to leave `next` out). */
export interface PageSpec {
  data: unknown[];
  next?: string | null;
}

/**
 * Serves a node-cursor list: pages keyed by the token that requests them ('' = first), the tokens under
 * `envelope` (`node` or `cursor`). Records every query it receives.
 */
export function nodeApi(
  server: MswServer,
  path: string,
  tokenParam: string,
  envelope: 'node' | 'cursor',
  pages: Record<string, PageSpec>,
) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${SANDBOX}${path}`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = pages[query[tokenParam] ?? ''];
      if (!page) {
        return HttpResponse.json({ code: 'invalid_request', message: 'unknown token' }, { status: 400 });
      }
      const tokens: Record<string, string | null> = { previous: null };
      if (page.next !== undefined) tokens.next = page.next;
      return HttpResponse.json({ data: page.data, [envelope]: tokens });
    }),
  );
  return {
    queries,
    /** The token each request carried, in order (`null` for none). */
    tokens: () => queries.map((q) => q[tokenParam] ?? null),
  };
}

/** Starts msw for the calling test file; returns a node-cursor API per list, as `nodeApi` serves them. */
export function useNodeApis() {
  const server = useMswServer();
  return {
    payoutsApi: (pages: Record<string, PageSpec>) => nodeApi(server, '/v1/payouts', 'cursor', 'node', pages),
    businessesApi: (pages: Record<string, PageSpec>) =>
      nodeApi(server, '/v1/platform/businesses', 'next', 'node', pages),
    disbursementsApi: (pages: Record<string, PageSpec>) =>
      nodeApi(server, '/v1/platform/disbursements', 'next', 'cursor', pages),
  };
}

/** Iterates, recording ids, and returns the error that ended it; stops after 50 items so a loop fails fast. */
export async function iterationError(
  iterable: AsyncIterable<{ id?: string | undefined }>,
  ids: string[],
): Promise<unknown> {
  try {
    for await (const item of iterable) {
      ids.push(item.id!);
      if (ids.length >= 50) return new Error('runaway iteration: the repeated token was followed');
    }
  } catch (error) {
    return error;
  }
  return undefined;
}
