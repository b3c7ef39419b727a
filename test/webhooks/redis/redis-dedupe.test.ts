import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedisServer } from '../../../scripts/redis-server.mjs';
import { createRedisDedupe } from '../../../src/webhooks/redis-dedupe.js';
import { needsServer, REDIS_SERVER } from '../../helpers/needs-server.js';

const hasRedis = needsServer(REDIS_SERVER, 'test/webhooks/redis/redis-dedupe.test.ts');

let server: RedisServer;
let client: ReturnType<typeof createClient>;
let run = 0;

beforeAll(async () => {
  server = await startRedisServer();
  client = createClient({ url: server.url });
  await client.connect();
});

afterAll(async () => {
  await client?.close();
  await server?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A store with its own prefix, so tests share the server but no keys. */
function store(options: { leaseMs?: number; doneTtlMs?: number } = {}) {
  const prefix = `test-${++run}:`;
  return { prefix, dedupe: createRedisDedupe({ client, prefix, ...options }) };
}

describe.skipIf(!hasRedis)('createRedisDedupe against a real redis-server', () => {
  it('leases an id with SET NX PX, reports it in progress, and done once completed', async () => {
    const { dedupe, prefix } = store({ leaseMs: 30_000 });
    const first = await dedupe.claim('evt');
    expect(first).toEqual({ status: 'claimed', lease: expect.stringMatching(/^lease:/) });
    expect(await dedupe.claim('evt')).toEqual({ status: 'in_progress' });
    const ttl = await client.pTTL(`${prefix}evt`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
    if (first.status === 'claimed') await dedupe.complete('evt', first.lease);
    expect(await client.get(`${prefix}evt`)).toBe('done');
    expect(await dedupe.claim('evt')).toEqual({ status: 'done' });
  });

  it('gives the id back on release by the lease holder', async () => {
    const { dedupe } = store();
    const first = await dedupe.claim('evt');
    if (first.status === 'claimed') await dedupe.release('evt', first.lease);
    expect(await dedupe.claim('evt')).toMatchObject({ status: 'claimed' });
  });

  it('lets an expired lease be taken over, and the stale holder cannot release the new one', async () => {
    const { dedupe } = store({ leaseMs: 100 });
    const stale = await dedupe.claim('evt');
    await sleep(150);
    const fresh = await dedupe.claim('evt');
    expect(fresh).toMatchObject({ status: 'claimed' });
    if (stale.status === 'claimed') await dedupe.release('evt', stale.lease);
    expect(await dedupe.claim('evt')).toEqual({ status: 'in_progress' });
  });

  it('never releases a done id', async () => {
    const { dedupe } = store();
    const claim = await dedupe.claim('evt');
    if (claim.status !== 'claimed') throw new Error('expected a lease');
    await dedupe.complete('evt', claim.lease);
    await dedupe.release('evt', claim.lease);
    expect(await dedupe.claim('evt')).toEqual({ status: 'done' });
  });

  it('forgets a done id after doneTtlMs', async () => {
    const { dedupe, prefix } = store({ doneTtlMs: 100 });
    const claim = await dedupe.claim('evt');
    if (claim.status === 'claimed') await dedupe.complete('evt', claim.lease);
    expect(await client.pTTL(`${prefix}evt`)).toBeLessThanOrEqual(100);
    await sleep(150);
    expect(await dedupe.claim('evt')).toMatchObject({ status: 'claimed' });
  });

  it('grants exactly one of many concurrent claims', async () => {
    const { dedupe } = store();
    const claims = await Promise.all(Array.from({ length: 20 }, () => dedupe.claim('evt')));
    expect(claims.filter((c) => c.status === 'claimed')).toHaveLength(1);
  });

  it('refuses lease and ttl values that are not positive integers', () => {
    expect(() => createRedisDedupe({ client, leaseMs: 0 })).toThrow(RangeError);
    expect(() => createRedisDedupe({ client, doneTtlMs: 1.5 })).toThrow(RangeError);
  });
});
