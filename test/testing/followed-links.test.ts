import { describe, expect, it } from 'vitest';
import { clientFor, useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * The links the simulator's documents hand out lead somewhere, like presigned URLs: followed without an API
 * key they answer the file (a PDF, or a ZIP archive of payslips) or the contract's signing page, until they
 * expire on the simulator's clock (403 after); a link naming no record is 404.
 */

const ctx = useMockServer();

type Item = Record<string, unknown>;
const get = (path: string): Promise<Item> => expectStatus(call(ctx.server, 'GET', path), 200, path);

/** Follows a link as a browser or a download would: no Authorization header. */
async function follow(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('links handed out by documents', () => {
  it('answers an invoice PDF until the link expires, then 403', async () => {
    const { invoiceId } = ctx.server.simulator.fixtures;
    const { fileUrl } = await get(`/v1/invoices/${invoiceId}/url`);
    const pdf = await follow(String(fileUrl));
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    expect(pdf.body).toContain(`Invoice ${invoiceId}`);
    ctx.server.simulator.clock.advance('PT2H');
    expect((await follow(String(fileUrl))).status).toBe(403);
  });

  it('answers the contract signing page, with the way back to the redirect', async () => {
    const contractId = ctx.server.simulator.fixtures.records.contractIds[0] as string;
    const redirect = 'https://app.acme.test/done';
    const { url } = await get(
      `/v1/contracts/${contractId}/signingUrl?redirectUrl=${encodeURIComponent(redirect)}`,
    );
    const page = await follow(String(url));
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.body).toContain(`Contract ${contractId}`);
    expect(page.body).toContain(redirect);
  });

  it('answers payslips, one by one and as an archive, and the filing document', async () => {
    const sim = ctx.server.simulator;
    const payrollId = sim.fixtures.awaitingFundsPayrollId;
    sim.businesses.deposit({ amount: 5_000_000, currency: 'USD' });
    sim.payrolls.process(payrollId);
    sim.payrolls.complete(payrollId);
    const { links } = await get(`/v1/payrolls/${payrollId}/payslip-links`);
    const first = (links as Item[])[0] as Item;
    expect(await follow(String(first.url))).toMatchObject({ status: 200, type: 'application/pdf' });
    const { zipUrl } = await get(`/v1/payrolls/${payrollId}/payslip-links?format=zip`);
    const zip = await fetch(String(zipUrl));
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(new Uint8Array(await zip.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x50, 0x4b, 5, 6]));
    const { url } = await get(`/v1/statutory/filings/${sim.fixtures.acceptedFilingId}/document`);
    expect(await follow(String(url))).toMatchObject({ status: 200, type: 'application/pdf' });
  });

  it("answers a milestone's document, uploaded for it, until the link expires", async () => {
    const sim = ctx.server.simulator;
    const client = clientFor(ctx.server);
    const personId = sim.fixtures.milestoneContractorId;
    const content = new TextEncoder().encode('%PDF-1.4 design review');
    const { fileId } = await client.files.upload(new Blob([content]), {
      purpose: 'milestone-document',
      contentType: 'application/pdf',
      fileName: 'review.pdf',
    });
    const milestone = { title: 'Design review', amount: { amount: 10_000, currency: 'USD' } };
    const { id } = await client.persons.milestones.create(personId, { ...milestone, documentIds: [fileId] });
    const listed = await get(`/v1/persons/${personId}/milestones?includeDocuments=true`);
    const read = (listed as unknown as Item[]).find((m) => m.id === id) as Item;
    const [document] = read.documents as Item[];
    expect(document).toEqual({
      url: expect.stringContaining(`/_files/uploads/${fileId}?`),
      fileName: 'review.pdf',
    });
    const download = await fetch(String(document?.url));
    expect([download.status, download.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(content);
    sim.clock.advance('PT2H');
    expect((await follow(String(document?.url))).status).toBe(403);
  });

  it('is 404 for a link naming no record', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const answer = await follow(
      `${ctx.server.url}/_files/invoices/${crypto.randomUUID()}.pdf?expires=${expires}`,
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'resource_not_found' });
  });
});
