import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * The jurisdictions the simulator answers are its filing-type catalog's countries: the list, each jurisdiction's
 * view, its filing types and its required fields agree on which countries exist (each with its own name,
 * currency and catalog), and a country outside the catalog is 404 on every one of them.
 */

type Jurisdiction = {
  countryCode: string;
  countryName: string;
  currency: string;
  filingTypes?: { id: string }[];
};

const CATALOG: Record<string, [string, string]> = {
  US: ['United States', 'USD'],
  MX: ['Mexico', 'MXN'],
  GB: ['United Kingdom', 'GBP'],
  DE: ['Germany', 'EUR'],
  FR: ['France', 'EUR'],
  NG: ['Nigeria', 'NGN'],
  BR: ['Brazil', 'BRL'],
};

describe('statutory jurisdictions', () => {
  const ctx = useMockServer({ seed: 'jurisdictions' });
  const get = (path: string) => call(ctx.server, 'GET', `/v1/statutory/jurisdictions${path}`);

  it('lists every country of the filing-type catalog, each with its name, currency and filing types', async () => {
    const list = (await expectStatus(get(''), 200, 'list')) as { data: Jurisdiction[] };
    expect(list.data.map((j) => j.countryCode).sort()).toEqual(Object.keys(CATALOG).sort());
    for (const [code, [name, currency]] of Object.entries(CATALOG)) {
      const view = (await expectStatus(get(`/${code}`), 200, code)) as Jurisdiction;
      expect(view).toMatchObject({ countryCode: code, countryName: name, currency });
      const types = (await expectStatus(get(`/${code}/filing-types`), 200, code)) as { data: unknown[] };
      expect(view.filingTypes).toEqual(types.data);
      expect(list.data.find((j) => j.countryCode === code)).toMatchObject({ countryName: name, currency });
      const fields = await expectStatus(get(`/${code}/required-fields`), 200, code);
      expect(fields).toMatchObject({ countryCode: code });
    }
  });

  it('lists the country of every seeded filing as a jurisdiction', async () => {
    const filings = (await expectStatus(
      call(ctx.server, 'GET', '/v1/statutory/filings', { query: { limit: '100' } }),
      200,
      'filings',
    )) as { data: { countryCode: string }[] };
    expect(filings.data.map((f) => f.countryCode)).toContain('MX');
    for (const { countryCode } of filings.data) await expectStatus(get(`/${countryCode}`), 200, countryCode);
  });

  it('answers 404 for a country outside the catalog on every jurisdiction endpoint', async () => {
    for (const path of ['/ZZ', '/ZZ/filing-types', '/ZZ/required-fields', '/JP', '/JP/required-fields']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(JSON.stringify(answer.body), path).toMatch(/jurisdiction/i);
    }
  });
});
