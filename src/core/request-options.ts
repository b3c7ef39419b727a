/**
 * Options accepted as the last argument of every method. Limits follow the client's rules (`timeout` and
 * `totalTimeout` positive integer milliseconds, `maxRetries` an integer from 0 to 10); one out of range fails
 * the call with `RequestValidationError` before anything is sent.
 */
export interface RequestOptions {
  /**
   * `X-MultiTenantKey` for this call: overrides the client's `tenantKey`; `null` omits the header.
   */
  tenantKey?: string | null;
  /** Aborts the call at once, also while waiting between retries. */
  signal?: AbortSignal;
  /** Milliseconds allowed for one attempt (overrides the client's `timeout`). */
  timeout?: number;
  /** Milliseconds allowed for the whole call, retries included (overrides the client's `totalTimeout`). */
  totalTimeout?: number;
  /** Retries after the first attempt (overrides the client's `maxRetries`). */
  maxRetries?: number;
  /**
   * The most bytes this call's 2xx response body may have (overrides the client's `maxResponseBytes`); past it
   * the call fails with `ResponseTooLargeError`.
   */
  maxResponseBytes?: number;
  /** Extra headers for this call. `undefined` values are ignored. */
  headers?: Record<string, string | undefined>;
  /**
   * Idempotency key for operations that carry one in their body (platform business creation, deposits,
   * reserves). Generated when absent, and reused across retries. With `client.request()`, it is put into the
   * JSON body as `idempotencyKey` (the body must be an object, or absent) and makes a POST or PATCH retryable
   * like those operations; without it, a raw POST is never resent once it may have arrived.
   */
  idempotencyKey?: string;
}

/** HTTP methods the SDK sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call through `client.request()`: the escape hatch for operations the SDK does not cover yet. */
export interface RawRequest {
  /**
   * HTTP method. `POST` and `PATCH` are treated as unsafe, never resent once they may have arrived, unless the
   * call passes an `idempotencyKey` option (sent in the body as `idempotencyKey`).
   */
  method: HttpMethod;
  /**
   * A path relative to the client's base URL, starting with a single `/` and already encoded: an API route
   * such as `/v1/persons?limit=5`, or one outside `/v1` such as a simulator's `/_simulator/clock/advance`.
   * Refused before sending: a path that does not start with a single `/` (an absolute URL, `//host`), `.` or
   * `..` segments, encoded slashes, whitespace, and `#` (a fragment would be cut off, not sent).
   */
  path: string;
  /** Query parameters; arrays are sent comma-separated, `undefined` values are dropped. */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  /** JSON body. */
  body?: unknown;
}

/**
 * The bytes of a file to upload: text, a Blob/File, an ArrayBuffer, a typed array or Node Buffer, or a stream.
 * Declared here rather than as the DOM's `BodyInit` so Node projects without the DOM library can use it.
 *
 * @example
 * ```ts
 * const content: UploadContent = await readFile('./invoice.pdf'); // a Buffer
 * ```
 */
export type UploadContent = string | Blob | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array>;
