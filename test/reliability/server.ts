import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { refusedUrl } from '../helpers/refused-url.js';

/*
 * A real HTTP server on 127.0.0.1 (ephemeral port) for fault injection: no msw, real sockets, so resets, cut
 * bodies, stalls and redirects look to the SDK exactly as they would in production.
 */

/** One request as the server received it. */
export interface SeenRequest {
  /** 1-based arrival number on this server. */
  n: number;
  method: string;
  /** Path and query as sent on the request line. */
  url: string;
  /** Path only. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The request body as text ('' until fully read; behaviours run after it is). */
  body: string;
  /** Set when the client closed the connection before the response finished. */
  closedEarly: boolean;
}

/** What a behaviour gets for one request. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  seen: SeenRequest;
  /** Resolves after `ms`, or early (with `false`) when the client goes away or the server closes. */
  wait(ms: number): Promise<boolean>;
  /** The body parsed as JSON, or `undefined`. */
  json(): unknown;
}

/** How the server answers one request. */
export type Behaviour = (exchange: Exchange) => void | Promise<void>;

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request, in arrival order. */
  requests: SeenRequest[];
  /** Requests seen so far (optionally only those whose path is `path`). */
  count(path?: string): number;
  /** Closes the keep-alive connections that carry no request (so heap samples compare like with like). */
  closeIdleConnections(): void;
  /** Answers the next requests with `behaviours` in turn; the last one repeats. Keeps `requests`. */
  respond(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

const open = new Set<LoopbackServer>();

/** Closes every server a test started. Call once at the top of a test file. */
export function closeServersAfterEach(): void {
  afterEach(async () => {
    await Promise.all([...open].map((s) => s.close()));
  });
}

/** Starts a server on 127.0.0.1 with an ephemeral port, answering with `behaviours` in turn. */
export function startServer(...behaviours: Behaviour[]): Promise<LoopbackServer> {
  return startServerWith({ behaviours });
}

/**
 * Like {@link startServer}; `record: false` keeps only the count (no request log), so a load test measures
 * the client's memory, not the server's.
 */
export async function startServerWith(options: {
  behaviours: Behaviour[];
  record?: boolean;
}): Promise<LoopbackServer> {
  const { behaviours, record = true } = options;
  let plan: Behaviour[] = behaviours.length > 0 ? behaviours : [json(200, {})];
  let total = 0;
  // `respond()` starts a new plan: its first behaviour answers the next request.
  let planStart = 0;
  const requests: SeenRequest[] = [];
  const timers = new Set<() => void>();
  let closed = false;

  // Large enough for the huge path, query and header values of the bad-input properties.
  const server = createServer({ maxHeaderSize: 1024 * 1024 }, (req, res) => {
    total += 1;
    const seen: SeenRequest = {
      n: total,
      method: req.method ?? '',
      url: req.url ?? '',
      path: (req.url ?? '').split('?', 1)[0] ?? '',
      headers: headersOf(req.rawHeaders),
      body: '',
      closedEarly: false,
    };
    if (record) requests.push(seen);
    const steps = plan;
    const step = Math.min(seen.n - 1 - planStart, steps.length - 1);
    res.on('close', () => {
      if (!res.writableFinished) seen.closedEarly = true;
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => undefined);
    req.on('end', () => {
      seen.body = Buffer.concat(chunks).toString('utf8');
      const behaviour = steps[step]!;
      const exchange: Exchange = {
        req,
        res,
        seen,
        wait: (ms) =>
          new Promise<boolean>((resolve) => {
            if (closed || res.destroyed) return resolve(false);
            const done = (ok: boolean) => {
              clearTimeout(timer);
              res.off('close', gone);
              timers.delete(stop);
              resolve(ok);
            };
            const gone = () => done(false);
            const stop = () => done(false);
            const timer = setTimeout(() => done(true), ms);
            res.once('close', gone);
            timers.add(stop);
          }),
        json: () => {
          try {
            return JSON.parse(seen.body);
          } catch {
            return undefined;
          }
        },
      };
      Promise.resolve(behaviour(exchange)).catch(() => res.destroy());
    });
  });
  server.keepAliveTimeout = 500;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const handle: LoopbackServer = {
    url,
    requests,
    count: (path) => (path === undefined ? total : requests.filter((r) => r.path === path).length),
    closeIdleConnections: () => server.closeIdleConnections(),
    respond: (...next) => {
      plan = next;
      planStart = total;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      open.delete(handle);
      for (const stop of timers) stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  open.add(handle);
  return handle;
}

/** A loopback URL whose connections are refused (port 2: no server started by a test can take it). */
export async function closedPortUrl(): Promise<string> {
  return refusedUrl();
}

// Behaviours.

/** Answers `status` with a JSON body. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Behaviour {
  return ({ res }) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

/** Answers `status` with `text` sent as is. */
export function text(
  status: number,
  body: string,
  headers: Record<string, string> = { 'content-type': 'text/plain' },
): Behaviour {
  return ({ res }) => {
    res.writeHead(status, headers);
    res.end(body);
  };
}

/** Destroys the socket once the request has arrived: no status line, no byte of a response. */
export function reset(): Behaviour {
  return ({ req }) => {
    req.socket.destroy();
  };
}

/** Sends the status line, headers (with a Content-Length promising more) and `partial`, then resets. */
export function cutBody(status: number, partial: string, promised = partial.length + 1000): Behaviour {
  return async ({ req, res, wait }) => {
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(promised) });
    res.write(partial);
    await wait(20);
    req.socket.destroy();
  };
}

/** Waits `ms` before doing anything, then behaves as `then` (if the client is still there). */
export function delayed(ms: number, then: Behaviour): Behaviour {
  return async (exchange) => {
    if (await exchange.wait(ms)) await then(exchange);
  };
}

/** Never answers (until the client or the server closes the connection). */
export function hang(): Behaviour {
  return async ({ wait }) => {
    await wait(60_000);
  };
}

/** Sends headers at once, then `chunks` of the body one every `intervalMs`. */
export function slowBody(status: number, chunks: string[], intervalMs: number): Behaviour {
  return async ({ res, wait }) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.flushHeaders();
    for (const chunk of chunks) {
      if (!(await wait(intervalMs))) return;
      res.write(chunk);
    }
    res.end();
  };
}

/** A redirect to `location`. */
export function redirect(status: number, location: string): Behaviour {
  return ({ res }) => {
    res.writeHead(status, { location, 'content-type': 'text/plain' });
    res.end(`Redirecting to ${location}`);
  };
}

/** Streams a body of about `bytes` bytes made of `head`, repeated `filler`, and `tail`. */
export function hugeBody(
  status: number,
  bytes: number,
  parts: { head: string; filler: string; tail: string; contentType?: string },
): Behaviour {
  return async ({ res }) => {
    res.writeHead(status, { 'content-type': parts.contentType ?? 'application/json' });
    res.write(parts.head);
    const block = parts.filler.repeat(Math.max(1, Math.floor(65_536 / parts.filler.length)));
    let sent = parts.head.length;
    while (sent < bytes && !res.destroyed) {
      if (!res.write(block)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
      }
      sent += block.length;
    }
    res.end(parts.tail);
  };
}

/**
 * The request's headers by lowercase name, from the raw list (duplicates joined with `, ` as Node does), on an
 * object without a prototype: Node's own `req.headers` cannot hold a header named `__proto__`.
 */
function headersOf(raw: readonly string[]): IncomingHttpHeaders {
  const headers: Record<string, string> = Object.create(null);
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    const value = raw[i + 1] as string;
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
