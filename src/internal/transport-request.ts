import type { HttpMethod, RawRequest, RequestOptions } from '../core/request-options.js';
import { rawKeyedBody, serializeBody, splitRawPath, withIdempotencyKey } from './call-helpers.js';
import type { Credentials } from './credentials.js';
import { rawTemplate } from './event-hub.js';
import type { WireRequest } from './exchange.js';
import type { Operation } from './operation.js';
import { splitParams } from './paging.js';
import { maskTenantKey } from './redact.js';
import { assertRawPath, buildQuery, fillPath } from './request-guards.js';
import type { TransportConfig } from './transport-config.js';
import { callHeadersOf } from './transport-headers.js';
import { InputProblems, parseInput, requestValidationError } from './validation.js';

/* How a call becomes a request ready to send: validated, serialised, with its URL and headers built. */

/** Arguments of one call: the path parameters in order, and the params object (query and body together). */
export interface CallArgs {
  path?: readonly unknown[] | undefined;
  params?: unknown;
}

/** What `client.request()` sends as given: query and body apart, no schema. */
export interface RawArgs {
  query: Record<string, unknown>;
  body: unknown;
  /** The path for call events, its parameters replaced (`rawTemplate`): none of them leaves the client. */
  template: string;
}

/** A call ready to send: validated, serialised, with its URL and headers built. */
export interface PreparedCall extends WireRequest {
  /** `undefined` for requests outside the API: no Authorization header. */
  credentials: Credentials | undefined;
}

/**
 * Validates a call's path parameters and params against `op`, fills its path, splits query from body and
 * serialises the body (a keyed operation's body carries its `idempotencyKey`). `raw` arguments are sent as
 * given: no schema, the path as it is.
 * @throws RequestValidationError listing every invalid path parameter, param, header or body at once.
 * @example
 * ```ts
 * const prepared = prepareCall(config, base, getPerson, { path: [personId] }, {});
 * prepared.url; // 'https://dev-api.cadanapay.com/v1/persons/…'
 * ```
 */
export function prepareCall(
  config: TransportConfig,
  baseHeaders: Readonly<Record<string, string>>,
  op: Operation<unknown>,
  args: CallArgs,
  options: RequestOptions,
  raw?: RawArgs,
): PreparedCall {
  const problems = new InputProblems();
  // Plain ids (the usual case) fill the path in one pass; anything else takes the full checks below.
  const quickPath = raw ? undefined : op.quickPath?.(args.path);
  const pathParams = quickPath === undefined ? problems.check(() => checkPathParams(op, args)) : undefined;
  // Closures only where there is something to check: a call by ids alone (most reads) builds none.
  const { params: paramsSchema } = op;
  // An optional body left out is not sent, so there is nothing to check.
  const omitted = args.params === undefined && op.bodyOptional === true;
  const params =
    paramsSchema && !raw && !omitted
      ? problems.check(() => parseInput(paramsSchema(), args.params ?? {}))
      : args.params;
  const path =
    quickPath ??
    (problems.none
      ? problems.check(() => (raw ? op.path : fillPath(op.path, pathParams as Record<string, unknown>)))
      : undefined);
  if (path === undefined || !problems.none) {
    problems.throwIfAny();
    // Unreachable: a path left undefined always comes with a problem, thrown above.
    throw new TypeError('unreachable');
  }
  const { query, body } = raw ?? splitParams(op, params);
  const json =
    body === undefined && !op.idempotencyKey
      ? undefined
      : problems.check(() =>
          serializeBody(op.idempotencyKey ? withIdempotencyKey(body, options.idempotencyKey) : body),
        );
  problems.throwIfAny();
  const search = buildQuery(query as Record<string, unknown> | undefined);
  const { redactor: clientRedactor } = config;
  // A tenant key given to this call is a secret of this call only.
  const redactor =
    typeof options.tenantKey === 'string'
      ? clientRedactor.with(options.tenantKey, maskTenantKey(options.tenantKey))
      : clientRedactor;
  const headers = callHeadersOf(config, baseHeaders, options, json !== undefined, op.accept);
  return {
    method: op.method,
    url: `${config.baseUrl}${path}${search}`,
    // A raw call's path may hold an e-mail address or a secret: the label is redacted whole.
    label: `${op.method} ${redactor.text(path + search)}`,
    operation: op.name,
    template: raw ? raw.template : op.path,
    headers,
    body: json,
    safety: op.safety,
    credentials: config.credentials,
    redactor,
  };
}

/** The path arguments by wire name, checked against `op.pathSchema` when it has one. */
function checkPathParams(op: Operation<unknown>, args: CallArgs): Record<string, unknown> {
  const names = op.pathParams ?? [];
  const pathValues = Object.fromEntries(names.map((name, i) => [name, args.path?.[i]]));
  return op.pathSchema ? (parseInput(op.pathSchema(), pathValues) as Record<string, unknown>) : pathValues;
}

/**
 * The operation and arguments of a `client.request()`: its path split from the query written into it, retried
 * as a keyed operation when a POST or PATCH is given an `idempotencyKey` (which goes into its JSON body).
 * @throws RequestValidationError for a method other than GET, POST, PUT, PATCH and DELETE (any letter case),
 * a path that is not a relative API path, or a key that cannot go into the body.
 * @example
 * ```ts
 * const { op, raw } = rawCall({ method: 'GET', path: '/v1/persons?limit=5' }, {});
 * raw.query; // { limit: '5' }
 * ```
 */
export function rawCall<T>(request: RawRequest, options: RequestOptions): { op: Operation<T>; raw: RawArgs } {
  // Upper-cased before the retry decision, so a `post` is never taken for a method that may be resent.
  const method = String(request.method).toUpperCase() as HttpMethod;
  const methods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  if (!methods.includes(method)) {
    throw requestValidationError({ method: `must be one of ${methods.join(', ')}` });
  }
  assertRawPath(request.path);
  const { pathname, query } = splitRawPath(request.path);
  const unsafe = method === 'POST' || method === 'PATCH';
  const keyed = options?.idempotencyKey !== undefined;
  const op: Operation<T> = {
    name: 'request',
    method,
    path: pathname,
    // The API reads `idempotencyKey` from the body: with one, a POST may be resent like a keyed operation.
    safety: unsafe ? (keyed ? 'keyed' : 'unsafe') : 'idempotent',
  };
  const body = keyed ? rawKeyedBody(request.body, options.idempotencyKey) : request.body;
  return { op, raw: { query: { ...query, ...request.query }, body, template: rawTemplate(pathname) } };
}
