/*
 * What a failed fetch means, whatever runtime ran it. ky wraps the failures it recognises in a `NetworkError`;
 * runtimes word theirs differently (Bun throws a `TypeError` carrying an errno-like `code` that ky does not
 * recognise; Deno puts the connect phase in the message and sets no code; workerd throws a plain `Error` that
 * says the same for a refused connection and one dropped after sending), so both questions are answered
 * here, from every shape, before the retry policy and the error mapping read them.
 */

// Error codes meaning the connection was never established, so nothing was sent.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  // Bun before 1.2 named the refusal this way.
  'ConnectionRefused',
]);

/*
 * Deno (hyper) reports the phase that failed: `client error (Connect)` (TCP connect, DNS or TLS handshake)
 * happens before any byte of the request is written; `client error (SendRequest)` may be after.
 */
const NOT_SENT_MESSAGE = /\bclient error \(Connect\)|\btcp connect error\b|\bdns error\b/;

/* workerd's one message for any lost connection: it cannot say whether the request was sent. */
const WORKERD_LOST = 'Network connection lost';

/**
 * Whether `error`, thrown by a request, is a network failure (no answer arrived): ky's `NetworkError`, or a
 * runtime's own error ky let through (Bun's `TypeError` with a code such as `ECONNREFUSED` or `ECONNRESET`,
 * workerd's `Error: Network connection lost.`).
 * A `TypeError` without such a code (an invalid header value, a malformed URL) is a bug, not the network.
 * @throws never.
 * @example
 * ```ts
 * isNetworkFailure(Object.assign(new TypeError('ECONNREFUSED: Unable to connect'), { code: 'ECONNREFUSED' })); // true
 * ```
 */
export function isNetworkFailure(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NetworkError') return true;
  if (error instanceof Error && error.message.startsWith(WORKERD_LOST)) return true;
  if (!(error instanceof TypeError)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code !== '' && !code.startsWith('ERR_');
}

/**
 * True when a network failure says the connection was never made (safe to resend even a POST): a refusal,
 * DNS or unreachable code anywhere in the cause chain, or Deno's connect-phase message.
 * @throws never.
 * @example
 * ```ts
 * wasNotSent(new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) })); // true
 * ```
 */
export function wasNotSent(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return true;
    if (typeof message === 'string' && NOT_SENT_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
