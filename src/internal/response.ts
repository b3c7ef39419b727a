import type { WithResponse } from '../core/api-promise.js';
import { type ResponseIssue, ResponseValidationError } from '../core/client-errors.js';
import type { LevelLogger } from './logger.js';
import type { Redactor } from './redact.js';
import type { RetrySafety } from './retry.js';
import { issuesToList, type Schema, safeParse } from './validation.js';

/** How to read one 2xx response. */
export interface ReadOptions {
  mode: 'strict' | 'warn' | 'off';
  logger: LevelLogger;
  redactor: Redactor;
  /** `METHOD /path` for messages. */
  label: string;
  /** The call's method: a POST's mismatch reports the id it created. */
  method?: string | undefined;
  /**
   * The call's retry safety. An `'unsafe'` write (a POST or PATCH without an idempotency key) is never thrown
   * as a mismatch, even in strict mode: the API has acted, and an error would invite the caller to resend it
   * (ADR 0018).
   */
  safety?: RetrySafety | undefined;
  /**
   * A check run before zod: true when zod would accept the answer and return it unchanged, so it is returned as
   * is (`fast-accept.ts`; the client's transport sets it, a plain core leaves it out and zod judges every answer).
   */
  accept?: ((schema: Schema, value: unknown) => boolean) | undefined;
  /** Media types the operation answers as a file: such a body is the result, as text (`Operation.files`). */
  files?: readonly string[] | undefined;
}

/** What a mismatch report says about the answer. */
interface Answer<T> {
  response: Response;
  requestId: string | undefined;
  /** The body as received (parsed JSON, or the text), before any reshaping. */
  received: unknown;
  issues: ResponseIssue[];
  /** What a caller gets when the mismatch is not thrown. */
  fallback: T;
}

/** What {@link parseJson} returns for a body that is not JSON (a marker, so a parse allocates no wrapper). */
const NOT_JSON: unique symbol = Symbol('not JSON');

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/**
 * Parses a 2xx body (already read as text) against the operation's schema in the configured mode.
 * @throws ResponseValidationError in strict mode when the body is not JSON or not the documented shape,
 * unless the call is a write that must not be resent (then the data is returned and the mismatch logged).
 */
export function readResult<T>(
  response: Response,
  text: string,
  schema: Schema<T> | undefined,
  options: ReadOptions,
  normalize?: (body: unknown) => unknown,
): WithResponse<T> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  // Only a 2xx gets here: ky throws its HTTPError for any other status (a redirect, which is never followed,
  // included), and error-mapping.ts reports it.
  // 204 No Content is an answer with no body by definition: an operation that documents one (payrolls.save
  // without includeFxRates) has nothing to validate.
  if (response.status === 204 && text === '') return { data: undefined as T, response, requestId };
  if (options.files?.includes(mediaType(response))) {
    return { data: text as T, response, requestId };
  }
  const parsed = parseJson(text);
  if (parsed === NOT_JSON) {
    const issues = [{ path: '(root)', message: 'is not valid JSON' }];
    return fail(options, { response, requestId, received: text, issues, fallback: text as T });
  }
  const value = normalize && parsed !== undefined ? normalize(parsed) : parsed;
  // An answer zod would hand back unchanged skips zod's copy of it (`accept`); any other, zod judges.
  if (schema === undefined || options.mode === 'off' || options.accept?.(schema, value)) {
    return { data: value as T, response, requestId };
  }
  const result = safeParse(schema, value);
  if (result.ok) return { data: result.value, response, requestId };
  const issues = issuesToList(result.issues, value);
  return fail(options, { response, requestId, received: parsed, issues, fallback: value as T });
}

/** The response's media type without its parameters, lower-cased (`text/csv; charset=utf-8` → `text/csv`). */
function mediaType(response: Response): string {
  return (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function fail<T>(options: ReadOptions, answer: Answer<T>): WithResponse<T> {
  const { response, requestId, issues } = answer;
  const summary = issues
    .slice(0, 5)
    .map((i) => `${i.path} ${i.message}`)
    .join('; ');
  const message = `The response to ${options.label} (HTTP ${response.status}) does not match the documented shape: ${summary}`;
  const createdId = options.method === 'POST' ? createdIdOf(answer.received) : undefined;
  const context = { requestId, status: response.status, createdId, issues };
  if (options.mode === 'strict' && options.safety !== 'unsafe') {
    throw new ResponseValidationError(message, {
      issues,
      // Redacted before it is cut, so a cut never exposes part of a masked value.
      body: options.redactor.value(answer.received, 1000),
      requestId,
      status: response.status,
      createdId,
    });
  }
  if (options.mode === 'strict') {
    // The API has carried out a write that must not be sent twice: an error would invite a retry (ADR 0018).
    options.logger.log('error', `${message}. The data is returned as received: the write happened`, context);
  } else {
    options.logger.log('warn', message, context);
  }
  return { data: answer.fallback, response, requestId };
}

const ID_VALUE = /^[\w.:~-]{1,200}$/;

/** The id a POST's answer names: `id`, else the first top-level field ending in `Id` (`payrollId`). */
function createdIdOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const key = 'id' in record ? 'id' : Object.keys(record).find((k) => /^[a-z][A-Za-z0-9]*Id$/.test(k));
  const value = key === undefined ? undefined : record[key];
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const id = String(value);
  return ID_VALUE.test(id) ? id : undefined;
}
