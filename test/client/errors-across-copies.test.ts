import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as here from '../../src/index.js';

/*
 * One process can hold two copies of the SDK: the ES module build (`import`) and the CommonJS build
 * (`require('workforce-api')`), as when a CommonJS app is tested from ES modules, or two bundles. An error
 * thrown by one copy must pass `instanceof` with the classes of the other. A fresh module graph
 * (`vi.resetModules()`) stands in for the second copy here.
 */

type Sdk = typeof here;
let other: Sdk;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  vi.resetModules();
  other = await import('../../src/index.js');
  server = createServer((req, res) => {
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 404);
    res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_copies_1' });
    res.end(JSON.stringify({ code: 'resource_not_found', message: 'no such thing' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function failureFrom(sdk: Sdk, status: number): Promise<unknown> {
  const client = new sdk.WorkforceClient({
    apiKey: 'sk_copies_123456',
    baseUrl,
    logLevel: 'off',
    maxRetries: 0,
  });
  return client.request({ method: 'GET', path: '/v1/things', query: { status } }).catch((e: unknown) => e);
}

describe('instanceof across two copies of the SDK', () => {
  it('is a second copy (its classes are other objects)', () => {
    expect(other.ApiError).not.toBe(here.ApiError);
  });

  it('matches an API error of the other copy with its class and every ancestor, and nothing else', async () => {
    const error = await failureFrom(other, 404);
    expect(error).toBeInstanceOf(other.NotFoundError);
    expect(error instanceof here.NotFoundError).toBe(true);
    expect(error instanceof here.ApiError).toBe(true);
    expect(error instanceof here.WorkforceError).toBe(true);
    expect(error instanceof Error).toBe(true);
    expect(error instanceof here.BadRequestError).toBe(false);
    expect(error instanceof here.RateLimitError).toBe(false);
    expect(error instanceof here.ConnectionError).toBe(false);
    if (!(error instanceof here.ApiError)) throw new Error('expected an ApiError');
    expect([error.status, error.requestId]).toEqual([404, 'req_copies_1']);
  });

  it('matches both ways, for client-side errors too', async () => {
    expect((await failureFrom(here, 429)) instanceof other.RateLimitError).toBe(true);
    const refused = await new other.WorkforceClient({ apiKey: 'k', baseUrl, logLevel: 'off' }).persons
      .get('')
      .catch((e: unknown) => e);
    expect(refused instanceof here.RequestValidationError).toBe(true);
    expect(refused instanceof here.WorkforceError).toBe(true);
    expect(refused instanceof here.ApiError).toBe(false);
  });

  it('does not take an application error of the same class name for an SDK error', () => {
    class ApiError extends Error {
      status = 500;
    }
    expect(new ApiError('mine') instanceof here.ApiError).toBe(false);
    expect(new ApiError('mine') instanceof here.WorkforceError).toBe(false);
    expect({ name: 'ApiError', message: 'x' } instanceof here.ApiError).toBe(false);
    for (const primitive of [null, undefined, 'ApiError', 404] as unknown[]) {
      expect(primitive instanceof here.ApiError).toBe(false);
    }
  });

  it('does not compare names with a minified copy, whose short class names may collide', () => {
    // A minified copy: the literal `name` survives, the class names do not (here one happens to read ApiError).
    class ApiError extends Error {
      requestMayHaveBeenProcessed = false;
      override name = 'BadRequestError';
    }
    expect(new ApiError('minified') instanceof here.ApiError).toBe(false);
    expect(new ApiError('minified') instanceof here.BadRequestError).toBe(false);
  });

  it("serialises the other copy's error with its own fields, without headers", async () => {
    const error = (await failureFrom(other, 404)) as here.ApiError;
    expect(error.headers['x-request-id']).toBe('req_copies_1');
    expect(error.toJSON()).toEqual({
      name: 'NotFoundError',
      message: error.message,
      requestMayHaveBeenProcessed: false,
      status: 404,
      code: 'resource_not_found',
      params: undefined,
      requestId: 'req_copies_1',
      body: { code: 'resource_not_found', message: 'no such thing' },
    });
    expect(Object.keys(error.toJSON())).not.toContain('headers');
    expect(((await failureFrom(here, 429)) as here.RateLimitError).toJSON()).toMatchObject({
      name: 'RateLimitError',
      retryAfter: undefined,
    });
  });

  it('keeps subclasses of an application strict', async () => {
    class MyNotFound extends here.NotFoundError {}
    expect((await failureFrom(other, 404)) instanceof MyNotFound).toBe(false);
    expect((await failureFrom(here, 404)) instanceof MyNotFound).toBe(false);
  });
});
