import type { WebhookHandler } from './handler.js';
import { answerUnreadRequest } from './node-refusal.js';

/*
 * Structural stand-ins for Node's IncomingMessage and ServerResponse (and Express's req/res), so this file
 * imports no Node built-in and the package stays loadable in browsers and edge runtimes.
 */

/** What the adapter reads from a Node `http.IncomingMessage` or an Express request. */
export interface NodeRequestLike extends AsyncIterable<unknown> {
  /** HTTP method; the handler answers 405 to anything but POST. */
  readonly method?: string | undefined;
  /** Request path. */
  readonly url?: string | undefined;
  /** Request headers, as Node gives them (lower-case names, arrays for repeated headers). */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Set by Express body parsers: a `Buffer` (express.raw) or string (express.text) is used as the body. */
  readonly body?: unknown;
  /** True once something else consumed the stream. */
  readonly readableEnded?: boolean;
  /** Node's `Readable#iterator`: read with `destroyOnReturn: false`, so stopping early keeps the connection. */
  iterator?(options: { destroyOnReturn?: boolean }): AsyncIterator<unknown>;
}

/** What the adapter writes to a Node `http.ServerResponse` or an Express response. */
export interface NodeResponseLike {
  /** Set to the handler's status. */
  statusCode: number;
  /** Called once per response header. */
  setHeader(name: string, value: string): unknown;
  /** Called once with the whole body (or, after `write`, with none). */
  end(chunk?: Uint8Array): unknown;
  /** Used for a refusal sent before the request body was read: the answer goes out before the body drains. */
  write?(chunk: Uint8Array): unknown;
  /** When already `true`, the adapter leaves the response alone. */
  readonly headersSent?: boolean;
}

/** A Node `http` / Express request listener; its promise always resolves (it answers 500 on failure). */
export type NodeWebhookHandler = (req: NodeRequestLike, res: NodeResponseLike) => Promise<void>;

class ParsedBodyError extends Error {}

const encoder = /* @__PURE__ */ new TextEncoder();

function toBytes(chunk: unknown): Uint8Array {
  if (typeof chunk === 'string') return encoder.encode(chunk);
  if (ArrayBuffer.isView(chunk)) return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError('Request stream yielded something other than bytes or text');
}

/** The request body as the handler will read it, and whether all of it was read. */
interface BodySource {
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;
  readonly complete: () => boolean;
  /** Stops reading through the iterator (without destroying the request), so the rest can be drained. */
  readonly release: () => Promise<void>;
}

const noRelease = async () => undefined;

function streamSource(req: NodeRequestLike): BodySource {
  let iterator: AsyncIterator<unknown> | undefined;
  let ended = false;
  let pulling = false;
  // A read still waiting for bytes cannot be stopped without destroying the request: it is left to finish.
  const release = async () => {
    if (!pulling) await iterator?.return?.().catch(() => undefined);
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // The default iterator destroys the request (and so the socket) when it is stopped early.
        iterator ??= req.iterator?.({ destroyOnReturn: false }) ?? req[Symbol.asyncIterator]();
        pulling = true;
        const next = await iterator.next().finally(() => {
          pulling = false;
        });
        if (next.done) {
          ended = true;
          controller.close();
        } else controller.enqueue(toBytes(next.value));
      },
      cancel: release,
    },
    { highWaterMark: 0 },
  );
  return { body: stream, complete: () => ended, release };
}

/**
 * Pulls the Node stream only as the handler reads (no read-ahead), so the handler's header and size checks run
 * before any of the body is buffered, and it can stop reading at its size cap.
 */
function bodySource(req: NodeRequestLike, hasBody: boolean): BodySource {
  const { body } = req;
  if (!hasBody) return { body: undefined, complete: () => true, release: noRelease };
  if (typeof body === 'string' || ArrayBuffer.isView(body)) {
    return { body: toBytes(body).slice(), complete: () => true, release: noRelease };
  }
  // A JSON (or urlencoded) parser consumed the stream and kept only its parse: the signed bytes are gone.
  if (req.readableEnded) throw new ParsedBodyError();
  return streamSource(req);
}

function toRequest(req: NodeRequestLike, source: BodySource, method: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (":path") are not valid fetch header names.
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of typeof value === 'string' ? [value] : value) headers.append(name, item);
  }
  const path = req.url?.startsWith('/') ? req.url : '/';
  // `duplex` is required by fetch for a streamed request body, and missing from the DOM typings.
  const init: RequestInit & { duplex: 'half' } = { method, headers, duplex: 'half' };
  if (source.body !== undefined) init.body = source.body;
  return new Request(`http://localhost${path}`, init);
}

async function send(
  req: NodeRequestLike,
  res: NodeResponseLike,
  response: Response,
  source: BodySource,
): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  if (source.complete()) {
    res.end(body);
    return;
  }
  // Refused early, or past its cap: answer, then close once the sender could read the answer.
  await source.release();
  await answerUnreadRequest(req, res, body);
}

function sendJson(res: NodeResponseLike, status: number, body: Record<string, string>): void {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(encoder.encode(JSON.stringify(body)));
}

/**
 * Adapts a {@link createWebhookHandler} handler to Node's `http` and to Express. It streams the raw body from
 * the request into the handler as the handler reads it (so method, headers and size are checked before the body
 * is buffered, and a body over the cap is not read to its end), or takes `req.body` when `express.raw()` /
 * `express.text()` already read it. A body already
 * parsed as JSON cannot be verified: such requests get a 500 explaining that the route needs the raw body.
 *
 * @throws Never: failures become a 500 response.
 * @example
 * ```ts
 * app.post('/webhooks', toNodeHandler(createWebhookHandler({ secret, on })));
 * http.createServer(toNodeHandler(handler)).listen(3000);
 * ```
 */
export function toNodeHandler(handler: WebhookHandler): NodeWebhookHandler {
  return async (req, res) => {
    try {
      const method = req.method ?? 'POST';
      const source = bodySource(req, method !== 'GET' && method !== 'HEAD');
      const response = await handler(toRequest(req, source, method));
      await send(req, res, response, source);
    } catch (error) {
      if (error instanceof ParsedBodyError) {
        const message =
          'The request body was already parsed; mount this route with express.raw({ type: "*/*" })';
        sendJson(res, 500, { error: 'raw_body_unavailable', message });
        return;
      }
      sendJson(res, 500, { error: 'internal_error' });
    }
  };
}
