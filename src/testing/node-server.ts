import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  answerHeaders,
  type CorsOption,
  type CorsPolicy,
  corsPolicy,
  isPreflight,
  type PreflightRequest,
  preflightHeaders,
  preflightOf,
} from './cors.js';
import { errorBody, HttpError } from './http-error.js';
import { Simulator } from './simulator.js';
import type { SimulatorKeys, SimulatorOptions } from './simulator-options.js';

/** Options of {@link startMockServer}: the simulator's, plus the port. */
export interface MockServerOptions extends SimulatorOptions {
  /** Port on 127.0.0.1; default 0 (an ephemeral port). */
  port?: number;
  /**
   * Let browser pages on other origins call the server: `true` allows any origin, a string or a list names
   * the origins allowed (`http://localhost:5173`). Preflights are answered, and every answer to an allowed
   * origin carries `Access-Control-Allow-Origin` and exposes `X-Request-Id` and `Retry-After`. Default: no
   * CORS headers (a page on another origin is refused by its browser).
   */
  cors?: CorsOption;
  /**
   * Serve an existing simulator instead of creating one (options other than `port` are then ignored). It is
   * not closed with the server: its owner closes it.
   */
  simulator?: Simulator;
}

/** A running mock server. */
export interface MockServer {
  /** `http://127.0.0.1:<port>`: pass it as the client's `baseUrl`. */
  url: string;
  /** The Platform key of the simulator's environment. */
  apiKey: string;
  /** Keys of both environments and all three kinds. */
  keys: SimulatorKeys;
  /** The `whsec_…` secret webhooks are signed with. */
  webhookSecret: string;
  /** The state behind the server: drive it, read events, inject faults. */
  simulator: Simulator;
  /**
   * Drops open connections, closes the server and stops webhook deliveries (of a simulator it created).
   * @example
   * ```ts
   * afterEach(() => server.close());
   * ```
   */
  close(): Promise<void>;
  /**
   * The same as `close()`, for `await using server = await startMockServer()`.
   * @example
   * ```ts
   * await using server = await startMockServer(); // closed when the scope ends
   * ```
   */
  [Symbol.asyncDispose](): Promise<void>;
}

const MAX_BODY_BYTES = 25 * 1024 * 1024;

/* Answers made outside the simulator (body too large, a crash) still carry a request id. */
function plainHeaders(): Record<string, string> {
  return { 'content-type': 'application/json', 'x-request-id': `req_${randomBytes(12).toString('hex')}` };
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RangeError('body too large');
    chunks.push(chunk as Buffer);
  }
  return chunks.length === 0 ? undefined : Buffer.concat(chunks);
}

// Methods the fetch `Request` refuses to represent (it throws); the simulator declares no route for them.
const UNROUTABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

function isStatutory(path: string): boolean {
  return path.startsWith('/v1/statutory/');
}

/*
 * The origin-form (path and query) of a request target, RFC 9112 §3.2. Absolute-form must be accepted by a
 * server (§3.2.2) and is routed by its path: the simulator serves one origin whatever host is named. The
 * asterisk-form exists only for a server-wide OPTIONS, an operation the simulator does not have.
 */
function originForm(method: string, target: string): string {
  if (target.startsWith('/')) return target;
  if (target === '*') {
    if (method === 'OPTIONS') throw new HttpError(404, 'resource_not_found', 'No operation OPTIONS *');
    throw badTarget(target, 'is only valid with OPTIONS');
  }
  let url: URL | undefined;
  try {
    url = new URL(target);
  } catch {
    // Not a URL: answered below.
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw badTarget(target, 'must be a path (or an absolute http(s) URL)');
  }
  return `${url.pathname}${url.search}`;
}

function badTarget(target: string, problem: string): HttpError {
  const params = { '(target)': `${JSON.stringify(target)} ${problem}` };
  return new HttpError(400, 'invalid_request_body', `Invalid request target: ${params['(target)']}`, params);
}

/* Writes an error answer the simulator did not make (the request never reached it), then closes. */
function sendError(res: ServerResponse, error: HttpError, statutory: boolean, cors = {}): void {
  res
    .writeHead(error.status, { ...plainHeaders(), ...error.headers, ...cors, connection: 'close' })
    .end(JSON.stringify(errorBody(error, statutory)));
}

