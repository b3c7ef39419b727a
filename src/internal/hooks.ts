import type { BeforeRequestHook, BeforeRetryHook, KyRequest, Options } from 'ky';
import type { Credentials } from './credentials.js';

/**
 * The mutable state of one call, shared by the hooks and the retry decision through ky's `context`.
 * Each call gets its own; nothing here outlives the call.
 */
export interface CallState {
  /** `undefined` for requests outside the API (presigned uploads): no Authorization is sent. */
  readonly credentials: Credentials | undefined;
  /** When the call started (for `totalTimeout`). */
  readonly startedAt: number;
  /** Attempts made so far (1 = the first). */
  attempts: number;
  /** Retries spent on failures (the 401 refresh is not counted against `maxRetries`). */
  retries: number;
  /** Set when a 401 should be answered by asking the provider for a new token. */
  refreshToken: boolean;
  /** Set once the 401 refresh has been used. */
  refreshed: boolean;
  /** The delay chosen for the next retry, read by ky through `retry.delay`. */
  nextDelay: number;
}

function callOf(options: { context: Record<string, unknown> }): CallState {
  return options.context.call as CallState;
}

/** beforeRequest: sets `Authorization` from the provider, once per call (static keys are set with the headers). */
export const applyAuthorization: BeforeRequestHook = async ({ request, options }) => {
  const call = callOf(options);
  if (call.credentials === undefined) return;
  request.headers.set('Authorization', `Bearer ${await call.credentials.token()}`);
};

/** beforeRetry: after a 401 with a provider key, asks the provider again before the single retry. */
export const refreshAuthorization: BeforeRetryHook = async ({ request, options }) => {
  const call = callOf(options);
  if (!call.refreshToken || call.credentials === undefined) return;
  call.refreshToken = false;
  setAuthorization(request, await call.credentials.token());
};

function setAuthorization(request: KyRequest, token: string): void {
  request.headers.set('Authorization', `Bearer ${token}`);
}

/** Tolerant JSON parsing for error bodies: a body that is not JSON is kept as its text. */
export function parseJsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The hooks of clients whose key comes from a provider, named so each can be tested and read on its own. */
export const hooks: NonNullable<Options['hooks']> = {
  beforeRequest: [applyAuthorization],
  beforeRetry: [refreshAuthorization],
};
