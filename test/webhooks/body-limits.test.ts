import { describe, expect, it, vi } from 'vitest';
import {
  createWebhookHandler,
  DEFAULT_MAX_WEBHOOK_BODY_BYTES,
  type WebhookHandlerOptions,
} from '../../src/webhooks/handler.js';
import { envelope, SECRET, svixHeaders } from './support.js';

const URL = 'https://example.test/webhooks';
const CHUNK = new Uint8Array(16 * 1024).fill(0x20);

/** A request body that counts what the handler pulls from it; endless unless `total` is given. */
function countingBody(total = Number.POSITIVE_INFINITY) {
  const seen = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.bytes >= total) return controller.close();
        seen.bytes += CHUNK.byteLength;
        controller.enqueue(CHUNK);
      },
      cancel() {
        seen.cancelled = true;
      },
      // No read-ahead: a byte is pulled only when the handler reads.
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

function streamed(headers: Record<string, string>, body: ReadableStream<Uint8Array>): Request {
  return new Request(URL, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
}

function setup(options: Partial<WebhookHandlerOptions> = {}) {
  const onError = vi.fn();
  const onUnknown = vi.fn();
  return {
    handler: createWebhookHandler({ secret: SECRET, onError, onUnknown, ...options }),
    onError,
    onUnknown,
  };
}

describe('checks before the body is read', () => {
  it('answers 400 missing_headers without reading a byte when a signature header is absent', async () => {
    const { handler } = setup();
    const { stream, seen } = countingBody();
    const { 'svix-signature': _, ...headers } = svixHeaders('{}');
    const response = await handler(streamed(headers, stream));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'missing_headers' });
    expect(seen.bytes).toBe(0);
  });

  it('answers 413 from content-length alone, without reading a byte', async () => {
    const { handler, onError } = setup();
    const { stream, seen } = countingBody();
    const headers = { ...svixHeaders('{}'), 'content-length': String(DEFAULT_MAX_WEBHOOK_BODY_BYTES + 1) };
    const response = await handler(streamed(headers, stream));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'body_too_large' });
    expect(seen.bytes).toBe(0);
    expect(onError.mock.calls[0]?.[1]).toEqual({ stage: 'verification' });
  });

  it('answers 405 to a GET without touching the body or the headers', async () => {
    const { handler } = setup();
    expect((await handler(new Request(URL))).status).toBe(405);
  });
});

describe('the streamed body cap', () => {
  it('defaults to 1 MiB', () => {
    expect(DEFAULT_MAX_WEBHOOK_BODY_BYTES).toBe(1024 * 1024);
  });

  it('stops reading and answers 413 once a body without content-length passes the cap', async () => {
    const { handler } = setup({ maxBodyBytes: 64 * 1024 });
    const { stream, seen } = countingBody();
    const response = await handler(streamed(svixHeaders('{}'), stream));
    expect(response.status).toBe(413);
    expect(seen.bytes).toBeLessThanOrEqual(64 * 1024 + 2 * CHUNK.byteLength);
    expect(seen.cancelled).toBe(true);
  });

  it('does not trust a content-length that understates the body', async () => {
    const { handler } = setup({ maxBodyBytes: 64 * 1024 });
    const { stream } = countingBody(256 * 1024);
    const headers = { ...svixHeaders('{}'), 'content-length': '10' };
    expect((await handler(streamed(headers, stream))).status).toBe(413);
  });

  it('accepts a body exactly at the cap', async () => {
    const body = envelope('payout.updated', { note: '' }, 'evt-cap');
    const { handler, onUnknown } = setup({ maxBodyBytes: new TextEncoder().encode(body).byteLength });
    const request = new Request(URL, { method: 'POST', headers: svixHeaders(body), body });
    expect((await handler(request)).status).toBe(200);
    expect(onUnknown).toHaveBeenCalledOnce();
  });

  it('refuses a maxBodyBytes that is not a positive integer', () => {
    expect(() => setup({ maxBodyBytes: 0 })).toThrow(RangeError);
    expect(() => setup({ maxBodyBytes: 1.5 })).toThrow(RangeError);
  });
});
