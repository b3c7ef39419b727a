import { describe, expect, it } from 'vitest';
import type { PlannedOperation } from '../../src/testing/declared/operation-roles.js';
import { objectShape } from '../../src/testing/declared/wire.js';
import { useMockServer } from './helpers.js';
import { call, expectStatus, fill, itemsOf, PLANS, seedIds } from './raw-http.js';

/*
 * Every documented query parameter of a list filters it: walked generically over the API map's lists on the
 * default seed, each parameter that names a field of the listed records is sent with a value one record holds,
 * and the answer must hold exactly the records whose field has that value. What the simulator cannot apply is
 * named in the `x-simulator-unhonoured-filters` header, never silently ignored.
 */

type Item = Record<string, unknown>;

/** Parameters that page or sort a list rather than filter it, and date bounds (checked on their own). */
const NOT_FILTERS = /^(page|limit|cursor|next|previous|order|idempotencyKey|startDate|endDate|since|format)$/;

const LISTS = PLANS.filter((plan) => plan.role === 'list' && plan.operation.params !== undefined);

function required(plan: PlannedOperation, businessId: string): Record<string, string> {
  const extra: Record<string, Record<string, string>> = {
    'statutory.requirements.list': { businessId },
    'statutory.events.list': { businessId },
    'businesses.transactions.list': { currency: 'USD', startDate: '2000-01-01' },
  };
  return extra[plan.name] ?? {};
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const fieldValue = (item: Item, name: string) => item[name] ?? item[camel(name)];
const scalar = (value: unknown) => typeof value === 'string' || typeof value === 'number';

describe('documented list filters (raw HTTP, every list)', () => {
  const ctx = useMockServer({ seed: 'list-filters' });

  it('keeps exactly the records whose field equals each filter sent', async () => {
    const { fixtures } = ctx.server.simulator;
    const ids = { ...seedIds(fixtures), personId: fixtures.milestoneContractorId };
    const wrong: string[] = [];
    const tried: string[] = [];
    const unhonoured = new Set<string>();
    for (const plan of LISTS) {
      const path = fill(plan.operation.path, ids);
      const base = { limit: '100', ...required(plan, fixtures.businessId) };
      const all = (itemsOf((await call(ctx.server, 'GET', path, { query: base })).body) ?? []) as Item[];
      const names = Object.keys(objectShape(plan.operation.params?.() as never) ?? {});
      for (const name of names.filter((n) => !NOT_FILTERS.test(n) && base[n as 'limit'] === undefined)) {
        const sample = all.find((item) => scalar(fieldValue(item, name)));
        if (sample === undefined) continue;
        const wanted = String(fieldValue(sample, name));
        const url = new URL(path, ctx.server.url);
        for (const [k, v] of Object.entries({ ...base, [name]: wanted })) url.searchParams.set(k, v);
        const response = await fetch(url, { headers: { authorization: `Bearer ${ctx.server.apiKey}` } });
        for (const n of response.headers.get('x-simulator-unhonoured-filters')?.split(',') ?? [])
          unhonoured.add(`${plan.name}?${n}`);
        const kept = (itemsOf(await response.json()) ?? []) as Item[];
        const expected = all.filter((item) => String(fieldValue(item, name)) === wanted);
        tried.push(`${plan.name}?${name}`);
        if (kept.length !== expected.length || kept.some((item) => String(fieldValue(item, name)) !== wanted))
          wrong.push(`${plan.name}?${name}=${wanted}: ${kept.length} kept, ${expected.length} expected`);
      }
    }
    console.info(`filters tried: ${tried.join(' ')}`);
    expect(wrong).toEqual([]);
    expect(unhonoured).toEqual(new Set());
    for (const filter of [
      'statutory.filings.list?status',
      'statutory.filings.list?countryCode',
      'statutory.remittances.list?status',
      'statutory.remittances.list?countryCode',
      'payouts.list?reference',
      'payouts.list?status',
      'invoices.list?status',
      'invoices.list?personId',
      'contracts.list?personId',
    ])
      expect(tried).toContain(filter);
  });

  it('keeps no record for a value none holds, and names a filter it cannot apply', async () => {
    const { server } = ctx;
    const filings = await expectStatus(
      call(server, 'GET', '/v1/statutory/filings', { query: { countryCode: 'ZA' } }),
      200,
      'filings by a country of none',
    );
    expect(filings.data).toEqual([]);
    expect(filings.summary.total).toBe(0);
    const url = new URL('/v1/platform/disbursements', server.url);
    url.searchParams.set('includeRevenueShare', 'true');
    const response = await fetch(url, { headers: { authorization: `Bearer ${server.apiKey}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-simulator-unhonoured-filters')).toBe('includeRevenueShare');
    // The invoices are contractors' (type CONTRACTOR): the type filter keeps them all, and another type none.
    const all = await expectStatus(call(server, 'GET', '/v1/invoices'), 200, 'invoices');
    const typed = new URL('/v1/invoices', server.url);
    typed.searchParams.set('type', 'CONTRACTOR');
    const answer = await fetch(typed, { headers: { authorization: `Bearer ${server.apiKey}` } });
    expect(answer.headers.get('x-simulator-unhonoured-filters')).toBeNull();
    expect(((await answer.json()) as { data: unknown[] }).data).toHaveLength(all.data.length);
    const payroll = await expectStatus(
      call(server, 'GET', '/v1/invoices', { query: { type: 'PAYROLL' } }),
      200,
      'payroll invoices',
    );
    expect(payroll.data).toEqual([]);
  });

  it('counts the filings summary from the filings listed', async () => {
    const body = await expectStatus(call(ctx.server, 'GET', '/v1/statutory/filings'), 200, 'filings');
    const data = body.data as { status: string }[];
    expect(body.summary.total).toBe(data.length);
    expect(body.summary.blocked).toBe(data.filter((f) => f.status === 'blocked').length);
    expect(body.summary.inReview).toBe(data.filter((f) => f.status === 'in_review').length);
    const blocked = await expectStatus(
      call(ctx.server, 'GET', '/v1/statutory/filings', { query: { status: 'blocked' } }),
      200,
      'blocked filings',
    );
    expect(blocked.summary).toMatchObject({ total: blocked.data.length, blocked: blocked.data.length });
    expect(blocked.summary.accepted).toBe(0);
  });

  it('filters payouts and invoices by their dates', async () => {
    const { server } = ctx;
    const payouts = await expectStatus(call(server, 'GET', '/v1/payouts'), 200, 'payouts');
    expect(payouts.data.length).toBeGreaterThan(0);
    const future = await expectStatus(
      call(server, 'GET', '/v1/payouts', { query: { startDate: '2999-01-01' } }),
      200,
      'payouts from 2999',
    );
    expect(future.data).toEqual([]);
    const past = await expectStatus(
      call(server, 'GET', '/v1/payouts', { query: { startDate: '2000-01-01', endDate: '2999-12-31' } }),
      200,
      'payouts of any date',
    );
    expect(past.data.length).toBe(payouts.data.length);
    const invoices = await expectStatus(
      call(server, 'GET', '/v1/invoices', { query: { endDate: '1999-12-31' } }),
      200,
      'invoices before 2000',
    );
    expect(invoices.data).toEqual([]);
  });
});
