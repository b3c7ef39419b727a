import { describe, expect, it } from 'vitest';
import { NodePage, type Payout, type PayoutListParams, ResponseValidationError } from '../../src/index.js';
import { makeClient } from '../helpers/msw.js';
import { iterationError, useNodeApis } from './node-pagination-support.js';

const { payoutsApi } = useNodeApis();

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
