import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/index.js';
import { clientFor, useMockServer } from './helpers.js';

/*
 * Tax estimates and calculations over HTTP, through the SDK (which validates each answer): computed from what
 * was sent and the person's salary. No tax engine is simulated, so gross = net but for the voluntary
 * deductions sent, and nothing is drawn: the same request answers the same figures.
 */

describe('tax estimates and calculations (SDK over HTTP)', () => {
  const ctx = useMockServer({ seed: 'tax-answers' });

  it('estimates net pay equal to the gross salary, in the salary currency or converted at a stated rate', async () => {
    const client = clientFor(ctx.server);
    const salary = { amount: 5_000_000, currency: 'PHP' };
    const estimate = await client.tax.estimate({ countryCode: 'PH', type: 'gross-to-net', salary });
    expect(estimate).toEqual({
      grossAmount: salary,
      netAmount: salary,
      deductions: [],
      employerContributions: [],
    });
    const inUsd = await client.tax.estimate({
      countryCode: 'PH',
      type: 'gross-to-net',
      salary,
      outputCurrency: 'USD',
    });
    expect(inUsd.outputCurrency).toBe('USD');
    expect(inUsd.grossAmount).toEqual(inUsd.netAmount);
    const rate = Number(inUsd.fxRate);
    expect(Math.abs(inUsd.grossAmount.amount - (salary.amount * rate) / 1)).toBeLessThanOrEqual(1);
    const net = { amount: 2_000_000, currency: 'MXN' };
    const back = await client.tax.estimate({ countryCode: 'MX', type: 'net-to-gross', net });
    expect(back.grossAmount).toEqual(net);
    expect(await client.tax.estimate({ countryCode: 'MX', type: 'net-to-gross', net })).toEqual(back);
  });

  it("calculates a person's gross from the stored salary plus what was sent, and net less voluntary deductions", async () => {
    const client = clientFor(ctx.server);
    const personId = ctx.server.simulator.fixtures.personIds[0] as string;
    const person = await client.persons.get(personId);
    const salary = person.compInfo?.salary as { amount: number; currency: string };
    const { currency } = salary;
    const result = await client.tax.calculate({
      personId,
      bonus: { amount: 10_000, currency },
      allowances: [{ name: 'Housing', isTaxable: true, amount: { amount: 5_000, currency } }],
      deductions: [
        { name: 'Pension top-up', amount: { amount: 2_000, currency } },
        { name: 'Income tax', isStatutory: true, amount: { amount: 99_999, currency } },
      ],
    });
    const gross = salary.amount + 10_000 + 5_000;
    expect(result).toMatchObject({
      personId,
      grossAmount: { amount: gross, currency },
      netAmount: { amount: gross - 2_000, currency },
      employerContributions: [],
    });
    // The statutory line sent is ignored: the engine would compute its own, and the simulator runs none.
    expect(result.deductions.map((d) => d.name)).toEqual(['Pension top-up']);
  });

  it('refuses an amount in another currency than the salary, and an unknown person', async () => {
    const client = clientFor(ctx.server);
    const personId = ctx.server.simulator.fixtures.personIds[0] as string;
    const wrong = await client.tax
      .calculate({ personId, bonus: { amount: 100, currency: 'JPY' } })
      .catch((error: unknown) => error);
    expect(isApiError(wrong) && wrong.status).toBe(400);
    expect(isApiError(wrong) && wrong.params).toHaveProperty('bonus.currency');
    const unknown = await client.tax
      .calculate({ personId: '00000000-0000-4000-8000-000000000000' })
      .catch((error: unknown) => error);
    expect(isApiError(unknown) && unknown.status).toBe(400);
  });
});
