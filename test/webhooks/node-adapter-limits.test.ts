import { once } from 'node:events';
import { type ClientRequest, createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebhookHandler } from '../../src/webhooks/handler.js';
import { toNodeHandler } from '../../src/webhooks/node-adapter.js';
import { envelope, SECRET, svixHeaders } from './support.js';

const servers: Server[] = [];
const clients: ClientRequest[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((resolve) => s.close(resolve));
    }),
  );
});

async function serve(maxBodyBytes = 64 * 1024) {
  const onUnknown = vi.fn();
  const server = createServer(
    toNodeHandler(createWebhookHandler({ secret: SECRET, onUnknown, maxBodyBytes })),
  );
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, onUnknown };
}

/** Starts a POST that sends up to `chunks` 8 KiB chunks, every few ms, and never ends; resolves with the response. */
function endlessPost(url: string, headers: Record<string, string>, chunks = Number.POSITIVE_INFINITY) {
  const req = request(url, { method: 'POST', headers });
  clients.push(req);
  req.on('error', () => undefined); // the server may close the socket after answering
  let sent = 0;
  const timer = setInterval(() => {
    if (sent++ < chunks) req.write('x'.repeat(8 * 1024));
  }, 2);
  req.on('close', () => clearInterval(timer));
  req.flushHeaders();
  return new Promise<IncomingMessage>((resolve) => req.on('response', resolve)).finally(() =>
    clearInterval(timer),
  );
}

describe('toNodeHandler streams the body into the handler (checks come first)', () => {
  it('answers 400 missing_headers while the client is still sending the body', async () => {
    const { url } = await serve();
    const { 'svix-signature': _, ...headers } = svixHeaders('{}');
    const response = await endlessPost(url, headers);
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 from a content-length over the cap before the body arrives', async () => {
    const { url } = await serve();
    const headers = { ...svixHeaders('{}'), 'content-length': String(10 * 1024 * 1024) };
    const response = await endlessPost(url, headers, 1);
    expect(response.statusCode).toBe(413);
  });

  it('answers 413 to a chunked body once it passes the cap, without waiting for its end', async () => {
    const { url, onUnknown } = await serve();
    const response = await endlessPost(url, svixHeaders('{}'));
    expect(response.statusCode).toBe(413);
    expect(onUnknown).not.toHaveBeenCalled();
  });

  it('still handles a normal delivery read from the stream', async () => {
    const { url, onUnknown } = await serve();
    const body = envelope('payout.updated', { id: 'po1' }, 'evt-stream');
    const response = await fetch(url, { method: 'POST', headers: svixHeaders(body), body });
    expect(response.status).toBe(200);
    expect(onUnknown).toHaveBeenCalledOnce();
  });
});
