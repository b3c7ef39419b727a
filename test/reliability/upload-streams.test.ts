import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ConnectionError, InternalServerError } from '../../src/index.js';
import { clientFor, rejectionOf } from './support.js';

/*
 * An upload stream is read only while its PUT can succeed: when storage refuses the PUT mid-body, or the slot
 * cannot be reserved, the caller's stream is cancelled so its source (a file, a generator) stops producing.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

interface Seen {
  method: string;
  url: string;
}

/** The API (upload-url answered with a slot on this server) and storage that refuses each PUT on arrival. */
async function apiAndRefusingStorage(slotStatus = 200) {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '' });
    if (req.method === 'POST') {
      req.resume();
      req.on('end', () => {
        res.writeHead(slotStatus, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ fileId: 'f_1', putUrl: `${url}/upload/f_1`, expiresIn: 60 }));
      });
      return;
    }
    // Storage rejects the PUT as soon as its headers arrive, without reading the body, and hangs up.
    res.writeHead(403, { 'content-type': 'application/xml', connection: 'close' });
    res.end('<Error><Code>AccessDenied</Code></Error>', () => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url, seen };
}

/** A stream of up to `chunks` 64 kB chunks, counting pulls and recording its cancellation. */
function source(chunks: number) {
  const state = { pulls: 0, cancelled: undefined as unknown };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulls += 1;
        if (state.pulls > chunks) controller.close();
        else controller.enqueue(new Uint8Array(65_536));
      },
      cancel(reason) {
        state.cancelled = reason ?? 'cancelled';
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

const params = { purpose: 'contract', contentType: 'application/pdf' } as const;

describe('upload streams', () => {
  it('a PUT refused mid-body cancels the stream: its source stops long before its end', async () => {
    const { url, seen } = await apiAndRefusingStorage();
    const { stream, state } = source(16_384); // 1 GiB if it were read to the end
    const client = clientFor(url, { dangerouslyAllowAnyUploadUrl: true, timeout: 10_000 });
    const error = await rejectionOf(client.files.upload(stream, params));
    expect([ConnectionError, ApiError].some((cls) => error instanceof cls)).toBe(true);
    const pullsAtFailure = state.pulls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state.cancelled).toBeDefined();
    expect(state.pulls).toBe(pullsAtFailure);
    expect(state.pulls).toBeLessThan(16_384);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /v1/files/upload-url', 'PUT /upload/f_1']);
  });

  it('a slot that cannot be reserved cancels the stream before any byte is read', async () => {
    const { url, seen } = await apiAndRefusingStorage(500);
    const { stream, state } = source(10);
    const error = await rejectionOf(
      clientFor(url, { dangerouslyAllowAnyUploadUrl: true, maxRetries: 0 }).files.upload(stream, params),
    );
    expect(error).toBeInstanceOf(InternalServerError);
    expect(state.cancelled).toBe(error);
    expect(state.pulls).toBe(0);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /v1/files/upload-url']);
  });
});
