import { describe, expect, it } from 'vitest';
import type { PlannedOperation } from '../../src/testing/declared/operation-roles.js';
import { sampleValue } from '../../src/testing/declared/sample.js';
import { timeOf } from '../../src/testing/declared/times.js';
import { camelOf } from '../../src/testing/declared/wire.js';
import type { MockServer } from '../../src/testing/index.js';
import { useMockServer } from './helpers.js';
import { call, differences, expectStatus, fill, itemsOf, PLANS, seedIds } from './raw-http.js';

/*
 * Every view is read from the stored records: for each collection the API both lists and reads, a list item
 * and a read of the same record agree on every field both show. Walked generically over the API map on the
 * default seed, over plain HTTP.
 */

/** Each list with the read of its items (the read's collection is the list's path). */
const PAIRS = PLANS.filter((plan) => plan.role === 'list').flatMap((list) => {
  const read = PLANS.find((plan) => plan.role === 'read' && plan.collection === list.shape);
  return read === undefined ? [] : [{ list, read }];
});

/** Query values a list requires (its business). */
function queryFor(plan: PlannedOperation, businessId: string): Record<string, string> {
  const required: Record<string, Record<string, string>> = {
    'statutory.requirements.list': { businessId },
    'statutory.events.list': { businessId },
  };
  return { limit: '100', ...(required[plan.name] ?? {}) };
}

/** The id a read of `item` takes: the field its path parameter names, else `id`. */
function idOf(read: PlannedOperation, item: Record<string, unknown>): string | undefined {
  const value = item[camelOf(read.idParam ?? 'id')] ?? item.id;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The read's fields as a list sums them up: where the list shows one word for what the read holds as an
 * object (an invoice's `from` party), the object's name.
 */
function aligned(item: Record<string, unknown>, read: Record<string, unknown>): Record<string, unknown> {
  const summed = (listed: unknown, value: unknown) =>
    typeof listed !== 'object' && typeof value === 'object' && value !== null && 'name' in value
      ? (value as { name: unknown }).name
      : value;
  return Object.fromEntries(Object.entries(read).map(([name, value]) => [name, summed(item[name], value)]));
}

/** The records a list (or list document) answers, failing on any status but 200. */
async function listed(server: MockServer, path: string): Promise<unknown[]> {
  return itemsOf(await expectStatus(call(server, 'GET', path), 200, path)) ?? [];
}

describe('views read from the stored records (raw HTTP, every collection)', () => {
  const ctx = useMockServer({ seed: 'views-from-records' });

  it('reads every listed record with the values the list showed', async () => {
    const { fixtures } = ctx.server.simulator;
    const ids = seedIds(fixtures);
    expect(PAIRS.length).toBeGreaterThan(10);
    const disagreements: string[] = [];
    const empty: string[] = [];
    let compared = 0;
    const listOnly = new Set<string>();
    for (const { list, read } of PAIRS) {
      const listed = await call(ctx.server, 'GET', fill(list.operation.path, ids), {
        query: queryFor(list, fixtures.businessId),
      });
      expect(listed.status, list.name).toBe(200);
      const items = (itemsOf(listed.body) ?? []) as Record<string, unknown>[];
      if (items.length === 0) empty.push(list.name);
      for (const item of items) {
        const id = idOf(read, item);
        if (id === undefined) {
          disagreements.push(`${list.name}: an item without its id`);
          continue;
        }
        const path = fill(read.operation.path, { ...ids, [read.idParam ?? 'id']: id });
        const got = await call(ctx.server, 'GET', path);
        if (got.status !== 200) {
          disagreements.push(`${read.name} ${id}: ${got.status}`);
          continue;
        }
        // Every field both show: the list's value against the read's (fields the read leaves out aside).
        const { diffs, present } = differences(item, aligned(item, got.body as Record<string, unknown>));
        compared += present;
        const body = got.body as Record<string, unknown>;
        const made = timeOf(body, 'created');
        const changed = timeOf(body, 'updated');
        if (made !== undefined && changed !== undefined && changed < made)
          disagreements.push(`${read.name} ${id}: updated before it was made`);
        for (const name of Object.keys(item)) if (!(name in body)) listOnly.add(`${list.name}.${name}`);
        disagreements.push(...diffs.map((diff) => `${list.name} ↔ ${read.name}: ${diff}`));
      }
    }
    expect(disagreements).toEqual([]);
    expect(empty).toEqual([]);
    expect([...listOnly]).toEqual([]);
    expect(compared).toBeGreaterThan(200);
  });

  it('gives records made after the seed no history the API cannot create, and seeded ones theirs', async () => {
    const { server } = ctx;
    const { fixtures } = server.simulator;
    const seededPerson = fixtures.personIds[0] ?? '';
    expect(await listed(server, `/v1/persons/${seededPerson}/instantPays`)).not.toEqual([]);
    expect(await listed(server, `/v1/users/${fixtures.userId}/wallets`)).not.toEqual([]);
    const create = PLANS.find((p) => p.name === 'persons.create')?.operation.params?.();
    const context = { known: {}, uuid: () => crypto.randomUUID(), now: Date.now(), optional: false };
    const body = create === undefined ? {} : sampleValue(create, 'params', context);
    const person = await expectStatus(call(server, 'POST', '/v1/persons', { body }), 200, 'person');
    expect(await listed(server, `/v1/persons/${person.id}/instantPays`)).toEqual([]);
    const invited = await expectStatus(
      call(server, 'POST', '/v1/users/invite', { body: { personId: person.id } }),
      '2xx',
      'invite',
    );
    for (const path of ['wallets', 'virtual-accounts', 'tax-forms', 'transactions', 'beneficiaries'])
      expect(await listed(server, `/v1/users/${invited.userId}/${path}`), path).toEqual([]);
  });

  it("counts a user's balances from the user's wallets", async () => {
    const { server } = ctx;
    const user = server.simulator.fixtures.userId;
    const wallets = (await listed(server, `/v1/users/${user}/wallets`)) as Record<string, unknown>[];
    const balances = (await listed(server, `/v1/users/${user}/balances`)) as Record<string, unknown>[];
    expect(wallets.length).toBeGreaterThan(0);
    const figures = (list: Record<string, unknown>[]) =>
      list.map(({ id, currency, balance, available, processing }) => ({
        id,
        currency,
        balance,
        available,
        processing,
      }));
    expect(figures(balances)).toEqual(figures(wallets));
  });
});
