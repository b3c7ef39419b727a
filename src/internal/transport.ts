import type { KyInstance } from 'ky';
import { APIPromise, type WithResponse } from '../core/api-promise.js';
import type { ValidationMode } from '../core/client-options.js';
import type { RequestOptions } from '../core/request-options.js';
import type { Operation } from './operation.js';
import { parseJsonOrText } from './parse-json.js';
import type { TransportConfig } from './transport-config.js';
import { clientHeaders } from './transport-headers.js';
import { type CallArgs, type PreparedCall, prepareCall, type RawArgs } from './transport-request.js';
import { sendCall } from './transport-send.js';

export type { TransportConfig } from './transport-config.js';
export type { CallArgs } from './transport-request.js';

/**
 * The one HTTP pipeline every call goes through. Lists and uploads are functions of it (`listWith`,
 * `uploadWith`), so a bundle that calls neither leaves their code out; `ClientTransport` adds them as methods,
 * and `client.request()` (`raw`).
 */
export class Transport {
  readonly #config: TransportConfig;
  /** The headers every call of this client sends, built once: its own, its tenant and a static key. */
  readonly #baseHeaders: Readonly<Record<string, string>>;
  #ky: KyInstance | undefined;

  constructor(config: TransportConfig) {
    this.#config = config;
    this.#baseHeaders = clientHeaders(config);
  }

  /**
   * The client's ky instance, created on the first request: importing the SDK or constructing a client loads
   * no HTTP code (ky reads the fetch globals when it loads, which makes Node load its fetch implementation).
   */
  async #http(): Promise<KyInstance> {
    if (this.#ky) return this.#ky;
    const { default: ky } = await import('./ky-default.js');
    const config = this.#config;
    this.#ky ??= ky.create({
      // Per-call options are merged into these on every request: the fewer, the cheaper the call (so ky's own
      // defaults, such as `throwHttpErrors: true`, are left out).
      retry: 0,
      timeout: config.timeout,
      redirect: 'manual',
      parseJson: parseJsonOrText,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
    return this.#ky;
  }

  /** The resolved configuration (read-only view for the client). */
  get config(): Readonly<TransportConfig> {
    return this.#config;
  }

  /** Sends a declared operation and parses its result. */
  call<T>(op: Operation<T>, args: CallArgs, options?: RequestOptions): APIPromise<T> {
    return new APIPromise(this.run<T>(op, args, options));
  }

  /**
   * Prepares and sends a declared operation (the pipeline of `call`, a list's pages and `raw`); internal.
   * @throws WorkforceError for every failure, as `call` does.
   */
  run<T>(
    op: Operation<T>,
    args: CallArgs,
    options: RequestOptions = {},
    raw?: RawArgs,
  ): Promise<WithResponse<T>> {
    // Not an async function: `send` already returns the call's promise, and wrapping it would cost a promise
    // and extra turns of the microtask queue per call. A bad argument still rejects, never throws.
    try {
      const prepared = prepareCall(this.#config, this.#baseHeaders, op, args, options, raw);
      return this.send(prepared, op, options, raw ? 'off' : undefined);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * Sends a prepared call with the client's ky instance (loading it on the first call) and reads its result;
   * internal (uploads send through it).
   * @throws WorkforceError for every failure.
   */
  send<T>(
    prepared: PreparedCall,
    op: Pick<Operation<T>, 'response' | 'normalize'>,
    options: RequestOptions,
    mode: ValidationMode | undefined,
  ): Promise<WithResponse<T>> {
    return sendCall(this.#ky ?? this.#http(), this.#config, prepared, op, options, mode);
  }
}
