import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import type { Transport } from '../../internal/transport.js';
import { Resource } from '../resource.js';
import {
  type BusinessFieldsUpdateParams,
  businessFieldsPathSchema,
  businessFieldsUpdateParamsSchema,
} from './business-field-schemas.js';

const updateBusinessFields = defineOperation({
  method: 'PUT',
  path: '/v1/statutory/businesses/{id}/fields/{countryCode}',
  pathParams: businessFieldsPathSchema,
  body: businessFieldsUpdateParamsSchema,
});

/**
 * `client.statutory.businesses.fields`: the filing fields a business supplies per country.
 *
 * @example
 * ```ts
 * const fields = { suiAccountNumber: '12-3456' };
 * await client.statutory.businesses.fields.update(businessId, 'US', { fields });
 * ```
 */
export class BusinessFields extends Resource {
  /**
   * Submits business fields for a country, which satisfies the requirements asking for them.
   * @throws {@link RequestValidationError} before sending for an empty `businessId`, a `countryCode` that is
   * not two uppercase letters, or a field value that is neither a string nor `{ fileId }` with a uuid.
   * @throws {@link NotFoundError} when the business does not exist.
   * @example
   * ```ts
   * await client.statutory.businesses.fields.update(businessId, 'NG', { fields: { tin: '12345678-0001' } });
   * ```
   */
  update(
    businessId: string,
    countryCode: string,
    params: BusinessFieldsUpdateParams,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this.transport.call(
      updateBusinessFields,
      { path: { id: businessId, countryCode }, body: params },
      options,
    );
  }
}

/**
 * `client.statutory.businesses`: statutory data of a business.
 *
 * @example
 * ```ts
 * await client.statutory.businesses.fields.update(businessId, 'NG', { fields: { tin: '12345678-0001' } });
 * ```
 */
export class StatutoryBusinesses extends Resource {
  /** Filing fields: `client.statutory.businesses.fields.update()`. */
  readonly fields: BusinessFields;

  /** @internal Created by {@link WorkforceClient}. */
  constructor(transport: Transport) {
    super(transport);
    this.fields = new BusinessFields(transport);
  }
}
