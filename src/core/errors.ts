/**
 * The error hierarchy of the SDK. Every error the SDK throws is a {@link WorkforceError}; HTTP failures are
 * {@link ApiError}s with one subclass per status family. Anything stored on an error has been redacted first
 * (see `internal/redact.ts`): no API key, no full tenant key, no person PII.
 *
 * Fields a constructor assigns are `declare`d: the constructor creates them, in the same order, and the bundle
 * carries no field definitions (the same in client-errors.ts, wait-errors.ts and pages.ts).
 */

import type { DocumentedErrorCode } from './error-codes.js';

/** A map of field path to message, shaped like the `params` of the API's 400 responses. */
export type ErrorParams = Record<string, string>;

/**
 * The machine-readable error codes the API documents ({@link API_ERROR_CODES}); any other string may appear
 * too. The statutory routes' own spellings (`not_found`, `invalid_request`) are reported as these.
 */
export type ApiErrorCode = DocumentedErrorCode | (string & {});

/**
 * Base class of every error thrown by the SDK.
 *
 * @example
 * ```ts
 * try { await client.persons.get(id); } catch (e) { if (isWorkforceError(e)) console.error(e.message); }
 * ```
 */
export class WorkforceError extends Error {
  /** Always `'WorkforceError'`; the `is…` guards check it. */
  override name = 'WorkforceError';
  /**
   * Whether the API may have acted on the request, so whether a write may have happened: the one check that
   * decides if a write such as `payrolls.create` can be sent again.
   *
   * - `false`: the API cannot have acted. Nothing was sent (bad input, an abort before sending, a connection
   *   never established, a configuration or key-provider failure), or the API refused the request (a 4xx).
   *   Sending it again is safe.
   * - `true`: the request reached the API, or may have: a timeout or an abort while it was in flight, a
   *   connection that broke before the answer, a 5xx, a redirect, a 2xx the SDK could not accept (too large, or
   *   not the documented shape). Read the state back (or resend with the same `idempotencyKey` where the
   *   operation takes one) before sending a write again.
   *
   * When the SDK retried, it is `true` as soon as any attempt may have been processed.
   *
   * @example
   * ```ts
   * catch (e) { if (isWorkforceError(e) && !e.requestMayHaveBeenProcessed) return client.payrolls.create(params); }
   * ```
   */
  declare readonly requestMayHaveBeenProcessed: boolean;

  constructor(message?: string, options?: WorkforceErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.requestMayHaveBeenProcessed = options?.requestMayHaveBeenProcessed ?? false;
  }

  /**
   * `instanceof` that also recognises the errors of another copy of the SDK in the same process: the ES module
   * and CommonJS builds (`import` in one file, `require('workforce-api')` in another, as when a CommonJS app is
   * tested from ES modules) or a second bundle. Such an error matches when a class of its own chain has this
   * class's name (unless its copy was minified); anything else gets the ordinary prototype check.
   * @example
   * ```ts
   * const { ApiError } = require('workforce-api'); // an error thrown by the ES module build is still matched
   * if (error instanceof ApiError) console.log(error.status);
   * ```
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // An error of another copy has `requestMayHaveBeenProcessed`, and its literal `name` is its class's name
    // unless that copy was minified (short names could then collide): only then are names compared.
    const error = value as WorkforceError | null;
    const elsewhere =
      typeof error?.requestMayHaveBeenProcessed === 'boolean' &&
      error.name === Object.getPrototypeOf(error).constructor?.name;
    for (let proto = value as { constructor?: { name?: unknown } } | null; proto != null; ) {
      proto = Object.getPrototypeOf(proto);
      // biome-ignore lint/complexity/noThisInStatic: `this` is the class right of `instanceof`, maybe a subclass
      if (proto === this.prototype || (elsewhere && proto?.constructor?.name === this.name)) return true;
    }
    return false;
  }

  /**
   * A plain, redacted representation safe to log or serialise: `name`, `message` and the error's own fields
   * (`requestMayHaveBeenProcessed`, and `status`, `code`, `params`, `requestId`, `body`… per class), all but
   * `headers`.
   * @example
   * ```ts
   * logger.error(JSON.stringify(error)); // no key, no full tenant key, no PII
   * ```
   */
  toJSON(): Record<string, unknown> {
    const { headers: _headers, ...fields } = this as Record<string, unknown>;
    return { name: this.name, message: this.message, ...fields };
  }
}

/** The options of a {@link WorkforceError}: its cause, and whether the API may have acted on the request. */
export interface WorkforceErrorOptions {
  /** The underlying failure, kept as the error's `cause`. */
  cause?: unknown;
  /** See {@link WorkforceError.requestMayHaveBeenProcessed}; `false` when absent. */
  requestMayHaveBeenProcessed?: boolean | undefined;
}

/**
 * Whether a status means the API may have acted: a 4xx is a refusal (this API documents none where refused
 * work was partly done; its 409 means "not in a state that allows it"), anything else (a 5xx, a redirect, the
 * browser's opaque status 0) may have followed the work.
 */
function statusMayHaveBeenProcessed(status: number): boolean {
  return status < 400 || status >= 500;
}

