import type { Options, ShouldRetryState } from 'ky';
import type { CallState } from './hooks.js';
import type { LevelLogger } from './logger.js';
import {
  type AttemptFailure,
  isRetryable,
  parseRetryAfter,
  type RetrySafety,
  retryDelay,
  wasNotSent,
} from './retry.js';

/** What the retry decision needs to know about the call. */
export interface RetryContext {
  /** `METHOD /path` for the log line. */
  label: string;
  safety: RetrySafety;
  maxRetries: number;
  totalTimeout: number;
  logger: LevelLogger;
}

const ALL_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

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
  if (name === 'NetworkError') return { kind: 'network', notSent: wasNotSent(error) };
  return undefined;
}

/**
 * ky retry options for one call. The SDK decides every retry itself (ky's status lists are emptied): which
 * failures, how long to wait (Retry-After, else backoff with jitter) and the single 401 token refresh. ky then
 * waits the chosen delay, honouring `signal` and `totalTimeout`.
 */
export function createRetryOptions(call: CallState, ctx: RetryContext): NonNullable<Options['retry']> {
  const { credentials } = call;
  const shouldRetry = ({ error }: ShouldRetryState): boolean => {
    const failure = classifyFailure(error);
    if (failure === undefined) return false;
    if (failure.kind === 'status' && failure.status === 401) {
      if (!credentials?.isProvider || call.refreshed) return false;
      call.refreshed = true;
      call.refreshToken = true;
      call.attempts += 1;
      call.nextDelay = 0;
      return true;
    }
    if (call.retries >= ctx.maxRetries || !isRetryable(failure, ctx.safety)) return false;
    const delay = retryDelay(failure, call.retries + 1, ctx.totalTimeout - (Date.now() - call.startedAt));
    if (delay === undefined) return false;
    call.retries += 1;
    call.attempts += 1;
    call.nextDelay = delay;
    ctx.logger.log('info', `Retrying ${ctx.label}`, {
      attempt: call.attempts,
      delayMs: delay,
      reason: failure.kind === 'status' ? `HTTP ${failure.status}` : failure.kind,
    });
    return true;
  };
  return {
    limit: ctx.maxRetries + (credentials?.isProvider ? 1 : 0),
    methods: ALL_METHODS,
    statusCodes: [],
    afterStatusCodes: [],
    retryOnTimeout: true,
    backoffLimit: Number.POSITIVE_INFINITY,
    delay: () => call.nextDelay,
    shouldRetry,
  };
}
