/**
 * A webhook endpoint on node:http: verifies each delivery's signature, de-duplicates retries and routes typed
 * events to handlers. Register its URL as your webhook endpoint.
 *
 *   WORKFORCE_WEBHOOK_SECRET=whsec_… PORT=3000 node examples/receive-webhooks.ts
 *
 * EXIT_AFTER_EVENTS=<n> stops the server once n events were handled (handy in scripts and CI).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createMemoryDedupe,
  createWebhookHandler,
  fromMinorUnits,
  payrollReadStatusOf,
  toNodeHandler,
} from 'workforce-api';

const exitAfter = Number(process.env.EXIT_AFTER_EVENTS ?? Number.POSITIVE_INFINITY);
let handled = 0;

const onWebhook = toNodeHandler(
  createWebhookHandler({
    secret: process.env.WORKFORCE_WEBHOOK_SECRET,
    // Deliveries are retried with the same id: run each event once.
    dedupe: createMemoryDedupe({ ttlSeconds: 3 * 24 * 3600, maxEntries: 10_000 }),
    on: {
      'payroll.status.updated': (event) => {
        const { id, status } = event.data;
        console.log(`payroll ${id} is ${status} (reads as "${payrollReadStatusOf(status)}")`);
        handled += 1;
      },
      'transaction.succeeded': (event) => {
        const { type, amount, reference } = event.data;
        console.log(
          `${type} ${reference ?? ''} of ${fromMinorUnits(amount.amount, amount.currency)} ${amount.currency} succeeded`,
        );
        handled += 1;
      },
      'transaction.failed': (event) => {
        console.log(`transaction ${event.data.id} failed: ${event.data.message}`);
        handled += 1;
      },
    },
    onUnknown: (event) => console.log(`event type not known to this SDK version: ${event.eventType}`),
    onError: (error, { stage }) => {
      const what = stage === 'verification' ? 'refused a delivery' : 'a handler failed';
      console.warn(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    },
  }),
);

const server = createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/webhooks') {
    res.writeHead(404).end();
    return;
  }
  await onWebhook(req, res);
  if (handled >= exitAfter) {
    console.log(`Handled ${handled} events; stopping.`);
    server.close();
    server.closeIdleConnections();
  }
});

server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo;
  console.log(`Listening on http://${address}:${port}/webhooks`);
});
