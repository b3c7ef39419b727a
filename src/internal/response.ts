import type { WithResponse } from '../core/api-promise.js';
import { ResponseValidationError } from '../core/client-errors.js';
import { ApiError } from '../core/errors.js';
import type { LevelLogger } from './logger.js';
import type { Redactor } from './redact.js';
import { issuesToList, type Schema, safeParse } from './validation.js';

/** How to read one 2xx response. */
export interface ReadOptions {
  mode: 'strict' | 'warn' | 'off';
  logger: LevelLogger;
  redactor: Redactor;
  /** `METHOD /path` for messages. */
  label: string;
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
 * Parses a 2xx body (already read as text) against the operation's schema in the configured mode.
 * @throws {@link ResponseValidationError} in strict mode when the body is not JSON or not the documented shape.
 */
export function readResult<T>(
  response: Response,
  text: string,
  schema: Schema<T> | undefined,
  options: ReadOptions,
  normalize?: (body: unknown) => unknown,
): WithResponse<T> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw redirectError(response, options, requestId);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) {
    return fail(
      options,
      requestId,
      text,
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
      // Redacted before it is cut, so a cut never exposes part of a masked value.
      body: options.redactor.value(body, 1000),
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
