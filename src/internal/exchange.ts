import type { KyInstance, Options } from 'ky';
import { ConnectionError, ResponseTooLargeError } from '../core/client-errors.js';
import { sleep } from './call-helpers.js';
import type { Credentials } from './credentials.js';
import type { CallFacts, EventHub } from './event-hub.js';
import type { LevelLogger } from './logger.js';
import { isNetworkFailure, wasNotSent } from './network-failure.js';
import { attemptMayHaveBeenProcessed } from './processed.js';
import { readBody } from './read-body.js';
import { type AttemptFailure, isRetryable, parseRetryAfter, retryDelay } from './retry.js';
import type { WireRequest } from './wire-request.js';

export type { WireRequest } from './wire-request.js';

/** How much longer than two `timeout`s the rest of `totalTimeout` must be for ky to be spared it. */
const TOTAL_SLACK_MS = 1000;

/** The state of one call across its attempts. Nothing here outlives the call. */
export interface CallState {
  /** `undefined` for requests outside the API (presigned uploads): no Authorization is sent. */
  readonly credentials: Credentials | undefined;
  /** When the call started (for `totalTimeout`). */
  readonly startedAt: number;
  /** Attempts made so far (1 = the first). */
  attempts: number;
  /** Retries spent on failures (the 401 refresh is not counted against `maxRetries`). */
  retries: number;
  /** Set once the single 401 refresh of a provider key has been used. */
  refreshed: boolean;
  /**
   * Whether the latest attempt ran under what was left of `totalTimeout` rather than under `timeout` (ky
   * applies the smaller): a timeout of that attempt is the whole call's.
   */
  boundByTotal?: boolean | undefined;
  /**
   * The provider token of the latest attempt: an error of this call is redacted with it even when the
   * provider has rotated so far since that the client no longer tracks it.
   */
  token?: string | undefined;
  /** Whether any attempt so far may have been carried out by the API (see `processed.ts`). */
  mayHaveBeenProcessed?: boolean | undefined;
  /** The listeners and the call's facts, only when someone listens to the client's events. */
  events?: { hub: EventHub; facts: CallFacts } | undefined;
}

/** Limits and collaborators of one exchange. */
export interface ExchangeLimits {
  timeout: number;
  /** The client's own timeout, which ky already applies. */
  defaultTimeout: number;
  totalTimeout: number;
  maxRetries: number;
  /** The most bytes a 2xx body may have. */
  maxResponseBytes: number;
  signal: AbortSignal | undefined;
  logger: LevelLogger;
}

/**
 * Sends a request and reads its body, retrying under the SDK's rules in this one loop (ky runs each attempt
 * with `retry: 0`): which failures, how long to wait (Retry-After, else backoff with jitter, within
 * `totalTimeout`), the single 401 refresh of a provider key, and a body that breaks after the headers (a reset
 * in the middle of a GET's body is retried; a POST that got its answer is never sent again).
 * @throws the ky error of the last attempt, or {@link ConnectionError} when a body broke off.
 */
