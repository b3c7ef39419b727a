/*
 * Answering a request whose body was not read to its end (refused by its headers, or past the size cap).
 *
 * Closing the socket while the sender's bytes are still arriving makes the kernel answer them with a reset, and
 * a reset discards what the sender had received but not yet read: the 4xx is lost, the sender sees EPIPE and
 * retries the same large delivery later. So the whole answer is written first, then the rest of the body is
 * read and dropped (memory stays flat) until the sender stops or `REFUSAL_LINGER_MS` pass, and only then is the
 * response ended, which lets Node close the connection (`Connection: close`) with nothing left unread.
 */

/** How long the rest of a refused body is read and dropped before the connection is closed anyway. */
export const REFUSAL_LINGER_MS = 2_000;

/** The stream calls the linger needs: a Node `http.IncomingMessage` (or an Express request) has them. */
export interface DrainableRequest {
  /** Lets the remaining body flow with no reader, so Node drops it. */
  resume(): unknown;
  /** `end` once the whole body arrived, `close` once the sender went away. */
  once(event: 'end' | 'close', listener: () => void): unknown;
  /** Undoes `once` when the other event or the time limit came first. */
  removeListener(event: 'end' | 'close', listener: () => void): unknown;
  /** True once the whole body was read. */
  readonly readableEnded?: boolean;
}

/** The response calls the linger needs: a Node `http.ServerResponse` (or an Express response) has them. */
export interface RefusalResponse {
  /** Adds `connection: close` and `content-length` to the headers already set. */
  setHeader(name: string, value: string): unknown;
  /** Ends the response once the body drained (or at once, with the answer, without `write`). */
  end(chunk?: Uint8Array): unknown;
  /** Sends the answer without ending the response, so the connection stays open while the body drains. */
  write?(chunk: Uint8Array): unknown;
}

function isDrainable(req: object): req is DrainableRequest {
  const r = req as Partial<Record<keyof DrainableRequest, unknown>>;
  return (
    typeof r.resume === 'function' && typeof r.once === 'function' && typeof r.removeListener === 'function'
  );
}

/** Reads and drops the rest of the body until it ends, the sender closes, or `ms` pass. */
function drain(req: DrainableRequest, ms: number): Promise<void> {
  if (req.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      req.removeListener('end', done);
      req.removeListener('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    req.once('end', done);
    req.once('close', done);
    req.resume();
  });
}

/**
 * Sends `body` (headers already set on `res`, status included) with `Connection: close` and a
 * `content-length`, drains what the sender is still sending for at most `lingerMs`, then ends the response.
 * A request or response without the stream calls (a test double) gets the answer and an immediate end.
 */
export async function answerUnreadRequest(
  req: object,
  res: RefusalResponse,
  body: Uint8Array,
  lingerMs = REFUSAL_LINGER_MS,
): Promise<void> {
  res.setHeader('connection', 'close');
  res.setHeader('content-length', String(body.byteLength));
  if (!isDrainable(req) || typeof res.write !== 'function') {
    res.end(body);
    return;
  }
  res.write(body);
  await drain(req, lingerMs);
  res.end();
}
