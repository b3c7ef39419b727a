import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Behaviour, LoopbackServer } from './server.js';
import { closeServersAfterEach, startServerWith } from './server.js';
import { clientFor, PERSON_ID } from './support.js';

/*
 * Load over a real loopback server: many concurrent calls, many sequential calls, and a long offset list,
 * with no failure and a heap that stays flat (measured after a full GC). `npm test` runs reduced counts;
 * `npm run test:load` (WORKFORCE_LOAD_FULL=1) runs 100 000 sequential calls and 100 000 listed items.
 * Nothing here times anything: speed is measured by `npm run bench`.
 */

closeServersAfterEach();

const FULL = process.env.WORKFORCE_LOAD_FULL === '1';
const CONCURRENT = 1000;
const CONCURRENT_ROUNDS = FULL ? 10 : 4;
const SEQUENTIAL = FULL ? 100_000 : 10_000;
const ITEMS = FULL ? 100_000 : 20_000;
const MB = 1024 * 1024;

/** `global.gc` when the process runs with --expose-gc (`npm run test:load`), else enabled on the fly. */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const gc = collector();

/** Heap in use once idle connections are closed and two full collections ran. */
async function settledHeap(server?: LoopbackServer): Promise<number> {
  server?.closeIdleConnections();
  await new Promise((resolve) => setTimeout(resolve, 20));
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Growth judged on the median of the last three samples, so one noisy sample neither fails nor hides a leak. */
function settledGrowth(samples: number[]): number {
  const last = samples.slice(-3).sort((a, b) => a - b);
  return last[Math.floor(last.length / 2)]!;
}

const PERSON_JSON = Buffer.from(JSON.stringify({ id: PERSON_ID, firstName: 'Ada', lastName: 'Lovelace' }));

const person: Behaviour = ({ res }) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': PERSON_JSON.length });
  res.end(PERSON_JSON);
};

/** Offset pages of `total` persons, as the API sends them. */
function personPages(total: number): Behaviour {
  return ({ req, res }) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '20');
    const pages = Math.ceil(total / limit);
    const start = (page - 1) * limit;
    const data = [];
    for (let i = start; i < Math.min(total, start + limit); i++) {
      data.push({ id: `p${i}`, firstName: `First ${i}`, lastName: `Last ${i}`, email: `p${i}@example.test` });
    }
    const body = JSON.stringify({
      data,
      meta: { limit, currentPage: page, itemCount: total, pages, skipped: start },
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  };
}

describe(`load (${FULL ? 'full' : 'reduced: set WORKFORCE_LOAD_FULL=1 for full'} counts)`, () => {
  it(`${CONCURRENT} concurrent calls, ${CONCURRENT_ROUNDS} rounds: every call succeeds, the heap does not grow`, async () => {
    const server = await startServerWith({ behaviours: [person], record: false });
    const client = clientFor(server.url, { maxRetries: 0 });
    const round = async () => {
      const results = await Promise.allSettled(
        Array.from({ length: CONCURRENT }, () => client.persons.get(PERSON_ID)),
      );
      const failed = results.filter((r) => r.status === 'rejected');
      expect(failed.map((f) => String((f as PromiseRejectedResult).reason)).slice(0, 3)).toEqual([]);
      expect(results.every((r) => r.status === 'fulfilled' && r.value.id === PERSON_ID)).toBe(true);
    };
    await round();
    const baseline = await settledHeap(server);
    const samples: number[] = [];
    for (let i = 1; i < CONCURRENT_ROUNDS; i++) {
      await round();
      samples.push(((await settledHeap(server)) - baseline) / MB);
    }
    expect(server.count()).toBe(CONCURRENT * CONCURRENT_ROUNDS);
    // Measurement noise in a test worker is a few MB; a leak of 1 kB per call would add 1 MB per round.
    expect(settledGrowth(samples)).toBeLessThan(8);
  }, 120_000);

  it(`${SEQUENTIAL.toLocaleString('en')} sequential calls: every call succeeds, the heap stays flat`, async () => {
    const server = await startServerWith({ behaviours: [person], record: false });
    const client = clientFor(server.url, { maxRetries: 0 });
    const warmup = 1000;
    for (let i = 0; i < warmup; i++) await client.persons.get(PERSON_ID);
    const baseline = await settledHeap(server);
    const samples: number[] = [];
    const every = SEQUENTIAL / 10;
    let ok = 0;
    for (let i = 1; i <= SEQUENTIAL; i++) {
      const got = await client.persons.get(PERSON_ID);
      if (got.id === PERSON_ID) ok += 1;
      if (i % every === 0) samples.push(((await settledHeap(server)) - baseline) / MB);
    }
    expect(ok).toBe(SEQUENTIAL);
    expect(server.count()).toBe(warmup + SEQUENTIAL);
    // Flat: the heap at the end is where it was after the warm-up, give or take measurement noise.
    expect(settledGrowth(samples)).toBeLessThan(8);
  }, 300_000);

  it(`iterating ${ITEMS.toLocaleString('en')} items through offset pages keeps heap growth under 10 MB`, async () => {
    const limit = 100;
    const server = await startServerWith({ behaviours: [personPages(ITEMS)], record: false });
    const client = clientFor(server.url, { maxRetries: 0 });
    const baseline = await settledHeap(server);
    const samples: number[] = [];
    const sampleEvery = Math.max(1, Math.floor(ITEMS / limit / 10));
    let seen = 0;
    let expected = 0;
    let inOrder = true;
    let pages = 0;
    for await (const page of client.persons.list({ limit }).pages()) {
      for (const item of page.data) {
        if (item.id !== `p${expected}`) inOrder = false;
        expected += 1;
        seen += 1;
      }
      pages += 1;
      if (pages % sampleEvery === 0) samples.push(((await settledHeap()) - baseline) / MB);
    }
    expect(seen).toBe(ITEMS);
    expect(inOrder).toBe(true);
    expect(server.count()).toBe(ITEMS / limit);
    expect(Math.max(...samples)).toBeLessThan(10);
  }, 300_000);
});
