import type { KyInstance } from 'ky';
import { ConnectionError } from '../core/client-errors.js';
import type { CallState } from './hooks.js';
import type { LevelLogger } from './logger.js';
import type { Redactor } from './redact.js';
import { type AttemptFailure, isRetryable, type RetrySafety, retryDelay } from './retry.js';
import { createRetryOptions } from './retry-decider.js';

/** A request ready for the wire: URL, headers and an already serialised body. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  safety: RetrySafety;
  /** `METHOD /path` for log lines and messages. */
  label: string;
  redactor: Redactor;
}

/** Limits and collaborators of one exchange. */
export interface ExchangeLimits {
  timeout: number;
  totalTimeout: number;
  maxRetries: number;
  signal: AbortSignal | undefined;
  logger: LevelLogger;
}

/**
 * Sends a request through ky and reads its body. ky retries failures up to the response headers; a body that
 * breaks or stalls after them is retried here, under the same rules and the same retry budget, so a reset in
 * the middle of a GET's body is retried while a POST that got its answer is never sent again.
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
    try {
      const pending = ky(wire.url, {
        method: wire.method,
        headers: wire.headers,
        ...(wire.body === undefined ? {} : { body: wire.body }),
        ...(limits.signal ? { signal: limits.signal } : {}),
        timeout: limits.timeout,
        totalTimeout: Math.max(1, limits.totalTimeout - (Date.now() - call.startedAt)),
        retry: createRetryOptions(call, { ...limits, label: wire.label, safety: wire.safety }),
        context: { call },
      });
      pending.then(
        () => {
          headersArrived = true;
        },
        () => undefined,
      );
      // ky's text() bounds the body read by `timeout` and what is left of `totalTimeout`, aborting through
      // ky's own controller when a body stalls; awaiting the promise as well gives the headers.
      const [response, text] = await Promise.all([pending, pending.text()]);
      return { response, text };
    } catch (error) {
      if (!headersArrived || limits.signal?.aborted) throw error;
      const failure = bodyFailure(error);
      const delay = nextDelay(failure, call, wire.safety, limits);
      if (delay === undefined) throw failure.kind === 'timeout' ? error : brokenBody(error, wire);
      call.retries += 1;
      call.attempts += 1;
      limits.logger.log('info', `Retrying ${wire.label}`, {
        attempt: call.attempts,
        delayMs: delay,
        reason: `body ${failure.kind}`,
      });
      await sleep(delay, limits.signal);
    }
  }
}

function bodyFailure(error: unknown): AttemptFailure {
  return (error as { name?: unknown })?.name === 'TimeoutError'
    ? { kind: 'timeout' }
    : { kind: 'network', notSent: false };
}

function nextDelay(
  failure: AttemptFailure,
  call: CallState,
  safety: RetrySafety,
  limits: ExchangeLimits,
): number | undefined {
  if (call.retries >= limits.maxRetries || !isRetryable(failure, safety)) return undefined;
  return retryDelay(failure, call.retries + 1, limits.totalTimeout - (Date.now() - call.startedAt));
}

function brokenBody(error: unknown, wire: WireRequest): ConnectionError {
  const detail = error instanceof Error ? `: ${wire.redactor.text(error.message)}` : '';
  const cause = error instanceof Error ? new Error(wire.redactor.text(error.message)) : undefined;
  return new ConnectionError(
    `The connection broke while reading the response to ${wire.label}${detail}`,
    cause === undefined ? undefined : { cause },
  );
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
