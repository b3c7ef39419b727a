import type { WithResponse } from '../core/api-promise.js';
import { ApiError, ResponseValidationError, TimeoutError } from '../core/errors.js';
import type { LevelLogger } from './logger.js';
import { type Redactor, truncate } from './redact.js';
import { issuesToList, type Schema, safeParse } from './validation.js';

/** How to read one 2xx response. */
export interface ReadOptions {
  /** Milliseconds left for reading the body (per-attempt and total budgets). */
  budgetMs: number;
  /** Aborts the underlying request, interrupting a stalled body. */
  abort: () => void;
  mode: 'strict' | 'warn' | 'off';
  logger: LevelLogger;
  redactor: Redactor;
  /** `METHOD /path` for messages. */
  label: string;
}

const BODY_TIMED_OUT = Symbol('body timed out');

async function readText(response: Response, options: ReadOptions): Promise<string> {
  if (options.budgetMs <= 0) {
    options.abort();
    throw new TimeoutError(`Timed out before the response body of ${options.label} could be read`);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<typeof BODY_TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(BODY_TIMED_OUT), options.budgetMs);
  });
  const text = response.text();
  try {
    const result = await Promise.race([text, expired]);
    if (result === BODY_TIMED_OUT) {
      options.abort();
      text.catch(() => undefined);
      throw new TimeoutError(
        `Timed out after ${options.budgetMs} ms while reading the body of ${options.label}`,
      );
    }
    return result;
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads a 2xx body, then parses it against the operation's schema in the configured mode.
 * @throws {@link ResponseValidationError} in strict mode when the body is not JSON or not the documented shape.
 */
export async function readResult<T>(
  response: Response,
  schema: Schema<T> | undefined,
  options: ReadOptions,
  normalize?: (body: unknown) => unknown,
): Promise<WithResponse<T>> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw redirectError(response, options, requestId);
  }
  const text = await readText(response, options);
  const parsed = parseJson(text);
  if (!parsed.ok) {
    return fail(
      options,
      requestId,
      truncate(text),
      [{ path: '(root)', message: 'is not valid JSON' }],
      text as T,
      response,
    );
  }
  const value = normalize && parsed.value !== undefined ? normalize(parsed.value) : parsed.value;
  if (schema === undefined || options.mode === 'off') return { data: value as T, response, requestId };
  const result = safeParse(schema, value);
  if (result.ok) return { data: result.value, response, requestId };
  return fail(options, requestId, value, issuesToList(result.issues, value), value as T, response);
}

function fail<T>(
  options: ReadOptions,
  requestId: string | undefined,
  body: unknown,
  issues: { path: string; message: string }[],
  fallback: T,
  response: Response,
): WithResponse<T> {
  const summary = issues
    .slice(0, 5)
    .map((i) => `${i.path} ${i.message}`)
    .join('; ');
  const message = `The response to ${options.label} does not match the documented shape: ${summary}`;
  if (options.mode === 'strict') {
    throw new ResponseValidationError(message, {
      issues,
      body: options.redactor.value(body),
      requestId,
    });
  }
  options.logger.log('warn', message, { requestId, issues });
  return { data: fallback, response, requestId };
}

function redirectError(response: Response, options: ReadOptions, requestId: string | undefined): ApiError {
  // Redirects are not followed: a payroll POST must never be replayed to another address.
  const location = response.headers.get('location');
  return new ApiError({
    status: response.status,
    code: undefined,
    message: `${response.status}: the API answered ${options.label} with a redirect${location ? ` to ${options.redactor.text(location)}` : ''}, which the SDK does not follow`,
    params: undefined,
    requestId,
    headers: options.redactor.headers(response.headers),
    body: undefined,
  });
}
