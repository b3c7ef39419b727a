import type { IncomingMessage } from 'node:http';

/*
 * CORS for the mock server, so a web app served from another origin (a dev server on localhost:5173, a test
 * page) can call the simulator from a browser. Off unless asked for: the real API is called from servers, and
 * without the option the server answers exactly as before.
 */

/**
 * Which browser origins may call the mock server: `true` (or `'*'`) allows any, a string or a list names
 * the origins allowed (`scheme://host[:port]`, e.g. `http://localhost:5173`). `false` or absent: no CORS.
 */
export type CorsOption = boolean | string | readonly string[];

/** The allowed origins, resolved from a {@link CorsOption}: `'any'` or a set of serialized origins. */
export type CorsPolicy = 'any' | ReadonlySet<string>;

/** Methods the API's operations use. */
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';

/**
 * Request headers a page may send: the client's own (Authorization, the tenant key, Content-Type for JSON
 * bodies, Accept), Idempotency-Key and W3C trace context. Other names a preflight asks for are allowed too:
 * the simulator ignores headers it does not read, so refusing them would only fail in tests.
 */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'X-MultiTenantKey',
  'Idempotency-Key',
  'traceparent',
  'tracestate',
];

/** Answer headers a page may read: the request id every answer carries, and a 429/503's Retry-After. */
const EXPOSED_HEADERS = 'X-Request-Id, Retry-After';

/** How long a browser may cache a preflight answer, in seconds. */
const MAX_AGE_SECONDS = '600';

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Resolves the `cors` option of `startMockServer` (and the CLI's `--cors`).
 * @throws RangeError for an empty list or a value that is not an origin (a path, a query, no scheme).
 * @example
 * ```ts
 * corsPolicy(['http://localhost:5173']); // Set { 'http://localhost:5173' }
 * ```
 */
export function corsPolicy(option: CorsOption | undefined): CorsPolicy | undefined {
  if (option === undefined || option === false) return undefined;
  if (option === true || option === '*') return 'any';
  const list = typeof option === 'string' ? [option] : [...option];
  if (list.length === 0) throw new RangeError('cors: give at least one origin, or true to allow any');
  if (list.includes('*')) return 'any';
  return new Set(list.map(originOf));
}

/* A configured origin as browsers send it in `Origin`: no path (a trailing slash is forgiven), no query. */
function originOf(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Answered below.
  }
  const plain = url !== undefined && url.pathname === '/' && url.search === '' && url.hash === '';
  if (url === undefined || !plain || url.username !== '' || url.origin === 'null') {
    throw new RangeError(
      `cors: ${JSON.stringify(value)} is not an origin; write scheme://host[:port], like http://localhost:5173`,
    );
  }
  return url.origin;
}

/** Whether the policy allows `origin` (the request's `Origin` header). */
function allows(policy: CorsPolicy, origin: string | undefined): origin is string {
  if (origin === undefined) return false;
  return policy === 'any' || policy.has(origin);
}

/**
 * The CORS headers of an actual answer (success or error) to a request from `origin`: none for an origin the
 * policy does not allow, and `Vary: Origin` always, since the answer depends on it.
 * @throws never.
 * @example
 * ```ts
 * answerHeaders(policy, 'http://localhost:5173'); // { vary: 'Origin', 'access-control-allow-origin': … }
 * ```
 */
export function answerHeaders(policy: CorsPolicy, origin: string | undefined): Record<string, string> {
  if (!allows(policy, origin)) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-expose-headers': EXPOSED_HEADERS,
  };
}

/** A request's headers, as the preflight check reads them. */
export interface PreflightRequest {
  method: string;
  origin: string | undefined;
  requestMethod: string | undefined;
  requestHeaders: string | undefined;
  privateNetwork: boolean;
}

/**
 * The CORS request headers of a Node request.
 * @throws never.
 */
export function preflightOf(req: IncomingMessage): PreflightRequest {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    method: req.method ?? 'GET',
    origin: header('origin'),
    requestMethod: header('access-control-request-method'),
    requestHeaders: header('access-control-request-headers'),
    privateNetwork: header('access-control-request-private-network') === 'true',
  };
}

/**
 * Whether a request is a CORS preflight: `OPTIONS` with an `Origin` and an `Access-Control-Request-Method`.
 * @throws never.
 */
export function isPreflight(request: PreflightRequest): boolean {
  return request.method === 'OPTIONS' && request.origin !== undefined && request.requestMethod !== undefined;
}

/**
 * The headers of the 204 that answers an allowed preflight, or `undefined` when the origin is not allowed.
 * @throws never.
 * @example
 * ```ts
 * preflightHeaders(policy, request); // { 'access-control-allow-methods': 'GET, POST, …', … }
 * ```
 */
export function preflightHeaders(
  policy: CorsPolicy,
  request: PreflightRequest,
): Record<string, string> | undefined {
  if (!allows(policy, request.origin)) return undefined;
  const asked = (request.requestHeaders ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => HEADER_NAME.test(name));
  const known = new Set(ALLOWED_HEADERS.map((name) => name.toLowerCase()));
  const extra = asked.filter((name) => !known.has(name.toLowerCase()));
  return {
    ...answerHeaders(policy, request.origin),
    // The answer also depends on the headers asked for (allowed back as named).
    vary: 'Origin, Access-Control-Request-Headers',
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': [...ALLOWED_HEADERS, ...extra].join(', '),
    'access-control-max-age': MAX_AGE_SECONDS,
    // Chrome's Private Network Access asks before a page reaches a loopback server.
    ...(request.privateNetwork ? { 'access-control-allow-private-network': 'true' } : {}),
  };
}
