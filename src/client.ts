import type { APIPromise } from './core/api-promise.js';
import type { RawRequest, RequestOptions } from './core/request-options.js';
import { type ClientOptions, resolveClientConfig } from './internal/client-config.js';
import { assertTenantKey } from './internal/request-guards.js';
import { Transport } from './internal/transport.js';
import { Balances } from './resources/balances/balances.js';
import { Businesses } from './resources/businesses/businesses.js';
import { Files } from './resources/files/files.js';
import { Invoices } from './resources/invoices/invoices.js';
import { MeResource } from './resources/me/me.js';
import { PaymentMethods } from './resources/payment-methods/payment-methods.js';
import { Payrolls } from './resources/payrolls/payrolls.js';
import { Persons } from './resources/persons/persons.js';
import { Platform } from './resources/platform/platform.js';
import { Reimbursements } from './resources/reimbursements/reimbursements.js';
import { Statutory } from './resources/statutory/statutory.js';
import { Users } from './resources/users/users.js';
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
export class WorkforceClient {
  /** The identity of the key: `client.me.get()`. */
  readonly me: MeResource;
  /** Wallet balances of the current business. */
  readonly balances: Balances;
  /** Per-business treasury: balances and external accounts. */
  readonly businesses: Businesses;
  /** Platform tokens: businesses created under the platform. */
  readonly platform: Platform;
  /** Employees and contractors, and their milestones. */
  readonly persons: Persons;
  /** User accounts. */
  readonly users: Users;
  /** Payroll runs. */
  readonly payrolls: Payrolls;
  /** Contractor invoices. */
  readonly invoices: Invoices;
  /** Expense reimbursements. */
  readonly reimbursements: Reimbursements;
  /** File uploads through presigned URLs. */
  readonly files: Files;
  /** Payment methods per country. */
  readonly paymentMethods: PaymentMethods;
  /** Statutory compliance: remittances, requirements, audit events, business fields. */
  readonly statutory: Statutory;

  /** Verify and parse webhook deliveries with the client's `webhookSecret`. */
  readonly webhooks: Webhooks;

  readonly #options: Readonly<ClientOptions>;
  readonly #transport: Transport;

  constructor(options: ClientOptions = {}) {
    this.#options = { ...options, defaultHeaders: { ...options.defaultHeaders } };
    const config = resolveClientConfig(this.#options);
    this.#transport = new Transport(config.transport);
    this.webhooks = new Webhooks(config.webhookSecret);
    this.me = new MeResource(this.#transport);
    this.balances = new Balances(this.#transport);
    this.businesses = new Businesses(this.#transport);
    this.platform = new Platform(this.#transport);
    this.persons = new Persons(this.#transport);
    this.users = new Users(this.#transport);
    this.payrolls = new Payrolls(this.#transport);
    this.invoices = new Invoices(this.#transport);
    this.reimbursements = new Reimbursements(this.#transport);
    this.files = new Files(this.#transport);
    this.paymentMethods = new PaymentMethods(this.#transport);
    this.statutory = new Statutory(this.#transport);
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
