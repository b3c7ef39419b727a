import { describe, expect, it } from 'vitest';
import { clientFor, useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * One filing-type catalog per country: `GET /v1/statutory/jurisdictions/{country}/filing-types` lists the types
 * filings name (the same ids, the country's authority), and a filing create names a type of its own country's
 * catalog or is refused with 400 in the statutory error shape, naming `filingTypeId`, creating nothing.
 */

type Json = Record<string, unknown>;
type FilingType = { id: string; name: string; authority: { id: string; name: string; abbreviation: string } };

describe('statutory filing types', () => {
  const ctx = useMockServer({ seed: 'filing-types' });
  const catalog = async (country: string) =>
    (
      (await expectStatus(
        call(ctx.server, 'GET', `/v1/statutory/jurisdictions/${country}/filing-types`),
        200,
        country,
      )) as { data: FilingType[] }
    ).data;

  it("lists each country's own types, which every filing names with its authority", async () => {
    const mx = await catalog('MX');
    expect(mx.map((t) => t.id)).toEqual(['ft_mx_payroll_tax', 'ft_mx_isr_monthly', 'ft_mx_imss_monthly']);
    expect(mx[0]?.authority).toEqual({
      id: 'auth_mx_sat',
      name: 'Servicio de Administración Tributaria',
      abbreviation: 'SAT',
    });
    const us = await catalog('US');
    expect(us.map((t) => [t.id, t.authority.abbreviation])).toEqual([['ft_us_payroll_tax', 'IRS']]);
    const jurisdiction = await expectStatus(
      call(ctx.server, 'GET', '/v1/statutory/jurisdictions/US'),
      200,
      'US',
    );
    expect(jurisdiction.filingTypes).toEqual(us);
    const missing = await call(ctx.server, 'GET', '/v1/statutory/jurisdictions/ZZ/filing-types');
    expect(missing.status).toBe(404);
    const { data: filings } = await clientFor(ctx.server).statutory.filings.list({
      businessId: ctx.server.simulator.fixtures.businessId,
    });
    expect(filings.length).toBeGreaterThan(0);
    for (const filing of filings) {
      const type = (await catalog(String(filing.countryCode))).find((t) => t.id === filing.filingTypeId);
      expect(type, filing.filingTypeId).toBeDefined();
      expect(filing).toMatchObject({
        filingTypeName: type?.name,
        authorityId: type?.authority.id,
        authorityName: type?.authority.name,
      });
    }
  });

  it('refuses a filingTypeId unknown or of another country, naming the field, and creates nothing', async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    const list = () => call(ctx.server, 'GET', '/v1/statutory/filings', { query: { limit: '100' } });
    const before = await expectStatus(list(), 200, 'before');
    const filing = {
      businessId,
      countryCode: 'GB',
      currency: 'GBP',
      periodStart: '2026-07-01',
      periodEnd: '2026-07-31',
    };
    const cases: [Json, string, RegExp][] = [
      [{ ...filing, filingTypeId: 'ft_gb_nope' }, 'filingTypeId', /ft_gb_nope is not a known filing type/],
      [
        { ...filing, filingTypeId: 'ft_mx_isr_monthly' },
        'filingTypeId',
        /is a MX filing type; .*ft_gb_payroll/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call(ctx.server, 'POST', '/v1/statutory/filings', { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: {
          code: expect.any(String),
          message: expect.any(String),
          details: [{ field, message: expect.stringMatching(message) }],
        },
      });
    }
    const batch = await call(ctx.server, 'POST', '/v1/statutory/filings/batch', {
      body: {
        businessId,
        periodStart: '2026-07-01',
        periodEnd: '2026-07-31',
        filings: [{ filingTypeId: 'ft_zz_tax', currency: 'GBP', breakdown: [{ amount: 5 }] }],
      },
    });
    expect(batch.status).toBe(400);
    expect((batch.body as { error: { details: { field: string }[] } }).error.details).toEqual([
      { field: 'filings.0.filingTypeId', message: expect.stringMatching(/not a known filing type/) },
    ]);
    expect(await expectStatus(list(), 200, 'after')).toEqual(before);
    const made = await clientFor(ctx.server).statutory.filings.create({
      ...filing,
      filingTypeId: 'ft_gb_payroll_tax',
    });
    expect(await clientFor(ctx.server).statutory.filings.get(made.id)).toMatchObject({
      filingTypeId: 'ft_gb_payroll_tax',
      authorityName: 'HM Revenue & Customs',
    });
  });
});
