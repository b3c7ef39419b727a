/** A parsed result together with the raw HTTP response it came from. */
export interface WithResponse<T> {
  /** The typed, validated result. */
  data: T;
  /** The final HTTP response (its body has been read). */
  response: Response;
  /** The `x-request-id` response header, when present. */
  requestId: string | undefined;
}

const dataOf = <T>(result: WithResponse<T>): T => result.data;

/**
 * The result of every SDK call: await it for the typed data, or call `.withResponse()` for the raw response.
 * The request starts at once, whether or not the promise is awaited.
 *
 * @example
 * ```ts
 * const person = await client.persons.get(id);
 * const { data, requestId } = await client.persons.get(id).withResponse();
 * ```
 */
export class APIPromise<T> implements PromiseLike<T> {
  readonly #result: Promise<WithResponse<T>>;
  #data: Promise<T> | undefined;

  constructor(result: Promise<WithResponse<T>>) {
    this.#result = result;
  }

  /**
   * Resolves with `{ data, response, requestId }`.
   * @throws the same errors as awaiting the promise.
   * @example
   * ```ts
   * const { data, response, requestId } = await client.me.get().withResponse();
   * console.log(response.status, requestId);
   * ```
   */
  withResponse(): Promise<WithResponse<T>> {
    return this.#result;
  }

  #dataPromise(): Promise<T> {
    this.#data ??= this.#result.then(dataOf);
    return this.#data;
  }

  /**
   * Resolves with the typed data, like any promise.
   * @throws the call's {@link WorkforceError}, as a rejection.
   */
  // biome-ignore lint/suspicious/noThenProperty: an APIPromise is a thenable by design.
  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#dataPromise().then(onfulfilled, onrejected);
  }

  /** Handles a failed call, like `Promise.prototype.catch`. */
  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#dataPromise().catch(onrejected);
  }

  /** Runs `onfinally` once the call settles, like `Promise.prototype.finally`. */
  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#dataPromise().finally(onfinally);
  }

  /** `'APIPromise'`, for `Object.prototype.toString`. */
  get [Symbol.toStringTag](): string {
    return 'APIPromise';
  }
}
