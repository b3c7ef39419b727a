import type { HttpMethod } from './request-options.js';

/*
 * The events every call emits, for metrics and tracing. They name the operation and its path template, never the
 * filled path (ids can be personal), and carry no header, key or body.
 */

/**
 * What every event of a call carries.
 *
 * @example
 * ```ts
 * client.on('response', (event) => metrics.histogram(event.operation, event.durationMs));
 * ```
 */
export interface CallEventBase {
  /**
   * The method path of the operation (`persons.get`); `request` for `client.request()`, `files.upload` for
   * the PUT of a file's bytes.
   */
  readonly operation: string;
  /** The HTTP method. */
  readonly method: HttpMethod;
  /**
   * The path template (`/v1/persons/{personId}`), never the filled path. For `client.request()` every segment
   * holding a digit, a capital, `%` or `@` is shown as `{param}`; for an upload, `{presignedUploadUrl}`.
   */
  readonly path: string;
  /** The host the call goes to (`dev-api.cadanapay.com`). */
  readonly host: string;
  /** Identifies one call across its events (attempts, retries and outcome), unique within the process. */
  readonly callId: number;
  /** The attempt this event is about: 1 for the first, 2 for the first retry… */
  readonly attempt: number;
  /** Whether the request carries an idempotency key (keyed operations, or `client.request()` given one). */
  readonly idempotencyKey: boolean;
}

/**
 * An attempt is about to be sent (one per attempt, the first included).
 *
 * @example
 * ```ts
 * client.on('request', (event) => console.log(`${event.operation} attempt ${event.attempt}`));
 * ```
 */
export interface CallRequestEvent extends CallEventBase {
  readonly type: 'request';
}

/**
 * An attempt failed and the call will be sent again after `delayMs`; `attempt` is the one about to be sent.
 *
 * @example
 * ```ts
 * client.on('retry', (event) => retries.add(1, { operation: event.operation, reason: event.reason }));
 * ```
 */
export interface CallRetryEvent extends CallEventBase {
  readonly type: 'retry';
  /** Why: `HTTP 503`, `timeout`, `network` or `HTTP 401` (a provider key refreshed). */
  readonly reason: string;
  /** The status of the failed attempt, when it got one. */
  readonly status: number | undefined;
  /** Milliseconds waited before the next attempt (Retry-After or backoff). */
  readonly delayMs: number;
}

/**
 * The call succeeded (once per call).
 *
 * @example
 * ```ts
 * client.on('response', (event) => latency.record(event.durationMs, { operation: event.operation }));
 * ```
 */
export interface CallResponseEvent extends CallEventBase {
  readonly type: 'response';
  /** The HTTP status. */
  readonly status: number;
  /** Milliseconds for the whole call, retries included. */
  readonly durationMs: number;
  /** The API's `x-request-id`, when it sent one. */
  readonly requestId: string | undefined;
}

/**
 * The call failed (once per call): the error it rejects with is described, not carried.
 *
 * @example
 * ```ts
 * client.on('error', (event) => failures.add(1, { operation: event.operation, error: event.errorName }));
 * ```
 */
export interface CallErrorEvent extends CallEventBase {
  readonly type: 'error';
  /** The `name` of the error the call rejects with (`NotFoundError`, `TimeoutError`…). */
  readonly errorName: string;
  /** The HTTP status, for an API error. */
  readonly status: number | undefined;
  /** Milliseconds for the whole call, retries included. */
  readonly durationMs: number;
  /** The API's `x-request-id`, when an answer carried one. */
  readonly requestId: string | undefined;
}

/**
 * The events by type: `client.on(type, listener)` gets the event of that type.
 *
 * @example
 * ```ts
 * const onRetry = (event: CallEvents['retry']) => console.warn(event.reason);
 * ```
 */
export interface CallEvents {
  request: CallRequestEvent;
  retry: CallRetryEvent;
  response: CallResponseEvent;
  error: CallErrorEvent;
}

/**
 * An event's type name.
 *
 * @example
 * ```ts
 * const types: CallEventType[] = ['request', 'retry', 'response', 'error'];
 * ```
 */
export type CallEventType = keyof CallEvents;

/**
 * Any call event.
 *
 * @example
 * ```ts
 * function describe(event: CallEvent) { return `${event.type} ${event.operation}`; }
 * ```
 */
export type CallEvent = CallEvents[CallEventType];

/**
 * A listener of one event type. It runs synchronously within the call; what it throws (or a promise it returns
 * rejects with) is logged at `warn` and never changes the call.
 *
 * @example
 * ```ts
 * const listener: CallEventListener<'error'> = (event) => console.error(event.errorName);
 * ```
 */
export type CallEventListener<K extends CallEventType = CallEventType> = (event: CallEvents[K]) => unknown;

/**
 * Listeners by event type, as the client's `on` option takes them.
 *
 * @example
 * ```ts
 * const client = new WorkforceClient({ environment: 'sandbox', on: { error: (e) => console.error(e.errorName) } });
 * ```
 */
export type CallEventListeners = { readonly [K in CallEventType]?: CallEventListener<K> | undefined };
