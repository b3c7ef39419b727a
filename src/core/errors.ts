/**
 * The error hierarchy of the SDK. Every error the SDK throws is a {@link WorkforceError}; HTTP failures are
 * {@link ApiError}s with one subclass per status family. Anything stored on an error has been redacted first
 * (see `internal/redact.ts`): no API key, no full tenant key, no person PII.
 */

/** A map of field path to message, shaped like the `params` of the API's 400 responses. */
export type ErrorParams = Record<string, string>;

/** The machine-readable error codes the API documents; any other string may appear too. */
export type ApiErrorCode =
  | 'invalid_request_body'
  | 'resource_not_found'
  | 'forbidden'
  | 'internal_error'
  | (string & {});

/**
 * Base class of every error thrown by the SDK.
 *
 * @example
 * ```ts
 * try { await client.persons.get(id); } catch (e) { if (isWorkforceError(e)) console.error(e.message); }
 * ```
 */
export class WorkforceError extends Error {
  override name = 'WorkforceError';

  /** A plain, redacted representation safe to log or serialise. */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message };
  }
}

/** Everything an {@link ApiError} is built from, already redacted. */
export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode | undefined;
  message: string;
  params: ErrorParams | undefined;
  requestId: string | undefined;
  headers: Record<string, string>;
  body: unknown;
  cause?: unknown;
}

/**
 * A non-2xx response from the API. Both error body shapes (`{ code, message, params }` and the statutory
 * `{ error: { code, message, details } }`) are normalised into the same fields.
 *
 * @example
 * ```ts
 * catch (e) { if (isApiError(e) && e.code === 'resource_not_found') return null; throw e; }
 * ```
 */
export class ApiError extends WorkforceError {
  override name = 'ApiError';
  /** The HTTP status of the response (`0` for an opaque redirect in a browser). */
  readonly status: number;
  /** The API's machine-readable code, when the body carried one. */
  readonly code: ApiErrorCode | undefined;
  /** Field path → message, from a 400 `params` map or statutory `details`. */
  readonly params: ErrorParams | undefined;
  /** The `x-request-id` response header, when present: quote it to support. */
  readonly requestId: string | undefined;
  /** Response headers (redacted). */
  readonly headers: Record<string, string>;
  /** The parsed (or, for non-JSON bodies, truncated text) response body, redacted. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.params = init.params;
    this.requestId = init.requestId;
    this.headers = init.headers;
    this.body = init.body;
  }

  override toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      code: this.code,
      params: this.params,
      requestId: this.requestId,
      body: this.body,
    };
  }
}

/** 400: the request was rejected as invalid; `params` says which fields. */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}

/** 401: the key is missing, invalid, or belongs to the other environment. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}

/** 403: the tenant key is not the caller's, or the token lacks the permission. */
export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError';
}

/** 404: the resource does not exist (or is not visible to this key and tenant). */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}

/** 409: the resource is not in a state that allows the operation. */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}

/** 422: the request was understood but cannot be processed. */
export class UnprocessableEntityError extends ApiError {
  override name = 'UnprocessableEntityError';
}

/** 429: too many requests. `retryAfter` holds the server's requested wait in seconds, when it gave one. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  /** Seconds the server asked to wait (from `Retry-After`), when present. */
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit & { retryAfter?: number | undefined }) {
    super(init);
    this.retryAfter = init.retryAfter;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), retryAfter: this.retryAfter };
  }
}

/** 5xx: the API failed. Idempotent calls were already retried before this was thrown. */
export class InternalServerError extends ApiError {
  override name = 'InternalServerError';
}

/** The request could not reach the API or the connection failed before a response. */
export class ConnectionError extends WorkforceError {
  override name = 'ConnectionError';
}

/** An attempt exceeded `timeout`, or the whole call exceeded `totalTimeout`. */
export class TimeoutError extends WorkforceError {
  override name = 'TimeoutError';
}

/** The caller's `signal` aborted the call. */
export class RequestAbortedError extends WorkforceError {
  override name = 'RequestAbortedError';
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
  override name = 'RequestValidationError';
  /** Field path → message for each rejected input. */
  readonly params: ErrorParams;

  constructor(message: string, params: ErrorParams, options?: { cause?: unknown }) {
    super(message, options);
    this.params = params;
  }

  override toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message, params: this.params };
  }
}

/** One problem found in a response body: where and what. */
export interface ResponseIssue {
  path: string;
  message: string;
}

/** A 2xx body that does not match the documented shape (with `validateResponses: 'strict'`). Not an ApiError. */
export class ResponseValidationError extends WorkforceError {
  override name = 'ResponseValidationError';
  /** Each mismatch, as a path and a message. */
  readonly issues: ResponseIssue[];
  /** The received body, redacted (truncated text when it was not JSON). */
  readonly body: unknown;
  /** The `x-request-id` response header, when present. */
  readonly requestId: string | undefined;

  constructor(
    message: string,
    init: { issues: ResponseIssue[]; body: unknown; requestId: string | undefined; cause?: unknown },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.issues = init.issues;
    this.body = init.body;
    this.requestId = init.requestId;
  }

  override toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      issues: this.issues,
      requestId: this.requestId,
      body: this.body,
    };
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

/** A webhook delivery failed verification or could not be parsed; `reason` says which check failed. */
export class WebhookVerificationError extends WorkforceError {
  override name = 'WebhookVerificationError';
  /** The check that failed. */
  readonly reason: WebhookVerificationReason;

  constructor(reason: WebhookVerificationReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }

  override toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message, reason: this.reason };
  }
}
