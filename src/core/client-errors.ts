import { type ErrorParams, WorkforceError, type WorkforceErrorOptions } from './errors.js';

/*
 * Errors raised on the SDK's side of the wire: the network, timeouts, the caller's abort, inputs refused before
 * sending, 2xx bodies of the wrong shape, and webhook deliveries that fail verification. Fields a constructor
 * assigns are `declare`d (see errors.ts).
 */

/**
 * The connection failed: the API could not be reached, or the connection broke before the whole response
 * arrived. `requestMayHaveBeenProcessed` says which, and so what a payroll write should do next:
 *
 * - `false`: the connection was never established (refused, DNS failure, unreachable host), so nothing was
 *   sent and the server cannot have acted. Retrying is safe, even for a POST that moves money.
 * - `true`: the request was (or may have been) sent and the response was lost. The server may have acted on
 *   it. Before sending a write again, read back the state (`client.payrolls.get(id)`, a list filtered on your
 *   own reference…), or resend with the same `idempotencyKey` for the operations that take one.
 *
 * Idempotent calls (GET, PUT, DELETE) were already retried up to `maxRetries` before this was thrown.
 *
 * @example
 * ```ts
 * try {
 *   await client.reimbursements.create(params);
 * } catch (e) {
 *   if (isConnectionError(e) && !e.requestMayHaveBeenProcessed) await client.reimbursements.create(params);
 *   else if (isConnectionError(e)) await reconcileReimbursements(); // it may exist: look before resending
 *   else throw e;
 * }
 * ```
 */
export class ConnectionError extends WorkforceError {
  /** Always `'ConnectionError'`; the `is…` guards check it. */
  override name = 'ConnectionError' as const;

  /**
   * `requestMayHaveBeenProcessed` is `false` only when the SDK knows nothing was sent (the connection was
   * never established), and `true` when it is absent.
   */
  constructor(message: string, options?: WorkforceErrorOptions) {
    super(message, { ...options, requestMayHaveBeenProcessed: options?.requestMayHaveBeenProcessed ?? true });
  }
}

/**
 * A 2xx response body was larger than `maxResponseBytes` (declared by its Content-Length, or counted while it
 * streamed). The SDK stopped reading it and does not retry: the same request would get the same answer.
 * Raise the client's or the call's `maxResponseBytes`, or ask for less (a smaller page `limit`).
 *
 * @example
 * ```ts
 * catch (e) {
 *   if (isResponseTooLargeError(e)) console.error(`answer over ${e.limit} bytes`, e.requestId);
 * }
 * ```
 */
export class ResponseTooLargeError extends WorkforceError {
  /** Always `'ResponseTooLargeError'`; the `is…` guards check it. */
  override name = 'ResponseTooLargeError' as const;
  /** The limit in bytes that the body exceeded (`maxResponseBytes`). */
  declare readonly limit: number;
  /** The HTTP status of the response. */
  declare readonly status: number;
  /** The `x-request-id` response header, when present. */
  declare readonly requestId: string | undefined;

  /** The API answered 2xx, so it has acted: `requestMayHaveBeenProcessed` is always `true`. */
  constructor(message: string, init: { limit: number; status: number; requestId: string | undefined }) {
    super(message, { requestMayHaveBeenProcessed: true });
    this.limit = init.limit;
    this.status = init.status;
    this.requestId = init.requestId;
  }
}

/**
 * An attempt exceeded `timeout`, or the whole call exceeded `totalTimeout`.
 *
 * @example
 * ```ts
 * catch (e) { if (isTimeoutError(e)) console.warn(e.message); } // names which limit was hit
 * ```
 */
export class TimeoutError extends WorkforceError {
  /** Always `'TimeoutError'`; the `is…` guards check it. */
  override name = 'TimeoutError' as const;

  /** The request was in flight when time ran out: `requestMayHaveBeenProcessed` is `true` when absent. */
  constructor(message: string, options?: WorkforceErrorOptions) {
    super(message, { ...options, requestMayHaveBeenProcessed: options?.requestMayHaveBeenProcessed ?? true });
  }
}

/**
 * The caller's `signal` aborted the call; `cause` is the signal's reason. `requestMayHaveBeenProcessed` is
 * `false` when the abort came before the request was sent (or while waiting between attempts that the API
 * refused), `true` when the request was in flight.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const call = client.persons.get(id, { signal: controller.signal });
 * controller.abort();
 * await call.catch((e) => { if (!isRequestAbortedError(e)) throw e; });
 * ```
 */
export class RequestAbortedError extends WorkforceError {
  /** Always `'RequestAbortedError'`; the `is…` guards check it. */
  override name = 'RequestAbortedError' as const;
}

