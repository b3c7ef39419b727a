/**
 * `workforce-api`: the typed client for the payroll and workforce API.
 * Every export is listed by name; a test snapshots this list.
 * @packageDocumentation
 */

export { WorkforceClient } from './client.js';
export { APIPromise, type WithResponse } from './core/api-promise.js';
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
  isResponseValidationError,
  isTimeoutError,
  isUnprocessableEntityError,
  isWebhookVerificationError,
  isWorkforceError,
} from './core/error-guards.js';
export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorInit,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  type ErrorParams,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RequestAbortedError,
  RequestValidationError,
  type ResponseIssue,
  ResponseValidationError,
  TimeoutError,
  UnprocessableEntityError,
  WebhookVerificationError,
  type WebhookVerificationReason,
  WorkforceError,
} from './core/errors.js';
export {
  CursorPage,
  type CursorPagination,
  type OffsetMeta,
  OffsetPage,
  Page,
  type PageIterationOptions,
  PagePromise,
} from './core/pagination.js';
export type { HttpMethod, RawRequest, RequestOptions } from './core/request-options.js';
export { type ClientOptions, ENVIRONMENTS, type Environment } from './internal/client-config.js';
export type { ApiKeySource } from './internal/credentials.js';
export type { Logger, LogLevel } from './internal/logger.js';
export type { ValidationMode } from './internal/transport.js';
export type { Me } from './resources/me/me.js';
export type { Person, PersonListParams } from './resources/persons/schemas.js';
export { VERSION } from './version.js';
