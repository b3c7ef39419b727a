import type { Core } from '../core/core.js';

/** Base of every namespace: holds the client's core (the transport behind it stays private). */
export abstract class Resource {
  /** @internal */
  protected readonly core: Core;

  /** @internal Namespaces are created by {@link WorkforceClient}; users never construct them. */
  constructor(core: Core) {
    this.core = core;
  }
}
