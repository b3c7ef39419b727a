/**
 * `workforce-api`: the typed client for the payroll and workforce API.
 * Every export is listed by name; a test snapshots this list.
 * @packageDocumentation
 * @module workforce-api
 */

export { WorkforceClient } from './client.js';
export { APIPromise, type WithResponse } from './core/api-promise.js';
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
} from './core/call-events.js';
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
} from './core/client-errors.js';
export {
  type ApiKeySource,
  type ClientOptions,
  ENVIRONMENTS,
  type Environment,
  type Logger,
  type LogLevel,
  type ValidationMode,
} from './core/client-options.js';
export {
  API_ERROR_CODES,
  canonicalErrorCode,
  type DocumentedErrorCode,
  STATUTORY_ERROR_CODES,
} from './core/error-codes.js';
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
} from './core/error-guards.js';
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
} from './core/errors.js';
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
} from './core/pagination.js';
export type { HttpMethod, RawRequest, RequestOptions, UploadContent } from './core/request-options.js';
export { isTerminalStatusError, TerminalStatusError } from './core/wait-errors.js';
export type { WaitForParams } from './core/wait-for.js';
// Every generated model, params and namespace type, listed by name in the generated file.
export type * from './generated/exports.js';
export {
  isKnownRemittanceStatus,
  isKnownRequirementCategory,
  isKnownRequirementStatus,
  isKnownStatutoryEventType,
  isKnownStatutoryResourceType,
  type KnownValue,
  REMITTANCE_STATUSES,
  REQUIREMENT_CATEGORIES,
  REQUIREMENT_STATUSES,
  STATUTORY_EVENT_TYPES,
  STATUTORY_RESOURCE_TYPES,
} from './known-values.js';
export { currencyExponent, fromMinorUnits, toMinorUnits } from './money.js';
export {
  PAYROLL_READ_TO_WEBHOOK_STATUS,
  PAYROLL_WEBHOOK_TO_READ_STATUS,
  type PayrollReadStatus,
  type PayrollWebhookStatus,
  payrollReadStatusOf,
  payrollWebhookStatusOf,
} from './payroll-status.js';
export {
  canTransition,
  STATE_MACHINES,
  type StateMachine,
  type Transition,
  type TransitionMachine,
  type TransitionStatus,
} from './transitions.js';
export type { FilesUpload, FileUploadParams, FileUploadResult } from './uploads.js';
export { VERSION } from './version.js';
export {
  createMemoryDedupe,
  DEFAULT_WEBHOOK_LEASE_MS,
  type MemoryDedupeOptions,
  type MemoryDedupeStore,
  type WebhookClaim,
  type WebhookDedupeStore,
} from './webhooks/dedupe.js';
export type { WebhookHeaders, WebhookHeaderValue, WebhookRawBody } from './webhooks/delivery-input.js';
export { nextEventsOf, WEBHOOK_EVENT_CHAINS } from './webhooks/event-chains.js';
export type { WebhookEventDataMap } from './webhooks/event-data.js';
export {
  isKnownEvent,
  isKnownWebhookEventType,
  KNOWN_WEBHOOK_EVENT_TYPES,
  type KnownWebhookEvent,
  type KnownWebhookEventType,
  type UnknownWebhookEvent,
  type WebhookEvent,
  type WebhookEventData,
  type WebhookEventOf,
} from './webhooks/event-types.js';
export {
  createWebhookHandler,
  DEFAULT_MAX_WEBHOOK_BODY_BYTES,
  type WebhookErrorContext,
  type WebhookEventHandlers,
  type WebhookHandler,
  type WebhookHandlerOptions,
} from './webhooks/handler.js';
export { KYC_EXPIRY_STAGES, type KycExpiryStage, kycExpiryStage } from './webhooks/kyc-expiry.js';
export {
  type NodeRequestLike,
  type NodeResponseLike,
  type NodeWebhookHandler,
  toNodeHandler,
} from './webhooks/node-adapter.js';
export { parseWebhookEvent } from './webhooks/parse-event.js';
export {
  createRedisDedupe,
  type RedisDedupeClient,
  type RedisDedupeOptions,
} from './webhooks/redis-dedupe.js';
export { unwrapWebhook, type WebhookUnwrapOptions } from './webhooks/unwrap.js';
export {
  DEFAULT_WEBHOOK_TOLERANCE,
  type VerifiedWebhook,
  verifyWebhook,
  type WebhookVerifyOptions,
} from './webhooks/verify.js';
export { type WebhookCallOptions, Webhooks } from './webhooks/webhooks.js';
