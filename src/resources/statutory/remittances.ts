import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import { type Remittance, remittancePathSchema, remittanceSchema } from './remittance-schemas.js';

const getRemittance = defineOperation<Remittance>({
  method: 'GET',
  path: '/v1/statutory/remittances/{remittance_id}',
  pathParams: remittancePathSchema,
  response: remittanceSchema,
});

/**
 * `client.statutory.remittances`: payments to government authorities.
 *
 * @example
 * ```ts
 * const { status, amount } = await client.statutory.remittances.get(remittanceId);
 * ```
 */
export class Remittances extends Resource {
  /**
   * Reads a remittance with its status history.
   * @throws {@link RequestValidationError} before sending for an empty `remittanceId`.
   * @throws {@link NotFoundError} when no such remittance exists.
   * @example
   * ```ts
   * const remittance = await client.statutory.remittances.get(remittanceId);
   * for (const change of remittance.statusHistory) console.log(change.from, '→', change.to);
   * ```
   */
  get(remittanceId: string, options?: RequestOptions): APIPromise<Remittance> {
    return this.transport.call(getRemittance, { path: { remittance_id: remittanceId } }, options);
  }
}
