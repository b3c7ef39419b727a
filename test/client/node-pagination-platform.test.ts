import { describe, expect, it } from 'vitest';
import { NodePage, ResponseValidationError } from '../../src/index.js';
import { makeClient } from '../helpers/msw.js';
import { iterationError, useNodeApis } from './node-pagination-support.js';

const { businessesApi, disbursementsApi } = useNodeApis();

const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

const business = (n: number) => ({ id: `biz_${n}`, name: `Business ${n}`, status: 'ACTIVE' });
const disbursement = (n: number) => ({ id: `dsb_${n}`, status: 'SUCCESS', type: 'PAYOUT' });

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
