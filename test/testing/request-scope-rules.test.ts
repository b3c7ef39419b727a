import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call } from './raw-http.js';

/*
 * Who may reach what, over raw HTTP: a businessId sent in a statutory body or query names the business the
 * request resolved to (403 for another, 404 for an unknown one, nothing stored), and a User token reaches only
 * its own user's and person's records, its claims, invoices and files, and the catalogs: the business's other
 * operations answer 403 and change nothing.
 */

type Json = Record<string, unknown>;

const filing = (businessId: string) => ({
  businessId,
  countryCode: 'US',
  filingTypeId: 'ft_us_payroll_tax',
  periodStart: '2026-07-01',
  periodEnd: '2026-09-30',
  currency: 'USD',
});

describe('a businessId in a statutory body or query', () => {
  const ctx = useMockServer({ seed: 'request-scope' });

  it('answers 403 for another business of the platform, 404 for an unknown one, and stores nothing', async () => {
    const { fixtures, apiKey } = ctx.server.simulator;
    const child = (method: string, path: string, body?: unknown) =>
      call(ctx.server, method, path, {
        body,
        apiKey: ctx.server.simulator.issueKey({ kind: 'org', businessId: fixtures.childBusinessId }),
      });
    const count = async () =>
      ((await call(ctx.server, 'GET', '/v1/statutory/filings', { apiKey })).body as { data: unknown[] }).data
        .length;
    const before = await count();
    for (const path of ['/v1/statutory/filings', '/v1/statutory/remittances']) {
      const listed = await child('GET', `${path}?businessId=${fixtures.businessId}`);
      expect(listed.status).toBe(403);
      expect((listed.body as { error: Json }).error).toMatchObject({ code: 'forbidden' });
    }
    const created = await child('POST', '/v1/statutory/filings', filing(fixtures.businessId));
    expect(created.status).toBe(403);
    expect(JSON.stringify(created.body)).toContain(`Business ${fixtures.businessId} is not the business`);
    const unknown = await child('POST', '/v1/statutory/filings', filing(crypto.randomUUID()));
    expect(unknown.status).toBe(404);
    const remittance = await child('POST', '/v1/statutory/remittances', {
      businessId: fixtures.businessId,
      countryCode: 'GB',
      filingIds: [],
      fundFromCurrency: 'USD',
    });
    expect(remittance.status).toBe(403);
    expect(await count()).toBe(before);
    const childFilings = await child('GET', `/v1/statutory/filings?businessId=${fixtures.childBusinessId}`);
    expect(childFilings).toMatchObject({ status: 200, body: { data: [] } });
    // Its own business id is taken as sent.
    const own = await child('POST', '/v1/statutory/filings', filing(fixtures.childBusinessId));
    expect(own.status).toBe(201);
    expect((own.body as Json).businessId).toBe(fixtures.childBusinessId);
  });
});

describe('what a User token may call among the operations served from their declarations', () => {
  const ctx = useMockServer({ seed: 'request-scope-user' });

  it("answers 403 for the business's operations and changes nothing", async () => {
    const { fixtures, keys } = ctx.server.simulator;
    const asUser = (method: string, path: string, body?: unknown) =>
      call(ctx.server, method, path, { body, apiKey: keys.sandbox.user });
    const refused: [string, string, unknown?][] = [
      ['DELETE', `/v1/payrolls/${fixtures.pendingPayrollId}`],
      // Its own employment is the business's to change: exit, reinstatement, type and job.
      [
        'POST',
        `/v1/persons/${fixtures.userPersonId}/offboard`,
        { exitDate: '2027-01-31', reason: 'resignation' },
      ],
      ['POST', `/v1/persons/${fixtures.userPersonId}/reinstate`, {}],
      ['PUT', `/v1/persons/${fixtures.userPersonId}/type`, { newType: 'EMPLOYEE' }],
      ['PUT', `/v1/persons/${fixtures.userPersonId}/jobInfo`, { jobInfo: { title: 'CEO' } }],
      ['GET', `/v1/payrolls/${fixtures.pendingPayrollId}/payslip-links`],
      ['POST', `/v1/statutory/filings/${fixtures.inReviewFilingId}/approve`],
      ['POST', `/v1/statutory/filings/${fixtures.inReviewFilingId}/cancel`, {}],
      ['GET', '/v1/statutory/filings'],
      ['POST', '/v1/statutory/filings', filing(fixtures.businessId)],
      ['GET', '/v1/payouts'],
      ['POST', '/v1/payouts', {}],
      ['GET', '/v1/entities'],
      ['GET', '/v1/contracts'],
      ['POST', '/v1/persons', {}],
      ['POST', '/v1/users/admins', { firstName: 'Eve', lastName: 'Admin', email: 'eve@acme.example' }],
      ['GET', `/v1/businesses/${fixtures.businessId}`],
      ['POST', `/v1/businesses/${fixtures.businessId}/withdrawal/link`, {}],
      ['DELETE', `/v1/businesses/${fixtures.businessId}/external-accounts/${fixtures.externalAccountIds[0]}`],
    ];
    for (const [method, path, body] of refused) {
      const answer = await asUser(method, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 403]);
    }
    expect(JSON.stringify((await asUser('GET', '/v1/payouts')).body)).toContain(
      'User tokens cannot access business-wide resources',
    );
    const payroll = await call(ctx.server, 'GET', `/v1/payrolls/${fixtures.pendingPayrollId}`);
    expect((payroll.body as Json).status).toBe('Pending Submission');
    const filingRead = await call(ctx.server, 'GET', `/v1/statutory/filings/${fixtures.inReviewFilingId}`);
    expect((filingRead.body as Json).status).toBe('in_review');
    const self = await call(ctx.server, 'GET', `/v1/persons/${fixtures.userPersonId}`);
    expect(self.body).toMatchObject({ status: 'Active', type: 'CONTRACTOR' });
    expect((self.body as { jobInfo?: Json }).jobInfo?.title).not.toBe('CEO');
    const accounts = await call(ctx.server, 'GET', `/v1/businesses/${fixtures.businessId}/external-accounts`);
    expect((accounts.body as Json[]).map((a) => a.status)).not.toContain('removed');
  });

  it('still reaches its own records, its claims and invoices, quotes and the catalogs', async () => {
    const { fixtures, keys } = ctx.server.simulator;
    const asUser = (method: string, path: string, body?: unknown) =>
      call(ctx.server, method, path, { body, apiKey: keys.sandbox.user });
    const allowed: [string, string, unknown?][] = [
      ['GET', `/v1/users/${fixtures.userId}/balances`],
      ['GET', `/v1/users/${fixtures.userId}/beneficiaries`],
      ['GET', `/v1/persons/${fixtures.userPersonId}/taxProfile`],
      ['GET', '/v1/invoices'],
      ['GET', '/v1/reimbursements'],
      ['POST', '/v1/fx-quotes', { from: 'USD', to: 'EUR' }],
      ['GET', '/v1/payment-methods'],
      ['GET', '/v1/statutory/jurisdictions'],
      ['GET', '/v1/tax/locations'],
    ];
    for (const [method, path, body] of allowed) {
      const answer = await asUser(method, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 200]);
    }
  });
});
