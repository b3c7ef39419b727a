import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedisServer } from '../../../scripts/redis-server.mjs';
import { needsServer, REDIS_SERVER } from '../../helpers/needs-server.js';
import { envelope, SECRET, svixHeaders } from '../support.js';

const hasRedis = needsServer(REDIS_SERVER, 'test/webhooks/redis/shared-receivers.test.ts');

const LEASE_MS = 1_500;

type Line = Record<string, string>;

interface Receiver {
  url: string;
  child: ChildProcess;
  lines: Line[];
  /** Resolves with the first reported line that matches. */
  next(match: (line: Line) => boolean): Promise<Line>;
}

let server: RedisServer;
let client: ReturnType<typeof createClient>;
let workdir: string;
let script: string;
const children: ChildProcess[] = [];
let run = 0;

beforeAll(async () => {
  server = await startRedisServer();
  client = createClient({ url: server.url });
  await client.connect();
  // The receiver runs from source like the rest of the suite: bundled once, its redis client included.
  workdir = await mkdtemp(join(tmpdir(), 'webhook-receivers-'));
  script = join(workdir, 'receiver.mjs');
  await build({
    entryPoints: ['test/webhooks/redis/receiver-process.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: script,
    logLevel: 'silent',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
});

afterEach(async () => {
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    }),
  );
});

afterAll(async () => {
  await client?.close();
  await server?.stop();
  if (workdir) await rm(workdir, { recursive: true, force: true });
});

/** Starts one receiver process; with `hang`, its handlers never finish (it is killed mid-handling). */
async function startReceiver(prefix: string, hang = false): Promise<Receiver> {
  const env = {
    REDIS_URL: server.url,
    SECRET,
    PREFIX: prefix,
    LEASE_MS: String(LEASE_MS),
    HANDLER_MS: '300',
  };
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, HANG: hang ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: Line[] = [];
  const waiters: { match: (line: Line) => boolean; resolve: (line: Line) => void }[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    const line = JSON.parse(text) as Line;
    lines.push(line);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(line)) waiter.resolve(line);
      else waiters.push(waiter);
    }
  });
  const next = (match: (line: Line) => boolean) =>
    new Promise<Line>((resolve, reject) => {
      const seen = lines.find(match);
      if (seen) return resolve(seen);
      waiters.push({ match, resolve });
      child.once('exit', (code) => reject(new Error(`receiver exited (${code}) before the expected line`)));
    });
  const ready = await next((line) => 'ready' in line);
  return { url: ready.ready as string, child, lines, next };
}

/** Posts one signed delivery as the sender would: again after `retryMs` on any non-2xx, until a 2xx. */
async function deliver(url: string, body: string, retryMs = 100): Promise<number[]> {
  const statuses: number[] = [];
  for (;;) {
    const response = await fetch(url, { method: 'POST', headers: svixHeaders(body), body });
    await response.arrayBuffer();
    statuses.push(response.status);
    if (response.ok || statuses.length > 100) return statuses;
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}

async function runsOf(prefix: string, id: string): Promise<number> {
  return Number((await client.get(`${prefix}runs:${id}`)) ?? 0);
}

describe.skipIf(!hasRedis)('two receiver processes sharing createRedisDedupe', () => {
  it('run each event exactly once under concurrent duplicate deliveries to both', async () => {
    const prefix = `shared-${++run}:`;
    const [a, b] = await Promise.all([startReceiver(prefix), startReceiver(prefix)]);
    const ids = ['evt-1', 'evt-2', 'evt-3', 'evt-4', 'evt-5'];
    const deliveries = ids.flatMap((id, i) => {
      const body = envelope('payout.updated', { id }, id);
      const urls = i % 2 === 0 ? [a.url, b.url, a.url, b.url] : [b.url, a.url, b.url, a.url];
      return urls.map((url) => deliver(url, body));
    });
    const results = await Promise.all(deliveries);
    expect(results.every((statuses) => statuses.at(-1) === 200)).toBe(true);
    expect(results.flat()).toContain(409); // duplicates arrived while the first attempt was being handled
    for (const id of ids) expect(await runsOf(prefix, id)).toBe(1);
    const handled = [...a.lines, ...b.lines].filter((line) => 'handled' in line).map((line) => line.handled);
    expect(handled.sort()).toEqual(ids);
  });

  it('hand a crashed receiver’s event to the other once its lease expires, running it exactly once', async () => {
    const prefix = `crash-${++run}:`;
    const [a, b] = await Promise.all([startReceiver(prefix, true), startReceiver(prefix)]);
    const body = envelope('payout.updated', { id: 'po' }, 'evt-crash-1');
    const first = fetch(a.url, { method: 'POST', headers: svixHeaders(body), body }).catch((e: unknown) => e);
    await a.next((line) => line.started === 'evt-crash-1');
    const crashedAt = Date.now();
    a.child.kill('SIGKILL');
    await once(a.child, 'exit');
    expect(await first).toBeInstanceOf(Error); // the sender saw the connection drop, so it retries
    const retry = await deliver(b.url, body, 200);
    expect(retry[0]).toBe(409); // the dead receiver's lease still holds at first
    expect(retry.at(-1)).toBe(200);
    expect(Date.now() - crashedAt).toBeGreaterThanOrEqual(LEASE_MS - 500);
    expect(await runsOf(prefix, 'evt-crash-1')).toBe(1);
    expect(b.lines.filter((line) => line.handled === 'evt-crash-1')).toHaveLength(1);
    expect(a.lines.filter((line) => 'handled' in line)).toEqual([]);
    expect(await deliver(b.url, body)).toEqual([200]); // a later retry is a done duplicate
    expect(await runsOf(prefix, 'evt-crash-1')).toBe(1);
  });
});
