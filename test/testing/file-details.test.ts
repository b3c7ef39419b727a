import { describe, expect, it } from 'vitest';
import { clientFor, useMockServer } from './helpers.js';
import { call } from './raw-http.js';

/*
 * A file read back (`GET /v1/files/{fileId}`) is the slot the business reserved: its purpose, type and name,
 * reserved at the simulator's time, owned by the caller's tenant key, with a download link the simulator
 * serves (the bytes uploaded) until the link expires. Another tenant reads it as unknown.
 */

describe('files read back (SDK)', () => {
  const ctx = useMockServer({ seed: 'file-details' });

  it('reads what was reserved and serves what was uploaded', async () => {
    const sim = ctx.server.simulator;
    sim.clock.advance('P20D');
    const client = clientFor(ctx.server);
    const content = new TextEncoder().encode('%PDF-1.4 milestone evidence');
    // The simulator's clock runs on between the reservation and the read: a second may tick over.
    const reservedFrom = Math.floor(sim.clock.now() / 1000);
    const { fileId } = await client.files.upload(new Blob([content]), {
      purpose: 'milestone-document',
      contentType: 'application/pdf',
      fileName: 'evidence.pdf',
    });
    const read = await client.files.get(fileId);
    expect(read).toEqual({
      fileId,
      purpose: 'milestone-document',
      contentType: 'application/pdf',
      fileName: 'evidence.pdf',
      getUrl: expect.stringMatching(
        new RegExp(`^${ctx.server.url}/_files/uploads/${fileId}\\?expires=\\d+&signature=[0-9a-f]+$`),
      ),
      expiresIn: expect.any(Number),
      createdAt: expect.any(Number),
      tenantKey: sim.fixtures.tenantKey,
    });
    expect(read.expiresIn).toBeGreaterThan(0);
    expect(read.createdAt).toBeGreaterThanOrEqual(reservedFrom);
    expect(read.createdAt).toBeLessThanOrEqual(Math.floor(sim.clock.now() / 1000));
    const download = await fetch(read.getUrl);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(content);
    sim.clock.advance('PT2H');
    expect((await fetch(read.getUrl)).status).toBe(403);
    const child = await call(ctx.server, 'GET', `/v1/files/${fileId}`, {
      apiKey: sim.issueKey({ kind: 'org', businessId: sim.fixtures.childBusinessId }),
    });
    expect(child.status).toBe(404);
  });

  it('links a reserved file that was never uploaded to a 404', async () => {
    const client = clientFor(ctx.server);
    const { fileId } = await client.files.createUploadUrl({
      purpose: 'contract',
      contentType: 'application/pdf',
    });
    const read = await client.files.get(fileId);
    expect(read).not.toHaveProperty('fileName');
    expect((await fetch(read.getUrl)).status).toBe(404);
  });
});
