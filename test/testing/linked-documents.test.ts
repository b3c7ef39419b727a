import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';
import { completedRemittance } from './support/call-inputs.js';

/*
 * Documents below a record, over raw HTTP, computed from the record they belong to and the simulator's clock
 * (which stands still here): a contract's signing link, an invoice's PDF link, a payroll's payslip links, a
 * tax form's download link, a filing's document, a remittance's receipt. A document of an unknown record is
 * 404, and one that does not exist yet (payslips before completion, a filing's document before submission, a
 * receipt before payment) says so.
 */

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const HOUR = 3_600_000;
const ctx = useMockServer({ now: () => NOW });

type Item = Record<string, unknown>;
const get = (path: string, status = 200): Promise<Item> =>
  expectStatus(call(ctx.server, 'GET', path), status, path);

describe('a contract signing link', () => {
  it('is built from the contract id and the simulator address, lasts at most 336 hours, and returns to the redirect', async () => {
    const contractId = ctx.server.simulator.fixtures.records.contractIds[0] as string;
    const redirectUrl = 'https://app.acme.test/contracts/done';
    const query = `redirectUrl=${encodeURIComponent(redirectUrl)}`;
    const answer = await get(`/v1/contracts/${contractId}/signingUrl?${query}`);
    const url = new URL(String(answer.url));
    expect(url.origin).toBe(new URL(ctx.server.url).origin);
    expect(url.pathname).toBe(`/_sign/contracts/${contractId}`);
    expect(url.searchParams.get('redirectUrl')).toBe(redirectUrl);
    expect(answer.signer).toBe('person');
    const expires = Number(url.searchParams.get('expires')) * 1000;
    expect(expires).toBeGreaterThan(NOW + 300 * HOUR);
    expect(expires).toBeLessThanOrEqual(NOW + 336 * HOUR);
    expect(await get(`/v1/contracts/${contractId}/signingUrl?${query}`)).toEqual(answer);
  });

  it('is 404 for a contract the business does not have', async () => {
    const answer = await get(`/v1/contracts/${crypto.randomUUID()}/signingUrl`, 404);
    expect(answer).toMatchObject({ code: 'resource_not_found' });
  });
});

describe('file links of invoices and tax forms', () => {
  it('links an invoice PDF by the invoice id, for an hour at most', async () => {
    const { invoiceId } = ctx.server.simulator.fixtures;
    const answer = await get(`/v1/invoices/${invoiceId}/url`);
    expect(String(answer.fileUrl)).toContain(`/_files/invoices/${invoiceId}.pdf`);
    expect(Number(answer.expiresAt) * 1000).toBeGreaterThan(NOW);
    expect(Number(answer.expiresAt) * 1000).toBeLessThanOrEqual(NOW + HOUR);
    await get(`/v1/invoices/${crypto.randomUUID()}/url`, 404);
  });

  it('links a tax form the user lists, and 404s one it does not', async () => {
    const { userId } = ctx.server.simulator.fixtures;
    const forms = (await get(`/v1/users/${userId}/tax-forms`)).data as Item[];
    const formId = String(forms[0]?.formId);
    const answer = await get(`/v1/users/${userId}/tax-forms/${formId}/download`);
    expect(String(answer.fileUrl)).toContain(`/_files/tax-forms/${userId}/${formId}.pdf`);
    expect(Number(answer.expiresAt) * 1000).toBeLessThanOrEqual(NOW + HOUR);
    const unknown = await get(`/v1/users/${userId}/tax-forms/${crypto.randomUUID()}/download`, 404);
    expect(unknown.message).toMatch(/No tax form/);
  });
});

describe('payslip links', () => {
  it('lists every worker as not_found until the payroll is Completed', async () => {
    const payrollId = ctx.server.simulator.fixtures.pendingPayrollId;
    const payroll = await get(`/v1/payrolls/${payrollId}`);
    const workers = (payroll.entries as Item[]).map((e) => e.personId);
    const answer = await get(`/v1/payrolls/${payrollId}/payslip-links`);
    expect(answer).toEqual({
      payrollId,
      links: [],
      notReady: workers.map((personId) => ({ personId, status: 'not_found' })),
    });
  });

  it('links each worker payslip once Completed, by payroll and worker, or one archive with format=zip', async () => {
    const sim = ctx.server.simulator;
    const payrollId = sim.fixtures.awaitingFundsPayrollId;
    sim.businesses.deposit({ amount: 5_000_000, currency: 'USD' });
    sim.payrolls.process(payrollId);
    sim.payrolls.complete(payrollId);
    const answer = await get(`/v1/payrolls/${payrollId}/payslip-links`);
    const links = answer.links as Item[];
    const entries = sim.payrolls.get(payrollId).entries;
    expect(links.map((l) => l.personId)).toEqual(entries.map((e) => e.personId));
    for (const link of links) {
      const person = sim.businesses.person(String(link.personId));
      expect(link.personName).toBe(`${person.firstName} ${person.lastName}`);
      expect(String(link.url)).toContain(`/_files/payslips/${payrollId}/${link.paystubId}.pdf`);
      expect(Date.parse(String(link.expiresAt))).toBeLessThanOrEqual(NOW + HOUR);
    }
    expect(new Set(links.map((l) => l.paystubId)).size).toBe(links.length);
    expect(answer.notReady).toEqual([]);
    expect(await get(`/v1/payrolls/${payrollId}/payslip-links`)).toEqual(answer);
    const zip = await get(`/v1/payrolls/${payrollId}/payslip-links?format=zip`);
    expect(zip).toMatchObject({ payrollId, notReady: [] });
    expect(String(zip.zipUrl)).toContain(`/_files/payslips/${payrollId}.zip`);
    expect(zip).not.toHaveProperty('links');
  });

  it('is 404 for a payroll the business does not have', async () => {
    await get(`/v1/payrolls/${crypto.randomUUID()}/payslip-links`, 404);
  });
});

