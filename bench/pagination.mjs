// Iterating 100 000 items through offset pages of 100 with 5 ms page latency: time against the sum of the
// page latencies, and heap growth (measured after a forced GC).
import { WorkforceClient } from 'workforce-api';
import { startServer } from './lib.mjs';

/**
 * Heap in use once garbage is collected: a forced GC after the event loop has run what was pending (a
 * connection's last callbacks, finalizers), twice, so what one collection leaves for the next is gone too.
 */
async function settledHeap() {
  for (let i = 0; i < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    globalThis.gc?.();
  }
  return process.memoryUsage().heapUsed;
}

export async function pagination({ items = 100_000, limit = 100, latencyMs = 5 } = {}) {
  const server = await startServer(latencyMs);
  const client = new WorkforceClient({ apiKey: 'sk_bench_0123456789', baseUrl: server.url, logLevel: 'off' });
  // One page first, so the baseline already holds what any first call initialises (connection pool,
  // compiled schemas): the figure is the growth caused by iterating, not by starting up.
  await client.persons.list({ limit }).toArray({ max: limit });
  const heapBefore = await settledHeap();
  let peakHeap = heapBefore;
  let count = 0;
  const started = performance.now();
  for await (const person of client.persons.list({ limit })) {
    if (person.id) count += 1;
    if (count % 10_000 === 0) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    if (count >= items) break;
  }
  const elapsedMs = performance.now() - started;
  const heapAfter = await settledHeap();
  server.stop();
  const pages = Math.ceil(items / limit);
  const sumOfLatenciesMs = pages * latencyMs;
  return {
    count,
    pages,
    elapsedMs,
    sumOfLatenciesMs,
    overLatencies: elapsedMs / sumOfLatenciesMs,
    heapGrowthMB: (heapAfter - heapBefore) / 2 ** 20,
    peakGrowthMB: (peakHeap - heapBefore) / 2 ** 20,
  };
}
