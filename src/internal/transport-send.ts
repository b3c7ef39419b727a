import type { KyInstance } from 'ky';
import type { WithResponse } from '../core/api-promise.js';
import type { ValidationMode } from '../core/client-options.js';
import type { RequestOptions } from '../core/request-options.js';
import { callLimits, checkCallMaxBytes } from './call-helpers.js';
import { callFacts } from './event-hub.js';
import { type CallState, exchange } from './exchange.js';
import type { Operation } from './operation.js';
import { readResult } from './response.js';
import { toWorkforceError } from './to-workforce-error.js';
import type { TransportConfig } from './transport-config.js';
import type { PreparedCall } from './transport-request.js';

/* Sending one prepared call: the exchange with its retries, the response read against its schema, one log line. */

/**
 * Sends a prepared call through `ky` (or, on a client's first call, the promise of its ky instance) and reads the
 * response against `op`'s schema, in `mode` or else the client's `validateResponses`. Logs one debug line.
 * @throws WorkforceError for every failure, mapped and redacted: a refused or failed request, an API
 * error status, a timeout, an abort, or (in strict mode) a body that is not the documented shape.
 * @example
 * ```ts
 * const { data, requestId } = await sendCall(ky, config, prepared, getPerson, {}, undefined);
 * ```
 */
export async function sendCall<T>(
  ky: KyInstance | Promise<KyInstance>,
  config: TransportConfig,
  prepared: PreparedCall,
  op: Pick<Operation<T>, 'response' | 'normalize' | 'files'>,
  options: RequestOptions,
  mode: ValidationMode | undefined,
): Promise<WithResponse<T>> {
  const { logger } = config;
  // Out-of-range limits are refused before anything is sent (a POST must not go out with a 0 ms timeout).
  const { timeout, totalTimeout, maxRetries } = callLimits(options, config);
  const started = Date.now();
  const call: CallState = {
    credentials: prepared.credentials,
    startedAt: started,
    attempts: 1,
    retries: 0,
    refreshed: false,
  };
  const { events } = config;
  // Nothing is built for events unless someone listens: a call without listeners pays this one read.
  if (events.listening) call.events = { hub: events, facts: callFacts(prepared) };
  try {
    // Awaited only while the first call loads ky: every later call has the instance itself.
    const { response, text } = await exchange(ky instanceof Promise ? await ky : ky, prepared, call, {
      timeout,
      totalTimeout,
      defaultTimeout: config.timeout,
      maxRetries,
      maxResponseBytes:
        options.maxResponseBytes === undefined
          ? config.maxResponseBytes
          : checkCallMaxBytes(options.maxResponseBytes),
      signal: options.signal,
      logger,
    });
    const result = readResult<T>(
      response,
      text,
      op.response?.(),
      {
        mode: mode ?? config.validateResponses,
        logger,
        redactor: prepared.redactor,
        label: prepared.label,
        method: prepared.method,
        safety: prepared.safety,
        files: op.files,
        accept: config.acceptsAsIs,
      },
      op.normalize,
    );
    if (call.events) {
      call.events.hub.emit({
        type: 'response',
        ...call.events.facts,
        attempt: call.attempts,
        status: response.status,
        durationMs: Date.now() - started,
        requestId: result.requestId,
      });
    }
    if (logger.enabled('debug')) {
      logger.log('debug', `${prepared.label} → ${response.status}`, {
        durationMs: Date.now() - started,
        attempts: call.attempts,
        requestId: result.requestId,
      });
    }
    return result;
  } catch (error) {
    const mapped = toWorkforceError(error, {
      signal: options.signal,
      redactor: call.token === undefined ? prepared.redactor : prepared.redactor.with(call.token),
      target: config.target,
      label: prepared.label,
      totalTimeout,
      timeout,
      elapsedMs: Date.now() - started,
      boundByTotal: call.boundByTotal,
      processed: call.mayHaveBeenProcessed,
    });
    if (call.events) emitError(call.events, call.attempts, mapped, Date.now() - started);
    if (logger.enabled('debug'))
      logFailure(logger, prepared.label, mapped, Date.now() - started, call.attempts);
    throw mapped;
  }
}

/** The debug line of a failed call: what failed, with the status and request id an API error carries. */
function logFailure(
  logger: TransportConfig['logger'],
  label: string,
  error: Error,
  durationMs: number,
  attempts: number,
): void {
  const { status, requestId } = error as { status?: unknown; requestId?: unknown };
  logger.log('debug', `${label} failed: ${error.name}`, {
    status: typeof status === 'number' ? status : undefined,
    durationMs,
    attempts,
    requestId: typeof requestId === 'string' ? requestId : undefined,
  });
}

function emitError(
  events: NonNullable<CallState['events']>,
  attempt: number,
  error: Error,
  durationMs: number,
): void {
  const { status, requestId } = error as { status?: unknown; requestId?: unknown };
  events.hub.emit({
    type: 'error',
    ...events.facts,
    attempt,
    errorName: error.name,
    status: typeof status === 'number' ? status : undefined,
    durationMs,
    requestId: typeof requestId === 'string' ? requestId : undefined,
  });
}
