import type { ApiKeySource } from '../core/client-options.js';
import { WorkforceError } from '../core/errors.js';
import type { Redactor } from './redact.js';
import { assertHeader } from './request-guards.js';

/** Provider tokens kept for redaction: the ones calls in flight may still be using. */
const MAX_TRACKED_KEYS = 32;

/**
 * Supplies the bearer token for each call. Every token it hands out is registered with the redactor so the
 * value can never appear in an error or a log line; a token that rotated out of the last
 * {@link MAX_TRACKED_KEYS} is removed again, so a provider minting a token per call costs constant memory and
 * constant redaction time (a failed call's own token is redacted by the call itself, see `CallState.token`).
 */
export class Credentials {
  readonly #source: ApiKeySource;
  readonly #redactor: Redactor;
  /** Tracked tokens, oldest first (a Set keeps insertion order). */
  readonly #seen = new Set<string>();

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
   * @throws WorkforceError when the provider fails or returns something that is not a token.
   */
  async token(): Promise<string> {
    if (typeof this.#source === 'string') return this.#source;
    let value: unknown;
    try {
      value = await this.#source();
    } catch (cause) {
      // Its message may quote a token it was refreshing: kept with the tokens this client has seen masked.
      throw new WorkforceError('The apiKey provider function threw; no request was sent', {
        cause: this.#redactor.error(cause),
      });
    }
    if (typeof value !== 'string' || value.trim() === '') {
      throw new WorkforceError('The apiKey provider function must return a non-empty string');
    }
    this.#track(value);
    assertHeader('Authorization', value, 'apiKey');
    return value;
  }

  #track(value: string): void {
    if (this.#seen.has(value)) return;
    this.#seen.add(value);
    this.#redactor.addSecret(value);
    if (this.#seen.size > MAX_TRACKED_KEYS) {
      const oldest = this.#seen.values().next().value as string;
      this.#seen.delete(oldest);
      this.#redactor.removeSecret(oldest);
    }
  }
}
