import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Simulator, type SimulatorKeys, type SimulatorOptions } from './simulator.js';

/** Options of {@link startMockServer}: the simulator's, plus the port. */
export interface MockServerOptions extends SimulatorOptions {
  /** Port on 127.0.0.1; default 0 (an ephemeral port). */
  port?: number;
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

function toRequest(req: IncomingMessage, body: Buffer | undefined, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  return new Request(`${origin}${req.url ?? '/'}`, {
    method,
    headers,
    ...(withBody ? { body: new Uint8Array(body) } : {}),
  });
}

async function answer(simulator: Simulator, req: IncomingMessage, res: ServerResponse, origin: string) {
  let body: Buffer | undefined;
  try {
    body = await readBody(req);
  } catch {
    // The rest of the body was not read, so the connection cannot carry another request: close it.
    const statutory = (req.url ?? '').startsWith('/v1/statutory/');
    const error = { code: statutory ? 'invalid_request' : 'invalid_request_body', message: 'Body too large' };
    res
      .writeHead(413, { ...plainHeaders(), connection: 'close' })
      .end(JSON.stringify(statutory ? { error: { ...error, details: null } } : error));
    return;
  }
  const response = await simulator.handle(toRequest(req, body, origin));
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  const payload = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
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
 * @throws Error when the port cannot be bound; RangeError for an invalid fault rule.
 * @example
 * ```ts
 * const server = await startMockServer();
 * const client = new WorkforceClient({ baseUrl: server.url, apiKey: server.apiKey });
 * await client.me.get();
 * await server.close();
 * ```
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const owned = options.simulator === undefined;
  const simulator = options.simulator ?? new Simulator(options);
  let origin = 'http://127.0.0.1';
  const server = createServer((req, res) => {
    answer(simulator, req, res, origin).catch(() => {
      if (!res.headersSent) res.writeHead(500, plainHeaders());
      res.end('{"code":"internal_error","message":"Unexpected simulator error"}');
    });
  });
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
