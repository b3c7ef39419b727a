import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'svix';
import { afterEach, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '../../src/testing/index.js';
import { refusedUrl } from '../helpers/refused-url.js';
import { verified } from './helpers.js';

interface Received {
  body: string;
  headers: Record<string, string>;
}

/** A loopback receiver answering the given statuses in turn (then 200). */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString(),
        headers: req.headers as Record<string, string>,
      });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mock(options: Parameters<typeof startMockServer>[0] = {}): Promise<MockServer> {
  const server = await startMockServer({ webhookRetryDelaysMs: [10, 10], ...options });
  cleanups.push(() => server.close());
  return server;
}

describe('webhook delivery', () => {
  it('POSTs every event to a registered loopback URL with the exact body and a valid Svix signature', async () => {
    const target = await receiver();
    cleanups.push(target.close);
    const server = await mock({ webhookUrls: [target.url] });
    server.simulator.businesses.deposit({ amount: 1_000_000, currency: 'USD' });
    await server.simulator.webhooks.idle();
    const events = server.simulator.events();
    expect(events.map((e) => e.eventType)).toEqual(['transaction.succeeded', 'payroll.status.updated']);
    expect(target.received.map((r) => r.body)).toEqual(events.map((e) => e.body));
    for (const delivery of target.received) {
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(() => new Webhook(server.webhookSecret).verify(delivery.body, delivery.headers)).not.toThrow();
    }
    expect(server.webhookSecret).toMatch(/^whsec_/);
  });

  it('wraps data in the envelope { id, eventType, version: "1.0", timestamp, data }', async () => {
    const server = await mock();
    server.simulator.businesses.deposit({ amount: 1, currency: 'EUR' });
    const [event] = server.simulator.events();
    const envelope = verified(server.webhookSecret, event!);
    expect(envelope).toEqual({
      id: event!.id,
      eventType: 'transaction.succeeded',
      version: '1.0',
      timestamp: Number(event!.headers['svix-timestamp']),
      data: expect.objectContaining({ type: 'DEPOSIT', tenantKey: server.simulator.fixtures.tenantKey }),
    });
    expect(Math.abs((envelope.timestamp as number) - Date.now() / 1000)).toBeLessThan(60);
    expect(event!.headers['svix-id']).toBe(event!.id);
    expect(() => new Webhook(server.webhookSecret).verify(`${event!.body} `, event!.headers)).toThrow();
  });

  it('dates the envelope on the simulator clock and signs with the wall clock after the clock is advanced', async () => {
    const target = await receiver();
    cleanups.push(target.close);
    const server = await mock({ webhookUrls: [target.url] });
    await server.simulator.clock.advance('P10D');
    const before = Math.floor(server.simulator.clock.now() / 1000);
    server.simulator.businesses.deposit({ amount: 1, currency: 'EUR' });
    const after = Math.floor(server.simulator.clock.now() / 1000);
    await server.simulator.webhooks.idle();
    // The deposit's event is the last one (the advance delivered what fell due on the way).
    const delivery = target.received.at(-1);
    // The receiver checks the signature against its own clock: the header is the wall clock's.
    expect(() => new Webhook(server.webhookSecret).verify(delivery!.body, delivery!.headers)).not.toThrow();
    const envelope = JSON.parse(delivery!.body) as { timestamp: number };
    expect(Math.abs(Number(delivery!.headers['svix-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    // The event happened ten days on, beside the ledger entry it reports.
    expect(envelope.timestamp).toBeGreaterThanOrEqual(before);
    expect(envelope.timestamp).toBeLessThanOrEqual(after);
    expect(envelope.timestamp - Date.now() / 1000).toBeGreaterThan(9 * 86_400);
  });

  it('retries a failed delivery with the same id and records every attempt', async () => {
    const target = await receiver([500, 302]);
    cleanups.push(target.close);
    const server = await mock();
    server.simulator.webhooks.register(target.url);
    server.simulator.businesses.deposit({ amount: 5, currency: 'USD' });
    await server.simulator.webhooks.idle();
    expect(target.received.map((r) => r.headers['svix-id'])).toEqual(
      Array(3).fill(server.simulator.events()[0]!.id),
    );
    expect(server.simulator.events()[0]!.deliveries.map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 302],
      [3, 200],
    ]);
  });

  it('gives up after the configured retries, and records network failures', async () => {
    // A refused port: a closed receiver's port could be taken by a server of another test file, which answers.
    const server = await mock({ webhookUrls: [await refusedUrl('/hooks')], webhookRetryDelaysMs: [5] });
    server.simulator.businesses.deposit({ amount: 5, currency: 'USD' });
    await server.simulator.webhooks.idle();
    const attempts = server.simulator.events()[0]!.deliveries;
    expect(attempts.map((d) => [d.attempt, d.status])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(attempts[0]?.error).toEqual(expect.any(String));
  });

  it('hands events to a function target as a web Request, and stops after unregister', async () => {
    const server = await mock();
    const seen: Received[] = [];
    const stop = server.simulator.webhooks.register(async (request) => {
      seen.push({ body: await request.text(), headers: Object.fromEntries(request.headers) });
      return new Response(null, { status: 204 });
    });
    const sent = server.simulator.webhooks.emit('user.kyc.updated', {
      userId: 'u1',
      type: 'identity',
      status: 'approved',
      tenantKey: 't',
    });
    await server.simulator.webhooks.idle();
    expect(seen).toHaveLength(1);
    expect(verified(server.webhookSecret, seen[0]!)).toMatchObject({
      id: sent.id,
      eventType: 'user.kyc.updated',
    });
    stop();
    server.simulator.webhooks.emit('user.kyc.updated', { userId: 'u1' });
    await server.simulator.webhooks.idle();
    expect(seen).toHaveLength(1);
  });

  it('signs with the secret given in the options', async () => {
    const webhookSecret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
    const server = await mock({ webhookSecret });
    server.simulator.businesses.deposit({ amount: 5, currency: 'USD' });
    expect(server.webhookSecret).toBe(webhookSecret);
    expect(() => verified(webhookSecret, server.simulator.events()[0]!)).not.toThrow();
  });
});