describe('statutory documents', () => {
  it('has no filing document before submission, and a 15-minute link after', async () => {
    const { blockedFilingId, acceptedFilingId } = ctx.server.simulator.fixtures;
    const blocked = await get(`/v1/statutory/filings/${blockedFilingId}/document`, 404);
    expect((blocked.error as Item).message).toMatch(/is blocked: its document exists once it is submitted/);
    const answer = await get(`/v1/statutory/filings/${acceptedFilingId}/document`);
    expect(String(answer.url)).toContain(`/_files/filings/${acceptedFilingId}.pdf`);
    const expires = Date.parse(String(answer.expiresAt));
    expect(expires).toBeGreaterThan(NOW + 10 * 60_000);
    expect(expires).toBeLessThanOrEqual(NOW + 15 * 60_000);
  });

  it('has no receipt before the remittance completes, then the receipt its completion stored', async () => {
    const { remittanceId } = ctx.server.simulator.fixtures;
    const pending = await get(`/v1/statutory/remittances/${remittanceId}/receipt`, 404);
    expect((pending.error as Item).message).toMatch(/is pending: its receipt exists once it is completed/);
    const completed = completedRemittance(ctx.server.simulator);
    const remittance = await get(`/v1/statutory/remittances/${completed}`);
    const receipt = await get(`/v1/statutory/remittances/${completed}/receipt`);
    expect(receipt.url).toBe(remittance.receiptUrl);
    expect(Date.parse(String(receipt.expiresAt))).toBeGreaterThan(NOW);
    await get(`/v1/statutory/remittances/rem_0000000000000000/receipt`, 404);
  });
});

describe('funding details', () => {
  it('gives the accounts of each currency the business holds a wallet in, named after the business', async () => {
    const sim = ctx.server.simulator;
    const { businessId } = sim.fixtures;
    const path = `/v1/businesses/${businessId}/funding-details`;
    const { name } = sim.businesses.get(businessId);
    const data = (await get(path)).data as Item[];
    expect(data.map((d) => [d.type, d.currency])).toEqual([
      ['ach', 'USD'],
      ['wire', 'USD'],
      ['iban', 'EUR'],
    ]);
    expect(data.every((d) => d.accountName === name)).toBe(true);
    expect((await get(`${path}?currency=EUR`)).data).toEqual([data[2]]);
    // A wallet opened by a deposit in a new currency adds its accounts; the others stay as they were.
    sim.businesses.deposit({ amount: 10_000, currency: 'GBP' });
    const after = (await get(path)).data as Item[];
    expect(after.slice(0, 3)).toEqual(data);
    expect(after[3]).toMatchObject({ type: 'bank', currency: 'GBP', accountName: name, country: 'GB' });
  });
});

describe('catalogs every business shares', () => {
  it('answers the same catalog to every business, naming the query it cannot narrow by', async () => {
    const response = await fetch(`${ctx.server.url}/v1/tax/fields?country=US`, {
      headers: { authorization: `Bearer ${ctx.server.apiKey}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-simulator-unhonoured-filters')).toBe('country');
    const us = (await response.json()) as Item;
    expect(await get('/v1/tax/fields?country=GB')).toEqual(us);
    // Contract templates are each business's own: the business the platform created reads the same standard
    // templates, under its own tenant.
    const child = await fetch(`${ctx.server.url}/v1/contract-templates`, {
      headers: {
        authorization: `Bearer ${ctx.server.apiKey}`,
        'x-multitenantkey': ctx.server.simulator.fixtures.childTenantKey,
      },
    });
    expect(child.status).toBe(200);
    const templates = (await child.json()) as Item;
    expect((templates.data as Item[]).length).toBeGreaterThan(0);
    const names = (list: unknown) => (list as Item[]).map((t) => [t.name, t.personType]);
    const own = (await get('/v1/contract-templates')).data;
    expect(names(templates.data)).toEqual(names(own));
    const { childTenantKey } = ctx.server.simulator.fixtures;
    expect((templates.data as Item[]).every((t) => t.tenantKey === childTenantKey)).toBe(true);
  });
});