/* The same on a bare socket, for requests Node's parser rejected or upgraded away (CONNECT). */
function sendRawError(socket: Duplex, error: HttpError): void {
  const payload = JSON.stringify(errorBody(error, false));
  const headers = {
    ...plainHeaders(),
    'content-length': String(Buffer.byteLength(payload)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n${head.join('')}\r\n${payload}`);
}

/*
 * Node answers a request it cannot parse with a bare 400 and no body; the API's clients expect the error body
 * and a request id on every answer.
 */
function onClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request not received in time']
        : [400, 'The request is not valid HTTP/1.1'];
  sendRawError(socket, new HttpError(status, 'invalid_request_body', message));
}

function onConnect(req: IncomingMessage, socket: Duplex): void {
  sendRawError(socket, new HttpError(404, 'resource_not_found', `No operation CONNECT ${req.url ?? ''}`));
}

function toRequest(req: IncomingMessage, path: string, body: Buffer | undefined, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  return new Request(`${origin}${path}`, {
    method,
    headers,
    ...(withBody ? { body: new Uint8Array(body) } : {}),
  });
}

/* Answers a CORS preflight: 204 for an allowed origin, else a 403 naming the option that would allow it. */
function answerPreflight(res: ServerResponse, policy: CorsPolicy, request: PreflightRequest, path: string) {
  const headers = preflightHeaders(policy, request);
  if (headers === undefined) {
    const message = `CORS: origin ${request.origin} is not allowed; add it to startMockServer({ cors }) or --cors`;
    sendError(res, new HttpError(403, 'forbidden', message), isStatutory(path), { vary: 'Origin' });
    return;
  }
  const id = plainHeaders()['x-request-id'] as string;
  res.writeHead(204, { ...headers, 'x-request-id': id }).end();
}

async function answer(
  simulator: Simulator,
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  policy: CorsPolicy | undefined,
) {
  const method = req.method ?? 'GET';
  const preflight = preflightOf(req);
  if (policy !== undefined && isPreflight(preflight)) {
    return answerPreflight(res, policy, preflight, req.url ?? '');
  }
  const cors = policy === undefined ? {} : answerHeaders(policy, preflight.origin);
  let path: string;
  try {
    path = originForm(method, req.url ?? '/');
    if (UNROUTABLE_METHODS.has(method)) {
      throw new HttpError(404, 'resource_not_found', `No operation ${method} ${path.split('?', 1)[0]}`);
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The body, if any, was not read, so the connection cannot carry another request: close it.
    sendError(res, error, isStatutory(req.url ?? ''), cors);
    return;
  }
  let body: Buffer | undefined;
  try {
    body = await readBody(req);
  } catch {
    sendError(res, new HttpError(413, 'invalid_request_body', 'Body too large'), isStatutory(path), cors);
    return;
  }
  const response = await simulator.handle(toRequest(req, path, body, origin));
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  const payload = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
  res.end(payload);
}

function listen(server: Server, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * Starts the simulator behind a real HTTP server on 127.0.0.1 (an ephemeral port unless `port` is given).
 * @throws Error when the port cannot be bound; RangeError for an invalid fault rule or `cors` origin.
 * @example
 * ```ts
 * const server = await startMockServer();
 * const client = new WorkforceClient({ baseUrl: server.url, apiKey: server.apiKey });
 * await client.me.get();
 * await server.close();
 * ```
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const policy = corsPolicy(options.cors);
  const owned = options.simulator === undefined;
  const simulator = options.simulator ?? new Simulator(options);
  let origin = 'http://127.0.0.1';
  const server = createServer((req, res) => {
    answer(simulator, req, res, origin, policy).catch(() => {
      const cors = policy === undefined ? {} : answerHeaders(policy, req.headers.origin);
      if (!res.headersSent) res.writeHead(500, { ...plainHeaders(), ...cors });
      res.end('{"code":"internal_error","message":"Unexpected simulator error"}');
    });
  });
  // Node drops idle keep-alive sockets after 5 s: a client reusing one then reads a reset (seen in tests).
  server.keepAliveTimeout = 30_000;
  server.on('clientError', onClientError);
  server.on('connect', onConnect);
  const address = await listen(server, options.port ?? 0);
  origin = `http://127.0.0.1:${address.port}`;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      if (owned) await simulator.close();
    })();
    return closing;
  };
  return {
    url: origin,
    apiKey: simulator.apiKey,
    keys: simulator.keys,
    webhookSecret: simulator.webhookSecret,
    simulator,
    close,
    [Symbol.asyncDispose]: close,
  };
}
