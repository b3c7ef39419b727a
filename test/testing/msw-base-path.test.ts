import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WorkforceClient } from '../../src/index.js';
import { createMockHandlers } from '../../src/testing/msw.js';

/*
 * Handlers made for a base URL with a path (a proxy that mounts the API under `/workforce`) serve the API under
 * that path, as the SDK client made with the same base URL calls it, and every link they hand out (upload
 * URLs, file and signing links) is under it too, so following one reaches the same handlers.
 */

const BASE = 'https://proxy.example/workforce';
const handlers = createMockHandlers({ seed: 'msw-base-path', baseUrl: `${BASE}/`, webhookRetryDelaysMs: [] });
const server = setupServer(...handlers);
const sim = handlers.simulator;
const client = new WorkforceClient({ baseUrl: handlers.baseUrl, apiKey: handlers.apiKey, logLevel: 'off' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await sim.close();
});

describe('createMockHandlers under a base URL with a path', () => {
  it('serves the API under the path', async () => {
    expect(handlers.baseUrl).toBe(BASE);
    expect(await client.me.get()).toMatchObject({ businessId: sim.fixtures.businessId });
    const page = await client.persons.list({ page: 3 });
    expect(page.meta).toEqual({ limit: 20, currentPage: 3, itemCount: 50, pages: 3, skipped: 40 });
  });

  it('applies a fault rule written for the API path to the same operation under the base path', async () => {
    sim.faults.set([{ kind: 'server-error', status: 502, path: '/v1/me', times: 1 }]);
    const headers = { authorization: `Bearer ${handlers.apiKey}` };
    expect((await fetch(`${BASE}/v1/me`, { headers })).status).toBe(502);
    expect((await fetch(`${BASE}/v1/me`, { headers })).status).toBe(200);
    sim.faults.clear();
  });

  it('hands out an upload URL under the path, takes the upload there and serves it back', async () => {
    const reserved = await client.files.createUploadUrl({ purpose: 'contract', contentType: 'text/plain' });
    expect(reserved.putUrl.startsWith(`${BASE}/_uploads/${reserved.fileId}?`)).toBe(true);
    const content = new TextEncoder().encode('signed contract');
    const { fileId } = await client.files.upload(new Blob([content]), {
      purpose: 'contract',
      contentType: 'text/plain',
      fileName: 'contract.txt',
    });
    const read = await client.files.get(fileId);
    expect(read.getUrl.startsWith(`${BASE}/_files/uploads/${fileId}?expires=`)).toBe(true);
    const download = await fetch(read.getUrl);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(content);
  });

  it('hands out file and signing links under the path, and they lead somewhere', async () => {
    const fileUrl = String((await client.invoices.url.get(sim.fixtures.invoiceId)).fileUrl);
    expect(fileUrl.startsWith(`${BASE}/_files/invoices/`)).toBe(true);
    const pdf = await fetch(fileUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const contractId = sim.fixtures.records.contractIds[0] as string;
    const url = String((await client.contracts.signingUrl.get(contractId)).url);
    expect(url.startsWith(`${BASE}/_sign/contracts/${contractId}?`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Contract ${contractId}`);
  });

  it('hands out document and hosted-page links under the path, and they lead somewhere', async () => {
    const { businessId, remittanceId } = sim.fixtures;
    const { data } = await client.contracts.list();
    const signed = data.find((c) => c.status === 'completed');
    const contract = await client.contracts.get(String(signed?.id), { includeDownloadUrl: true });
    sim.statutory.advanceRemittance(remittanceId);
    sim.statutory.advanceRemittance(remittanceId);
    const { receiptUrl } = await client.statutory.remittances.get(remittanceId);
    const accounts = await client.businesses.externalAccounts.list(businessId);
    const waiting = accounts.find((a) => a.status === 'needs_confirmation');
    const kyb = await client.businesses.kyb.createLink(businessId);
    const links = [contract.downloadUrl, receiptUrl, waiting?.hostedVerificationUrl, kyb.url];
    for (const link of links) {
      expect(String(link).startsWith(`${BASE}/_`)).toBe(true);
      expect((await fetch(String(link))).status).toBe(200);
    }
  });
});
