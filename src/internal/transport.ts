import type { KyInstance } from 'ky';
import { APIPromise, type WithResponse } from '../core/api-promise.js';
import { type Page, type PageLoader, PagePromise } from '../core/pagination.js';
import type { RawRequest, RequestOptions, UploadContent } from '../core/request-options.js';
import {
  callHeaders,
  checkCallMaxBytes,
  joinSignals,
  rawKeyedBody,
  serializeBody,
  splitRawPath,
  withIdempotencyKey,
} from './call-helpers.js';
import type { Credentials } from './credentials.js';
import { type CallState, exchange, type WireRequest } from './exchange.js';
import type { LevelLogger } from './logger.js';
import type { Operation } from './operation.js';
import { makePage, type PageBody, pageOperation, splitParams } from './paging.js';
import { parseJsonOrText } from './parse-json.js';
import { maskTenantKey, type Redactor } from './redact.js';
import { assertHeader, assertRawPath, buildQuery, fillPath } from './request-guards.js';
import { readResult } from './response.js';
import { toWorkforceError } from './to-workforce-error.js';
import { cancelUpload, checkUploadUrl, guardStream, isStream } from './upload-url.js';
import { InputProblems, parseInput } from './validation.js';

/** How responses are checked against their schemas. */
export type ValidationMode = 'strict' | 'warn' | 'off';

/** Everything the transport needs, resolved by the client from its options and the environment. */
export interface TransportConfig {
  baseUrl: string;
  /** "sandbox", "production" or the base URL: named in 401 messages. */
  target: string;
  credentials: Credentials;
  tenantKey: string | undefined;
  timeout: number;
  totalTimeout: number;
  maxRetries: number;
  /** The most bytes a 2xx body may have (`maxResponseBytes`). */
  maxResponseBytes: number;
  validateResponses: ValidationMode;
  fetch: typeof globalThis.fetch | undefined;
  logger: LevelLogger;
  headers: Record<string, string>;
  redactor: Redactor;
  /** `dangerouslyAllowAnyUploadUrl`: presigned upload URLs may be http or point to non-public hosts. */
  allowAnyUploadUrl: boolean;
}

/** Arguments of one call: the path parameters in order, and the params object (query and body together). */
export interface CallArgs {
  path?: readonly unknown[] | undefined;
  params?: unknown;
}

/** What `client.request()` sends as given: query and body apart, no schema. */
interface RawArgs {
  query: Record<string, unknown>;
  body: unknown;
}

/** A call ready to send: validated, serialised, with its URL and headers built. */
interface PreparedCall extends WireRequest {
  /** `undefined` for requests outside the API: no Authorization header. */
  credentials: Credentials | undefined;
}

/** The one HTTP pipeline every call goes through. */
export class Transport {
  readonly #config: TransportConfig;
  /** The headers every call of this client sends, built once: its own, its tenant and a static key. */
  readonly #baseHeaders: Readonly<Record<string, string>>;
  #ky: KyInstance | undefined;

