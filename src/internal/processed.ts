import { isNetworkFailure, wasNotSent } from './network-failure.js';

/*
 * Whether an attempt that failed may have been carried out by the API: what `requestMayHaveBeenProcessed` of
 * the call's error reports (see the errors guide). Only proof counts as "not processed": a connection that was
 * never established, or a 4xx, by which the API refused the request.
 */

/**
 * Whether the API may have acted on an attempt that was handed to fetch and failed with `error`.
 * `headersArrived` says the API had answered (a 2xx whose body then broke, stalled or was too large).
 * @throws never.
 * @example
 * ```ts
 * attemptMayHaveBeenProcessed(connectionRefused, false); // false: nothing left the process
 * ```
 */
export function attemptMayHaveBeenProcessed(error: unknown, headersArrived: boolean): boolean {
  if (headersArrived) return true;
  const name = (error as { name?: unknown })?.name;
  if (name === 'HTTPError') {
    const status = (error as { response?: { status?: unknown } }).response?.status;
    return typeof status !== 'number' || status < 400 || status >= 500;
  }
  if (isNetworkFailure(error)) return !wasNotSent(error);
  // A timeout, an abort while the request was in flight, anything unexpected: it may have arrived.
  return true;
}
