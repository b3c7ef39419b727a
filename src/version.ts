/**
 * The SDK version, sent in the User-Agent. Kept equal to package.json by a test.
 *
 * @example
 * ```ts
 * console.log(`workforce-api ${VERSION}`);
 * ```
 */
export const VERSION = '0.0.0';