  constructor(config: TransportConfig) {
    this.#config = config;
    const headers = callHeaders(config.headers, config.tenantKey, {});
    const staticToken = config.credentials.staticToken;
    if (staticToken !== undefined) {
      // Replace, never combine with, an authorization header given in any letter case.
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === 'authorization') delete headers[name];
      headers.Authorization = `Bearer ${staticToken}`;
    }
    this.#baseHeaders = Object.freeze(headers);
  }

  /**
   * The client's ky instance, created on the first request: importing the SDK or constructing a client loads
   * no HTTP code (ky reads the fetch globals when it loads, which makes Node load its fetch implementation).
   */
  async #http(): Promise<KyInstance> {
    if (this.#ky) return this.#ky;
    const { default: ky } = await import('ky');
    const config = this.#config;
    this.#ky ??= ky.create({
      // Per-call options are merged into these on every request: the fewer, the cheaper the call.
      retry: 0,
      timeout: config.timeout,
      throwHttpErrors: true,
      redirect: 'manual',
      parseJson: parseJsonOrText,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
    return this.#ky;
  }

  /** The resolved configuration (read-only view for the client). */
  get config(): Readonly<TransportConfig> {
    return this.#config;
  }

  /** Sends a declared operation and parses its result. */
  call<T>(op: Operation<T>, args: CallArgs, options?: RequestOptions): APIPromise<T> {
    return new APIPromise(this.#run<T>(op, args, options));
  }

  /** Sends a declared list operation and returns its first page, iterable across pages. */
  list<T, TPage extends Page<T, unknown> = Page<T>>(
    op: Operation<T>,
    args: CallArgs,
    options?: RequestOptions,
  ): PagePromise<TPage, T> {
    const pageOp = pageOperation(op);
    const load: PageLoader<TPage> = async (params, signal) => {
      const callOptions = signal ? { ...options, signal: joinSignals(options?.signal, signal) } : options;
      const result = await this.#run<PageBody<T>>(pageOp, { path: args.path, params }, callOptions);
      const page = makePage(op, result.data ?? {}, params, load as PageLoader<Page<T>>);
      return { ...result, data: page as unknown as TPage };
    };
    return new PagePromise<TPage, T>(load((args.params ?? {}) as Record<string, unknown>));
  }

  /** `client.request()`: any path on the API, with auth, tenant, retries, errors and logging. */
  raw<T = unknown>(request: RawRequest, options: RequestOptions = {}): APIPromise<T> {
    return new APIPromise(
      (async () => {
        assertRawPath(request.path);
        const { pathname, query } = splitRawPath(request.path);
        const unsafe = request.method === 'POST' || request.method === 'PATCH';
        const keyed = options?.idempotencyKey !== undefined;
        const op: Operation<T> = {
          method: request.method,
          path: pathname,
          // The API reads `idempotencyKey` from the body: with one, a POST may be resent like a keyed operation.
          safety: unsafe ? (keyed ? 'keyed' : 'unsafe') : 'idempotent',
        };
        const body = keyed ? rawKeyedBody(request.body, options.idempotencyKey) : request.body;
        return this.#run<T>(op, {}, options, { query: { ...query, ...request.query }, body });
      })(),
    );
  }

  async #run<T>(
    op: Operation<T>,
    args: CallArgs,
    options: RequestOptions = {},
    raw?: RawArgs,
  ): Promise<WithResponse<T>> {
    return this.#send(this.#prepare(op, args, options, raw), op, options, raw ? 'off' : undefined);
  }

  /**
   * PUTs bytes to a presigned upload URL: no API Authorization or tenant header, the reserved Content-Type,
   * retried like any PUT (a stream, which cannot be replayed, is sent once). A stream is cancelled when the URL
   * is refused or the PUT fails, so its source stops producing.
   * @throws {@link RequestValidationError} when the URL is not HTTPS or points to a non-public host (unless the
   * client allows any upload URL).
   */
  upload(
    url: string,
    content: UploadContent,
    contentType: string,
    options: RequestOptions = {},
  ): Promise<void> {
    const guarded = isStream(content) ? guardStream(content) : undefined;
    return (async () => {
      try {
        const target = checkUploadUrl(
          url,
          // The API's own origin is as trusted as its base URL, which was vetted at construction (a local
          // simulator serves its uploads there).
          this.#config.allowAnyUploadUrl || sameOrigin(url, this.#config.baseUrl),
        );
        assertHeader('Content-Type', contentType, 'contentType');
        const prepared: PreparedCall = {
          method: 'PUT',
          url: target.href,
          label: `PUT ${target.origin}${target.pathname} (presigned upload)`,
          headers: { 'Content-Type': contentType },
          body: (guarded?.stream ?? content) as BodyInit,
          safety: 'idempotent',
          redactor: this.#config.redactor,
          credentials: undefined,
        };
        await this.#send(prepared, {}, guarded ? { ...options, maxRetries: 0 } : options, 'off');
      } catch (error) {
        if (guarded) guarded.stop(error);
        else cancelUpload(content, error);
        throw error;
      }
    })();
  }

  async #send<T>(
    prepared: PreparedCall,
    op: Pick<Operation<T>, 'response' | 'normalize'>,
    options: RequestOptions,
    mode: ValidationMode | undefined,
  ): Promise<WithResponse<T>> {
    const { logger } = this.#config;
    const started = Date.now();
    const call: CallState = {
      credentials: prepared.credentials,
      startedAt: started,
      attempts: 1,
      retries: 0,
      refreshed: false,
    };
    const timeout = options.timeout ?? this.#config.timeout;
    const totalTimeout = options.totalTimeout ?? this.#config.totalTimeout;
    try {
      const { response, text } = await exchange(this.#ky ?? (await this.#http()), prepared, call, {
        timeout,
        totalTimeout,
        defaultTimeout: this.#config.timeout,
        maxRetries: options.maxRetries ?? this.#config.maxRetries,
        maxResponseBytes:
          options.maxResponseBytes === undefined
            ? this.#config.maxResponseBytes
            : checkCallMaxBytes(options.maxResponseBytes),
        signal: options.signal,
        logger,
      });
      const result = readResult<T>(
        response,
        text,
        op.response?.(),
        {
          mode: mode ?? this.#config.validateResponses,
          logger,
          redactor: prepared.redactor,
          label: prepared.label,
        },
        op.normalize,
      );
      if (logger.enabled('debug')) {
        logger.log('debug', `${prepared.label} → ${response.status}`, {
          durationMs: Date.now() - started,
          attempts: call.attempts,
          requestId: result.requestId,
        });
      }
      return result;
    } catch (error) {
      const mapped = toWorkforceError(error, {
        signal: options.signal,
        redactor: call.token === undefined ? prepared.redactor : prepared.redactor.with(call.token),
        target: this.#config.target,
        label: prepared.label,
        totalTimeout,
        timeout,
        elapsedMs: Date.now() - started,
      });
      if (logger.enabled('debug')) {
        logger.log('debug', `${prepared.label} failed: ${mapped.name}`, {
          durationMs: Date.now() - started,
          attempts: call.attempts,
        });
      }
      throw mapped;
    }
  }

  /** The client's headers, copied only when this call adds its own, its tenant key or a JSON body. */
  #headers(options: RequestOptions, json: boolean, accept?: string): Record<string, string> {
    if (options.headers === undefined && options.tenantKey === undefined && !json && accept === undefined) {
      return this.#baseHeaders as Record<string, string>;
    }
    const headers = callHeaders(this.#config.headers, this.#config.tenantKey, options);
    const staticToken = this.#config.credentials.staticToken;
    if (staticToken !== undefined) {
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === 'authorization') delete headers[name];
      headers.Authorization = `Bearer ${staticToken}`;
    }
    if (json) headers['Content-Type'] = 'application/json';
    if (accept !== undefined && options.headers?.Accept === undefined) headers.Accept = accept;
    return headers;
  }

  #prepare(op: Operation<unknown>, args: CallArgs, options: RequestOptions, raw?: RawArgs): PreparedCall {
    const problems = new InputProblems();
    const names = op.pathParams ?? [];
    const pathValues = Object.fromEntries(names.map((name, i) => [name, args.path?.[i]]));
    const pathParams = problems.check(() =>
      op.pathSchema ? parseInput(op.pathSchema(), pathValues) : pathValues,
    );
    const params = problems.check(() =>
      op.params && !raw ? parseInput(op.params(), args.params ?? {}) : args.params,
    );
    const path = problems.none
      ? problems.check(() => (raw ? op.path : fillPath(op.path, pathParams as Record<string, unknown>)))
      : undefined;
    if (path === undefined) {
      problems.throwIfAny();
      throw new TypeError('unreachable: the path was validated above');
    }
    const { query, body } = raw ?? splitParams(op, params);
    const json = problems.check(() =>
      serializeBody(op.idempotencyKey ? withIdempotencyKey(body, options.idempotencyKey) : body),
    );
    problems.throwIfAny();
    const search = buildQuery(query as Record<string, unknown> | undefined);
    const { redactor } = this.#config;
    const headers = this.#headers(options, json !== undefined, op.accept);
    return {
      method: op.method,
      url: `${this.#config.baseUrl}${path}${search}`,
      label: `${op.method} ${search === '' ? path : `${path}${redactor.text(search)}`}`,
      headers,
      body: json,
      safety: op.safety,
      credentials: this.#config.credentials,
      redactor:
        typeof options.tenantKey === 'string'
          ? redactor.with(options.tenantKey, maskTenantKey(options.tenantKey))
          : redactor,
    };
  }
}

function sameOrigin(url: string, baseUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}
