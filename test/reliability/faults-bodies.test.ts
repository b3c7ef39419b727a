import { describe, expect, it } from 'vitest';
import {
  ApiError,
  BadRequestError,
  InternalServerError,
  NotFoundError,
  ResponseValidationError,
} from '../../src/index.js';
import { closeServersAfterEach, hugeBody, json, redirect, startServer, text } from './server.js';
import { clientFor, KEY, PERSON_ID, reimbursementParams, rejectionOf } from './support.js';

/*
 * What arrives in a body: truncated or invalid JSON, HTML and empty error pages, 50 MB answers, and
 * redirects (never followed: a payroll POST must not be replayed to another address).
 */

closeServersAfterEach();

const MB = 1024 * 1024;

describe('broken 2xx bodies', () => {
  it('truncated JSON in a complete 200 is a ResponseValidationError, not retried', async () => {
    const server = await startServer(
      text(200, '{"id":"3f8e2a1b-9c4d', { 'content-type': 'application/json' }),
    );
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([
      { path: '(root)', message: 'is not valid JSON' },
    ]);
    expect((error as ResponseValidationError).body).toBe('{"id":"3f8e2a1b-9c4d');
    expect(server.count()).toBe(1);
  });

  it('an HTML 200 page is a ResponseValidationError with the text kept, truncated', async () => {
    const html = `<html><body>${'<p>maintenance</p>'.repeat(500)}</body></html>`;
    const server = await startServer(text(200, html, { 'content-type': 'text/html' }));
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ResponseValidationError);
    const body = (error as ResponseValidationError).body as string;
    expect(body.startsWith('<html><body><p>maintenance')).toBe(true);
    expect(body.length).toBeLessThan(1100);
  });

  it('an empty 200 where a body is required is a ResponseValidationError', async () => {
    const server = await startServer(text(200, '', {}));
    await expect(clientFor(server.url).persons.get(PERSON_ID)).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
    expect(server.count()).toBe(1);
  });

  it('an empty 204 where no body is expected resolves', async () => {
    const server = await startServer(text(204, '', {}));
    await expect(
      clientFor(server.url).invoices.review('9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', { action: 'approve' }),
    ).resolves.toBeUndefined();
  });

  it("validateResponses: 'off' hands back invalid JSON as text instead of throwing", async () => {
    const server = await startServer(text(200, 'not json', { 'content-type': 'application/json' }));
    const data = await clientFor(server.url, { validateResponses: 'off' }).persons.get(PERSON_ID);
    expect(data).toBe('not json');
  });
});

describe('error bodies', () => {
  it.each([
    [
      'HTML 502 page',
      502,
      '<html><h1>502 Bad Gateway</h1></html>',
      'text/html',
      InternalServerError,
      2,
      /502 Bad Gateway/,
    ],
    ['empty 503', 503, '', 'text/plain', InternalServerError, 2, /503.*empty body/],
    [
      'invalid JSON 500',
      500,
      '{"code":"internal_err',
      'application/json',
      InternalServerError,
      2,
      /HTTP 500/,
    ],
    [
      'truncated JSON 400',
      400,
      '{"code":"invalid_request_body","message":"bad',
      'application/json',
      BadRequestError,
      1,
      /HTTP 400/,
    ],
    ['empty 404', 404, '', 'application/json', NotFoundError, 1, /404.*empty body/],
    ['plain-text 418', 418, "I'm a teapot", 'text/plain', ApiError, 1, /teapot/],
  ])(
    '%s → the status class, text kept, GETs retried only when retryable',
    async (_n, status, body, type, cls, seen, message) => {
      const server = await startServer(text(status, body, { 'content-type': type, 'retry-after': '0' }));
      const error = await rejectionOf(clientFor(server.url, { maxRetries: 1 }).persons.get(PERSON_ID));
      expect(error).toBeInstanceOf(cls);
      expect((error as ApiError).status).toBe(status);
      expect(error.message).toMatch(message);
      expect((error as ApiError).body).toBe(body === '' ? undefined : body);
      expect(server.count()).toBe(seen);
    },
  );

  it('an error body on a POST is read once and the POST is not resent', async () => {
    const server = await startServer(text(500, '<html>oops</html>', { 'content-type': 'text/html' }));
    const error = await rejectionOf(clientFor(server.url).reimbursements.create(reimbursementParams()));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as ApiError).body).toBe('<html>oops</html>');
    expect(server.count()).toBe(1);
  });
});

