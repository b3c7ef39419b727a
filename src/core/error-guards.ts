import type {
  ConnectionError,
  RequestAbortedError,
  RequestValidationError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
  WebhookVerificationError,
} from './client-errors.js';
import type {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  WorkforceError,
} from './errors.js';

/*
 * Guards check `name` rather than only `instanceof`: an error thrown by a second copy of the SDK (another
 * bundle, another realm such as a vm context or an iframe) keeps its name even when that copy was minified,
 * where `instanceof` (WorkforceError's Symbol.hasInstance) matches other copies by class name only unminified.
 */

const API_ERRORS = [
  'ApiError',
  'BadRequestError',
  'AuthenticationError',
  'PermissionDeniedError',
  'NotFoundError',
  'ConflictError',
  'UnprocessableEntityError',
  'RateLimitError',
  'InternalServerError',
] as const;

const CLIENT_ERRORS = [
  'WorkforceError',
  'ConnectionError',
  'TimeoutError',
  'RequestAbortedError',
  'RequestValidationError',
  'ResponseValidationError',
  'ResponseTooLargeError',
  'WebhookVerificationError',
  'TerminalStatusError',
] as const;

function nameSet(...lists: readonly (readonly string[])[]): ReadonlySet<string> {
  return new Set(lists.flat());
}

// Built by calls marked pure with plain arguments, so a bundle that uses neither guard drops both sets.
const API_ERROR_NAMES = /* @__PURE__ */ nameSet(API_ERRORS);
const ALL_ERROR_NAMES = /* @__PURE__ */ nameSet(API_ERRORS, CLIENT_ERRORS);

function nameOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const name = (value as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

function guard<T>(names: ReadonlySet<string> | string): (value: unknown) => value is T {
  const matches = typeof names === 'string' ? (n: string) => n === names : (n: string) => names.has(n);
  return (value: unknown): value is T => {
    const name = nameOf(value);
    return (
      name !== undefined && matches(name) && typeof (value as { message?: unknown }).message === 'string'
    );
  };
}

/** True for any error thrown by the SDK, from any copy or realm. @example `if (isWorkforceError(e)) …` */
export const isWorkforceError = /* @__PURE__ */ guard<WorkforceError>(ALL_ERROR_NAMES);
/** True for any non-2xx response error. @example `if (isApiError(e)) console.log(e.status, e.requestId)` */
export const isApiError = /* @__PURE__ */ guard<ApiError>(API_ERROR_NAMES);
/** True for a 400 error. @example `if (isBadRequestError(e)) console.log(e.params)` */
export const isBadRequestError = /* @__PURE__ */ guard<BadRequestError>('BadRequestError');
/** True for a 401 error. @example `if (isAuthenticationError(e)) rotateKey()` */
export const isAuthenticationError = /* @__PURE__ */ guard<AuthenticationError>('AuthenticationError');
/** True for a 403 error. @example `if (isPermissionDeniedError(e)) …` */
export const isPermissionDeniedError = /* @__PURE__ */ guard<PermissionDeniedError>('PermissionDeniedError');
/** True for a 404 error. @example `if (isNotFoundError(e)) return null` */
export const isNotFoundError = /* @__PURE__ */ guard<NotFoundError>('NotFoundError');
/** True for a 409 error. @example `if (isConflictError(e)) …` */
export const isConflictError = /* @__PURE__ */ guard<ConflictError>('ConflictError');
/** True for a 422 error. @example `if (isUnprocessableEntityError(e)) …` */
export const isUnprocessableEntityError =
  /* @__PURE__ */ guard<UnprocessableEntityError>('UnprocessableEntityError');
/** True for a 429 error. @example `if (isRateLimitError(e)) wait(e.retryAfter)` */
export const isRateLimitError = /* @__PURE__ */ guard<RateLimitError>('RateLimitError');
/** True for a 5xx error. @example `if (isInternalServerError(e)) …` */
export const isInternalServerError = /* @__PURE__ */ guard<InternalServerError>('InternalServerError');
/** True for a network failure. @example `if (isConnectionError(e)) …` */
export const isConnectionError = /* @__PURE__ */ guard<ConnectionError>('ConnectionError');
/** True for a per-attempt or total timeout. @example `if (isTimeoutError(e)) …` */
export const isTimeoutError = /* @__PURE__ */ guard<TimeoutError>('TimeoutError');
/** True when the caller's signal aborted the call. @example `if (isRequestAbortedError(e)) return` */
export const isRequestAbortedError = /* @__PURE__ */ guard<RequestAbortedError>('RequestAbortedError');
/** True for an input refused before sending. @example `if (isRequestValidationError(e)) show(e.params)` */
export const isRequestValidationError =
  /* @__PURE__ */ guard<RequestValidationError>('RequestValidationError');
/** True for a 2xx body that did not match its schema. @example `if (isResponseValidationError(e)) …` */
export const isResponseValidationError =
  /* @__PURE__ */ guard<ResponseValidationError>('ResponseValidationError');
/** True for a 2xx body over `maxResponseBytes`. @example `if (isResponseTooLargeError(e)) console.log(e.limit)` */
export const isResponseTooLargeError = /* @__PURE__ */ guard<ResponseTooLargeError>('ResponseTooLargeError');
/** True for a failed webhook verification. @example `if (isWebhookVerificationError(e)) return 400` */
export const isWebhookVerificationError =
  /* @__PURE__ */ guard<WebhookVerificationError>('WebhookVerificationError');
