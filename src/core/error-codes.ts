/*
 * The API's error codes, defined once: the SDK's errors carry them, and the simulator answers with them.
 */

/** The machine-readable error codes the API documents, in the spec's order. */
export const API_ERROR_CODES = /* @__PURE__ */ Object.freeze([
  'invalid_request_body',
  'resource_not_found',
  'forbidden',
  'internal_error',
] as const);

/** One of {@link API_ERROR_CODES}. */
export type DocumentedErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * How the statutory routes spell the same codes in their `{ error: { code, message, details } }` bodies. The
 * SDK reports the API's spelling for both, so `error.code === 'resource_not_found'` holds everywhere.
 */
export const STATUTORY_ERROR_CODES: Readonly<Partial<Record<DocumentedErrorCode, string>>> =
  /* @__PURE__ */ Object.freeze({
    invalid_request_body: 'invalid_request',
    resource_not_found: 'not_found',
  });

/**
 * The API's spelling of an error code, whichever area of the API answered it.
 * @throws never.
 * @example
 * ```ts
 * canonicalErrorCode('not_found'); // 'resource_not_found'
 * canonicalErrorCode('rate_limited'); // 'rate_limited' (unknown codes pass through)
 * ```
 */
export function canonicalErrorCode(code: string): string {
  for (const [canonical, statutory] of Object.entries(STATUTORY_ERROR_CODES)) {
    if (statutory === code) return canonical;
  }
  return code;
}
