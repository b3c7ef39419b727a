import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookVerificationError, type WebhookVerificationReason } from '../../src/core/client-errors.js';
import { isWebhookVerificationError } from '../../src/core/error-guards.js';
import type { WebhookHeaders, WebhookRawBody } from '../../src/webhooks/delivery-input.js';
import { verifyWebhook, type WebhookVerifyOptions } from '../../src/webhooks/verify.js';
import { envelope, hmacSignature, OTHER_SECRET, SECRET, svixHeaders } from './support.js';

const BODY = envelope('payroll.status.updated', { id: 'p1', status: 'scheduled', tenantKey: 't' });
const NOW = 1_790_000_000;

async function reasonOf(
  body: unknown,
  headers: unknown,
  options: WebhookVerifyOptions = { secret: SECRET },
): Promise<WebhookVerificationReason> {
  try {
    await verifyWebhook(body as WebhookRawBody, headers as WebhookHeaders, options);
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(isWebhookVerificationError(error)).toBe(true);
    return (error as WebhookVerificationError).reason;
  }
  throw new Error('expected verification to fail');
}

function withSignature(signature: string): Record<string, string> {
  return { ...svixHeaders(BODY), 'svix-signature': signature };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('accepted deliveries', () => {
  it('verifies a body signed by the svix package and returns id, timestamp and parsed payload', async () => {
    const headers = svixHeaders(BODY, { msgId: 'msg_abc', timestamp: Math.floor(Date.now() / 1000) });
    const verified = await verifyWebhook(BODY, headers, { secret: SECRET });
    expect(verified).toEqual({
      id: 'msg_abc',
      timestamp: Number(headers['svix-timestamp']),
      body: BODY,
      payload: JSON.parse(BODY),
    });
  });

  it('verifies a signature computed with node:crypto, sharing no code with the verifier', async () => {
    const now = Math.floor(Date.now() / 1000);
    const headers = {
      'svix-id': 'msg_1',
      'svix-timestamp': String(now),
      'svix-signature': hmacSignature(BODY, 'msg_1', now),
    };
    expect((await verifyWebhook(BODY, headers, { secret: SECRET })).id).toBe('msg_1');
  });

  it('accepts the webhook-* header names', async () => {
    const svix = svixHeaders(BODY);
    const headers = {
      'webhook-id': svix['svix-id'],
      'webhook-timestamp': svix['svix-timestamp'],
      'webhook-signature': svix['svix-signature'],
    };
    expect((await verifyWebhook(BODY, headers, { secret: SECRET })).payload).toEqual(JSON.parse(BODY));
  });

  it('accepts a Headers object, including repeated signature headers', async () => {
    const svix = svixHeaders(BODY);
    const headers = new Headers(svix);
    headers.set('svix-signature', 'v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    headers.append('svix-signature', svix['svix-signature'] ?? '');
    expect((await verifyWebhook(BODY, headers, { secret: SECRET })).id).toBe(svix['svix-id']);
  });

  it("accepts a plain record with Node's string[] values and any key case", async () => {
    const svix = svixHeaders(BODY);
    const headers = {
      'Svix-Id': [svix['svix-id'] ?? ''],
      'SVIX-TIMESTAMP': svix['svix-timestamp'],
      'svix-signature': ['v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', svix['svix-signature'] ?? ''],
      host: undefined,
    };
    expect((await verifyWebhook(BODY, headers, { secret: SECRET })).id).toBe(svix['svix-id']);
  });

  it.each([
    ['Uint8Array', new TextEncoder().encode(BODY)],
    ['Buffer', Buffer.from(BODY)],
    ['ArrayBuffer', new TextEncoder().encode(BODY).buffer],
  ])('accepts the raw body as a %s', async (_, raw) => {
    expect((await verifyWebhook(raw as WebhookRawBody, svixHeaders(BODY), { secret: SECRET })).body).toBe(
      BODY,
    );
  });

  it('keeps a leading byte-order mark and multi-byte text that the signature covers', async () => {
    const body = `\uFEFF{"note":"naïve — ✓"}`;
    const bytes = new TextEncoder().encode(body);
    expect(bytes[0]).toBe(0xef);
    const verified = await verifyWebhook(bytes, svixHeaders(body), { secret: SECRET });
    expect(verified.body).toBe(body);
    expect(verified.payload).toEqual({ note: 'naïve — ✓' });
  });

  it('passes when one of several space-separated signatures is valid (sender-side secret rotation)', async () => {
    const good = svixHeaders(BODY)['svix-signature'];
    const old = svixHeaders(BODY, { secret: OTHER_SECRET })['svix-signature'];
    const header = `v1a,ed25519signatureignored ${old} ${good}`;
    expect((await verifyWebhook(BODY, withSignature(header), { secret: SECRET })).body).toBe(BODY);
  });

  it('passes when any of several configured secrets matches (receiver-side rotation)', async () => {
    const headers = svixHeaders(BODY, { secret: OTHER_SECRET });
    expect((await verifyWebhook(BODY, headers, { secret: [SECRET, OTHER_SECRET] })).body).toBe(BODY);
  });

  it('accepts a secret without the whsec_ prefix or with surrounding whitespace', async () => {
    const headers = svixHeaders(BODY);
    expect((await verifyWebhook(BODY, headers, { secret: SECRET.slice('whsec_'.length) })).body).toBe(BODY);
    expect((await verifyWebhook(BODY, headers, { secret: ` ${SECRET}\n` })).body).toBe(BODY);
  });
});

describe('timestamps', () => {
  it.each([
    [-300, undefined],
    [300, undefined],
    [-301, 'timestamp_too_old'],
    [301, 'timestamp_too_new'],
  ])('with the default 300 s tolerance, a timestamp %i s from now gives %s', async (offset, reason) => {
    vi.useFakeTimers({ now: NOW * 1000 });
    const headers = svixHeaders(BODY, { timestamp: NOW + offset });
    if (reason === undefined)
      expect((await verifyWebhook(BODY, headers, { secret: SECRET })).timestamp).toBe(NOW + offset);
    else expect(await reasonOf(BODY, headers)).toBe(reason);
  });

  it('honours a custom tolerance both ways', async () => {
    vi.useFakeTimers({ now: NOW * 1000 });
    const old = svixHeaders(BODY, { timestamp: NOW - 500 });
    const ahead = svixHeaders(BODY, { timestamp: NOW + 500 });
    expect((await verifyWebhook(BODY, old, { secret: SECRET, tolerance: 600 })).timestamp).toBe(NOW - 500);
    expect((await verifyWebhook(BODY, ahead, { secret: SECRET, tolerance: 600 })).timestamp).toBe(NOW + 500);
    expect(
      await reasonOf(BODY, svixHeaders(BODY, { timestamp: NOW - 2 }), { secret: SECRET, tolerance: 1 }),
    ).toBe('timestamp_too_old');
  });

  it.each(['abc', '12.5', '-5', '1e9', ''])('refuses the timestamp header %j', async (timestamp) => {
    const headers = { ...svixHeaders(BODY), 'svix-timestamp': timestamp };
    expect(await reasonOf(BODY, headers)).toBe(timestamp === '' ? 'missing_headers' : 'invalid_timestamp');
  });

  it('refuses a negative or NaN tolerance as a programming error', async () => {
    await expect(verifyWebhook(BODY, svixHeaders(BODY), { secret: SECRET, tolerance: -1 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      verifyWebhook(BODY, svixHeaders(BODY), { secret: SECRET, tolerance: Number.NaN }),
    ).rejects.toThrow(RangeError);
  });
});

describe('refused deliveries', () => {
  it('refuses a tampered body', async () => {
    expect(await reasonOf(BODY.replace('scheduled', 'completed'), svixHeaders(BODY))).toBe(
      'signature_mismatch',
    );
  });

  it('refuses a signature made with another secret', async () => {
    expect(await reasonOf(BODY, svixHeaders(BODY, { secret: OTHER_SECRET }))).toBe('signature_mismatch');
  });

  it('refuses a signature made for another message id', async () => {
    const headers = { ...svixHeaders(BODY, { msgId: 'msg_1' }), 'svix-id': 'msg_2' };
    expect(await reasonOf(BODY, headers)).toBe('signature_mismatch');
  });

  it.each(['svix-id', 'svix-timestamp', 'svix-signature'])('refuses a delivery without %s', async (name) => {
    const headers: Record<string, string> = svixHeaders(BODY);
    delete headers[name];
    expect(await reasonOf(BODY, headers)).toBe('missing_headers');
  });

  it('refuses a delivery with no headers at all', async () => {
    expect(await reasonOf(BODY, {})).toBe('missing_headers');
    expect(await reasonOf(BODY, new Headers())).toBe('missing_headers');
    expect(await reasonOf(BODY, undefined)).toBe('missing_headers');
  });

  it.each(['garbage', 'v1', 'v1,', 'v2,abc=', 'v1,not-base64!', 'v1a,abc'])(
    'refuses the malformed signature header %j',
    async (header) => {
      expect(await reasonOf(BODY, withSignature(header))).toBe('invalid_signature_header');
    },
  );

  it.each([undefined, '', '   ', []])('refuses a missing secret (%j)', async (secret) => {
    expect(await reasonOf(BODY, svixHeaders(BODY), { secret: secret as string })).toBe('missing_secret');
  });

  it('refuses a secret that is not base64, without echoing it', async () => {
    const bad = 'whsec_!!not-base64!!';
    expect(await reasonOf(BODY, svixHeaders(BODY), { secret: bad })).toBe('invalid_secret');
    const error = await (async () => {
      try {
        await verifyWebhook(BODY, svixHeaders(BODY), { secret: bad });
      } catch (e) {
        return e as WebhookVerificationError;
      }
    })();
    expect(JSON.stringify(error?.toJSON())).not.toContain('not-base64');
    expect(error?.message).not.toContain('not-base64');
  });

  it('verifies a signed body that is not JSON, and refuses it when its payload is read', async () => {
    const verified = await verifyWebhook('not json', svixHeaders('not json'), { secret: SECRET });
    expect(verified.body).toBe('not json');
    expect(() => verified.payload).toThrow(expect.objectContaining({ reason: 'invalid_payload' }));
  });

  it('parses the payload once, on first read', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const verified = await verifyWebhook(BODY, svixHeaders(BODY), { secret: SECRET });
    expect(parse).not.toHaveBeenCalled();
    expect(verified.payload).toEqual(verified.payload);
    expect(parse).toHaveBeenCalledOnce();
    parse.mockRestore();
  });

  it('refuses a body that was already parsed into an object', async () => {
    expect(await reasonOf(JSON.parse(BODY), svixHeaders(BODY))).toBe('invalid_payload');
  });
});
