import { ResponseTooLargeError } from '../core/client-errors.js';
import { concatBytes } from './bytes.js';

/*
 * Reads a 2xx body as text with a byte cap. The bytes are counted as they stream, so a server that sends no
 * Content-Length (or a false one) cannot make the SDK hold more than the cap; the chunks are kept once and
 * decoded once, as `Response.text()` would. The time bound stays ky's (see `exchange`).
 */

/** What bounds one body read. */
export interface BodyReadLimits {
  /** The most bytes the body may have. */
  maxBytes: number;
  /** `METHOD /path` for messages. */
  label: string;
}

const decoder = new TextDecoder();
const ignore = () => undefined;

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

/**
 * The body as UTF-8 text, refused early when its Content-Length already exceeds the cap.
 * @throws ResponseTooLargeError past `maxBytes`; the stream's own error when the connection breaks or
 * the download is aborted.
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
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(ignore);
      throw tooLarge(response, label, maxBytes);
    }
    chunks.push(value);
  }
  return size === 0 ? '' : decoder.decode(concatBytes(chunks, size));
}
