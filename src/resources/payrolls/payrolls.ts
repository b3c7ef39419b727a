import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import { type Payroll, payrollPathSchema, payrollSchema } from './schemas.js';

const getPayroll = defineOperation<Payroll>({
  method: 'GET',
  path: '/v1/payrolls/{id}',
  pathParams: payrollPathSchema,
  response: payrollSchema,
});

/**
 * `client.payrolls`: payroll runs.
 *
 * @example
 * ```ts
 * const { status } = await client.payrolls.get(payrollId);
 * ```
 */
export class Payrolls extends Resource {
  /**
   * Reads a payroll. Rejected and Deleted payrolls send no webhook: read the payroll to notice them.
   * @throws {@link RequestValidationError} before sending for an empty `payrollId`.
   * @throws {@link NotFoundError} when no such payroll exists.
   * @example
   * ```ts
   * const payroll = await client.payrolls.get(payrollId);
   * if (payroll.status === 'Awaiting Funds') console.log('fund the balance');
   * ```
   */
  get(payrollId: string, options?: RequestOptions): APIPromise<Payroll> {
    return this.transport.call(getPayroll, { path: { id: payrollId } }, options);
  }
}
