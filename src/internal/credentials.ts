import { WorkforceError } from '../core/errors.js';
import type { Redactor } from './redact.js';
import { assertHeader } from './request-guards.js';

/** A bearer token, or a function returning one (called before each request; it may cache). */
export type ApiKeySource = string | (() => string | Promise<string>);

const MAX_TRACKED_KEYS = 32;

/**
 * Supplies the bearer token for each call. Every token it hands out is registered with the redactor so the
 * value can never appear in an error or a log line.
 */
export class Credentials {
  readonly #source: ApiKeySource;
  readonly #redactor: Redactor;
  readonly #seen: string[] = [];

  constructor(source: ApiKeySource, redactor: Redactor) {
    this.#source = source;
    this.#redactor = redactor;
    if (typeof source === 'string') this.#track(source);
  }

  /** The key itself when it is a static string (set once with the headers); `undefined` for a provider. */
  get staticToken(): string | undefined {
    return typeof this.#source === 'string' ? this.#source : undefined;
  }

  /** True when the key comes from a provider function (so a 401 may be cured by asking again). */
  get isProvider(): boolean {
    return typeof this.#source === 'function';
  }

  /**
   * The token for the next request.
   * @throws {@link WorkforceError} when the provider fails or returns something that is not a token.
   */
  async token(): Promise<string> {
    if (typeof this.#source === 'string') return this.#source;
    let value: unknown;
    try {
      value = await this.#source();
    } catch (cause) {
      throw new WorkforceError('The apiKey provider function threw; no request was sent', { cause });
    }
    if (typeof value !== 'string' || value.trim() === '') {
      throw new WorkforceError('The apiKey provider function must return a non-empty string');
    }
    this.#track(value);
    assertHeader('Authorization', value, 'apiKey');
    return value;
  }

  #track(value: string): void {
    if (this.#seen.includes(value)) return;
    this.#seen.push(value);
    if (this.#seen.length > MAX_TRACKED_KEYS) this.#seen.shift();
    this.#redactor.addSecret(value);
  }
}
