/*
 * The success status of each operation, as the API's documents list it: `200` with a body, `204` without
 * one, and `201` for the few operations the documents answer with "created". Creates elsewhere answer `200`:
 * the documents list no `201` for them, and an integrator's code may test for exactly `200`.
 */

/** Operations (`METHOD path template` with parameters written `{}`) the documents answer with `201`. */
const CREATED: ReadonlySet<string> = new Set([
  'POST /v1/statutory/filings',
  'POST /v1/statutory/filings/batch',
  'POST /v1/statutory/filings/{}/amend',
  'POST /v1/statutory/remittances',
]);

/**
 * The status a successful call of `method shape` answers with when it has a body.
 * @throws never.
 * @example
 * ```ts
 * successStatus('POST', '/v1/persons'); // 200
 * successStatus('POST', '/v1/statutory/filings/{}/amend'); // 201
 * ```
 */
export function successStatus(method: string, shape: string): 200 | 201 {
  return CREATED.has(`${method} ${shape}`) ? 201 : 200;
}
