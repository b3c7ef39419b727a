import type { ClientOptions } from './core/client-options.js';
import type { Core } from './core/core.js';
import { resolveClientConfig } from './internal/client-config.js';
import { coreOf } from './internal/core-handle.js';
import { Transport } from './internal/transport.js';

/**
 * Creates a {@link Core} from the same options as `new WorkforceClient(options)`.
 * @throws WorkforceError when there is no API key, no environment or base URL, a non-HTTPS base URL,
 * or a static key in a browser.
 * @example
 * ```ts
 * const core = createCore({ apiKey: process.env.WORKFORCE_API_KEY, environment: 'sandbox' });
 * ```
 */
export function createCore(options: ClientOptions = {}): Core {
  return coreOf(new Transport(resolveClientConfig({ ...options }).transport));
}
