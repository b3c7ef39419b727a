import { type DocumentedErrorCode, STATUTORY_ERROR_CODES } from '../core/error-codes.js';
import type { FieldMessages } from './context.js';

/*
 * Error answers. The main API answers `{ code, message, params? }`; the statutory routes answer
 * `{ error: { code, message, details } }` with `details` a list of `{ field, message }` or null.
 */

/**
 * An error answer thrown by a route and turned into a response by the router.
 * @example
 * ```ts
 * throw new HttpError(404, 'resource_not_found', 'No person with id …');
 * ```
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly params: FieldMessages | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, params?: FieldMessages, headers = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.params = params;
    this.headers = headers;
  }
}

/**
 * A 400 `invalid_request_body` naming each rejected field.
 * @throws never (returns the error to throw).
 * @example
 * ```ts
 * throw badRequest({ 'amount.amount': 'must be an integer' });
 * ```
 */
export function badRequest(params: FieldMessages, message?: string): HttpError {
  const summary = Object.entries(params).map(([field, text]) => `${field} ${text}`);
  return new HttpError(
    400,
    'invalid_request_body',
    message ?? `Invalid request: ${summary.join('; ')}`,
    params,
  );
}

/**
 * A 404 `resource_not_found`.
 * @throws never (returns the error to throw).
 * @example
 * ```ts
 * throw notFound('person', personId);
 * ```
 */
export function notFound(what: string, id: string): HttpError {
  return new HttpError(404, 'resource_not_found', `No ${what} with id ${id}`);
}

/**
 * A 403 `forbidden`.
 * @throws never (returns the error to throw).
 * @example
 * ```ts
 * throw forbidden('User tokens can only read their own person');
 * ```
 */
export function forbidden(message: string): HttpError {
  return new HttpError(403, 'forbidden', message);
}

/**
 * The JSON body of an error, in the main or the statutory shape.
 * @throws never.
 * @example
 * ```ts
 * errorBody(notFound('remittance', id), true); // { error: { code: 'not_found', … } }
 * ```
 */
export function errorBody(error: HttpError, statutory: boolean): unknown {
  if (!statutory) {
    return { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) };
  }
  const details = error.params
    ? Object.entries(error.params).map(([field, message]) => ({ field, message }))
    : null;
  return {
    error: {
      code: STATUTORY_ERROR_CODES[error.code as DocumentedErrorCode] ?? error.code,
      message: error.message,
      details,
    },
  };
}

/**
 * A JSON response.
 * @throws never.
 * @example
 * ```ts
 * return jsonResponse(200, { id });
 * ```
 */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
