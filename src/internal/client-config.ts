import type { CallEventListeners } from '../core/call-events.js';
import type { ApiKeySource, ClientOptions, Environment } from '../core/client-options.js';
import { ENVIRONMENTS } from '../core/client-options.js';
import { WorkforceError } from '../core/errors.js';
import { VERSION } from '../version.js';
import { bytesProblem, msProblem, retriesProblem } from './call-helpers.js';
import { Credentials } from './credentials.js';
import { EventHub } from './event-hub.js';
import { LevelLogger, LOG_LEVELS } from './logger.js';
import { maskTenantKey, Redactor } from './redact.js';
import { assertHeader, assertTenantKey } from './request-guards.js';
import { isBrowser, readEnv, runtimeLabel } from './runtime.js';
import type { TransportConfig } from './transport-config.js';

/** What the client keeps after resolving its options. */
export interface ResolvedClientConfig {
  transport: TransportConfig;
  webhookSecret: string | undefined;
}

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
// Printable Latin-1 only: what a bearer token can carry in a header.
const HEADER_VALUE = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

function configError(message: string): WorkforceError {
  return new WorkforceError(`WorkforceClient: ${message}`);
}

function resolveBaseUrl(options: ClientOptions): { baseUrl: string; target: string } {
  const explicitEnvironment = options.environment;
  const rawBaseUrl = options.baseUrl ?? (explicitEnvironment ? undefined : readEnv('WORKFORCE_BASE_URL'));
  if (rawBaseUrl !== undefined) return { baseUrl: checkBaseUrl(rawBaseUrl), target: rawBaseUrl };
  const environment = explicitEnvironment ?? readEnv('WORKFORCE_ENVIRONMENT');
  if (environment === undefined) {
    throw configError(
      "set `environment: 'sandbox' | 'production'` (or WORKFORCE_ENVIRONMENT), or a `baseUrl`: payroll code must say where money moves",
    );
  }
  if (!Object.hasOwn(ENVIRONMENTS, environment)) {
    throw configError(`environment must be 'production' or 'sandbox', not ${JSON.stringify(environment)}`);
  }
  return { baseUrl: ENVIRONMENTS[environment as Environment], target: environment };
}

function checkBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw configError(`baseUrl ${JSON.stringify(raw)} is not a valid URL`);
  }
  if (url.username || url.password) throw configError('baseUrl must not contain credentials');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))) {
    throw configError(
      `baseUrl must use https (http is allowed only for loopback hosts), got ${url.protocol}//${url.host}`,
    );
  }
  if (url.search || url.hash) throw configError('baseUrl must not contain a query or fragment');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** `value`, or `fallback` when it is left out. @throws WorkforceError naming `name` when `problem` finds one. */
function checked<T>(
  name: string,
  value: T | undefined,
  fallback: T,
  problem: (v: unknown) => string | undefined,
): T {
  if (value === undefined) return fallback;
  const found = problem(value);
  if (found) throw configError(`${name} ${found}`);
  return value;
}

/** 32 MiB: far above any documented answer (a 100-item page is tens of kB), far below a process's memory. */
const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

function checkChoice<T extends string>(
  name: string,
  value: string | undefined,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!choices.includes(value as T)) throw configError(`${name} must be one of ${choices.join(', ')}`);
  return value as T;
}

function checkListeners(on: CallEventListeners | undefined): CallEventListeners | undefined {
  if (on === undefined) return undefined;
  if (typeof on !== 'object' || on === null) throw configError('on must be an object of event listeners');
  for (const [type, listener] of Object.entries(on)) {
    if (!['request', 'retry', 'response', 'error'].includes(type)) {
      throw configError(`on.${type} is not an event: expected request, retry, response or error`);
    }
    if (listener !== undefined && typeof listener !== 'function')
      throw configError(`on.${type} must be a function`);
  }
  return on;
}

function resolveApiKey(options: ClientOptions): ApiKeySource {
  const apiKey = options.apiKey ?? readEnv('WORKFORCE_API_KEY');
  if (apiKey === undefined || apiKey === '') {
    throw configError('no API key: pass `apiKey` or set WORKFORCE_API_KEY');
  }
  if (typeof apiKey !== 'string' && typeof apiKey !== 'function') {
    throw configError('apiKey must be a string or a function returning one');
  }
  // A key read from a file often ends with a newline. The header would be refused later with the key quoted in
  // the runtime's message; refuse it here without ever repeating it.
  if (typeof apiKey === 'string' && !HEADER_VALUE.test(apiKey)) {
    throw configError(
      'apiKey must contain only printable Latin-1 characters: no CR, LF or other control character (a key read from a file may end with a newline)',
    );
  }
  if (typeof apiKey === 'string' && isBrowser() && options.dangerouslyAllowBrowser !== true) {
    throw configError(
      'a static apiKey in a browser would expose an Org or Platform key to end users; use a function that returns a User token, or set dangerouslyAllowBrowser: true',
    );
  }
  return apiKey;
}

function resolveHeaders(options: ClientOptions): Record<string, string> {
  // Names are kept lower-case, so one given in another case replaces rather than joins (`a, b`) on the wire.
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(options.defaultHeaders ?? {})) {
    assertHeader(name, value, `defaultHeaders.${name}`);
    headers[name.toLowerCase()] = value;
  }
  if (!isBrowser()) {
    const suffix = options.userAgent === undefined ? '' : ` ${options.userAgent}`;
    if (suffix) assertHeader('User-Agent', suffix, 'userAgent');
    headers['user-agent'] = `workforce-api/${VERSION} ${runtimeLabel()}${suffix}`;
  }
  return headers;
}

/**
 * Turns client options and environment variables into the transport's configuration.
 * @throws WorkforceError with a message naming the option at fault.
 */
export function resolveClientConfig(options: ClientOptions): ResolvedClientConfig {
  const apiKey = resolveApiKey(options);
  const { baseUrl, target } = resolveBaseUrl(options);
  const redactor = new Redactor();
  const credentials = new Credentials(apiKey, redactor);
  if (options.tenantKey !== undefined) {
    assertTenantKey(options.tenantKey);
    redactor.addSecret(options.tenantKey, maskTenantKey(options.tenantKey));
  }
  const webhookSecret = options.webhookSecret ?? readEnv('WORKFORCE_WEBHOOK_SECRET');
  redactor.addSecret(webhookSecret);
  const logLevel = checkChoice('logLevel', options.logLevel ?? readEnv('WORKFORCE_LOG'), LOG_LEVELS, 'warn');
  const logger = new LevelLogger(options.logger ?? console, logLevel);
  return {
    webhookSecret,
    transport: {
      baseUrl,
      target,
      credentials,
      tenantKey: options.tenantKey,
      timeout: checked('timeout', options.timeout, 60_000, msProblem),
      totalTimeout: checked('totalTimeout', options.totalTimeout, 180_000, msProblem),
      maxRetries: checked('maxRetries', options.maxRetries, 2, retriesProblem),
      maxResponseBytes: checked(
        'maxResponseBytes',
        options.maxResponseBytes,
        DEFAULT_MAX_RESPONSE_BYTES,
        bytesProblem,
      ),
      validateResponses: checkChoice(
        'validateResponses',
        options.validateResponses,
        ['strict', 'warn', 'off'],
        'strict',
      ),
      fetch: options.fetch,
      logger,
      headers: resolveHeaders(options),
      redactor,
      allowAnyUploadUrl: options.dangerouslyAllowAnyUploadUrl === true,
      events: new EventHub(logger, checkListeners(options.on)),
    },
  };
}
