import { afterEach, describe, expect, it, vi } from 'vitest';
import { signWebhook } from '../../src/testing/webhooks/signer.js';
import { createVerifier, verifyWebhook } from '../../src/webhooks/verify.js';
import { envelope, hmacSignature, SECRET, svixHeaders } from './support.js';

const BODY = envelope('payroll.status.updated', { id: 'p1', status: 'scheduled', tenantKey: 't' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("verification on the runtime's native HMAC", () => {
  it('returns a promise of the verified delivery', async () => {
    const result = verifyWebhook(BODY, svixHeaders(BODY), { secret: SECRET });
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toMatchObject({ body: BODY, payload: JSON.parse(BODY) });
  });

  it('hashes with node:crypto where the runtime has it, never copying the body for WebCrypto', async () => {
    const sign = vi.spyOn(crypto.subtle, 'sign');
    const verify = createVerifier({ secret: SECRET });
    await expect(verify(BODY, svixHeaders(BODY))).resolves.toMatchObject({ id: expect.any(String) });
    expect(sign).not.toHaveBeenCalled();
  });

  it('elsewhere signs with crypto.subtle HMAC-SHA256 and imports each secret once per verifier', async () => {
    // A runtime without node:crypto (a browser, an edge worker).
    vi.spyOn(process, 'getBuiltinModule').mockReturnValue(undefined as never);
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const sign = vi.spyOn(crypto.subtle, 'sign');
    const verify = createVerifier({ secret: SECRET });
    for (const id of ['a', 'b', 'c']) {
      const body = envelope('person.reinstated', { id, tenantKey: 't' }, id);
      await expect(verify(body, svixHeaders(body))).resolves.toMatchObject({ payload: { id } });
    }
    expect(importKey).toHaveBeenCalledOnce();
    expect(importKey.mock.calls[0]?.[2]).toEqual({ name: 'HMAC', hash: 'SHA-256' });
    expect(sign).toHaveBeenCalledTimes(3);
  });

  it('verifies a 10 MB body given as bytes, and refuses it once one byte changes', async () => {
    const note = 'x'.repeat(10 * 1024 * 1024);
    const body = JSON.stringify({
      id: 'big',
      eventType: 'x.y',
      version: '1.0',
      timestamp: 1,
      data: { note },
    });
    const now = Math.floor(Date.now() / 1000);
    const headers = {
      'svix-id': 'msg_big',
      'svix-timestamp': String(now),
      'svix-signature': hmacSignature(body, 'msg_big', now),
    };
    const bytes = new TextEncoder().encode(body);
    const verified = await verifyWebhook(bytes, headers, { secret: SECRET });
    expect(verified.body.length).toBe(body.length);
    bytes[100] = 0x79; // 'x' -> 'y' inside the note
    await expect(verifyWebhook(bytes, headers, { secret: SECRET })).rejects.toMatchObject({
      reason: 'signature_mismatch',
    });
  });

  it("the simulator's signer produces signatures the verifier and node:crypto agree on", async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const signed = signWebhook(SECRET, {
      id: 'evt_1',
      eventType: 'x.y',
      version: '1.0',
      timestamp,
      data: {},
    });
    expect(signed.headers['svix-signature']).toBe(hmacSignature(signed.body, 'evt_1', timestamp));
    await expect(verifyWebhook(signed.body, signed.headers, { secret: SECRET })).resolves.toMatchObject({
      id: 'evt_1',
    });
  });

  it('refuses a secret that is not base64 when the verifier is built, before any delivery', () => {
    expect(() => createVerifier({ secret: 'whsec_***' })).toThrow(/whsec_<base64>/);
    expect(() => createVerifier({ secret: 'whsec_' })).toThrow(/whsec_<base64>/);
    expect(() => createVerifier({ secret: 'whsec_abc' })).toThrow(/whsec_<base64>/);
    expect(() =>
      signWebhook('whsec_abc', { id: 'e', eventType: 'x', version: '1.0', timestamp: 0, data: {} }),
    ).toThrow(/whsec_<base64>/);
  });
});
