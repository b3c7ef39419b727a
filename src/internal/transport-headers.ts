import type { RequestOptions } from '../core/request-options.js';
import { callHeaders } from './call-helpers.js';
import type { TransportConfig } from './transport-config.js';

/* The headers a call sends: the client's own, its tenant, a static key, and the call's additions. */

/**
 * The headers every call of a client sends, built once: its own, its tenant and a static key.
 * @throws RequestValidationError for a client header or tenant key that could corrupt a request.
 * @example
 * ```ts
 * const base = clientHeaders(config); // { 'x-multitenantkey': 'tenant_1', authorization: 'Bearer sk_…' }
 * ```
 */
export function clientHeaders(config: TransportConfig): Readonly<Record<string, string>> {
  return Object.freeze(withStaticToken(callHeaders(config.headers, config.tenantKey, {}), config));
}

/**
 * The headers of one call: the client's `base` headers as they are when the call adds nothing, else a copy
 * with the call's own headers, its tenant key, a JSON Content-Type and the operation's Accept.
 * @throws RequestValidationError for a call header or tenant key that could corrupt the request.
 * @example
 * ```ts
 * callHeadersOf(config, base, { tenantKey: 'tenant_2' }, true); // adds content-type: application/json
 * ```
 */
export function callHeadersOf(
  config: TransportConfig,
  base: Readonly<Record<string, string>>,
  options: RequestOptions,
  json: boolean,
  accept?: string,
): Record<string, string> {
  if (options.headers === undefined && options.tenantKey === undefined && !json && accept === undefined) {
    return base as Record<string, string>;
  }
  // The operation's Accept is a default the call's headers may replace; a JSON body's type is the SDK's.
  const own = accept === undefined ? config.headers : { ...config.headers, accept };
  const headers = withStaticToken(callHeaders(own, config.tenantKey, options), config);
  if (json) headers['content-type'] = 'application/json';
  return headers;
}

/** The headers (names in lower case) with the client's static key as `authorization`, when it has one. */
function withStaticToken(headers: Record<string, string>, config: TransportConfig): Record<string, string> {
  const staticToken = config.credentials.staticToken;
  // Replaces an authorization header the caller gave, whatever its letter case.
  if (staticToken !== undefined) headers.authorization = `Bearer ${staticToken}`;
  return headers;
}
