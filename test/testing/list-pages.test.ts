import { describe, expect, it } from 'vitest';
import type { PlannedOperation } from '../../src/testing/declared/operation-roles.js';
import type { MockServer } from '../../src/testing/index.js';
import { useMockServer } from './helpers.js';
import { call, expectStatus, fill, itemsOf, PLANS, seedIds } from './raw-http.js';

/*
 * Every paged list of the API map, walked one record per page over plain HTTP: the pages hold the same records
 * in the same order as one page holding them all (offset `meta` pages and token pages alike), and walking it
 * again with nothing changed in between gives the same pages.
 */

const PAGED = PLANS.filter((plan) => plan.role === 'list' && plan.operation.page !== undefined);

function required(plan: PlannedOperation, businessId: string): Record<string, string> {
  const extra: Record<string, Record<string, string>> = {
    'statutory.events.list': { businessId },
    'businesses.transactions.list': { currency: 'USD', startDate: '2000-01-01' },
  };
  return extra[plan.name] ?? {};
}

/** The token of the next page of a list answer, or `undefined` on the last page. */
function nextToken(plan: PlannedOperation, body: Record<string, unknown>, page: number): string | undefined {
  if (plan.operation.page === 'offset') {
    const meta = body.meta as { pages: number };
    return page < meta.pages ? String(page + 1) : undefined;
  }
  if (plan.operation.page === 'cursor') {
    const pagination = body.pagination as { nextCursor: string | null; hasMore: boolean };
    return pagination.hasMore ? (pagination.nextCursor ?? undefined) : undefined;
  }
  const node = body.node as { next?: string | null } | undefined;
  return node?.next ?? undefined;
}

/** Walks a list one record per page; returns the ids in the order the pages gave them. */
async function walk(server: MockServer, plan: PlannedOperation, path: string, query: Record<string, string>) {
  const param =
    plan.operation.page === 'offset'
      ? 'page'
      : plan.operation.page === 'cursor'
        ? 'cursor'
        : (plan.operation.pageToken ?? 'cursor');
  const ids: unknown[] = [];
  let token: string | undefined;
  for (let page = 1; page <= 200; page += 1) {
    const body = await expectStatus(
      call(server, 'GET', path, {
        query: { ...query, limit: '1', ...(token === undefined ? {} : { [param]: token }) },
      }),
      200,
      `${plan.name} page ${page}`,
    );
    ids.push(...(itemsOf(body) ?? []).map((item) => JSON.stringify(item)));
    token = nextToken(plan, body, page);
    if (token === undefined) break;
  }
  return ids;
}

describe('stable pages (raw HTTP, every paged list)', () => {
  const ctx = useMockServer({ seed: 'list-pages' });

  it('pages through the same records, in the same order, as one page holding them all', async () => {
    const { fixtures } = ctx.server.simulator;
    const ids = seedIds(fixtures);
    const unstable: string[] = [];
    let walked = 0;
    for (const plan of PAGED) {
      const path = fill(plan.operation.path, ids);
      const query = required(plan, fixtures.businessId);
      const whole = await expectStatus(
        call(ctx.server, 'GET', path, { query: { ...query, limit: '100' } }),
        200,
        plan.name,
      );
      const all = (itemsOf(whole) ?? []).map((item) => JSON.stringify(item));
      const first = await walk(ctx.server, plan, path, query);
      const second = await walk(ctx.server, plan, path, query);
      if (JSON.stringify(first) !== JSON.stringify(all) || JSON.stringify(second) !== JSON.stringify(first))
        unstable.push(`${plan.name}: ${all.length} in one page, ${first.length} then ${second.length} paged`);
      if (all.length > 1) walked += 1;
    }
    expect(unstable).toEqual([]);
    expect(walked).toBeGreaterThan(5);
  });
});
