import type { RequestOptions } from '../core/request-options.js';
import { callHeaders } from './call-helpers.js';
import type { TransportConfig } from './transport-config.js';

/* The headers a call sends: the client's own, its tenant, a static key, and the call's additions. */

/**
 * The headers every call of a client sends, built once: its own, its tenant and a static key.
 * @throws RequestValidationError for a client header or tenant key that could corrupt a request.
 * @example
 * ```ts
 * const base = clientHeaders(config); // { 'X-MultiTenantKey': 'tenant_1', Authorization: 'Bearer sk_…' }
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
 * callHeadersOf(config, base, { tenantKey: 'tenant_2' }, true); // adds Content-Type: application/json
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
  const headers = withStaticToken(callHeaders(config.headers, config.tenantKey, options), config);
  if (json) headers['Content-Type'] = 'application/json';
  if (accept !== undefined && options.headers?.Accept === undefined) headers.Accept = accept;
  return headers;
}

/** The headers with the client's static key as `Authorization`, when it has one. */
function withStaticToken(headers: Record<string, string>, config: TransportConfig): Record<string, string> {
  const staticToken = config.credentials.staticToken;
  if (staticToken !== undefined) {
    // Replace, never combine with, an authorization header given in any letter case.
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') delete headers[name];
    headers.Authorization = `Bearer ${staticToken}`;
  }
  return headers;
}