/** Everything an {@link ApiError} is built from, already redacted. */
export interface ApiErrorInit {
  /** HTTP status of the response. */
  status: number;
  /** The API's machine-readable code, when the body carried one. */
  code: ApiErrorCode | undefined;
  /** Human-readable message (already redacted). */
  message: string;
  /** Field path → message, from a 400 `params` map or statutory `details`. */
  params: ErrorParams | undefined;
  /** The `x-request-id` response header, when present. */
  requestId: string | undefined;
  /** Response headers, redacted. */
  headers: Record<string, string>;
  /** Parsed body, or truncated text for non-JSON bodies, redacted. */
  body: unknown;
  /** The underlying failure, kept as the error's `cause`. */
  cause?: unknown;
  /** `true` when an earlier attempt may have been processed; by default `false` for a 4xx, else `true`. */
  requestMayHaveBeenProcessed?: boolean | undefined;
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
  /** Always `'ApiError'`; the `is…` guards check it. */
  override name = 'ApiError';
  /** The HTTP status of the response (`0` for an opaque redirect in a browser). */
  declare readonly status: number;
  /**
   * The API's machine-readable code, or `undefined` when the body carried none (an empty or non-JSON body,
   * such as a proxy's HTML 502 page, or a body without a `code`).
   */
  declare readonly code: ApiErrorCode | undefined;
  /** Field path → message, from a 400 `params` map or statutory `details`. */
  declare readonly params: ErrorParams | undefined;
  /** The `x-request-id` response header, when present: quote it to support. */
  declare readonly requestId: string | undefined;
  /** Response headers (redacted). */
  declare readonly headers: Record<string, string>;
  /** The parsed (or, for non-JSON bodies, truncated text) response body, redacted. */
  declare readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, {
      cause: init.cause,
      requestMayHaveBeenProcessed:
        init.requestMayHaveBeenProcessed ?? statusMayHaveBeenProcessed(init.status),
    });
    this.status = init.status;
    this.code = init.code;
    this.params = init.params;
    this.requestId = init.requestId;
    this.headers = init.headers;
    this.body = init.body;
  }
}

/**
 * 400: the request was rejected as invalid; `params` says which fields.
 *
 * @example
 * ```ts
 * catch (e) { if (isBadRequestError(e)) console.log(e.params); } // { 'amount.amount': 'must be an integer' }
 * ```
 */
export class BadRequestError extends ApiError {
  /** Always `'BadRequestError'`; the `is…` guards check it. */
  override name = 'BadRequestError' as const;
}

/**
 * 401: the key is missing, invalid, or belongs to the other environment. With a provider `apiKey` the SDK has
 * already asked the provider for a fresh token once before throwing this.
 *
 * @example
 * ```ts
 * catch (e) { if (isAuthenticationError(e)) console.error('is this key for the configured environment?'); }
 * ```
 */
export class AuthenticationError extends ApiError {
  /** Always `'AuthenticationError'`; the `is…` guards check it. */
  override name = 'AuthenticationError' as const;
}

/**
 * 403: the tenant key is not the caller's, or the token lacks the permission.
 *
 * @example
 * ```ts
 * catch (e) { if (isPermissionDeniedError(e)) console.error('forbidden', e.requestId); }
 * ```
 */
export class PermissionDeniedError extends ApiError {
  /** Always `'PermissionDeniedError'`; the `is…` guards check it. */
  override name = 'PermissionDeniedError' as const;
}

/**
 * 404: the resource does not exist (or is not visible to this key and tenant).
 *
 * @example
 * ```ts
 * const person = await client.persons.get(id).catch((e) => (isNotFoundError(e) ? null : Promise.reject(e)));
 * ```
 */
export class NotFoundError extends ApiError {
  /** Always `'NotFoundError'`; the `is…` guards check it. */
  override name = 'NotFoundError' as const;
}

/**
 * 409: the resource is not in a state that allows the operation.
 *
 * @example
 * ```ts
 * catch (e) { if (isConflictError(e)) await client.payrolls.get(payrollId); } // re-read the current state
 * ```
 */
export class ConflictError extends ApiError {
  /** Always `'ConflictError'`; the `is…` guards check it. */
  override name = 'ConflictError' as const;
}

/**
 * 422: the request was understood but cannot be processed.
 *
 * @example
 * ```ts
 * catch (e) { if (isUnprocessableEntityError(e)) console.warn(e.code, e.message); }
 * ```
 */
export class UnprocessableEntityError extends ApiError {
  /** Always `'UnprocessableEntityError'`; the `is…` guards check it. */
  override name = 'UnprocessableEntityError' as const;
}

/**
 * 429: too many requests, after the SDK's own retries ran out. `retryAfter` holds the server's requested wait
 * in seconds, when it gave one.
 *
 * @example
 * ```ts
 * catch (e) { if (isRateLimitError(e)) setTimeout(retryLater, (e.retryAfter ?? 30) * 1000); }
 * ```
 */
export class RateLimitError extends ApiError {
  /** Always `'RateLimitError'`; the `is…` guards check it. */
  override name = 'RateLimitError' as const;
  /** Seconds the server asked to wait (from `Retry-After`), when present. */
  declare readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit & { retryAfter?: number | undefined }) {
    super(init);
    this.retryAfter = init.retryAfter;
  }
}

/**
 * 5xx: the API failed. Idempotent calls were already retried before this was thrown.
 *
 * @example
 * ```ts
 * catch (e) { if (isInternalServerError(e)) console.error('API failure, quote to support:', e.requestId); }
 * ```
 */
export class InternalServerError extends ApiError {
  /** Always `'InternalServerError'`; the `is…` guards check it. */
  override name = 'InternalServerError' as const;
}
