import type { CallEventListeners } from './call-events.js';

/*
 * The options users pass to `new WorkforceClient()` and `createCore()`, and the types those options name. They
 * are public and semver-stable; `internal/client-config.ts` resolves them into a transport.
 */

/** A bearer token, or a function returning one (called before each request; it may cache). */
export type ApiKeySource = string | (() => string | Promise<string>);

/** How responses are checked against their schemas. */
export type ValidationMode = 'strict' | 'warn' | 'off';

/**
 * A console-like logger: any object with these four methods works (console, pino, winston…). Every line starts
 * with `[workforce-api]`, and nothing passed to it holds an API key, a full tenant key or person PII.
 *
 * @example
 * ```ts
 * const client = new WorkforceClient({ environment: 'sandbox', logger: pino(), logLevel: 'info' });
 * ```
 */
export interface Logger {
  /** One line per call: method, path, status or error name, duration, attempts, request id. */
  debug(message: string, ...rest: unknown[]): void;
  /** One line per retry, with the attempt number, the delay and the reason. */
  info(message: string, ...rest: unknown[]): void;
  /** Responses that failed validation in `'warn'` mode. */
  warn(message: string, ...rest: unknown[]): void;
  /** Reserved: this version throws its errors and logs none at this level. */
  error(message: string, ...rest: unknown[]): void;
}

/** How much the SDK logs. */
export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

/** The two API environments. Keys are environment-specific. */
export type Environment = 'production' | 'sandbox';

/**
 * Base URL of each environment.
 *
 * @example
 * ```ts
 * ENVIRONMENTS.sandbox; // 'https://dev-api.cadanapay.com'
 * ```
 */
export const ENVIRONMENTS: Readonly<Record<Environment, string>> = {
  production: 'https://api.cadanapay.com',
  sandbox: 'https://dev-api.cadanapay.com',
};

/** Options of {@link WorkforceClient}. Every one has a default; see the README for the environment variables. */
export interface ClientOptions {
  /** Org, Platform or User token, or a function returning one (called before each request). Env `WORKFORCE_API_KEY`. */
  apiKey?: ApiKeySource | undefined;
  /** `'production'` or `'sandbox'`. Env `WORKFORCE_ENVIRONMENT`. Required unless `baseUrl` is set. */
  environment?: Environment | undefined;
  /** Overrides `environment` (simulator, proxies). HTTPS unless loopback. Env `WORKFORCE_BASE_URL`. */
  baseUrl?: string | undefined;
  /** Sent as `X-MultiTenantKey` on every request (Platform tokens). */
  tenantKey?: string | undefined;
  /** Milliseconds per attempt. Default 60 000. */
  timeout?: number | undefined;
  /** Milliseconds for the whole call: attempts, backoff and Retry-After waits. Default 180 000. */
  totalTimeout?: number | undefined;
  /** Retries after the first attempt. Default 2. */
  maxRetries?: number | undefined;
  /**
   * The most bytes a successful (2xx) response body may have. Bytes are counted as they stream (and a larger
   * Content-Length is refused before reading), so a runaway answer never fills memory; past the limit the call
   * fails with `ResponseTooLargeError`, which is not retried. A call's own `maxResponseBytes` overrides it.
   * Default 33 554 432 (32 MiB).
   */
  maxResponseBytes?: number | undefined;
  /** `'strict'` throws ResponseValidationError, `'warn'` logs and returns the data, `'off'` skips checks. */
  validateResponses?: ValidationMode | undefined;
  /** A fetch implementation (proxies, tests). Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch | undefined;
  /** A console-like logger. Default `console`. */
  logger?: Logger | undefined;
  /** `'off' | 'error' | 'warn' | 'info' | 'debug'`. Env `WORKFORCE_LOG`, default `'warn'`. */
  logLevel?: LogLevel | undefined;
  /** Headers added to every request. */
  defaultHeaders?: Record<string, string> | undefined;
  /** A suffix for the User-Agent, such as `my-app/1.2`. */
  userAgent?: string | undefined;
  /** `whsec_…` secret used by `client.webhooks`. Env `WORKFORCE_WEBHOOK_SECRET`. */
  webhookSecret?: string | undefined;
  /** Allows a static key in a browser. Org and Platform keys must never reach client-side code. */
  dangerouslyAllowBrowser?: boolean | undefined;
  /**
   * Lets `files.upload()` PUT to any presigned URL the API returns, http and non-public hosts included. By
   * default only https to a public host is accepted: a tampered answer must not send a document to localhost,
   * a private network or a cloud metadata address (169.254.169.254). Set it only for a local simulator or
   * tests. Default `false`.
   */
  dangerouslyAllowAnyUploadUrl?: boolean | undefined;
  /**
   * Listeners of the call events (`request`, `retry`, `response`, `error`), for metrics and tracing; more can be
   * added with `client.on()`. A listener's failure is logged, never thrown. Events name the operation and its
   * path template, never a filled path, header, key or body.
   */
  on?: CallEventListeners | undefined;
}
