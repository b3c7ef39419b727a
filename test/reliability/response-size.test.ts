import { describe, expect, it } from 'vitest';
// ResponseTooLargeError and its guard are public; imported from their module until the entry lists them.
import { ResponseTooLargeError } from '../../src/core/client-errors.js';
import { isResponseTooLargeError } from '../../src/core/error-guards.js';
import { isWorkforceError, RequestValidationError, WorkforceError } from '../../src/index.js';
import { type Behaviour, closeServersAfterEach, hugeBody, json, startServer } from './server.js';
import { clientFor, KEY, PERSON_ID, rejectionOf, timed } from './support.js';

/*
 * `maxResponseBytes` caps a 2xx body: counted as it streams (never trusting Content-Length alone), refused
 * early when Content-Length already says too much, and failed with a ResponseTooLargeError that names the
 * limit and is never retried (the same request would get the same answer).
 */

closeServersAfterEach();

const MB = 1024 * 1024;
const PERSON_PATH = `/v1/persons/${PERSON_ID}`;

/** A body of about `bytes` bytes with no Content-Length (chunked): only counting can stop it. */
const endless = (bytes: number) =>
  hugeBody(200, bytes, { head: `{"id":"${PERSON_ID}","notes":"`, filler: 'abcdefgh', tail: '"}' });

/** Headers promising `declared` bytes, a few bytes of body, then silence. */
function promises(declared: number): Behaviour {
  return async ({ res, wait }) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(declared) });
    res.write('{"id":');
    await wait(10_000);
  };
}

describe('maxResponseBytes', () => {
  it('a chunked 2xx body past the limit fails with ResponseTooLargeError naming the limit, read once, not retried', async () => {
    const server = await startServer(endless(6 * MB));
    const client = clientFor(server.url, { maxResponseBytes: MB, maxRetries: 2 });
    const error = await rejectionOf(client.persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toBeInstanceOf(WorkforceError);
    expect(isResponseTooLargeError(error)).toBe(true);
    expect(isWorkforceError(error)).toBe(true);
    expect((error as ResponseTooLargeError).limit).toBe(MB);
    expect((error as ResponseTooLargeError).status).toBe(200);
    expect(error.message).toContain(`maxResponseBytes (${MB} bytes)`);
    expect(error.message).toContain(`GET ${PERSON_PATH}`);
    expect(error.toString()).not.toContain(KEY);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ name: 'ResponseTooLargeError', limit: MB });
    expect(server.count()).toBe(1);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: PERSON_PATH });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('a Content-Length above the limit is refused at once, before the body arrives', async () => {
    const server = await startServer(promises(6 * 1024 * MB));
    const client = clientFor(server.url, { maxRetries: 2 });
    const { ms, error } = await timed(client.persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).limit).toBe(32 * MB);
    expect(error?.message).toContain(`${6 * 1024 * MB} bytes by its Content-Length`);
    expect(ms).toBeLessThan(5_000);
    expect(server.count()).toBe(1);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: PERSON_PATH });
  });

  it('the default is 32 MiB: a 40 MB chunked answer fails, the same answer passes with a higher limit', async () => {
    const server = await startServer(endless(40 * MB));
    const refused = await rejectionOf(clientFor(server.url, { timeout: 30_000 }).persons.get(PERSON_ID));
    expect(refused).toBeInstanceOf(ResponseTooLargeError);
    expect((refused as ResponseTooLargeError).limit).toBe(32 * MB);
    const person = await clientFor(server.url, { timeout: 30_000, maxResponseBytes: 64 * MB }).persons.get(
      PERSON_ID,
    );
    expect(person.id).toBe(PERSON_ID);
    expect(server.count()).toBe(2);
    expect(server.requests.map((r) => r.path)).toEqual([PERSON_PATH, PERSON_PATH]);
  });

  it("a call's own maxResponseBytes overrides the client's, both ways", async () => {
    const body = { id: PERSON_ID, firstName: 'Ada', notes: 'x'.repeat(500) };
    const server = await startServer(json(200, body));
    const client = clientFor(server.url, { maxResponseBytes: 100 });
    const small = await rejectionOf(client.persons.get(PERSON_ID));
    expect((small as ResponseTooLargeError).limit).toBe(100);
    const allowed = await client.persons.get(PERSON_ID, { maxResponseBytes: 10_000 });
    expect(allowed).toMatchObject({ id: PERSON_ID, firstName: 'Ada' });
    const tighter = await rejectionOf(
      clientFor(server.url).persons.get(PERSON_ID, { maxResponseBytes: 200 }),
    );
    expect(tighter).toBeInstanceOf(ResponseTooLargeError);
    expect((tighter as ResponseTooLargeError).limit).toBe(200);
    expect(server.count()).toBe(3);
    expect(server.requests.every((r) => r.method === 'GET' && r.path === PERSON_PATH)).toBe(true);
  });

  it('a body of exactly the limit is accepted', async () => {
    const body = JSON.stringify({ id: PERSON_ID });
    const server = await startServer(json(200, { id: PERSON_ID }));
    const person = await clientFor(server.url, {
      maxResponseBytes: Buffer.byteLength(body),
    }).persons.get(PERSON_ID);
    expect(person).toEqual({ id: PERSON_ID });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: PERSON_PATH });
  });

  it('a POST answer past the limit is not resent either', async () => {
    const server = await startServer(endless(2 * MB));
    const error = await rejectionOf(
      clientFor(server.url, { maxResponseBytes: MB }).request({
        method: 'POST',
        path: '/v1/things',
        body: {},
      }),
    );
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(server.count()).toBe(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/things', body: '{}' });
  });

  it.each([0, -1, 1.5, Number.NaN])(
    'a client maxResponseBytes of %s is refused by the constructor',
    (value) => {
      expect(() => clientFor('http://127.0.0.1:1', { maxResponseBytes: value })).toThrow(
        /maxResponseBytes must be a positive integer/,
      );
    },
  );

  it("a call's invalid maxResponseBytes is a RequestValidationError and nothing is sent", async () => {
    const server = await startServer(json(200, { id: PERSON_ID }));
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID, { maxResponseBytes: 0 }));
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).params).toEqual({
      maxResponseBytes: 'must be a positive integer number of bytes',
    });
    expect(server.count()).toBe(0);
  });
});
