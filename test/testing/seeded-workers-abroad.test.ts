import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * The seeded statutory records tell the story the seeded persons tell: a filing counts the business's workers
 * living in its country (`workerCount`), its contribution lines name those workers and add up to its total, the
 * compliance summary repeats the stored filings' counts, and the MX worker-data requirement names a worker who
 * lives in Mexico. The business's 50 persons: 45 in the US, 3 in Mexico, 2 in the United Kingdom.
 */

type Json = Record<string, unknown>;
type Person = { id: string; address?: { countryCode?: string } };
type Filing = {
  id: string;
  countryCode: string;
  workerCount: number;
  breakdown?: { personId?: string; amount: number }[];
  amounts?: { total: number };
};

describe('seeded filings name the workers of their country (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'seeded-workers-abroad' });
  const get = (path: string, query: Record<string, string> = {}) =>
    expectStatus(call(ctx.server, 'GET', path, { query }), 200, path);

  /** The business's persons, by the country their address is in (each read on its own). */
  const personsByCountry = async () => {
    const { personIds } = ctx.server.simulator.fixtures;
    const byCountry = new Map<string, string[]>();
    for (const id of personIds) {
      const person = (await get(`/v1/persons/${id}`)) as Person;
      const country = String(person.address?.countryCode);
      byCountry.set(country, [...(byCountry.get(country) ?? []), id]);
    }
    return byCountry;
  };

  it('seeds 45 persons in the US, 3 in Mexico and 2 in the United Kingdom', async () => {
    const byCountry = await personsByCountry();
    expect(Object.fromEntries([...byCountry].map(([c, ids]) => [c, ids.length]))).toEqual({
      US: 45,
      MX: 3,
      GB: 2,
    });
    const listed = await get('/v1/persons', { limit: '100' });
    const total = Array.isArray(listed) ? listed.length : (listed.meta?.itemCount ?? listed.data?.length);
    expect(total).toBe(50);
  });

  it("counts each filing's workers in its country and names them in its lines", async () => {
    const byCountry = await personsByCountry();
    const { businessId } = ctx.server.simulator.fixtures;
    const filings = (await get('/v1/statutory/filings', { limit: '100' })).data as Filing[];
    expect(new Set(filings.map((f) => f.countryCode))).toEqual(new Set(['US', 'MX', 'GB']));
    for (const filing of filings) {
      const workers = byCountry.get(filing.countryCode) ?? [];
      expect(filing.workerCount, filing.id).toBe(workers.length);
      if (filing.breakdown === undefined) continue;
      expect(filing.breakdown.map((line) => line.personId).sort(), filing.id).toEqual([...workers].sort());
      const sum = filing.breakdown.reduce((total, line) => total + Math.round(line.amount * 100), 0);
      expect(sum / 100).toBe(filing.amounts?.total);
    }
    const summary = await get('/v1/statutory/compliance/summary', { businessId });
    for (const jurisdiction of summary.jurisdictions as Json[]) {
      const own = filings.filter((f) => f.countryCode === jurisdiction.countryCode);
      expect(jurisdiction.workerCount, String(jurisdiction.countryCode)).toBe(
        Math.max(0, ...own.map((f) => f.workerCount)),
      );
      expect(jurisdiction.workerCount).toBe(byCountry.get(String(jurisdiction.countryCode))?.length ?? 0);
      expect(jurisdiction.filingsTotal).toBe(own.length);
    }
  });

  it('names a worker living in Mexico in the MX worker-data requirement', async () => {
    const byCountry = await personsByCountry();
    const { businessId, workerRequirementId } = ctx.server.simulator.fixtures;
    const requirement = await get(`/v1/statutory/requirements/${workerRequirementId}`, { businessId });
    expect(requirement).toMatchObject({ countryCode: 'MX', category: 'worker_data' });
    const [affected] = requirement.affectedPersons as { personId: string; personName: string }[];
    expect(byCountry.get('MX')).toContain(affected?.personId);
    expect(requirement.resourceId).toBe(affected?.personId);
    const person = await get(`/v1/persons/${affected?.personId}`);
    expect(affected?.personName).toBe(`${person.firstName} ${person.lastName}`);
  });
});
