import type { KyInstance } from 'ky';
import type { WithResponse } from '../core/api-promise.js';
import type { CallEvent } from '../core/call-events.js';
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
    settled(call, logger, prepared.label, started, response.status, result.requestId);
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
    const { status, requestId } = mapped as { status?: unknown; requestId?: unknown };
    settled(
      call,
      logger,
      prepared.label,
      started,
      typeof status === 'number' ? status : undefined,
      typeof requestId === 'string' ? requestId : undefined,
      mapped.name,
    );
    throw mapped;
  }
}

/**
 * The end of a call: its `response` event (or `error`, with `errorName`) for the listeners, and its debug line,
 * each with the status and request id the answer (or an API error) carries.
 */
function settled(
  call: CallState,
  logger: TransportConfig['logger'],
  label: string,
  started: number,
  status: number | undefined,
  requestId: string | undefined,
  errorName?: string,
): void {
  const { events, attempts } = call;
  const debug = logger.enabled('debug');
  // Nothing is built (not even a clock read) unless someone listens or debug lines are on.
  if (!events && !debug) return;
  const durationMs = Date.now() - started;
  const failed = errorName !== undefined;
  events?.hub.emit({
    type: failed ? 'error' : 'response',
    ...events.facts,
    attempt: attempts,
    ...(failed && { errorName }),
    status,
    durationMs,
    requestId,
  } as CallEvent);
  if (!debug) return;
  if (failed)
    logger.log('debug', `${label} failed: ${errorName}`, { status, durationMs, attempts, requestId });
  else logger.log('debug', `${label} → ${status}`, { durationMs, attempts, requestId });
}
