import { describe, expect, it } from 'vitest';
import { clientFor, useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * The links the simulator's documents hand out lead somewhere, like presigned URLs: followed without an API
 * key they answer the file (a PDF, a ZIP archive of payslips, or the bytes uploaded) or a hosted page (a
 * contract's signing page, a KYB onboarding page, an external account's verification page), until they expire
 * on the simulator's clock (403 after); a link naming no record is 404. No link names a host that does not
 * exist.
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

  it("answers a signed contract's document until its link expires", async () => {
    const { data } = await get('/v1/contracts');
    const signed = (data as Item[]).find((c) => c.status === 'completed') as Item;
    const read = await get(`/v1/contracts/${String(signed.id)}?includeDownloadUrl=true`);
    expect(
      String(read.downloadUrl).startsWith(`${ctx.server.url}/_files/contracts/${String(signed.id)}.pdf?`),
    ).toBe(true);
    const pdf = await follow(String(read.downloadUrl));
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.body).toContain(`Contract ${String(signed.id)}`);
    ctx.server.simulator.clock.advance('PT16M');
    expect((await follow(String(read.downloadUrl))).status).toBe(403);
  });

  it("answers the bytes of a statutory field's file, and refuses a field naming no uploaded file", async () => {
    const sim = ctx.server.simulator;
    const client = clientFor(ctx.server);
    const personId = sim.fixtures.personIds[0] as string;
    const content = new TextEncoder().encode('%PDF-1.4 id card');
    const upload = {
      purpose: 'statutory-document',
      contentType: 'application/pdf',
      fileName: 'id.pdf',
    } as const;
    const { fileId } = await client.files.upload(new Blob([content]), upload);
    const path = `/v1/statutory/persons/${personId}/fields/MX`;
    const unknown = { fields: { idCard: { fileId: crypto.randomUUID() } } };
    const refused = await call(ctx.server, 'PUT', path, { body: unknown });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'fields.idCard.fileId is not a file id from POST /v1/files/upload-url',
    );
    expect((await get(path)).fields).toEqual({});
    expect((await call(ctx.server, 'PUT', path, { body: { fields: { idCard: { fileId } } } })).status).toBe(
      204,
    );
    const { idCard } = (await get(path)).fields as Record<string, Item>;
    expect(idCard).toEqual({
      fileId,
      url: expect.stringContaining(`/_files/uploads/${fileId}?`),
      fileUploaded: true,
    });
    const download = await fetch(String(idCard?.url));
    expect([download.status, download.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(content);
  });

  it("answers a completed remittance's receipt, from the record and from GET …/receipt", async () => {
    const sim = ctx.server.simulator;
    const id = sim.fixtures.remittanceId;
    expect((await get(`/v1/statutory/remittances/${id}`)).receiptUrl).toBeNull();
    sim.statutory.advanceRemittance(id);
    sim.statutory.advanceRemittance(id);
    const { receiptUrl } = await get(`/v1/statutory/remittances/${id}`);
    const { url } = await get(`/v1/statutory/remittances/${id}/receipt`);
    expect(receiptUrl).toBe(url);
    expect(String(url).startsWith(`${ctx.server.url}/_files/remittances/${id}.pdf?expires=`)).toBe(true);
    const listed = await get('/v1/statutory/remittances');
    expect((listed.data as Item[]).find((r) => r.id === id)?.receiptUrl).toBe(url);
    const pdf = await follow(String(url));
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.body).toContain(`Receipt of remittance ${id}`);
    sim.clock.advance('PT2H');
    expect((await follow(String(url))).status).toBe(403);
  });

  it("answers an external account's verification page naming the account", async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    const accounts = await expectStatus(
      call(ctx.server, 'GET', `/v1/businesses/${businessId}/external-accounts`),
      200,
      'accounts',
    );
    const waiting = (accounts as unknown as Item[]).find((a) => a.status === 'needs_confirmation') as Item;
    const url = String(waiting.hostedVerificationUrl);
    expect(url).toBe(`${ctx.server.url}/_pages/external-accounts/${String(waiting.id)}`);
    const page = await follow(url);
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.body).toContain(`Verify external account ${String(waiting.id)}`);
    expect(page.body).toContain(`ending ${String(waiting.last4)}`);
  });

  it('answers the KYB onboarding page of the business, with the way back, until the link expires', async () => {
    const { businessId } = ctx.server.simulator.fixtures;
    const returnURL = 'https://app.acme.test/kyb-done';
    const body = { refreshURL: 'https://app.acme.test/kyb-again', returnURL };
    const link = await expectStatus(
      call(ctx.server, 'POST', `/v1/businesses/${businessId}/kyb-link`, { body }),
      200,
      'kyb link',
    );
    expect(String(link.url).startsWith(`${ctx.server.url}/_pages/businesses/${businessId}/kyb?`)).toBe(true);
    const page = await follow(String(link.url));
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.body).toContain(`(business ${businessId})`);
    expect(page.body).toContain(returnURL);
    ctx.server.simulator.clock.advance('PT2H');
    expect((await follow(String(link.url))).status).toBe(403);
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