/**
 * The SDK refused an input before sending anything. `params` has the shape of the API's 400 `params`.
 *
 * @example
 * ```ts
 * catch (e) { if (isRequestValidationError(e)) console.log(e.params); } // { 'amount.amount': 'must be an integer' }
 * ```
 */
export class RequestValidationError extends WorkforceError {
  /** Always `'RequestValidationError'`; the `is…` guards check it. */
  override name = 'RequestValidationError' as const;
  /** Field path → message for each rejected input. */
  declare readonly params: ErrorParams;

  /** Nothing was sent: `requestMayHaveBeenProcessed` is always `false`. */
  constructor(message: string, params: ErrorParams, options?: { cause?: unknown }) {
    super(message, { cause: options?.cause, requestMayHaveBeenProcessed: false });
    this.params = params;
  }
}

/** One problem found in a response body: where and what. */
export interface ResponseIssue {
  /** Dotted path inside the body, such as `data.3.email`, or `(root)`. */
  path: string;
  /** What is wrong there, such as `must be a string`. */
  message: string;
}

/** Everything a {@link ResponseValidationError} is built from, already redacted. */
export interface ResponseValidationInit {
  /** Each mismatch, as a path and a message. */
  issues: ResponseIssue[];
  /** The received body, redacted. */
  body: unknown;
  /** The `x-request-id` response header, when present. */
  requestId: string | undefined;
  /** The HTTP status the API answered with; absent for a check across pages. */
  status?: number | undefined;
  /** The id of what a POST created, when the body names one (`id`, `payrollId`…). */
  createdId?: string | undefined;
  /** The underlying failure, kept as the error's `cause`. */
  cause?: unknown;
}

/**
 * The API answered 2xx, but not as documented: a body that does not match the documented shape (with
 * `validateResponses: 'strict'`, for reads and for writes that may be resent), or a list that repeats a cursor
 * or a page. Not an ApiError, and not a refusal: the API has acted, so `requestMayHaveBeenProcessed` is always
 * `true`, `status` says what it answered and, for a POST, `createdId` holds the id it created when the body
 * names one. A POST without an idempotency key (`payrolls.create`…) does not throw this by default: its data is
 * returned and the mismatch is logged at `error`, so a generic retry cannot create the record twice.
 *
 * @example
 * ```ts
 * catch (e) { if (isResponseValidationError(e)) console.error(e.status, e.createdId, e.issues, e.requestId); }
 * ```
 */
export class ResponseValidationError extends WorkforceError {
  /** Always `'ResponseValidationError'`; the `is…` guards check it. */
  override name = 'ResponseValidationError' as const;
  /** Each mismatch, as a path and a message. */
  declare readonly issues: ResponseIssue[];
  /** The received body (before the SDK reshaped it), redacted; truncated text when it was not JSON. */
  declare readonly body: unknown;
  /** The `x-request-id` response header, when present. */
  declare readonly requestId: string | undefined;
  /** The HTTP status the API answered with (a 2xx); `undefined` for a check across pages. */
  declare readonly status: number | undefined;
  /**
   * For a POST, the id the body names (`id`, else a top-level field ending in `Id`, such as `payrollId`),
   * as a string, even when the body types it wrongly: what was created. `undefined` when none is found.
   */
  declare readonly createdId: string | undefined;

  constructor(message: string, init: ResponseValidationInit) {
    super(message, { cause: init.cause, requestMayHaveBeenProcessed: true });
    this.issues = init.issues;
    this.body = init.body;
    this.requestId = init.requestId;
    this.status = init.status;
    this.createdId = init.createdId;
  }
}

/** Which webhook check failed. */
export type WebhookVerificationReason =
  | 'missing_headers'
  | 'missing_secret'
  | 'invalid_secret'
  | 'invalid_signature_header'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'invalid_timestamp'
  | 'signature_mismatch'
  | 'invalid_payload';

/**
 * A webhook delivery failed verification or could not be parsed; `reason` says which check failed.
 *
 * @example
 * ```ts
 * catch (e) { if (isWebhookVerificationError(e)) return new Response(e.reason, { status: 400 }); }
 * ```
 */
export class WebhookVerificationError extends WorkforceError {
  /** Always `'WebhookVerificationError'`; the `is…` guards check it. */
  override name = 'WebhookVerificationError' as const;
  /** The check that failed. */
  declare readonly reason: WebhookVerificationReason;

  /** Not a call to the API: `requestMayHaveBeenProcessed` is always `false`. */
  constructor(reason: WebhookVerificationReason, message: string, options?: { cause?: unknown }) {
    super(message, { cause: options?.cause, requestMayHaveBeenProcessed: false });
    this.reason = reason;
  }
}
