import { ConnectionError, RequestAbortedError, TimeoutError } from '../core/client-errors.js';
import { WorkforceError } from '../core/errors.js';
import { maskQuery } from './call-helpers.js';
import { createApiError } from './error-mapping.js';
import type { Redactor } from './redact.js';

/** What is known about a failed call when its error is mapped. */
export interface FailureContext {
  signal: AbortSignal | undefined;
  redactor: Redactor;
  target: string;
  /** `METHOD /path` of the call. */
  label: string;
  timeout: number;
  totalTimeout: number;
  elapsedMs: number;
}

/**
 * A copy of a ky error that keeps its name, message and stack but not the Request (with its Authorization
 * header) or the options: safe as `cause`, even for `util.inspect(error, { showHidden: true })`.
 */
function sanitizedCause(error: unknown, redactor: Redactor): unknown {
  if (!(error instanceof Error)) return error;
  const inner = (error as { cause?: unknown }).cause;
  const copy = new Error(
    redactor.text(maskQuery(error.message)),
    inner === undefined ? undefined : { cause: inner },
  );
  copy.name = error.name;
  if (error.stack) copy.stack = redactor.text(maskQuery(error.stack));
  return copy;
}

/** Maps anything a call threw (ky errors, aborts, hook failures) to the SDK's error hierarchy. */
export function toWorkforceError(error: unknown, ctx: FailureContext): WorkforceError {
  if (error instanceof WorkforceError) return error;
  const name = (error as { name?: unknown })?.name;
  const where = ctx.label;

  if (ctx.signal?.aborted) {
    return new RequestAbortedError(`${where} was aborted by the caller's signal`, {
      cause: ctx.signal.reason,
    });
  }
  if (name === 'HTTPError') {
    const { response, data } = error as { response: Response; data: unknown };
    return createApiError({
      cause: sanitizedCause(error, ctx.redactor),
      status: response.status,
      headers: response.headers,
      data,
      redactor: ctx.redactor,
      target: ctx.target,
      label: ctx.label,
    });
  }
  if (name === 'TimeoutError') {
    const total = ctx.elapsedMs >= ctx.totalTimeout;
    const message = total
      ? `${where} did not complete within totalTimeout (${ctx.totalTimeout} ms, retries included)`
      : `${where} timed out: an attempt took longer than timeout (${ctx.timeout} ms)`;
    return new TimeoutError(message, { cause: sanitizedCause(error, ctx.redactor) });
  }
  if (name === 'NetworkError') {
    const cause = (error as { cause?: unknown }).cause ?? error;
    const detail = describeCause(cause);
    return new ConnectionError(
      `Could not reach the API for ${where}${detail ? `: ${ctx.redactor.text(detail)}` : ''}`,
      {
        cause: cause === error ? sanitizedCause(error, ctx.redactor) : cause,
      },
    );
  }
  if (name === 'AbortError') {
    return new ConnectionError(`${where} was interrupted`, { cause: error });
  }
  const message = error instanceof Error ? ctx.redactor.text(error.message) : String(error);
  return new WorkforceError(`${where} failed: ${message}`, { cause: error });
}

function describeCause(cause: unknown): string | undefined {
  if (!(cause instanceof Error)) return undefined;
  const inner = (cause as { cause?: unknown }).cause;
  const code = (inner as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return `${cause.message} (${code})`;
  return cause.message;
}
