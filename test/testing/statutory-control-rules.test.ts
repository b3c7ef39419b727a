import { describe, expect, it } from 'vitest';
import { SimulatorError } from '../../src/testing/index.js';
import { clientFor, useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';
import { booksProblems, walletsOf } from './support/books.js';

/*
 * The test controls build only stories the API would accept: `sim.statutory.createRemittance` keeps the rules
 * of `POST /v1/statutory/remittances` (filings of the business and country, approved or further, not paid
 * already, named once; owes their totals at the simulator's rate, to their authority), and
 * `sim.statutory.createFiling` takes only a filing type of its country's catalog. A refusal is a
 * SimulatorError naming the field, and changes nothing the API reads.
 */

describe('statutory controls keep the rules of the API', () => {
  const ctx = useMockServer({ seed: 'statutory-control-rules' });
  const sim = () => ctx.server.simulator;
  const state = async () => ({
    remittances: await expectStatus(call(ctx.server, 'GET', '/v1/statutory/remittances'), 200, 'list'),
    filings: await expectStatus(call(ctx.server, 'GET', '/v1/statutory/filings'), 200, 'filings'),
    wallets: await walletsOf(ctx.server),
    audit: sim().statutory.auditLog().length,
  });
  const refusal = (act: () => unknown): SimulatorError => {
    try {
      act();
    } catch (error) {
      if (error instanceof SimulatorError) return error;
      throw error;
    }
    throw new Error('expected a SimulatorError');
  };

  it('refuses a remittance the API would refuse, naming the field, and changes nothing', async () => {
    const { acceptedFilingId, blockedFilingId, payableFilingId, remittanceId } = sim().fixtures;
    const before = await state();
    const cases: [Parameters<ReturnType<typeof sim>['statutory']['createRemittance']>[0], string, RegExp][] =
      [
        [{ countryCode: 'GB', filingIds: [] }, 'filingIds', /at least one filing/],
        [{ countryCode: 'GB', filingIds: ['fil_0000000000000000'] }, 'filingIds.0', /not a filing of this/],
        [{ countryCode: 'GB', filingIds: [acceptedFilingId] }, 'filingIds.0', /is a MX filing/],
        [{ countryCode: 'US', filingIds: [blockedFilingId] }, 'filingIds.0', /is blocked; only an approved/],
        [
          { countryCode: 'MX', filingIds: [acceptedFilingId] },
          'filingIds.0',
          new RegExp(`already paid by remittance ${remittanceId}`),
        ],
        [{ countryCode: 'GB', filingIds: [payableFilingId, payableFilingId] }, 'filingIds.1', /repeats/],
        [{ countryCode: 'GB', filingIds: [payableFilingId], amount: 5 }, 'amount', /must be 1000, the total/],
        [{ countryCode: 'GB', filingIds: [payableFilingId], currency: 'USD' }, 'currency', /must be GBP/],
        [
          { countryCode: 'GB', filingIds: [payableFilingId], fundedCurrency: 'USD', fxRate: 2 },
          'fxRate',
          /simulator's rate from USD to GBP/,
        ],
        [
          { countryCode: 'GB', filingIds: [payableFilingId], authorityId: 'auth_x' },
          'authorityId',
          /auth_gb_hmrc/,
        ],
        [
          { countryCode: 'ZZ', filingIds: [payableFilingId] },
          'countryCode',
          /not a country the simulator files/,
        ],
      ];
    for (const [input, field, message] of cases) {
      const error = refusal(() => sim().statutory.createRemittance(input));
      expect(error.params?.[field], JSON.stringify(input)).toMatch(message);
    }
    expect(await state()).toEqual(before);
  });

  it("owes the named filings' totals at the simulator's rate, to their authority, as the API reads it", async () => {
    const client = clientFor(ctx.server);
    const { payableFilingId } = sim().fixtures;
    const made = sim().statutory.createRemittance({
      countryCode: 'GB',
      filingIds: [payableFilingId],
      fundedCurrency: 'USD',
    });
    const filing = await client.statutory.filings.get(payableFilingId);
    expect(await client.statutory.remittances.get(made.id)).toMatchObject({
      filingIds: [payableFilingId],
      amount: filing.amounts?.total,
      currency: 'GBP',
      authorityId: filing.authorityId,
      authorityName: filing.authorityName,
      fundedCurrency: 'USD',
    });
    const again = await call(ctx.server, 'POST', '/v1/statutory/remittances', {
      body: { businessId: sim().fixtures.businessId, countryCode: 'GB', filingIds: [payableFilingId] },
    });
    expect(again.status).toBe(400);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('refuses a filing type outside its country’s catalog, and names the type’s authority', async () => {
    const before = await state();
    const unknown = refusal(() =>
      sim().statutory.createFiling({ countryCode: 'US', periodLabel: '2026-Q3', filingTypeId: 'ft_us_nope' }),
    );
    expect(unknown.params?.filingTypeId).toMatch(/ft_us_nope is not a known filing type/);
    const foreign = refusal(() =>
      sim().statutory.createFiling({
        countryCode: 'US',
        periodLabel: '2026-Q3',
        filingTypeId: 'ft_mx_isr_monthly',
      }),
    );
    expect(foreign.params?.filingTypeId).toMatch(/is a MX filing type/);
    const renamed = refusal(() =>
      sim().statutory.createFiling({
        countryCode: 'US',
        periodLabel: '2026-Q3',
        authorityName: 'Someone else',
      }),
    );
    expect(renamed.params?.authorityName).toMatch(/must be Internal Revenue Service/);
    const content = refusal(() =>
      sim().statutory.createFiling({
        countryCode: 'GB',
        periodLabel: '2026-07',
        source: 'external',
        amounts: { currency: 'USD', total: 10 },
      }),
    );
    expect(content.params).toEqual({
      'amounts.currency': "must be GBP, the currency of GB's authority",
      filingReference: "is required with source external: the authority's reference of the return",
    });
    expect(await state()).toEqual(before);
    const imss = sim().statutory.createFiling({
      countryCode: 'MX',
      periodLabel: '2026-07',
      filingTypeId: 'ft_mx_imss_monthly',
    });
    expect(await clientFor(ctx.server).statutory.filings.get(imss.id)).toMatchObject({
      filingTypeId: 'ft_mx_imss_monthly',
      filingTypeName: 'IMSS contributions return',
      authorityId: 'auth_mx_imss',
    });
  });
});
