// The runtime smoke as Node, Bun and Deno run it (scripts/check-runtimes.mjs starts it with each): the
// simulator in-process (startMockServer), then the client and webhook checks against it. It imports the
// package by its own name, as a project that installed it would (built dist/, through the exports map).
// Prints one line `RESULT <json>`: the runtime's name and version, and the [name, ok, detail] rows.
import { createServer } from 'node:net';
import * as sdk from 'workforce-api';
import { startMockServer } from 'workforce-api/testing';
import * as webhooks from 'workforce-api/webhooks';
import { clientChecks } from './checks.mjs';

function runtime() {
  if (globalThis.Deno) return `deno ${globalThis.Deno.version.deno}`;
  if (globalThis.Bun) return `bun ${globalThis.Bun.version}`;
  return `node ${process.versions.node}`;
}

/** A loopback port where nothing listens: bound, then released. */
function closedPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const rows = [];
const server = await startMockServer({ seed: 'runtime-smoke' });
try {
  const sim = server.simulator;
  // A write over HTTP: the simulator in this runtime keeps it, and signs the webhook it sends for it.
  const client = new sdk.WorkforceClient({ baseUrl: server.url, apiKey: server.apiKey, logLevel: 'off' });
  const claim = await client.reimbursements.create({
    personId: sim.fixtures.personIds[5],
    title: 'Taxi',
    currency: 'USD',
    destinationCurrency: 'USD',
    entries: [{ description: 'Taxi', amount: { value: '9.00', currency: 'USD' } }],
  });
  const read = await client.reimbursements.get(claim.id);
  const [event] = sim.events('reimbursement.submitted');
  rows.push([
    'simulator in-process (startMockServer: a write, read back, its webhook signed)',
    read.id === claim.id && event !== undefined,
    `${server.url} reimbursement ${claim.id}`,
  ]);
  const target = {
    url: server.url,
    apiKey: server.apiKey,
    closedUrl: `http://127.0.0.1:${await closedPort()}`,
    personCount: sim.fixtures.personIds.length,
    webhookSecret: server.webhookSecret,
    webhook: event,
  };
  rows.push(...(await clientChecks(sdk, webhooks, target)));
} catch (error) {
  rows.push(['smoke', false, `threw ${error?.name}: ${error?.message}`]);
} finally {
  await server.close();
}
console.log(`RESULT ${JSON.stringify({ runtime: runtime(), rows })}`);
