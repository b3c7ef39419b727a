/**
 * `workforce-api`: the typed client for the payroll and workforce API.
 * Every export is listed by name; a test snapshots this list.
 * @packageDocumentation
 * @module workforce-api
 */

export { WorkforceClient } from './client.js';
export { APIPromise, type WithResponse } from './core/api-promise.js';
export {
  ConnectionError,
  RequestAbortedError,
  RequestValidationError,
  type ResponseIssue,
  ResponseValidationError,
  TimeoutError,
  WebhookVerificationError,
  type WebhookVerificationReason,
} from './core/client-errors.js';
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
  type ErrorParams,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
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
export type { HttpMethod, RawRequest, RequestOptions, UploadContent } from './core/request-options.js';
export { type ClientOptions, ENVIRONMENTS, type Environment } from './internal/client-config.js';
export type { ApiKeySource } from './internal/credentials.js';
export type { Logger, LogLevel } from './internal/logger.js';
export type { ValidationMode } from './internal/transport.js';
export { currencyExponent, fromMinorUnits, toMinorUnits } from './money.js';
export {
  PAYROLL_READ_TO_WEBHOOK_STATUS,
  PAYROLL_WEBHOOK_TO_READ_STATUS,
  type PayrollReadStatus,
  type PayrollWebhookStatus,
  payrollReadStatusOf,
  payrollWebhookStatusOf,
} from './payroll-status.js';
// The namespaces, exported as types so their methods are documented; users reach them through the client.
export type { Balances } from './resources/balances/balances.js';
export type { WalletBalance, WalletBalanceList } from './resources/balances/schemas.js';
export type { BusinessBalances } from './resources/businesses/balances.js';
export type { Businesses } from './resources/businesses/businesses.js';
export type { ExternalAccounts } from './resources/businesses/external-accounts.js';
export type {
  BalanceInclude,
  BusinessBalanceListParams,
  ExternalAccount,
  ExternalAccountStatus,
} from './resources/businesses/schemas.js';
export type { Files } from './resources/files/files.js';
export type {
  FilePurpose,
  FileUploadParams,
  FileUploadResult,
  FileUploadUrl,
  FileUploadUrlCreateParams,
} from './resources/files/schemas.js';
export type { Invoices } from './resources/invoices/invoices.js';
export type { InvoiceReviewParams, ReviewAction } from './resources/invoices/schemas.js';
export type { Me, MeResource } from './resources/me/me.js';
export type { PaymentMethods } from './resources/payment-methods/payment-methods.js';
export type {
  PaymentMethod,
  PaymentMethodListParams,
  PaymentMethodStatus,
  PaymentMethodsByCountry,
  PaymentMethodType,
} from './resources/payment-methods/schemas.js';
export type { Payrolls } from './resources/payrolls/payrolls.js';
export type { Payroll, PayrollEntry, PayrollType, PayrollWorkerType } from './resources/payrolls/schemas.js';
export type { Milestones } from './resources/persons/milestones.js';
export type { Persons } from './resources/persons/persons.js';
export type {
  MilestoneCreateParams,
  MilestoneCreateResponse,
  Person,
  PersonListParams,
} from './resources/persons/schemas.js';
export type { PlatformBusinesses } from './resources/platform/businesses.js';
export type { Platform } from './resources/platform/platform.js';
export type {
  PlatformBusinessAddress,
  PlatformBusinessCreateParams,
  PlatformBusinessCreateResponse,
} from './resources/platform/schemas.js';
export type { Reimbursements } from './resources/reimbursements/reimbursements.js';
export type {
  DecimalAmount,
  ReimbursementCreateParams,
  ReimbursementCreateResponse,
  ReimbursementEntryParams,
  ReimbursementReviewParams,
} from './resources/reimbursements/schemas.js';
export type { Amount } from './resources/shared-schemas.js';
export type {
  BusinessFieldsUpdateParams,
  BusinessFieldValue,
} from './resources/statutory/business-field-schemas.js';
export type { BusinessFields, StatutoryBusinesses } from './resources/statutory/businesses.js';
export type {
  StatutoryActor,
  StatutoryEvent,
  StatutoryEventListParams,
  StatutoryEventType,
  StatutoryResourceType,
} from './resources/statutory/event-schemas.js';
export type { StatutoryEvents } from './resources/statutory/events.js';
export type {
  Remittance,
  RemittanceStatus,
  RemittanceStatusChange,
} from './resources/statutory/remittance-schemas.js';
export type { Remittances } from './resources/statutory/remittances.js';
export type {
  Requirement,
  RequirementAffectedPerson,
  RequirementCategory,
  RequirementList,
  RequirementListFilters,
  RequirementListParams,
  RequirementStatus,
} from './resources/statutory/requirement-schemas.js';
export type { Requirements } from './resources/statutory/requirements.js';
export type { Statutory } from './resources/statutory/statutory.js';
export type { User, UserListParams, UserStatus } from './resources/users/schemas.js';
export type { Users } from './resources/users/users.js';
export {
  canTransition,
  STATE_MACHINES,
  type StateMachine,
  type Transition,
  type TransitionMachine,
  type TransitionStatus,
} from './transitions.js';
export { VERSION } from './version.js';
export {
  createMemoryDedupe,
  type MemoryDedupeOptions,
  type MemoryDedupeStore,
  type WebhookDedupeStore,
} from './webhooks/dedupe.js';
export type { WebhookHeaders, WebhookHeaderValue, WebhookRawBody } from './webhooks/delivery-input.js';
export { nextEventsOf, WEBHOOK_EVENT_CHAINS } from './webhooks/event-chains.js';
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
export { unwrapWebhook } from './webhooks/unwrap.js';
export {
  DEFAULT_WEBHOOK_TOLERANCE,
  type VerifiedWebhook,
  verifyWebhook,
  type WebhookVerifyOptions,
} from './webhooks/verify.js';
export { type WebhookCallOptions, Webhooks } from './webhooks/webhooks.js';
