import { describe, expect, it } from 'vitest';
import { InternalServerError, RateLimitError } from '../../src/index.js';
import { PERSON, UUID } from './faults-support.js';
import { closeServersAfterEach, json, startServer } from './server.js';
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
 * Fault injection over real loopback sockets: 5xx, and 429 or 503 with and without Retry-After (seconds or an
 * HTTP date, against totalTimeout). For every case: the error class, and how many requests the server saw (a
 * POST without a key is never seen twice once it may have arrived); the one keyed POST keeps its idempotency key.
 */

closeServersAfterEach();

describe('5xx', () => {
  it.each([500, 502, 503, 504])('a GET answered %i is retried, then InternalServerError', async (status) => {
    const server = await startServer(
      json(status, { code: 'internal_error', message: 'down' }, { 'retry-after': '0' }),
    );
    const error = await rejectionOf(clientFor(server.url, { maxRetries: 1 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(status);
    expect(server.count()).toBe(2);
  });

  it.each([500, 502, 503, 504])('a POST without key answered %i is sent exactly once', async (status) => {
    const server = await startServer(json(status, { message: 'down' }, { 'retry-after': '0' }));
    const error = await rejectionOf(clientFor(server.url).reimbursements.create(reimbursementParams()));
    expect(error).toBeInstanceOf(InternalServerError);
    await sleep(300);
    expect(server.count()).toBe(1);
  });

  it('the keyed POST answered 500 then 503 is retried with the caller-given option key', async () => {
    const server = await startServer(
      json(500, { message: 'down' }),
      json(503, { message: 'down' }, { 'retry-after': '0' }),
      json(200, CREATED_BUSINESS),
    );
    await clientFor(server.url).platform.businesses.create(businessParams(), {
      idempotencyKey: 'idem-option-42',
    });
    expect(server.count()).toBe(3);
    expect(idempotencyKeys(server.requests)).toEqual(['idem-option-42', 'idem-option-42', 'idem-option-42']);
  });

  it('the keyed POST keeps the idempotencyKey given in the body across retries', async () => {
    const server = await startServer(json(502, { message: 'bad gateway' }), json(200, CREATED_BUSINESS));
    await clientFor(server.url).platform.businesses.create({
      ...businessParams(),
      idempotencyKey: 'idem-body-7',
    });
    expect(idempotencyKeys(server.requests)).toEqual(['idem-body-7', 'idem-body-7']);
  });

  it('the idempotencyKey option wins over the body field', async () => {
    const server = await startServer(json(200, CREATED_BUSINESS));
    await clientFor(server.url).platform.businesses.create(
      { ...businessParams(), idempotencyKey: 'idem-body-7' },
      { idempotencyKey: 'idem-option-9' },
    );
    expect(idempotencyKeys(server.requests)).toEqual(['idem-option-9']);
  });

  it('two separate keyed calls get two different generated keys', async () => {
    const server = await startServer(json(200, CREATED_BUSINESS));
    const client = clientFor(server.url);
    await client.platform.businesses.create(businessParams());
    await client.platform.businesses.create(businessParams());
    const [a, b] = idempotencyKeys(server.requests);
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });
});

describe('429 and Retry-After', () => {
  it('a GET answered 429 without Retry-After backs off and retries', async () => {
    const server = await startServer(json(429, { message: 'slow down' }), json(200, PERSON));
    await expect(clientFor(server.url).persons.get(PERSON_ID)).resolves.toMatchObject(PERSON);
    expect(server.count()).toBe(2);
  });

  it('a GET answered 503 with Retry-After in seconds waits that long before the retry', async () => {
    const server = await startServer(
      json(503, { message: 'maintenance' }, { 'retry-after': '1' }),
      json(200, PERSON),
    );
    const { ms, error } = await timed(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeUndefined();
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(server.count()).toBe(2);
  });

  it('a GET answered 429 with Retry-After as an HTTP date waits until then', async () => {
    const server = await startServer(
      ({ res }) => {
        res.writeHead(429, { 'retry-after': new Date(Date.now() + 2000).toUTCString() });
        res.end();
      },
      json(200, PERSON),
    );
    const { ms, error } = await timed(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeUndefined();
    // HTTP dates have whole seconds: "2 s from now" is between 1 and 2 s away.
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(server.count()).toBe(2);
  });

  it('a POST without key answered 429 (rejected before processing) is retried with the same body', async () => {
    const server = await startServer(
      json(429, { message: 'slow down' }, { 'retry-after': '0' }),
      json(200, { id: 'r_3' }),
    );
    await expect(clientFor(server.url).reimbursements.create(reimbursementParams())).resolves.toEqual({
      id: 'r_3',
    });
    expect(server.count()).toBe(2);
    expect(server.requests[1]?.body).toBe(server.requests[0]?.body);
  });

  it('a POST without key answered 429 with an HTTP date Retry-After is retried after it', async () => {
    const server = await startServer(
      json(429, { message: 'slow down' }, { 'retry-after': new Date(Date.now() + 1000).toUTCString() }),
      json(200, { id: 'r_4' }),
    );
    await expect(clientFor(server.url).reimbursements.create(reimbursementParams())).resolves.toEqual({
      id: 'r_4',
    });
    expect(server.count()).toBe(2);
  });

  it('429 on every attempt ends in RateLimitError with retryAfter, after maxRetries', async () => {
    const server = await startServer(json(429, { message: 'slow down' }, { 'retry-after': '0' }));
    const error = await rejectionOf(clientFor(server.url, { maxRetries: 2 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(0);
    expect(server.count()).toBe(3);
  });

  it('a Retry-After longer than what is left of totalTimeout fails at once with RateLimitError', async () => {
    const server = await startServer(
      json(429, { message: 'later' }, { 'retry-after': '30' }),
      json(200, PERSON),
    );
    const { ms, error } = await timed(clientFor(server.url, { totalTimeout: 5000 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(30);
    expect(ms).toBeLessThan(2000);
    await sleep(300);
    expect(server.count()).toBe(1);
  });

  it('a 503 with an HTTP-date Retry-After beyond totalTimeout is not waited for', async () => {
    const later = new Date(Date.now() + 60_000).toUTCString();
    const server = await startServer(json(503, { message: 'later' }, { 'retry-after': later }));
    const { ms, error } = await timed(clientFor(server.url, { totalTimeout: 3000 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(InternalServerError);
    expect(ms).toBeLessThan(2000);
    expect(server.count()).toBe(1);
  });

  it('a POST without key answered 503 with Retry-After is still sent exactly once', async () => {
    const server = await startServer(json(503, { message: 'maintenance' }, { 'retry-after': '0' }));
    await expect(clientFor(server.url).reimbursements.create(reimbursementParams())).rejects.toBeInstanceOf(
      InternalServerError,
    );
    await sleep(300);
    expect(server.count()).toBe(1);
  });

  it.each(['-1', 'soon', ''])('an unusable Retry-After %j falls back to backoff', async (value) => {
    const server = await startServer(
      json(503, { message: 'x' }, { 'retry-after': value }),
      json(200, PERSON),
    );
    await expect(clientFor(server.url).persons.get(PERSON_ID)).resolves.toMatchObject(PERSON);
    expect(server.count()).toBe(2);
  });
});
