import type { Transport } from './transport.js';

/** Base of every namespace: holds the client's transport. */
export abstract class Resource {
  /** @internal */
  protected readonly transport: Transport;

  /** @internal Namespaces are created by {@link WorkforceClient}; users never construct them. */
  constructor(transport: Transport) {
    this.transport = transport;
  }
}
