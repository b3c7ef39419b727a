import { describe, expect, it } from 'vitest';
import { clientFor, useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';
import { booksProblems, walletsOf } from './support/books.js';

/*
 * Filings hold what was sent (who files them, the authority's reference, the contribution lines and their
 * total), and a remittance pays filings that exist: each one of the business, of the remittance's country,
 * approved or further, and paid by no other remittance that has not failed; it owes the filings' totals. A
 * refusal names the field (`filingIds.N`, `currency`…) and changes nothing: no record, no hold, no event.
 */

type Json = Record<string, unknown>;
type Detail = { field: string; message: string };

describe('remittances pay the filings they name (SDK and raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'remittance-filings' });
  const sim = () => ctx.server.simulator;
  const remit = (body: Json) =>
    call(ctx.server, 'POST', '/v1/statutory/remittances', {
      body: { businessId: sim().fixtures.businessId, fundFromCurrency: 'USD', ...body },
    });
  /** What a refusal must leave alone: the remittances, the wallets, the audit log. */
  const state = async () => ({
    remittances: await expectStatus(call(ctx.server, 'GET', '/v1/statutory/remittances'), 200, 'list'),
    wallets: await walletsOf(ctx.server),
    audit: sim().statutory.auditLog().length,
  });
  const detailsOf = (answer: { body: unknown }) =>
    (answer.body as { error: { details: Detail[] } }).error.details;

  /** An accepted filing of `businessId` in `countryCode`, moved there by the authority's steps. */
  const acceptedFiling = (countryCode: string, businessId = sim().fixtures.businessId) => {
    const filing = sim().statutory.createFiling({ businessId, countryCode, periodLabel: '2026-07' });
    for (let step = 0; step < 4; step += 1) sim().statutory.advanceFiling(filing.id);
    return filing.id;
  };

  it('refuses filings it cannot pay, naming each, and changes nothing', async () => {
    const { acceptedFilingId, blockedFilingId, remittanceId, childBusinessId, payableFilingId } =
      sim().fixtures;
    const otherTenants = acceptedFiling('GB', childBusinessId);
    const before = await state();
    const cases: [Json, Record<string, RegExp>][] = [
      [{ countryCode: 'GB', filingIds: [] }, { filingIds: /at least one filing/ }],
      [
        { countryCode: 'GB', filingIds: ['fil_0000000000000000'] },
        { 'filingIds.0': /not a filing of this business/ },
      ],
      [{ countryCode: 'GB', filingIds: [otherTenants] }, { 'filingIds.0': /not a filing of this business/ }],
      [
        { countryCode: 'GB', filingIds: [acceptedFilingId] },
        { 'filingIds.0': /is a MX filing; .* GB authority/ },
      ],
      [
        { countryCode: 'US', filingIds: [blockedFilingId] },
        { 'filingIds.0': /is blocked; only an approved/ },
      ],
      [
        { countryCode: 'MX', filingIds: [acceptedFilingId] },
        { 'filingIds.0': new RegExp(`already paid by remittance ${remittanceId} \\(pending\\)`) },
      ],
      [
        { countryCode: 'GB', filingIds: [payableFilingId, payableFilingId] },
        { 'filingIds.1': /repeats filingIds.0/ },
      ],
    ];
    for (const [body, expected] of cases) {
      const answer = await remit(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const details = Object.fromEntries(detailsOf(answer).map((d) => [d.field, d.message]));
      for (const [field, message] of Object.entries(expected)) expect(details[field]).toMatch(message);
    }
    expect(await state()).toEqual(before);
  });

  it("owes the filings' totals; a failed remittance frees its filings to be paid again", async () => {
    const client = clientFor(ctx.server);
    const { businessId, payableFilingId } = sim().fixtures;
    const filing = await client.statutory.filings.get(payableFilingId);
    expect(filing.amounts).toEqual({ currency: 'GBP', total: 1_000 });
    const first = await client.statutory.remittances.create({
      businessId,
      countryCode: 'GB',
      filingIds: [payableFilingId],
      fundFromCurrency: 'USD',
    });
    expect(await client.statutory.remittances.get(first.id)).toMatchObject({
      filingIds: [payableFilingId],
      amount: 1_000,
      fundedCurrency: 'USD',
    });
    const again = await remit({ countryCode: 'GB', filingIds: [payableFilingId] });
    expect(detailsOf(again)).toEqual([
      { field: 'filingIds.0', message: `is already paid by remittance ${first.id} (pending)` },
    ]);
    sim().statutory.failRemittance(first.id);
    const second = await expectStatus(
      remit({ countryCode: 'GB', filingIds: [payableFilingId] }),
      201,
      'retry',
    );
    expect(second.id).not.toBe(first.id);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('reads a filing back as sent, and a remittance of it owes its lines', async () => {
    const client = clientFor(ctx.server);
    const { businessId, personIds } = sim().fixtures;
    const breakdown = [
      { personId: personIds[0] ?? '', amount: 410.25 },
      { personId: personIds[1] ?? '', amount: 89.5 },
      { employeeName: 'Employer levy', amount: 100.1 },
    ];
    const sent = {
      businessId,
      countryCode: 'GB',
      source: 'external' as const,
      filingTypeId: 'ft_gb_payroll_tax',
      periodStart: '2026-07-01',
      periodEnd: '2026-07-31',
      currency: 'GBP',
      filingReference: 'HMRC-120-PA00',
      breakdown,
    };
    const { id } = await client.statutory.filings.create(sent);
    const read = await client.statutory.filings.get(id);
    expect(read).toMatchObject({
      source: 'external',
      filingReference: 'HMRC-120-PA00',
      breakdown,
      amounts: { currency: 'GBP', total: 599.85 },
      workerCount: 2,
      period: { start: '2026-07-01', end: '2026-07-31' },
    });
    const listed = await client.statutory.filings.list({ businessId });
    expect(listed.data.find((f) => f.id === id)).toEqual(read);
    for (let step = 0; step < 4; step += 1) sim().statutory.advanceFiling(id);
    const paid = await client.statutory.remittances.create({
      businessId,
      countryCode: 'GB',
      filingIds: [id],
      fundFromCurrency: 'USD',
    });
    expect((await client.statutory.remittances.get(paid.id)).amount).toBe(599.85);
  });

  it('refuses a filing in another currency, an external one without its reference, or a reversed period', async () => {
    const { businessId } = sim().fixtures;
    const filing = {
      businessId,
      countryCode: 'MX',
      filingTypeId: 'ft_mx_payroll_tax',
      periodStart: '2026-07-01',
      periodEnd: '2026-07-31',
      currency: 'MXN',
      breakdown: [{ amount: 10 }],
    };
    const filings = async () => sim().statutory.auditLog().length;
    const before = { audit: await filings(), list: await state() };
    const refusals: [Json, string, RegExp][] = [
      [{ ...filing, currency: 'USD' }, 'currency', /must be MXN/],
      [{ ...filing, source: 'external' }, 'filingReference', /required with source external/],
      [{ ...filing, periodStart: '2026-08-01' }, 'periodEnd', /on or after periodStart/],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await call(ctx.server, 'POST', '/v1/statutory/filings', { body });
      expect(answer.status, field).toBe(400);
      expect(detailsOf(answer).find((d) => d.field === field)?.message).toMatch(message);
    }
    const batch = await call(ctx.server, 'POST', '/v1/statutory/filings/batch', {
      body: {
        businessId,
        periodStart: '2026-07-01',
        periodEnd: '2026-07-31',
        filings: [
          { filingTypeId: 'ft_gb_payroll_tax', currency: 'GBP', breakdown: [{ amount: 5 }] },
          { filingTypeId: 'ft_mx_payroll_tax', currency: 'USD', breakdown: [{ amount: 5 }] },
        ],
      },
    });
    expect(batch.status).toBe(400);
    expect(detailsOf(batch).map((d) => d.field)).toEqual(['filings.1.currency']);
    expect({ audit: await filings(), list: await state() }).toEqual(before);
  });

  it('keeps a filing a remittance pays from being cancelled, until that remittance fails', async () => {
    const client = clientFor(ctx.server);
    const { inReviewFilingId: filingId, businessId } = sim().fixtures;
    await client.statutory.filings.approve(filingId);
    const { id: remittanceId } = await client.statutory.remittances.create({
      businessId,
      countryCode: 'GB',
      filingIds: [filingId],
      fundFromCurrency: 'USD',
    });
    const before = { ...(await state()), filing: await client.statutory.filings.get(filingId) };
    const refused = await call(ctx.server, 'POST', `/v1/statutory/filings/${filingId}/cancel`, {
      body: { reason: 'Filed in error' },
    });
    expect(refused.status).toBe(409);
    expect(detailsOf(refused)).toEqual([
      {
        field: 'filing_id',
        message: `is paid by remittance ${remittanceId} (pending); only a failed remittance frees it`,
      },
    ]);
    expect({ ...(await state()), filing: await client.statutory.filings.get(filingId) }).toEqual(before);

    sim().statutory.failRemittance(remittanceId);
    await client.statutory.filings.cancel(filingId, { reason: 'Filed in error' });
    expect((await client.statutory.filings.get(filingId)).status).toBe('cancelled');
    expect(await booksProblems(ctx.server)).toEqual([]);
  });
});
