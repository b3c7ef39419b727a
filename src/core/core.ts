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
