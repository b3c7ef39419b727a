/*
 * One webhook receiver, run as its own process by shared-receivers.test.ts: a node:http server on loopback
 * with createWebhookHandler and a createRedisDedupe store on its own redis client. It reports on stdout, one
 * JSON line each: { ready: url }, { started: id }, { handled: id }. With HANG=1 every handler waits forever
 * (the test kills the process mid-handling); otherwise each takes HANDLER_MS, then counts its run in Redis.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { createWebhookHandler } from '../../../src/webhooks/handler.js';
import { toNodeHandler } from '../../../src/webhooks/node-adapter.js';
import { createRedisDedupe } from '../../../src/webhooks/redis-dedupe.js';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const report = (line: Record<string, string>) => process.stdout.write(`${JSON.stringify(line)}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const client = createClient({ url: env('REDIS_URL') });
await client.connect();
const dedupe = createRedisDedupe({ client, prefix: env('PREFIX'), leaseMs: Number(env('LEASE_MS')) });

const handler = createWebhookHandler({
  secret: env('SECRET'),
  dedupe,
  onUnknown: async (event) => {
    report({ started: event.id });
    await sleep(process.env.HANG === '1' ? 3_600_000 : Number(env('HANDLER_MS')));
    await client.incr(`${env('PREFIX')}runs:${event.id}`);
    report({ handled: event.id });
  },
});

const server = createServer(toNodeHandler(handler));
server.listen(0, '127.0.0.1');
await once(server, 'listening');
report({ ready: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks` });
