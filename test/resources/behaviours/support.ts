// Shared by the behaviour tests that split the overlay and validation cases (overlay-*.test.ts, validation.test.ts).

/** The business the responses name. */
export const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

/** The rejection of a promise, or `undefined` when it resolves. */
export function rejection(promise: PromiseLike<unknown>): Promise<unknown> {
  return Promise.resolve(promise).then(
    () => undefined,
    (reason: unknown) => reason,
  );
}
