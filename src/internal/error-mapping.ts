import { canonicalErrorCode } from '../core/error-codes.js';
import {
  ApiError,
  type ApiErrorInit,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  type ErrorParams,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from '../core/errors.js';
import { isUnsafeKey, type Redactor, truncate } from './redact.js';
import { parseRetryAfter } from './retry.js';

type ApiErrorClass = new (init: ApiErrorInit) => ApiError;

/** Longest message, param or body string an error keeps (a 5 MB error message stays out of logs). */
const MAX_MESSAGE = 1000;

/** The one place that maps an HTTP status to an error class. */
const STATUS_CLASSES: Readonly<Record<number, ApiErrorClass>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** The error class for a status: the table, then `InternalServerError` for 5xx, else `ApiError`. */
export function errorClassFor(status: number): ApiErrorClass {
  return STATUS_CLASSES[status] ?? (status >= 500 ? InternalServerError : ApiError);
}

interface NormalisedBody {
  code: string | undefined;
  message: string | undefined;
  params: ErrorParams | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function toParams(value: unknown): ErrorParams | undefined {
  // `{ field: message }` in the main API; `[{ field, message }]` in the statutory API.
  if (Array.isArray(value)) {
    const params: ErrorParams = {};
    for (const entry of value) {
      const field = isRecord(entry) ? String(entry.field ?? '(root)') : undefined;
      if (field !== undefined && !isUnsafeKey(field)) params[field] = String(entry.message ?? 'is invalid');
    }
    return Object.keys(params).length > 0 ? params : undefined;
  }
  if (isRecord(value)) {
    const params: ErrorParams = {};
    for (const [key, message] of Object.entries(value)) {
      if (isUnsafeKey(key)) continue;
      params[key] = typeof message === 'string' ? message : JSON.stringify(message);
    }
    return params;
  }
  return undefined;
}

function codeOf(value: unknown): string | undefined {
  const code = stringOrUndefined(value);
  return code === undefined ? undefined : canonicalErrorCode(code);
}

/** Reads both error body shapes: `{ code, message, params }` and `{ error: { code, message, details } }`. */
export function normaliseErrorBody(body: unknown): NormalisedBody {
  if (!isRecord(body)) return { code: undefined, message: undefined, params: undefined };
  const inner = isRecord(body.error) ? body.error : body;
  return {
    code: codeOf(inner.code),
    message: stringOrUndefined(inner.message),
    params: toParams(inner === body ? body.params : (inner.details ?? inner.params)),
  };
}

/** What the transport knows when a non-2xx response arrives. */
export interface ErrorContext {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the raw text when it was not JSON, or `undefined` when empty. */
  data: unknown;
  redactor: Redactor;
  /** Where the client sends requests, for the 401 hint ("sandbox", "production" or a base URL). */
  target: string;
  /** `METHOD /path` of the call. */
  label: string;
  cause?: unknown;
  /** Whether an attempt of the call may have been processed; by default decided by `status` alone. */
  processed?: boolean | undefined;
}

function fallbackMessage(status: number, text: string | undefined, data: unknown, headers: Headers): string {
  if (status >= 300 && status < 400) {
    // Redirects are not followed: a payroll POST must never be replayed to another address.
    const location = headers.get('location');
    return `the API answered with a redirect${location ? ` to ${location}` : ''}, which the SDK does not follow`;
  }
  if (text !== undefined && text.trim() !== '') {
    const firstLine = text.trim().split('\n', 1)[0] ?? '';
    return `HTTP ${status}: ${truncate(firstLine, 200)}`;
  }
  if (data === undefined && Number(headers.get('content-length') ?? 0) > 0) {
    return `HTTP ${status} with a body the SDK could not read (too large, or cut off)`;
  }
  return `HTTP ${status} with ${data === undefined ? 'an empty body' : 'no error message'}`;
}

/** Builds the right ApiError subclass from a response, redacting everything it keeps. */
export function createApiError(ctx: ErrorContext): ApiError {
  const { status, redactor } = ctx;
  const normalised = normaliseErrorBody(ctx.data);
  const code = normalised.code;
  // Redact first, then cut: a cut must never leave part of a secret or a PII value unmatched.
  const text = typeof ctx.data === 'string' ? redactor.text(ctx.data) : undefined;
  let message = truncate(
    redactor.text(normalised.message ?? fallbackMessage(status, text, ctx.data, ctx.headers)),
    MAX_MESSAGE,
  );
  message = `${status}${code ? ` ${code}` : ''}: ${message} (${ctx.label})`;
  if (status === 401) {
    message += ` — check that the API key is valid and belongs to the configured environment (${ctx.target})`;
  }
  const init: ApiErrorInit = {
    status,
    code,
    message,
    params:
      normalised.params === undefined
        ? undefined
        : (redactor.value(normalised.params, MAX_MESSAGE) as ErrorParams),
    requestId: ctx.headers.get('x-request-id') ?? undefined,
    headers: redactor.headers(ctx.headers),
    body: text === undefined ? redactor.value(ctx.data, MAX_MESSAGE) : truncate(text, MAX_MESSAGE),
    cause: ctx.cause,
    requestMayHaveBeenProcessed: ctx.processed,
  };
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(ctx.headers.get('retry-after'));
    return new RateLimitError({
      ...init,
      retryAfter: retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
    });
  }
  return new (errorClassFor(status))(init);
}
