import { ConnectionError, RequestAbortedError, TimeoutError } from '../core/client-errors.js';
import { WorkforceError } from '../core/errors.js';
import { createApiError } from './error-mapping.js';
import { isNetworkFailure, wasNotSent } from './network-failure.js';
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
  /** Whether the last attempt ran under what was left of `totalTimeout` (see `CallState.boundByTotal`). */
  boundByTotal?: boolean | undefined;
  /** Whether any attempt of the call may have been carried out by the API (`CallState.mayHaveBeenProcessed`). */
  processed?: boolean | undefined;
}

/**
 * Maps anything a call threw (ky errors, aborts, hook failures) to the SDK's error hierarchy, with
 * `requestMayHaveBeenProcessed` set from every attempt of the call.
 */
export function toWorkforceError(error: unknown, ctx: FailureContext): WorkforceError {
  const mapped = mapError(error, ctx);
  // An error raised by the SDK itself (a key provider's on a retry, a broken body) knows only its own attempt.
  if (ctx.processed === true && !mapped.requestMayHaveBeenProcessed) {
    (mapped as { requestMayHaveBeenProcessed: boolean }).requestMayHaveBeenProcessed = true;
  }
  return mapped;
}

function mapError(error: unknown, ctx: FailureContext): WorkforceError {
  if (error instanceof WorkforceError) return error;
  const processed = ctx.processed === true;
  const name = (error as { name?: unknown })?.name;
  const where = ctx.label;

  if (ctx.signal?.aborted) {
    return new RequestAbortedError(`${where} was aborted by the caller's signal`, {
      cause: ctx.signal.reason,
      requestMayHaveBeenProcessed: processed,
    });
  }
  if (name === 'HTTPError') {
    const { response, data } = error as { response: Response; data: unknown };
    // The call's context (redactor, target, label, processed) with what the answer says.
    return createApiError({
      ...ctx,
      cause: ctx.redactor.error(error),
      status: response.status,
      headers: response.headers,
      data,
    });
  }
  if (name === 'TimeoutError') {
    // Timers can fire a little before the wall clock says they should: which bound the attempt ran under
    // decides, and the elapsed time only when the body read outlived it.
    const total = ctx.boundByTotal === true || ctx.elapsedMs >= ctx.totalTimeout;
    const message = total
      ? `${where} did not complete within totalTimeout (${ctx.totalTimeout} ms, retries included)`
      : `${where} timed out: an attempt took longer than timeout (${ctx.timeout} ms)`;
    return new TimeoutError(message, { cause: ctx.redactor.error(error), requestMayHaveBeenProcessed: true });
  }
  if (isNetworkFailure(error)) {
    // ky's NetworkError holds the runtime's error as its cause; a runtime error ky let through is its own.
    const cause = name === 'NetworkError' ? ((error as { cause?: unknown }).cause ?? error) : error;
    const detail = describeCause(cause);
    const suffix = detail ? `: ${ctx.redactor.text(detail)}` : '';
    // Only a connection that was never established proves the server cannot have acted on the request.
    const notSent = wasNotSent(error);
    return new ConnectionError(
      notSent
        ? `Could not connect to the API for ${where}; nothing was sent${suffix}`
        : `The connection failed during ${where} before a response arrived; the request may have reached the server${suffix}`,
      { cause: ctx.redactor.error(cause), requestMayHaveBeenProcessed: processed || !notSent },
    );
  }
  if (name === 'AbortError') {
    return new ConnectionError(`${where} was interrupted; the request may have reached the server`, {
      cause: ctx.redactor.error(error),
      requestMayHaveBeenProcessed: true,
    });
  }
  const message = error instanceof Error ? ctx.redactor.text(error.message) : String(error);
  return new WorkforceError(`${where} failed: ${message}`, {
    cause: ctx.redactor.error(error),
    requestMayHaveBeenProcessed: processed,
  });
}

function describeCause(cause: unknown): string | undefined {
  if (!(cause instanceof Error)) return undefined;
  const inner = (cause as { cause?: unknown }).cause;
  const code = (inner as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return `${cause.message} (${code})`;
  // Deno sets no code: the reason is in the message of the error beneath "fetch failed".
  if (inner instanceof Error) return `${cause.message}: ${inner.message}`;
  return cause.message;
}
