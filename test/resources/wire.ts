import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import { type ErrorParams, RequestValidationError } from '../../src/index.js';
import { API_KEY, type Captured, recorder, SANDBOX } from '../helpers/msw.js';

/** A tenant key for the tests that check `X-MultiTenantKey`. */
export const TENANT_KEY = 'tk_live_acme_0123456789';

type Method = 'get' | 'post' | 'put';

/**
 * Serves one route of the sandbox API with a JSON body (or an empty 204 when `body` is `null`) and records
 * every request it receives.
 */
export function serve(server: SetupServer, method: Method, path: string, body: unknown, status = 200) {
  const rec = recorder();
  server.use(
    http[method](`${SANDBOX}${path}`, async ({ request }) => {
      await rec.record(request);
      return body === null
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(body as never, { status });
    }),
  );
  return rec.seen;
}

/** Records any request at all: for the tests asserting that nothing was sent. */
export function catchAll(server: SetupServer): Captured[] {
  const rec = recorder();
  server.use(
    http.all('*', async ({ request }) => {
      await rec.record(request);
      return HttpResponse.json({ code: 'internal_error', message: 'should not be reached' }, { status: 500 });
    }),
  );
  return rec.seen;
}

/** The one request a route received. */
export function only(seen: Captured[]): Captured {
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

/** Asserts the API's Authorization header, and `X-MultiTenantKey` when a tenant is expected. */
export function expectAuthHeaders(request: Captured, tenantKey?: string): void {
  expect(request.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
  expect(request.headers.get('x-multitenantkey')).toBe(tenantKey ?? null);
}

/** The JSON body a request carried. */
export function jsonBody(request: Captured): unknown {
  expect(request.headers.get('content-type')).toMatch(/^application\/json/);
  return JSON.parse(request.body);
}

/** The query of a request as a plain object. */
export function queryOf(request: Captured): Record<string, string> {
  return Object.fromEntries(request.url.searchParams);
}

/**
 * Asserts that a call is refused before sending: a RequestValidationError whose `params` are exactly
 * `params` (the shape of the server's 400), and no request on the wire.
 */
export async function expectRefused(
  call: () => PromiseLike<unknown>,
  params: ErrorParams,
  seen: Captured[],
): Promise<void> {
  const error: unknown = await Promise.resolve()
    .then(call)
    .then(
      () => undefined,
      (reason: unknown) => reason,
    );
  expect(error).toBeInstanceOf(RequestValidationError);
  expect((error as RequestValidationError).params).toEqual(params);
  expect(seen).toHaveLength(0);
}
