/*
 * The `workforce-api/webhooks` entry: everything a webhook receiver needs, and nothing of the API client
 * (no transport, no generated operations, no ky), so a process that only verifies deliveries loads only this.
 * Every export is named; `client.webhooks` in the main entry is a shortcut to the same code.
 */

export { WebhookVerificationError, type WebhookVerificationReason } from '../core/client-errors.js';
export { isWebhookVerificationError } from '../core/error-guards.js';
export {
  createMemoryDedupe,
  DEFAULT_WEBHOOK_LEASE_MS,
  type MemoryDedupeOptions,
  type MemoryDedupeStore,
  type WebhookClaim,
  type WebhookDedupeStore,
} from './dedupe.js';
export type { WebhookHeaders, WebhookHeaderValue, WebhookRawBody } from './delivery-input.js';
export { nextEventsOf, WEBHOOK_EVENT_CHAINS } from './event-chains.js';
export type { WebhookEventDataMap } from './event-data.js';
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
} from './event-types.js';
export {
  createWebhookHandler,
  DEFAULT_MAX_WEBHOOK_BODY_BYTES,
  type WebhookErrorContext,
  type WebhookEventHandlers,
  type WebhookHandler,
  type WebhookHandlerOptions,
} from './handler.js';
export { KYC_EXPIRY_STAGES, type KycExpiryStage, kycExpiryStage } from './kyc-expiry.js';
export {
  type NodeRequestLike,
  type NodeResponseLike,
  type NodeWebhookHandler,
  toNodeHandler,
} from './node-adapter.js';
export { parseWebhookEvent } from './parse-event.js';
export { createRedisDedupe, type RedisDedupeClient, type RedisDedupeOptions } from './redis-dedupe.js';
export { unwrapWebhook, type WebhookUnwrapOptions } from './unwrap.js';
export {
  DEFAULT_WEBHOOK_TOLERANCE,
  type VerifiedWebhook,
  verifyWebhook,
  type WebhookVerifyOptions,
} from './verify.js';
