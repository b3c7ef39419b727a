import { describe, expect, it } from 'vitest';
import { RequestAbortedError, TimeoutError } from '../../src/index.js';
import { PERSON } from './faults-support.js';
import { closeServersAfterEach, delayed, hang, json, slowBody, startServer } from './server.js';
import {
  businessParams,
  CREATED_BUSINESS,
  clientFor,
  idempotencyKeys,
  PERSON_ID,
  reimbursementParams,
  rejectionOf,
  sleep,
  timed,
} from './support.js';

/*
 * Slow headers and slow bodies against `timeout` (one attempt) and `totalTimeout` (the whole call), and the
 * caller's `signal`: it stops everything at once, and nothing is sent after it fired. Time bounds here only
 * prove "promptly", with wide margins. A timeout also decides what is resent: a POST without a key never is,
 * the one keyed POST is, with the same key.
 */

closeServersAfterEach();

const PERSON_CHUNKS = ['{"id":', `"${PERSON_ID}",`, '"firstName":"Ada"}'];

describe('slow headers', () => {
  it('a GET attempt slower than timeout is cut, retried, and ends in TimeoutError naming timeout', async () => {
    const server = await startServer(hang());
    const { ms, error } = await timed(
      clientFor(server.url, { timeout: 150, maxRetries: 1 }).persons.get(PERSON_ID),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error?.message).toMatch(/timeout \(150 ms\)/);
    expect(ms).toBeLessThan(3000);
    expect(server.count()).toBe(2);
    await sleep(50);
    expect(server.requests.every((r) => r.closedEarly)).toBe(true);
  });

  it('a GET recovers when the retry is fast', async () => {
    const server = await startServer(hang(), json(200, PERSON));
    await expect(clientFor(server.url, { timeout: 150 }).persons.get(PERSON_ID)).resolves.toMatchObject(
      PERSON,
    );
    expect(server.count()).toBe(2);
  });

  it('totalTimeout bounds the whole call, attempts and backoff included', async () => {
    const server = await startServer(hang());
    const { ms, error } = await timed(
      clientFor(server.url, { timeout: 10_000, totalTimeout: 300, maxRetries: 5 }).persons.get(PERSON_ID),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error?.message).toMatch(/totalTimeout \(300 ms/);
    expect(ms).toBeLessThan(2000);
    expect(server.count()).toBe(1);
  });

  it('per-request timeout and totalTimeout override the client', async () => {
    const server = await startServer(hang());
    const { error } = await timed(
      clientFor(server.url, { timeout: 10_000 }).persons.get(PERSON_ID, { timeout: 100, maxRetries: 0 }),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    const total = await timed(
      clientFor(server.url).persons.get(PERSON_ID, { totalTimeout: 200, maxRetries: 0 }),
    );
    expect(total.error).toBeInstanceOf(TimeoutError);
    expect(total.error?.message).toMatch(/totalTimeout \(200 ms/);
  });
});

describe('slow bodies', () => {
  it('a body that arrives slowly but within timeout is read', async () => {
    const server = await startServer(slowBody(200, PERSON_CHUNKS, 30));
    await expect(clientFor(server.url, { timeout: 2000 }).persons.get(PERSON_ID)).resolves.toEqual(PERSON);
  });

  it('a GET whose body stalls past timeout fails with TimeoutError promptly', async () => {
    const server = await startServer(slowBody(200, PERSON_CHUNKS, 1500));
    const { ms, error } = await timed(
      clientFor(server.url, { timeout: 200, maxRetries: 0 }).persons.get(PERSON_ID),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(ms).toBeLessThan(1400);
    expect(server.count()).toBe(1);
    await sleep(50);
    expect(server.requests[0]?.closedEarly).toBe(true);
  });

  it('a GET whose body stalls past timeout is retried like a slow attempt (DESIGN §5)', async () => {
    const server = await startServer(slowBody(200, PERSON_CHUNKS, 1500), json(200, PERSON));
    await expect(clientFor(server.url, { timeout: 200 }).persons.get(PERSON_ID)).resolves.toEqual(PERSON);
    expect(server.count()).toBe(2);
  });

  it('a body that stalls past totalTimeout fails with TimeoutError naming totalTimeout', async () => {
    const server = await startServer(slowBody(200, PERSON_CHUNKS, 1500));
    const { ms, error } = await timed(
      clientFor(server.url, { timeout: 10_000, totalTimeout: 300 }).persons.get(PERSON_ID),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error?.message).toMatch(/totalTimeout/);
    expect(ms).toBeLessThan(1400);
    expect(server.count()).toBe(1);
  });

  it('a POST without key whose body stalls is sent exactly once', async () => {
    const server = await startServer(slowBody(201, ['{"id":', '"r_1"}'], 1500));
    const { error } = await timed(
      clientFor(server.url, { timeout: 200 }).reimbursements.create(reimbursementParams()),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    await sleep(700);
    expect(server.count()).toBe(1);
  });
});

describe("the caller's signal stops everything", () => {
  it('an already aborted signal sends nothing', async () => {
    const server = await startServer(json(200, PERSON));
    const { error } = await timed(
      clientFor(server.url).persons.get(PERSON_ID, { signal: AbortSignal.abort(new Error('left')) }),
    );
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(server.count()).toBe(0);
  });

  it('abort while waiting for slow headers: RequestAbortedError at once, the socket is closed, no retry', async () => {
    const server = await startServer(hang());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { ms, error } = await timed(
      clientFor(server.url, { maxRetries: 3 }).persons.get(PERSON_ID, { signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(ms).toBeLessThan(1000);
    await sleep(700);
    expect(server.count()).toBe(1);
    expect(server.requests[0]?.closedEarly).toBe(true);
  });

  it('abort during the Retry-After wait: no further request', async () => {
    const server = await startServer(json(503, { message: 'x' }, { 'retry-after': '1' }), json(200, PERSON));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const { ms, error } = await timed(
      clientFor(server.url).persons.get(PERSON_ID, { signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(ms).toBeLessThan(1000);
    await sleep(1200);
    expect(server.count()).toBe(1);
  });

  it('abort during exponential backoff (no Retry-After): no further request', async () => {
    const server = await startServer(json(500, { message: 'x' }), json(200, PERSON));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { error } = await timed(
      clientFor(server.url).persons.get(PERSON_ID, { signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(RequestAbortedError);
    await sleep(800);
    expect(server.count()).toBe(1);
  });

  it('abort during the backoff of the keyed POST: no further request', async () => {
    const server = await startServer(
      json(503, { message: 'x' }, { 'retry-after': '1' }),
      json(200, CREATED_BUSINESS),
    );
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { error } = await timed(
      clientFor(server.url).platform.businesses.create(businessParams(), { signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(RequestAbortedError);
    await sleep(1200);
    expect(server.count()).toBe(1);
  });

  it('abort while the body streams slowly: RequestAbortedError at once, the socket is closed', async () => {
    const server = await startServer(slowBody(200, PERSON_CHUNKS, 1000));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const { ms, error } = await timed(
      clientFor(server.url, { timeout: 10_000 }).persons.get(PERSON_ID, { signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(ms).toBeLessThan(900);
    await sleep(100);
    expect(server.count()).toBe(1);
    expect(server.requests[0]?.closedEarly).toBe(true);
  });

  it('abort wins over a timeout that would have retried', async () => {
    const server = await startServer(delayed(400, json(200, PERSON)));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 250);
    const { error } = await timed(
      clientFor(server.url, { timeout: 100, maxRetries: 5 }).persons.get(PERSON_ID, {
        signal: controller.signal,
      }),
    );
    expect(error).toBeInstanceOf(RequestAbortedError);
    const seen = server.count();
    await sleep(800);
    expect(server.count()).toBe(seen);
  });

  it('abort stops a list iteration between pages: no later page is requested', async () => {
    const server = await startServer(async (exchange) => {
      // Answer the page asked for: prefetched pages may arrive in any order, and the SDK checks currentPage.
      const page = Number(new URL(exchange.seen.url, 'http://x').searchParams.get('page') ?? '1');
      if (page > 1) await exchange.wait(300);
      if (exchange.res.destroyed) return;
      exchange.res.writeHead(200, { 'content-type': 'application/json' });
      exchange.res.end(
        JSON.stringify({
          data: [{ id: `p${page}` }],
          meta: { limit: 1, currentPage: page, itemCount: 1000, pages: 1000, skipped: page - 1 },
        }),
      );
    });
    const controller = new AbortController();
    const seen: string[] = [];
    const iterate = async () => {
      for await (const person of clientFor(server.url).persons.list(
        { limit: 1 },
        { signal: controller.signal },
      )) {
        seen.push(person.id!);
        if (seen.length === 2) controller.abort();
      }
    };
    const { error } = await timed(iterate());
    expect(error).toBeInstanceOf(RequestAbortedError);
    const requested = server.count();
    expect(requested).toBeLessThanOrEqual(6);
    await sleep(500);
    expect(server.count()).toBe(requested);
  });
});

describe('timeouts decide retries by method', () => {
  it('a POST without key whose answer is slower than timeout is sent exactly once', async () => {
    const server = await startServer(delayed(800, json(200, { id: 'r_5' })));
    const error = await rejectionOf(
      clientFor(server.url, { timeout: 100 }).reimbursements.create(reimbursementParams()),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    await sleep(900);
    expect(server.count()).toBe(1);
  });

  it('the keyed POST whose first answer is too slow is retried with the same key', async () => {
    const server = await startServer(delayed(800, json(200, CREATED_BUSINESS)), json(200, CREATED_BUSINESS));
    await expect(
      clientFor(server.url, { timeout: 150 }).platform.businesses.create(businessParams()),
    ).resolves.toEqual(CREATED_BUSINESS);
    expect(server.count()).toBe(2);
    expect(new Set(idempotencyKeys(server.requests)).size).toBe(1);
    expect(server.requests[0]?.closedEarly).toBe(true);
  });
});
