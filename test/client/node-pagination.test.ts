import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { NodePage, type Payout, type PayoutListParams, ResponseValidationError } from '../../src/index.js';
import { makeClient, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

function payout(n: number) {
  return {
    id: `0000000${n}-1111-4222-8333-444455556666`,
    beneficiaryId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    quoteId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
    reference: `payout-${n}`,
    amount: { amount: 1000 * n, currency: 'NGN' },
    sourceAmount: { amount: 10 * n, currency: 'USD' },
    feeAmount: { amount: 1, currency: 'USD' },
    fxRate: '100.00',
    status: 'succeeded',
    createdTimestamp: 1_750_000_000 + n,
    lastUpdatedTimestamp: 1_750_000_000 + n,
  };
}

const business = (n: number) => ({ id: `biz_${n}`, name: `Business ${n}`, status: 'ACTIVE' });
const disbursement = (n: number) => ({ id: `dsb_${n}`, status: 'SUCCESS', type: 'PAYOUT' });

/** A page: its items and the token of the next one (`null`, or `undefined` to leave `next` out). */
interface PageSpec {
  data: unknown[];
  next?: string | null;
}

/**
 * Serves a node-cursor list: pages keyed by the token that requests them ('' = first), the tokens under
 * `envelope` (`node` or `cursor`). Records every query it receives.
 */
function nodeApi(
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

const payoutsApi = (pages: Record<string, PageSpec>) => nodeApi('/v1/payouts', 'cursor', 'node', pages);
const businessesApi = (pages: Record<string, PageSpec>) =>
  nodeApi('/v1/platform/businesses', 'next', 'node', pages);
const disbursementsApi = (pages: Record<string, PageSpec>) =>
  nodeApi('/v1/platform/disbursements', 'next', 'cursor', pages);

/** Iterates, recording ids, and returns the error that ended it; stops after 50 items so a loop fails fast. */
async function iterationError(
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

describe('node-cursor pagination: client.payouts.list (token `cursor`, tokens under `node`)', () => {
  it('awaiting gives the first NodePage with its node tokens and the next page parameters', async () => {
    const api = payoutsApi({ '': { data: [payout(1), payout(2)], next: 'p2' } });
    const page = await makeClient().payouts.list({ limit: 2, status: 'succeeded' });
    expect(page).toBeInstanceOf(NodePage);
    expect(page.data).toEqual([payout(1), payout(2)]);
    expect(page.node).toEqual({ previous: null, next: 'p2' });
    expect(page.hasNextPage()).toBe(true);
    expect(page.nextPageParams()).toEqual({ limit: 2, status: 'succeeded', cursor: 'p2' });
    expect(api.queries).toEqual([{ limit: '2', status: 'succeeded' }]);
  });

  it('for await yields every item across pages in order, keeping the filters on every page request', async () => {
    const api = payoutsApi({
      '': { data: [payout(1), payout(2)], next: 'p2' },
      p2: { data: [payout(3), payout(4)], next: 'p3' },
      p3: { data: [payout(5)], next: null },
    });
    const ids: string[] = [];
    const list = makeClient().payouts.list({ limit: 2, status: 'succeeded', order: 'asc' });
    for await (const p of list) ids.push(p.reference);
    expect(ids).toEqual(['payout-1', 'payout-2', 'payout-3', 'payout-4', 'payout-5']);
    expect(api.queries).toEqual([
      { limit: '2', status: 'succeeded', order: 'asc' },
      { limit: '2', status: 'succeeded', order: 'asc', cursor: 'p2' },
      { limit: '2', status: 'succeeded', order: 'asc', cursor: 'p3' },
    ]);
  });

  it('stops when the next token is absent', async () => {
    const api = payoutsApi({
      '': { data: [payout(1)], next: 'p2' },
      p2: { data: [payout(2)] },
    });
    const all = await makeClient().payouts.list().toArray({ max: 100 });
    expect(all.map((p) => p.reference)).toEqual(['payout-1', 'payout-2']);
    expect(api.tokens()).toEqual([null, 'p2']);
  });

  it('stops when the next token is an empty string', async () => {
    const api = payoutsApi({ '': { data: [payout(1)], next: '' } });
    const first = await makeClient().payouts.list();
    expect(first.hasNextPage()).toBe(false);
    expect(first.nextPageParams()).toBeNull();
    expect(await makeClient().payouts.list().toArray({ max: 100 })).toHaveLength(1);
    expect(api.tokens()).toEqual([null, null]);
  });

  it('an empty page stops the iteration even when it names a next token', async () => {
    const api = payoutsApi({
      '': { data: [payout(1)], next: 'p2' },
      p2: { data: [], next: 'p3' },
      p3: { data: [payout(3)], next: null },
    });
    const ids: string[] = [];
    for await (const p of makeClient().payouts.list()) ids.push(p.reference);
    expect(ids).toEqual(['payout-1']);
    expect(api.tokens()).toEqual([null, 'p2']);
  });

  it('an empty first page has no next page', async () => {
    const api = payoutsApi({ '': { data: [], next: 'p2' } });
    const page = await makeClient().payouts.list();
    expect(page.hasNextPage()).toBe(false);
    expect(page.nextPageParams()).toBeNull();
    expect(api.tokens()).toEqual([null]);
  });

  it('a token the API repeats throws ResponseValidationError at node.next instead of looping', async () => {
    const api = payoutsApi({
      '': { data: [payout(1)], next: 'p2' },
      p2: { data: [payout(2)], next: 'p3' },
      p3: { data: [payout(3)], next: 'p2' },
    });
    const ids: string[] = [];
    const error = await iterationError(makeClient().payouts.list(), ids);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.path).toBe('node.next');
    expect(ids).toEqual([payout(1).id, payout(2).id, payout(3).id]);
    expect(api.tokens()).toEqual([null, 'p2', 'p3']);
  });

  it('a page whose next token is its own token is refused after its items', async () => {
    const api = payoutsApi({ p2: { data: [payout(2)], next: 'p2' } });
    const ids: string[] = [];
    const error = await iterationError(makeClient().payouts.list({ cursor: 'p2' }), ids);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(ids).toEqual([payout(2).id]);
    expect(api.tokens()).toEqual(['p2']);
  });

  it('nextPageParams() is plain JSON that resumes the same list via list(resume)', async () => {
    const api = payoutsApi({
      '': { data: [payout(1), payout(2)], next: 'p2' },
      p2: { data: [payout(3)], next: null },
    });
    const first = await makeClient().payouts.list({ limit: 2, status: 'succeeded' });
    const stored = JSON.stringify(first.nextPageParams());
    expect(JSON.parse(stored)).toEqual(first.nextPageParams());
    const rest = await makeClient().payouts.list(JSON.parse(stored)).toArray({ max: 10 });
    expect(rest.map((p) => p.reference)).toEqual(['payout-3']);
    expect(api.queries).toEqual([
      { limit: '2', status: 'succeeded' },
      { limit: '2', status: 'succeeded', cursor: 'p2' },
    ]);
  });

  it('.pages() yields each NodePage in turn; the last has no nextPageParams()', async () => {
    payoutsApi({
      '': { data: [payout(1), payout(2)], next: 'p2' },
      p2: { data: [payout(3)], next: null },
    });
    const pages: NodePage<Payout, PayoutListParams>[] = [];
    for await (const page of makeClient().payouts.list({ limit: 2 }).pages()) pages.push(page);
    expect(pages).toHaveLength(2);
    expect(pages.every((p) => p instanceof NodePage)).toBe(true);
    expect(pages.map((p) => p.data.length)).toEqual([2, 1]);
    expect(pages[0]!.nextPageParams()).toEqual({ limit: 2, cursor: 'p2' });
    expect(pages[1]!.nextPageParams()).toBeNull();
  });

  it('getNextPage() fetches the next NodePage with the same filters', async () => {
    const api = payoutsApi({
      '': { data: [payout(1)], next: 'p2' },
      p2: { data: [payout(2)], next: null },
    });
    const first = await makeClient().payouts.list({ status: 'succeeded' });
    const second = await first.getNextPage();
    expect(second).toBeInstanceOf(NodePage);
    expect(second.data.map((p) => p.reference)).toEqual(['payout-2']);
    expect(second.hasNextPage()).toBe(false);
    expect(api.queries[1]).toEqual({ status: 'succeeded', cursor: 'p2' });
  });

  it('toArray({ max }) stops at max without fetching further pages', async () => {
    const api = payoutsApi({
      '': { data: [payout(1), payout(2)], next: 'p2' },
      p2: { data: [payout(3), payout(4)], next: 'p3' },
      p3: { data: [payout(5)], next: null },
    });
    const items = await makeClient().payouts.list({ limit: 2 }).toArray({ max: 3 });
    expect(items.map((p) => p.reference)).toEqual(['payout-1', 'payout-2', 'payout-3']);
    expect(api.tokens()).toEqual([null, 'p2']);
  });
});

describe('node-cursor pagination: client.platform.businesses.list (token `next`)', () => {
  it('awaiting gives the first NodePage; nextPageParams() carries the token as `next`', async () => {
    businessesApi({ '': { data: [business(1), business(2)], next: 'b2' } });
    const page = await makeClient().platform.businesses.list({ limit: 2 });
    expect(page).toBeInstanceOf(NodePage);
    expect(page.node).toEqual({ previous: null, next: 'b2' });
    expect(page.data).toEqual([business(1), business(2)]);
    const resume = page.nextPageParams();
    expect(resume).toEqual({ limit: 2, next: 'b2' });
    expect(resume).not.toHaveProperty('cursor');
  });

  it('for await sends the token in the `next` query parameter, keeping limit, until next is null', async () => {
    const api = businessesApi({
      '': { data: [business(1), business(2)], next: 'b2' },
      b2: { data: [business(3), business(4)], next: 'b3' },
      b3: { data: [business(5)], next: null },
    });
    const ids: string[] = [];
    for await (const b of makeClient().platform.businesses.list({ limit: 2 })) ids.push(b.id!);
    expect(ids).toEqual(['biz_1', 'biz_2', 'biz_3', 'biz_4', 'biz_5']);
    expect(api.queries).toEqual([{ limit: '2' }, { limit: '2', next: 'b2' }, { limit: '2', next: 'b3' }]);
  });

  it('stops on an empty page and when next is absent', async () => {
    const empty = businessesApi({
      '': { data: [business(1)], next: 'b2' },
      b2: { data: [], next: 'b3' },
    });
    expect(await makeClient().platform.businesses.list().toArray({ max: 50 })).toEqual([business(1)]);
    expect(empty.tokens()).toEqual([null, 'b2']);

    const absent = businessesApi({ '': { data: [business(1)], next: 'b2' }, b2: { data: [business(2)] } });
    expect(await makeClient().platform.businesses.list().toArray({ max: 50 })).toEqual([
      business(1),
      business(2),
    ]);
    expect(absent.tokens()).toEqual([null, 'b2']);
  });

  it('a repeated `next` token throws ResponseValidationError instead of looping', async () => {
    const api = businessesApi({
      '': { data: [business(1)], next: 'b2' },
      b2: { data: [business(2)], next: 'b2' },
    });
    const ids: string[] = [];
    const error = await iterationError(makeClient().platform.businesses.list(), ids);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.path).toBe('node.next');
    expect(ids).toEqual(['biz_1', 'biz_2']);
    expect(api.tokens()).toEqual([null, 'b2']);
  });

  it('resumes from stored nextPageParams() via list(resume)', async () => {
    const api = businessesApi({
      '': { data: [business(1)], next: 'b2' },
      b2: { data: [business(2)], next: null },
    });
    const first = await makeClient().platform.businesses.list({ limit: 1 });
    const resume = JSON.parse(JSON.stringify(first.nextPageParams()));
    const rest = await makeClient().platform.businesses.list(resume).toArray({ max: 10 });
    expect(rest).toEqual([business(2)]);
    expect(api.queries).toEqual([{ limit: '1' }, { limit: '1', next: 'b2' }]);
  });
});

describe('node-cursor pagination: client.platform.disbursements.list (tokens under `cursor`)', () => {
  const filters = {
    businessId: BUSINESS_ID,
    currency: 'USD',
    status: 'SUCCESS',
    includeRevenueShare: true,
    limit: 2,
  } as const;
  const wireFilters = {
    businessId: BUSINESS_ID,
    currency: 'USD',
    status: 'SUCCESS',
    includeRevenueShare: 'true',
    limit: '2',
  };

  it('awaiting gives the first NodePage whose .node holds the `cursor` tokens', async () => {
    disbursementsApi({ '': { data: [disbursement(1), disbursement(2)], next: 'd2' } });
    const page = await makeClient().platform.disbursements.list(filters);
    expect(page).toBeInstanceOf(NodePage);
    expect(page.node).toEqual({ previous: null, next: 'd2' });
    expect(page.hasNextPage()).toBe(true);
    expect(page.nextPageParams()).toEqual({ ...filters, next: 'd2' });
  });

  it('for await follows cursor.next with the `next` query parameter and keeps every filter', async () => {
    const api = disbursementsApi({
      '': { data: [disbursement(1), disbursement(2)], next: 'd2' },
      d2: { data: [disbursement(3), disbursement(4)], next: 'd3' },
      d3: { data: [disbursement(5)], next: null },
    });
    const ids: string[] = [];
    for await (const d of makeClient().platform.disbursements.list(filters)) ids.push(d.id!);
    expect(ids).toEqual(['dsb_1', 'dsb_2', 'dsb_3', 'dsb_4', 'dsb_5']);
    expect(api.queries).toEqual([
      wireFilters,
      { ...wireFilters, next: 'd2' },
      { ...wireFilters, next: 'd3' },
    ]);
  });

  it('stops on an empty page', async () => {
    const api = disbursementsApi({
      '': { data: [disbursement(1)], next: 'd2' },
      d2: { data: [], next: 'd3' },
    });
    expect(await makeClient().platform.disbursements.list().toArray({ max: 10 })).toEqual([disbursement(1)]);
    expect(api.tokens()).toEqual([null, 'd2']);
  });

  it('a repeated cursor.next throws ResponseValidationError instead of looping', async () => {
    const api = disbursementsApi({
      '': { data: [disbursement(1)], next: 'd2' },
      d2: { data: [disbursement(2)], next: 'd3' },
      d3: { data: [disbursement(3)], next: 'd2' },
    });
    const ids: string[] = [];
    const error = await iterationError(makeClient().platform.disbursements.list(), ids);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(ids).toEqual(['dsb_1', 'dsb_2', 'dsb_3']);
    expect(api.tokens()).toEqual([null, 'd2', 'd3']);
  });

  it('.pages() and toArray({ max }) page through cursor.next', async () => {
    const api = disbursementsApi({
      '': { data: [disbursement(1), disbursement(2)], next: 'd2' },
      d2: { data: [disbursement(3)], next: null },
    });
    const sizes: number[] = [];
    for await (const page of makeClient().platform.disbursements.list(filters).pages({ prefetch: 0 })) {
      expect(page).toBeInstanceOf(NodePage);
      sizes.push(page.data.length);
    }
    expect(sizes).toEqual([2, 1]);
    const three = await makeClient().platform.disbursements.list(filters).toArray({ max: 3 });
    expect(three.map((d) => d.id)).toEqual(['dsb_1', 'dsb_2', 'dsb_3']);
    expect(api.tokens()).toEqual([null, 'd2', null, 'd2']);
  });

  it('resumes from stored nextPageParams() with the filters', async () => {
    const api = disbursementsApi({
      '': { data: [disbursement(1), disbursement(2)], next: 'd2' },
      d2: { data: [disbursement(3)], next: null },
    });
    const first = await makeClient().platform.disbursements.list(filters);
    const resume = JSON.parse(JSON.stringify(first.nextPageParams()));
    const rest = await makeClient().platform.disbursements.list(resume).toArray({ max: 10 });
    expect(rest).toEqual([disbursement(3)]);
    expect(api.queries[1]).toEqual({ ...wireFilters, next: 'd2' });
  });
});
