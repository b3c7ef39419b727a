import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, fill, itemsOf, PLANS, seedIds } from './raw-http.js';

/*
 * Every list of the API, read over plain HTTP from the default seed: each has records, so that its reads,
 * updates and deletes can be tried with an id the list hands out.
 */

// Every collection read: the list role, and documents the API names `list` (balances, roles, tax forms…).
const LISTS = PLANS.filter(
  (plan) => plan.operation.method === 'GET' && (plan.role === 'list' || plan.name.endsWith('.list')),
);

/** Query values a list requires (the business, a country, a user's currency…). */
function queryFor(name: string, businessId: string): Record<string, string> {
  const required: Record<string, Record<string, string>> = {
    'statutory.requirements.list': { businessId },
    'statutory.events.list': { businessId },
    'tax.fields.list': { country: 'US' },
    'providers.list': { countryCode: 'NG' },
    'businesses.transactions.list': { currency: 'USD', startDate: '2000-01-01' },
  };
  return required[name] ?? {};
}

describe('lists of the default seed (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'seed-lists' });

  it('answers every list with at least one record', async () => {
    const { fixtures } = ctx.server.simulator;
    // Milestones belong to the milestone-type contractor.
    const ids = seedIds(fixtures);
    const milestoneIds = { ...ids, personId: fixtures.milestoneContractorId };
    const empty: string[] = [];
    for (const plan of LISTS) {
      const query = queryFor(plan.name, fixtures.businessId);
      const answer = await call(
        ctx.server,
        'GET',
        fill(plan.operation.path, plan.name.includes('milestones') ? milestoneIds : ids),
        { query },
      );
      const items = itemsOf(answer.body);
      if (answer.status !== 200 || items === undefined || items.length === 0)
        empty.push(`${plan.name} ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    }
    console.info(`lists non-empty ${LISTS.length - empty.length}/${LISTS.length}`);
    expect(empty).toEqual([]);
  });
});