export async function exchange(
  ky: KyInstance,
  wire: WireRequest,
  call: CallState,
  limits: ExchangeLimits,
): Promise<{ response: Response; text: string }> {
  for (;;) {
    let headersArrived = false;
    // Set once the attempt is handed to fetch: a failure before (a key provider, an early abort) sent nothing.
    let sent = false;
    try {
      if (call.credentials?.isProvider) call.token = await call.credentials.token();
      const remaining = Math.max(1, limits.totalTimeout - (Date.now() - call.startedAt));
      call.boundByTotal = remaining <= limits.timeout;
      // ky merges these into its instance's defaults on every call: only what differs from them is passed.
      const init: Options = {
        headers:
          call.token === undefined
            ? wire.headers
            : { ...wire.headers, authorization: `Bearer ${call.token}` },
      };
      // An attempt is the response under `timeout`, then its body under `timeout` again: when what is left of
      // `totalTimeout` outlasts both with a second to spare, it cannot cut this attempt short, and leaving it out
      // spares ky a clock read at every step (about 2 % of a call answered in-process).
      if (remaining <= 2 * limits.timeout + TOTAL_SLACK_MS) init.totalTimeout = remaining;
      // GET is ky's default method; the client's timeout and retry: 0 are the instance's defaults.
      if (wire.method !== 'GET') init.method = wire.method;
      if (wire.body !== undefined) init.body = wire.body;
      if (limits.signal) init.signal = limits.signal;
      if (limits.timeout !== limits.defaultTimeout) init.timeout = limits.timeout;
      sent = limits.signal?.aborted !== true;
      if (call.events)
        call.events.hub.emit({ type: 'request', ...call.events.facts, attempt: call.attempts });
      const pending = ky(wire.url, init);
      const response = await pending;
      headersArrived = true;
      // ky's text() bounds the body read by `timeout` and what is left of `totalTimeout`, aborting the download
      // through ky's own controller when a body stalls; it reads through `response.text()`, which here counts
      // the bytes against `maxResponseBytes` as they stream.
      response.text = () => readBody(response, { maxBytes: limits.maxResponseBytes, label: wire.label });
      const text = await pending.text();
      return { response, text };
    } catch (error) {
      if (sent && attemptMayHaveBeenProcessed(error, headersArrived)) call.mayHaveBeenProcessed = true;
      // The same request would get the same oversized answer: never retried.
      if (limits.signal?.aborted || error instanceof ResponseTooLargeError) throw error;
      const failure = headersArrived ? bodyFailure(error) : classifyFailure(error);
      const delay = failure && nextDelay(failure, call, wire, limits);
      if (delay === undefined) {
        throw headersArrived && failure?.kind !== 'timeout' ? brokenBody(error, wire, call) : error;
      }
      await sleep(delay, limits.signal);
    }
  }
}

/** Reads a ky failure as the retry policy sees it; `undefined` for anything that is never retried. */
export function classifyFailure(error: unknown): AttemptFailure | undefined {
  const name = (error as { name?: unknown })?.name;
  if (name === 'HTTPError') {
    const response = (error as { response: Response }).response;
    return {
      kind: 'status',
      status: response.status,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    };
  }
  if (name === 'TimeoutError') return { kind: 'timeout' };
  if (isNetworkFailure(error)) return { kind: 'network', notSent: wasNotSent(error) };
  return undefined;
}

function bodyFailure(error: unknown): AttemptFailure {
  return (error as { name?: unknown })?.name === 'TimeoutError'
    ? { kind: 'timeout' }
    : { kind: 'network', notSent: false };
}

/** The wait before the next attempt (logged), or `undefined` when the call must fail now. */
function nextDelay(
  failure: AttemptFailure,
  call: CallState,
  wire: WireRequest,
  limits: ExchangeLimits,
): number | undefined {
  if (failure.kind === 'status' && failure.status === 401) {
    // A provider may hand out a fresh token; asked once, not counted against maxRetries.
    if (!call.credentials?.isProvider || call.refreshed) return undefined;
    call.refreshed = true;
    call.attempts += 1;
    emitRetry(call, failure, 0);
    return 0;
  }
  if (call.retries >= limits.maxRetries || !isRetryable(failure, wire.safety)) return undefined;
  const delay = retryDelay(failure, call.retries + 1, limits.totalTimeout - (Date.now() - call.startedAt));
  if (delay === undefined) return undefined;
  call.retries += 1;
  call.attempts += 1;
  limits.logger.log('info', `Retrying ${wire.label}`, {
    attempt: call.attempts,
    delayMs: delay,
    reason: reasonOf(failure),
  });
  emitRetry(call, failure, delay);
  return delay;
}

function reasonOf(failure: AttemptFailure): string {
  return failure.kind === 'status' ? `HTTP ${failure.status}` : failure.kind;
}

function emitRetry(call: CallState, failure: AttemptFailure, delayMs: number): void {
  if (!call.events) return;
  call.events.hub.emit({
    type: 'retry',
    ...call.events.facts,
    attempt: call.attempts,
    reason: reasonOf(failure),
    status: failure.kind === 'status' ? failure.status : undefined,
    delayMs,
  });
}

function brokenBody(error: unknown, wire: WireRequest, call: CallState): ConnectionError {
  const redactor = call.token === undefined ? wire.redactor : wire.redactor.with(call.token);
  const detail = error instanceof Error ? `: ${redactor.text(error.message)}` : '';
  // The server answered, so it received the request: a write it answered may have been carried out.
  return new ConnectionError(
    `The connection broke while reading the response to ${wire.label}; the request reached the server${detail}`,
    { cause: redactor.error(error), requestMayHaveBeenProcessed: true },
  );
}
