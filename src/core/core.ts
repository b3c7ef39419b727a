import { type ClientOptions, resolveClientConfig } from '../internal/client-config.js';
import { Transport } from '../internal/transport.js';

/**
 * The small client behind `workforce-api/core`: options resolved, one transport, no namespaces. Pass it to the
 * standalone functions of `workforce-api/functions`, which bundle only the operations an application calls.
 *
 * @example
 * ```ts
 * import { createCore } from 'workforce-api/core';
 * import { personsGet } from 'workforce-api/functions';
 *
 * const core = createCore({ apiKey: process.env.WORKFORCE_API_KEY, environment: 'sandbox' });
 * const person = await personsGet(core, personId);
 * ```
 */
export interface Core {
  /** The base URL requests go to. */
  readonly baseUrl: string;
}

const transports = /* @__PURE__ */ new WeakMap<Core, Transport>();

/**
 * Creates a {@link Core} from the same options as `new WorkforceClient(options)`.
 * @throws {@link WorkforceError} when there is no API key, no environment or base URL, a non-HTTPS base URL,
 * or a static key in a browser.
 * @example
 * ```ts
 * const core = createCore({ apiKey: process.env.WORKFORCE_API_KEY, environment: 'sandbox' });
 * ```
 */
export function createCore(options: ClientOptions = {}): Core {
  return coreOf(new Transport(resolveClientConfig({ ...options }).transport));
}

/** @internal A core for a transport (the client builds its own from the same options). */
export function coreOf(transport: Transport): Core {
  const core: Core = Object.freeze({ baseUrl: transport.config.baseUrl });
  transports.set(core, transport);
  return core;
}

/** @internal The transport of a core (the standalone functions call through it). */
export function transportOf(core: Core): Transport {
  const transport = transports.get(core);
  if (!transport) throw new TypeError('Expected a core made by createCore()');
  return transport;
}
