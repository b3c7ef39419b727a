import { RequestAbortedError, TimeoutError } from '../core/client-errors.js';
import type { RequestOptions } from '../core/request-options.js';
import { TerminalStatusError } from '../core/wait-errors.js';
import type { WaitForParams } from '../core/wait-for.js';
import { msProblem, sleep } from './call-helpers.js';
import type { Operation } from './operation.js';
import type { Transport } from './transport.js';
import { requestValidationError } from './validation.js';

/*
 * `waitFor()`: reads a record until its status matches, with capped backoff between reads. Each read is an
 * ordinary call (retries, Retry-After, tenant, per-call options); the wait as a whole has its own deadline and
 * the caller's signal.
 */

/** Which machine a waiter follows and where the record keeps its status (generated from the waiters table). */
export interface WaiterSpec {
  /** The machine's name in messages and errors (`payroll`). */
  readonly name: string;
  /** The status field; with `components`, the default one. */
  readonly field: string;
  /** The status fields a caller may pick with `component` (a user's KYC: identity, address). */
  readonly components?: readonly string[];
  /** Every status of the machine (its entry of `STATE_MACHINES`). */
  readonly statuses: readonly string[];
  /** The statuses that end a wait: {@link terminalStatuses} of the machine, computed by the generator. */
  readonly terminal: readonly string[];
}

/** A state machine as {@link terminalStatuses} reads it (an entry of `STATE_MACHINES`). */
export interface WaiterMachine {
  readonly statuses: readonly string[];
  readonly transitions: readonly { readonly from: string | null; readonly to: string }[];
}

const DEFAULT_TIMEOUT_MS = 900_000;
const DEFAULT_INTERVAL_MS = 2_000;
const DEFAULT_MAX_INTERVAL_MS = 60_000;

/**
 * Reads `op` for `path` until the record's status matches `params.until`.
 * @throws RequestValidationError for bad params (an `until` status the machine does not have), before anything
 * is sent; {@link TerminalStatusError} on a terminal status that does not match; {@link TimeoutError} past
 * `timeout` (read-only: `requestMayHaveBeenProcessed` is `false`); {@link RequestAbortedError} when a signal
 * fires; any error of a read (after that read's own retries).
 */
export async function waitForRecord<TRecord>(
  transport: Transport,
  op: Operation<TRecord>,
  path: readonly string[],
  spec: WaiterSpec,
  params: WaitForParams<TRecord, string, string>,
  options: RequestOptions = {},
): Promise<TRecord> {
  const plan = checkParams(spec, params);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), plan.timeout);
  const signals = [deadline.signal, options.signal, params.signal].filter((s) => s !== undefined);
  const signal = AbortSignal.any(signals);
  let lastStatus: string | undefined;
  let delay = plan.interval;
  try {
    for (;;) {
      const record = await transport.call(op, { path }, { ...options, signal });
      lastStatus = statusOf(record, plan.field);
      if (plan.matches(record, lastStatus)) return record;
      if (lastStatus !== undefined && plan.terminal.has(lastStatus)) {
        throw new TerminalStatusError({
          machine: spec.name,
          reached: lastStatus,
          awaited: plan.awaited,
          record,
        });
      }
      await pause(delay, signal);
      delay = Math.min(Math.round(delay * 1.5), plan.maxInterval);
    }
  } catch (error) {
    if (deadline.signal.aborted && !options.signal?.aborted && !params.signal?.aborted) {
      throw new TimeoutError(
        `Timed out after ${plan.timeout} ms waiting for the ${spec.name} to reach ${plan.awaited}; last status seen: ${lastStatus === undefined ? 'none' : JSON.stringify(lastStatus)}`,
        // Every read of the wait is a GET: nothing the wait sent can have changed anything.
        { cause: error, requestMayHaveBeenProcessed: false },
      );
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

interface Plan<TRecord> {
  timeout: number;
  interval: number;
  maxInterval: number;
  field: string;
  awaited: string;
  terminal: ReadonlySet<string>;
  matches(record: TRecord, status: string | undefined): boolean;
}

function checkParams<TRecord>(
  spec: WaiterSpec,
  params: WaitForParams<TRecord, string, string>,
): Plan<TRecord> {
  if (typeof params !== 'object' || params === null)
    throw requestValidationError({ params: 'must be an object' });
  const { until } = params;
  const problems: Record<string, string> = {};
  const list = typeof until === 'string' ? [until] : Array.isArray(until) ? (until as string[]) : undefined;
  if (typeof until !== 'function' && (list === undefined || list.length === 0 || !list.every(isStatus))) {
    problems.until = 'must be a status, a non-empty list of statuses, or a function of the record';
  } else if (list !== undefined) {
    const unknown = list.filter((status) => !spec.statuses.includes(status));
    if (unknown.length > 0) problems.until = unknownStatuses(spec, unknown);
  }
  const field = params.component ?? spec.field;
  if (params.component !== undefined && !spec.components?.includes(params.component)) {
    problems.component = `must be one of ${(spec.components ?? []).join(', ') || '(none: this record has one status)'}`;
  }
  const timeout = checkMs(problems, 'timeout', params.timeout, DEFAULT_TIMEOUT_MS);
  const interval = checkMs(problems, 'interval', params.interval, DEFAULT_INTERVAL_MS);
  const maxInterval = checkMs(problems, 'maxInterval', params.maxInterval, DEFAULT_MAX_INTERVAL_MS);
  if (Object.keys(problems).length > 0) throw requestValidationError(problems);
  const wanted = new Set(list);
  return {
    timeout,
    interval: Math.min(interval, maxInterval),
    maxInterval,
    field,
    awaited: list ? list.map((s) => JSON.stringify(s)).join(' or ') : 'a matching record',
    terminal: new Set(spec.terminal),
    matches: (record, status) =>
      typeof until === 'function' ? until(record) === true : status !== undefined && wanted.has(status),
  };
}

/** Names the statuses `until` gave that the machine does not have, and the ones it has. */
function unknownStatuses(spec: WaiterSpec, unknown: readonly string[]): string {
  const quoted = (list: readonly string[]) => list.map((s) => JSON.stringify(s)).join(', ');
  const what = unknown.length === 1 ? 'is not a status' : 'are not statuses';
  return `${quoted(unknown)} ${what} of the ${spec.name}; its statuses are ${quoted(spec.statuses)}`;
}

function isStatus(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

function checkMs(problems: Record<string, string>, name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const problem = msProblem(value);
  if (problem === undefined) return value as number;
  problems[name] = problem;
  return fallback;
}

/**
 * The statuses of a machine with no documented way out, less those the waiters table keeps open (`open`: their
 * moves are "not shown"). A move that keeps the status (an amendment of an accepted filing) is no way out. The
 * generator writes the result into each waiter's spec.
 */
export function terminalStatuses(spec: {
  machine: WaiterMachine;
  open?: readonly string[] | undefined;
}): ReadonlySet<string> {
  const leaving = new Set(spec.machine.transitions.filter((t) => t.from !== t.to).map((t) => t.from));
  return new Set(spec.machine.statuses.filter((s) => !leaving.has(s) && !spec.open?.includes(s)));
}

function statusOf(record: unknown, field: string): string | undefined {
  const value =
    typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Waits `ms` (at least 1), or rejects at once with a {@link RequestAbortedError} when `signal` fires. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return sleep(ms, signal).catch(() => {
    throw new RequestAbortedError('Stopped waiting: the signal was aborted', { cause: signal.reason });
  });
}
