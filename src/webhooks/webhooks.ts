import type { WebhookHeaders, WebhookRawBody } from './delivery-input.js';
import type { WebhookEvent } from './event-types.js';
import { unwrapWebhook, type WebhookUnwrapOptions } from './unwrap.js';
import { type VerifiedWebhook, verifyWebhook } from './verify.js';

/** Per-call options of `client.webhooks`: both fall back to the client's configuration. */
export interface WebhookCallOptions {
  /** Overrides the client's `webhookSecret` for this call. */
  secret?: string | readonly string[] | undefined;
  /** Allowed clock difference in seconds, past and future; default 300. */
  tolerance?: number | undefined;
  /** `unwrap` only: reject a validly signed payload of the wrong shape instead of returning it raw. */
  strictPayloads?: boolean | undefined;
}

/**
 * Webhook verification bound to the client's `webhookSecret`, reachable as `client.webhooks`.
 *
 * @example
 * ```ts
 * const event = await client.webhooks.unwrap(rawBody, request.headers);
 * ```
 */
export class Webhooks {
  // Private so the secret never shows up in logs, `JSON.stringify` or `util.inspect` of the client.
  readonly #secret: string | readonly string[] | undefined;

  /** @param defaultSecret - the secret used when a call gives none (the client's `webhookSecret`). */
  constructor(defaultSecret: string | readonly string[] | undefined) {
    this.#secret = defaultSecret;
  }

  #options(options: WebhookCallOptions): WebhookUnwrapOptions {
    const { secret, tolerance, strictPayloads } = options;
    return { secret: secret ?? this.#secret, tolerance, strictPayloads };
  }

  /**
   * Verifies a delivery on the runtime's WebCrypto HMAC and resolves with its JSON payload, untyped.
   *
   * @throws {WebhookVerificationError} (as a rejection) With the `reason` of the failed check (`missing_secret` when neither
   *   the client nor the call has a secret).
   * @example
   * ```ts
   * const { payload } = await client.webhooks.verify(rawBody, req.headers);
   * ```
   */
  verify(
    rawBody: WebhookRawBody,
    headers: WebhookHeaders,
    options: WebhookCallOptions = {},
  ): Promise<VerifiedWebhook> {
    return verifyWebhook(rawBody, headers, this.#options(options));
  }

  /**
   * Verifies a delivery and parses it into a typed {@link WebhookEvent} (unknown types, and payloads of the
   * wrong shape unless `strictPayloads`, resolve as unknown events, not throw).
   *
   * @throws {WebhookVerificationError} (as a rejection) with the `reason` of the failed check.
   * @example
   * ```ts
   * const event = await client.webhooks.unwrap(rawBody, request.headers, { tolerance: 600 });
   * ```
   */
  unwrap(
    rawBody: WebhookRawBody,
    headers: WebhookHeaders,
    options: WebhookCallOptions = {},
  ): Promise<WebhookEvent> {
    return unwrapWebhook(rawBody, headers, this.#options(options));
  }
}
