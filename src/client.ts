import type { APIPromise } from './core/api-promise.js';
import type { ClientOptions } from './core/client-options.js';
import type { RawRequest, RequestOptions } from './core/request-options.js';
import { Namespaces } from './generated/namespaces.js';
import { resolveClientConfig } from './internal/client-config.js';
import { coreOf } from './internal/core-handle.js';
import { assertTenantKey } from './internal/request-guards.js';
import { Transport } from './internal/transport.js';
import { Webhooks } from './webhooks/webhooks.js';

/**
 * The SDK's entry point. Each namespace (`client.persons`, `client.statutory`…) maps to a part of the API.
 *
 * @throws {@link WorkforceError} when there is no API key, no environment or base URL, a non-HTTPS base URL,
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
  readonly #transport: Transport;
  readonly #webhookSecret: string | undefined;
  #webhooks?: Webhooks;

  constructor(options: ClientOptions = {}) {
    const own = { ...options, defaultHeaders: { ...options.defaultHeaders } };
    const config = resolveClientConfig(own);
    const transport = new Transport(config.transport);
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
   * @throws {@link RequestValidationError} for an empty tenant key or one with control characters.
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
   * A client with some options overridden. Shares nothing mutable with this one.
   * @throws {@link WorkforceError} when an overridden option is invalid.
   * @example
   * ```ts
   * const patient = client.withOptions({ timeout: 120_000, maxRetries: 5 });
   * ```
   */
  withOptions(overrides: ClientOptions): WorkforceClient {
    return new WorkforceClient({ ...this.#options, ...overrides });
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
