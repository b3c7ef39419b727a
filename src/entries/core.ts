/**
 * `workforce-api/core`: the small client behind the standalone functions of `workforce-api/functions`, with the
 * errors, pages and options those functions use. Bundle-sensitive applications import only the functions they
 * call; the namespaced `WorkforceClient` of `workforce-api` offers the same operations.
 * @packageDocumentation
 * @module workforce-api/core
 */

export { APIPromise, type WithResponse } from '../core/api-promise.js';
export type {
  CallErrorEvent,
  CallEvent,
  CallEventBase,
  CallEventListener,
  CallEventListeners,
  CallEvents,
  CallEventType,
  CallRequestEvent,
  CallResponseEvent,
  CallRetryEvent,
} from '../core/call-events.js';
export {
  ConnectionError,
  RequestAbortedError,
  RequestValidationError,
  type ResponseIssue,
  ResponseTooLargeError,
  ResponseValidationError,
  type ResponseValidationInit,
  TimeoutError,
  WebhookVerificationError,
  type WebhookVerificationReason,
} from '../core/client-errors.js';
export type { ApiKeySource, ClientOptions, Environment, Logger, LogLevel } from '../core/client-options.js';
export type { Core } from '../core/core.js';
export {
  isApiError,
  isAuthenticationError,
  isBadRequestError,
  isConflictError,
  isConnectionError,
  isInternalServerError,
  isNotFoundError,
  isPermissionDeniedError,
  isRateLimitError,
  isRequestAbortedError,
  isRequestValidationError,
  isResponseTooLargeError,
  isResponseValidationError,
  isTimeoutError,
  isUnprocessableEntityError,
  isWebhookVerificationError,
  isWorkforceError,
} from '../core/error-guards.js';
export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorInit,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  type ErrorParams,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  WorkforceError,
  type WorkforceErrorOptions,
} from '../core/errors.js';
export {
  CursorPage,
  type CursorPagination,
  NodePage,
  type NodeTokens,
  type OffsetMeta,
  OffsetPage,
  Page,
  type PageIterationOptions,
  PagePromise,
} from '../core/pagination.js';
export type { HttpMethod, RequestOptions, UploadContent } from '../core/request-options.js';
export { isTerminalStatusError, TerminalStatusError } from '../core/wait-errors.js';
export type { WaitForParams } from '../core/wait-for.js';
export { createCore } from '../create-core.js';
