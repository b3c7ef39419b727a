import type { APIPromise } from './core/api-promise.js';
import type { CallEventListener, CallEventType } from './core/call-events.js';
import type { ClientOptions } from './core/client-options.js';
import type { RawRequest, RequestOptions } from './core/request-options.js';
import { Namespaces } from './generated/namespaces.js';
import { resolveClientConfig } from './internal/client-config.js';
import { ClientTransport } from './internal/client-transport.js';
import { coreOf } from './internal/core-handle.js';
import { assertTenantKey } from './internal/request-guards.js';
import { Webhooks } from './webhooks/webhooks.js';

/**
 * The SDK's entry point. Each namespace (`client.persons`, `client.statutory`…) maps to a part of the API.
 *
 * @throws WorkforceError when there is no API key, no environment or base URL, a non-HTTPS base URL,
 * or a static key in a browser.
 * @example
 * ```ts
 * import { WorkforceClient } from 'workforce-api';
 *
 * const client = new WorkforceClient({ apiKey: process.env.WORKFORCE_API_KEY, environment: 'sandbox' });
 * for await (const person of client.persons.list()) console.log(person.id);
 * ```
 */
export class WorkforceClient extends Namespaces {
  readonly #options: Readonly<ClientOptions>;
  readonly #transport: ClientTransport;
  readonly #webhookSecret: string | undefined;
  #webhooks?: Webhooks;

  constructor(options: ClientOptions = {}) {
    const own = { ...options, defaultHeaders: { ...options.defaultHeaders } };
    const config = resolveClientConfig(own);
    const transport = new ClientTransport(config.transport);
    super(coreOf(transport));
    this.#options = own;
    this.#transport = transport;
    this.#webhookSecret = config.webhookSecret;
  }

  /** Verify and parse webhook deliveries with the client's `webhookSecret`. */
  get webhooks(): Webhooks {
    this.#webhooks ??= new Webhooks(this.#webhookSecret);
    return this.#webhooks;
  }

  /** The base URL requests go to. */
  get baseUrl(): string {
    return this.#transport.config.baseUrl;
  }

  /**
   * A client that acts as the business of `tenantKey` (sent as `X-MultiTenantKey`). Shares nothing mutable with
   * this one.
   * @throws RequestValidationError for an empty tenant key or one with control characters.
   * @example
   * ```ts
   * const acme = client.withTenant(tenantKey);
   * await acme.persons.list();
   * ```
   */
  withTenant(tenantKey: string): WorkforceClient {
    assertTenantKey(tenantKey);
    return this.withOptions({ tenantKey });
  }

  /**
   * A client with some options overridden. Shares nothing mutable with this one. An `environment` override
   * switches the address even when this client was made with a `baseUrl`.
   * @throws WorkforceError when an overridden option is invalid.
   * @example
   * ```ts
   * const patient = client.withOptions({ timeout: 120_000, maxRetries: 5 });
   * ```
   */
  withOptions(overrides: ClientOptions): WorkforceClient {
    // An `environment` given here says where the child's money moves: this client's `baseUrl` (which would win
    // over it) is not inherited, unless the overrides give one too.
    const switching = overrides.environment !== undefined && !('baseUrl' in overrides);
    const inherited = switching ? { ...this.#options, baseUrl: undefined } : this.#options;
    const child = new WorkforceClient({ ...inherited, ...overrides, on: undefined });
    // The child starts with this client's listeners as they are now (its own list: adding to either later
    // changes only that one), then the overrides' own.
    const events = child.#transport.config.events;
    this.#transport.config.events.copyInto(events);
    for (const [type, listener] of Object.entries(overrides.on ?? {})) {
      if (listener !== undefined) events.on(type as CallEventType, listener as CallEventListener);
    }
    return child;
  }

  /**
   * Listens to an event of every call of this client: `request` (each attempt), `retry`, `response` and `error`
   * (once per call), for metrics and tracing. Events carry the operation (`persons.get`), the path template,
   * attempt, status, duration and request id: never a filled path, header, key or body. The listener runs
   * synchronously; what it throws is logged at `warn` and never breaks the call. Clients made later with
   * `withTenant`/`withOptions` start with this client's listeners.
   * @returns a function that removes the listener.
   * @throws {TypeError} for an unknown event type or a listener that is not a function.
   * @example
   * ```ts
   * const stop = client.on('response', (event) => histogram.record(event.durationMs, { op: event.operation }));
   * stop();
   * ```
   */
  on<K extends CallEventType>(type: K, listener: CallEventListener<K>): () => void {
    return this.#transport.config.events.on(type, listener);
  }

  /**
   * Removes a listener added with {@link WorkforceClient.on} or the `on` option.
   * @example
   * ```ts
   * client.off('error', onError);
   * ```
   */
  off<K extends CallEventType>(type: K, listener: CallEventListener<K>): void {
    this.#transport.config.events.off(type, listener);
  }

  /**
   * Calls an operation the SDK does not cover yet, with auth, tenant, retries, errors, timeouts and logging.
   * The result is not validated.
   * @throws the same errors as any other call, and {@link RequestValidationError} for a path that is not a
   * plain API path.
   * @example
   * ```ts
   * const payrolls = await client.request<{ data: unknown[] }>({ method: 'GET', path: '/v1/payrolls' });
   * ```
   */
  request<T = unknown>(request: RawRequest, options?: RequestOptions): APIPromise<T> {
    return this.#transport.raw<T>(request, options);
  }
}