describe('huge bodies', () => {
  // Above the 32 MiB default of maxResponseBytes: these opt in to a larger limit (response-size.test.ts).
  it('a 50 MB JSON 2xx answer is read and parsed without crashing (maxResponseBytes raised)', async () => {
    const server = await startServer(
      hugeBody(200, 50 * MB, {
        head: '{"data":[',
        filler: '{"id":"x","n":1},',
        tail: '{"id":"last","n":2}]}',
      }),
    );
    const result = await clientFor(server.url, { timeout: 30_000, maxResponseBytes: 64 * MB }).request<{
      data: { id: string }[];
    }>({
      method: 'GET',
      path: '/v1/anything',
    });
    expect(result.data.length).toBeGreaterThan(2_000_000);
    expect(result.data.at(-1)).toEqual({ id: 'last', n: 2 });
    expect(server.count()).toBe(1);
  });

  it('a 50 MB typed 2xx answer is validated and returned (unknown fields kept, maxResponseBytes raised)', async () => {
    const server = await startServer(
      hugeBody(200, 50 * MB, { head: `{"id":"${PERSON_ID}","notes":"`, filler: 'abcdefgh', tail: '"}' }),
    );
    const person = await clientFor(server.url, { timeout: 30_000, maxResponseBytes: 64 * MB }).persons.get(
      PERSON_ID,
    );
    expect(person.id).toBe(PERSON_ID);
    expect((person as unknown as { notes: string }).notes.length).toBeGreaterThan(50 * MB - 100);
  });

  it('a 50 MB HTML error page becomes InternalServerError with a bounded message and body', async () => {
    const server = await startServer(
      hugeBody(500, 50 * MB, {
        head: '<html><h1>Oops</h1>',
        filler: '<p>stack</p>',
        tail: '</html>',
        contentType: 'text/html',
      }),
    );
    const error = await rejectionOf(
      clientFor(server.url, { maxRetries: 0, timeout: 30_000 }).persons.get(PERSON_ID),
    );
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as ApiError).status).toBe(500);
    expect(error.message.length).toBeLessThan(2000);
    expect(JSON.stringify(error).length).toBeLessThan(5000);
    expect(server.count()).toBe(1);
  });

  it('a 5 MB JSON error message is cut down: the error stays small enough to log', async () => {
    const server = await startServer(
      hugeBody(400, 5 * MB, {
        head: '{"code":"invalid_request_body","message":"',
        filler: 'bad ',
        tail: '"}',
      }),
    );
    const error = await rejectionOf(clientFor(server.url, { timeout: 30_000 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as ApiError).code).toBe('invalid_request_body');
    expect(error.message.length).toBeLessThan(2000);
    expect(JSON.stringify(error).length).toBeLessThan(20_000);
  });
});

describe('redirects are never followed', () => {
  const statuses = [301, 302, 307, 308];

  it.each(statuses)('%i to another path of the same host → ApiError, one request', async (status) => {
    const server = await startServer(redirect(status, '/v1/elsewhere'));
    const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect((error as ApiError).status).toBe(status);
    expect(error.message).toContain('/v1/elsewhere');
    expect(server.count()).toBe(1);
    expect(server.count('/v1/elsewhere')).toBe(0);
  });

  it.each(statuses)(
    '%i to another host → ApiError; that host sees nothing, no Authorization leaves',
    async (status) => {
      const other = await startServer(json(200, { id: PERSON_ID }));
      const server = await startServer(redirect(status, `${other.url}/steal`));
      const error = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(status);
      expect(server.count()).toBe(1);
      expect(other.count()).toBe(0);
      expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(JSON.stringify(error)).not.toContain(KEY);
    },
  );

  it.each([307, 308])('a POST answered %i is not replayed, anywhere', async (status) => {
    const other = await startServer(json(200, { id: 'r_x' }));
    const server = await startServer(redirect(status, `${other.url}/v1/reimbursements`));
    const error = await rejectionOf(clientFor(server.url).reimbursements.create(reimbursementParams()));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(server.count()).toBe(1);
    expect(other.count()).toBe(0);
  });

  it('a presigned upload answered with a redirect does not follow it either', async () => {
    const other = await startServer(text(200, '', {}));
    const server = await startServer(({ req, res }) => {
      if (req.method === 'POST') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ fileId: 'f_1', putUrl: `${server.url}/upload/f_1`, expiresIn: 60 }));
        return;
      }
      res.writeHead(307, { location: `${other.url}/upload` });
      res.end();
    });
    // A loopback putUrl is refused by default (uploads.test.ts); this client opts in, as a simulator does.
    const error = await rejectionOf(
      clientFor(server.url, { dangerouslyAllowAnyUploadUrl: true }).files.upload(new Uint8Array([1, 2, 3]), {
        purpose: 'contract',
        contentType: 'application/pdf',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(307);
    expect(server.count('/upload/f_1')).toBe(1);
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
    expect(other.count()).toBe(0);
  });
});
