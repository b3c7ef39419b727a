import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { asArray } from '../normalize.js';
import { Resource } from '../resource.js';
import {
  type PaymentMethodListParams,
  type PaymentMethodsByCountry,
  paymentMethodListParamsSchema,
  paymentMethodsResponseSchema,
} from './schemas.js';

const listPaymentMethods = defineOperation<PaymentMethodsByCountry[]>({
  method: 'GET',
  path: '/v1/payment-methods',
  query: paymentMethodListParamsSchema,
  response: paymentMethodsResponseSchema,
  normalize: asArray,
});

/**
 * `client.paymentMethods`: which payment methods each country supports.
 *
 * @example
 * ```ts
 * const methods = await client.paymentMethods.list({ countryCode: 'NG', currency: 'NGN' });
 * ```
 */
export class PaymentMethods extends Resource {
  /**
   * Lists payment methods by country, always as an array (a single-object answer is wrapped).
   * @throws {@link RequestValidationError} before sending when `countryCode` is not two uppercase letters or
   * `currency` not three.
   * @example
   * ```ts
   * const [brazil] = await client.paymentMethods.list({ countryCode: 'BR' });
   * ```
   */
  list(
    params: PaymentMethodListParams = {},
    options?: RequestOptions,
  ): APIPromise<PaymentMethodsByCountry[]> {
    return this.transport.call(listPaymentMethods, { query: params }, options);
  }
}
