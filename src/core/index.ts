/**
 * `workforce-api/core`: the small client behind the standalone functions of `workforce-api/functions`, with the
 * errors, pages and options those functions use. Bundle-sensitive applications import only the functions they
 * call; the namespaced `WorkforceClient` of `workforce-api` offers the same operations.
 * @packageDocumentation
 * @module workforce-api/core
 */

export { createCore } from '../create-core.js';
export { APIPromise, type WithResponse } from './api-promise.js';
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
} from './call-events.js';
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
} from './client-errors.js';
export type { ApiKeySource, ClientOptions, Environment, Logger, LogLevel } from './client-options.js';
export type { Core } from './core.js';
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
} from './error-guards.js';
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
} from './errors.js';
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
} from './pagination.js';
export type { HttpMethod, RequestOptions, UploadContent } from './request-options.js';
export { isTerminalStatusError, TerminalStatusError } from './wait-errors.js';
export type { WaitForParams } from './wait-for.js';
