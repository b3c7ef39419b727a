import { once } from 'node:events';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryDedupe } from '../../src/webhooks/dedupe.js';
import { createWebhookHandler } from '../../src/webhooks/handler.js';
import { toNodeHandler } from '../../src/webhooks/node-adapter.js';
import { envelope, OTHER_SECRET, SECRET, svixHeaders } from './support.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const servers: Server[] = [];

async function listen(listener: Listener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function setup() {
  const onCreated = vi.fn();
  const handler = createWebhookHandler({
    secret: SECRET,
    on: { 'person.created': onCreated },
    dedupe: createMemoryDedupe(),
  });
  return { onCreated, node: toNodeHandler(handler) };
}

const PERSON = {
  id: 'p1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  personType: 'EMPLOYEE',
  tenantKey: 't',
};

/** Sends the body in several chunks and the signature as two separate header lines. */
function postInChunks(
  url: string,
  body: string,
  headers: Record<string, string | string[]>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    for (let i = 0; i < body.length; i += 7) req.write(body.slice(i, i + 7));
    req.end();
  });
}

describe('toNodeHandler on a real node:http server', () => {
  it('verifies a delivery read from the request stream and runs the handler once per id', async () => {
    const { onCreated, node } = setup();
    const url = await listen(node);
    const body = envelope('person.created', PERSON, 'evt-node-1');
    const init = { method: 'POST', headers: svixHeaders(body), body };
    const first = await fetch(url, init);
    const second = await fetch(url, init);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    expect(onCreated).toHaveBeenCalledOnce();
  });

  it('answers 400 to a bad signature', async () => {
    const { onCreated, node } = setup();
    const url = await listen(node);
    const body = envelope('person.created', PERSON);
    const response = await fetch(url, {
      method: 'POST',
      headers: svixHeaders(body, { secret: OTHER_SECRET }),
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'signature_mismatch' });
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('handles a chunked body and a signature header sent twice', async () => {
    const { onCreated, node } = setup();
    const url = await listen(node);
    const body = envelope('person.created', PERSON, 'evt-node-2');
    const headers = svixHeaders(body, { secret: OTHER_SECRET });
    const valid = svixHeaders(body)['svix-signature'] ?? '';
    const status = await postInChunks(url, body, {
      ...headers,
      'svix-signature': [headers['svix-signature'] ?? '', valid],
    });
    expect(status).toBe(200);
    expect(onCreated).toHaveBeenCalledOnce();
  });

  it('uses req.body when a raw body parser already read it into a Buffer', async () => {
    const { onCreated, node } = setup();
    const url = await listen(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      Object.assign(req, { body: Buffer.concat(chunks) }); // what express.raw() does
      await node(req, res);
    });
    const body = envelope('person.created', PERSON, 'evt-node-3');
    expect((await fetch(url, { method: 'POST', headers: svixHeaders(body), body })).status).toBe(200);
    expect(onCreated).toHaveBeenCalledOnce();
  });

  it('explains with a 500 that a body already parsed as JSON cannot be verified', async () => {
    const { node } = setup();
    const url = await listen(async (req, res) => {
      let text = '';
      for await (const chunk of req) text += String(chunk);
      Object.assign(req, { body: JSON.parse(text) }); // what express.json() does
      await node(req, res);
    });
    const body = envelope('person.created', PERSON);
    const response = await fetch(url, { method: 'POST', headers: svixHeaders(body), body });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      error: 'raw_body_unavailable',
      message: expect.stringContaining('raw'),
    });
  });
});
