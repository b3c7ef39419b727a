import { ResponseTooLargeError } from '../core/client-errors.js';

/*
 * Reads a 2xx body as text with a byte cap and a time bound. The bytes are counted as they stream, so a server
 * that sends no Content-Length (or a false one) cannot make the SDK hold more than the cap; the chunks are kept
 * once and decoded once, as `Response.text()` would.
 */

/** What bounds one body read. */
export interface BodyReadLimits {
  /** The most bytes the body may have. */
  maxBytes: number;
  /** Milliseconds the whole read may take. */
  timeoutMs: number;
  /** `METHOD /path` for messages. */
  label: string;
}

const decoder = new TextDecoder();
const ignore = () => undefined;

/** The error ky's own body read throws on a timeout, so the retry policy and error mapping read it the same. */
function bodyTimeout(label: string): Error {
  const error = new Error(`Reading the response body of ${label} timed out`);
  error.name = 'TimeoutError';
  return error;
}

function tooLarge(
  response: Response,
  label: string,
  maxBytes: number,
  declared?: number,
): ResponseTooLargeError {
  const size = declared === undefined ? 'more than that' : `${declared} bytes by its Content-Length`;
  return new ResponseTooLargeError(
    `The response to ${label} is larger than maxResponseBytes (${maxBytes} bytes): ${size}. The SDK stopped reading it; raise maxResponseBytes or ask for less`,
    {
      limit: maxBytes,
      status: response.status,
      requestId: response.headers.get('x-request-id') ?? undefined,
    },
  );
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * The body as UTF-8 text, refused early when its Content-Length already exceeds the cap.
 * @throws {@link ResponseTooLargeError} past `maxBytes`; an error named `TimeoutError` past `timeoutMs`; the
 * stream's own error when the connection breaks.
 */
export async function readBody(response: Response, limits: BodyReadLimits): Promise<string> {
  const { maxBytes, label } = limits;
  const declared = response.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    response.body?.cancel().catch(ignore);
    throw tooLarge(response, label, maxBytes, Number(declared));
  }
  const body = response.body;
  if (body === null) return '';
  if (limits.timeoutMs <= 0) {
    body.cancel().catch(ignore);
    throw bodyTimeout(label);
  }
  const reader = body.getReader();
  let timedOut = false;
  // Cancelling the reader ends the pending read and aborts the download underneath.
  const timer = setTimeout(() => {
    timedOut = true;
    reader.cancel().catch(ignore);
  }, limits.timeoutMs);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) throw bodyTimeout(label);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.cancel().catch(ignore);
        throw tooLarge(response, label, maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  return size === 0 ? '' : decoder.decode(concat(chunks, size));
}
