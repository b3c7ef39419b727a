import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyWebhook } from '../../src/webhooks/verify.js';
import { SECRET } from './support.js';

// A verified delivery's `body` is the signed bytes read as UTF-8, exactly as `TextDecoder` reads them with the
// byte-order mark kept, for any bytes (malformed ones included), whether the HMAC comes from node:crypto or
// from WebCrypto.

const KEY = Buffer.from(SECRET.replace(/^whsec_/, ''), 'base64');
const reference = new TextDecoder('utf-8', { ignoreBOM: true });

function signed(bytes: Uint8Array): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const mac = createHmac('sha256', KEY).update(`msg_text.${timestamp}.`).update(bytes).digest('base64');
  return { 'webhook-id': 'msg_text', 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${mac}` };
}

/** Bytes rich in what UTF-8 decoders disagree on: a BOM, truncated and overlong sequences, surrogates. */
const bytes = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        [0xef, 0xbb, 0xbf],
        [0xc3, 0xa9],
        [0xf0, 0x9f, 0x98, 0x80],
        [0xe2, 0x82],
        [0xc0, 0xaf],
        [0xed, 0xa0, 0x80],
        [0xf4, 0x90, 0x80, 0x80],
        [0xff],
      ),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => new Uint8Array(parts.flat()));

async function bodyOf(raw: Uint8Array): Promise<string> {
  return (await verifyWebhook(raw, signed(raw), { secret: SECRET })).body;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a verified delivery's body text", () => {
  it('is what TextDecoder reads, byte-order mark kept', async () => {
    expect(await bodyOf(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toBe('\ufeff{}');
    await fc.assert(
      fc.asyncProperty(bytes, async (raw) => {
        expect(await bodyOf(raw)).toBe(reference.decode(raw));
      }),
      { numRuns: 300 },
    );
  });

  it('is the same where the runtime has no node:crypto (WebCrypto)', async () => {
    vi.stubGlobal('process', { ...process, getBuiltinModule: undefined });
    await fc.assert(
      fc.asyncProperty(bytes, async (raw) => {
        expect(await bodyOf(raw)).toBe(reference.decode(raw));
      }),
      { numRuns: 100 },
    );
  });

  it('reads only the view it is given, not the rest of its buffer', async () => {
    const whole = new TextEncoder().encode('xx{"a":"é"}yy');
    const view = whole.subarray(2, whole.length - 2);
    expect(await bodyOf(view)).toBe('{"a":"é"}');
  });
});
