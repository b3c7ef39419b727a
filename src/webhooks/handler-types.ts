import type { WebhookDedupeStore } from './dedupe.js';
import type {
  KnownWebhookEventType,
  UnknownWebhookEvent,
  WebhookEvent,
  WebhookEventOf,
} from './event-types.js';
import type { WebhookVerifyOptions } from './verify.js';

/* The types of the webhook handler, apart from its code so the dispatch helpers can name them without a cycle. */

/** One optional handler per known event type, each receiving its typed event. */
export type WebhookEventHandlers = {
  [T in KnownWebhookEventType]?: (event: WebhookEventOf<T>) => unknown;
};

/** Where a handled failure happened, passed to `onError`. */
export interface WebhookErrorContext {
  /**
   * `verification`: the delivery was refused (400, or 413 for a body over `maxBodyBytes`); `payload`: the
   * signature verified but the payload does not match the SDK's schema, so the event went to `onUnknown` raw
   * (answered as usual); `handler`: your handler or the de-dup store threw (500, or 200 when only marking the
   * event done failed after your handler succeeded).
   */
  stage: 'verification' | 'payload' | 'handler';
  /** The event, when verification had succeeded. */
  event?: WebhookEvent;
}

/** Configuration of {@link createWebhookHandler}. */
export interface WebhookHandlerOptions extends WebhookVerifyOptions {
  /** Handlers by event type; known events without a handler are acknowledged (2xx) and dropped. */
  on?: WebhookEventHandlers;
  /**
   * Called for events the SDK cannot type: event types this SDK version does not know, and validly signed
   * events whose payload does not match the SDK's schema (`event.invalidPayload` says where; also reported to
   * `onError` with stage `payload`). Without it they are acknowledged and dropped.
   */
  onUnknown?: (event: UnknownWebhookEvent) => unknown;
  /** De-duplicates deliveries by envelope `id` with a lease per attempt; see `createMemoryDedupe`. */
  dedupe?: WebhookDedupeStore;
  /** Told about every refused delivery, payload mismatch and failed handler; anything it throws is ignored. */
  onError?: (error: unknown, context: WebhookErrorContext) => void;
  /**
   * `true` refuses (400 `invalid_payload`) a validly signed event whose payload does not match the SDK's
   * schema instead of handing it to `onUnknown`, as tests may want. Default `false`.
   */
  strictPayloads?: boolean | undefined;
  /** The largest body accepted, in bytes; larger ones get 413. Default 1 MiB (`DEFAULT_MAX_WEBHOOK_BODY_BYTES`). */
  maxBodyBytes?: number | undefined;
}

/** A web-standard request handler: fetch-style runtimes, Next.js route handlers, Deno, Bun, workers. */
export type WebhookHandler = (request: Request) => Promise<Response>;
