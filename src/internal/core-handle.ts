import type { Core } from '../core/core.js';
import type { Transport } from './transport.js';

/* Which transport each Core stands for: the Core users hold is a frozen handle with no methods of its own. */

const transports = /* @__PURE__ */ new WeakMap<Core, Transport>();

/** A core for a transport (the client builds its own from the same options). */
export function coreOf(transport: Transport): Core {
  const core: Core = Object.freeze({ baseUrl: transport.config.baseUrl });
  transports.set(core, transport);
  return core;
}

/** The transport of a core (the standalone functions call through it). */
export function transportOf(core: Core): Transport {
  const transport = transports.get(core);
  if (!transport) throw new TypeError('Expected a core made by createCore()');
  return transport;
}
