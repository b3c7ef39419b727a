import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import {
  type PlatformBusinessCreateParams,
  type PlatformBusinessCreateResponse,
  platformBusinessCreateParamsSchema,
  platformBusinessCreateResponseSchema,
} from './schemas.js';

const createBusiness = defineOperation<PlatformBusinessCreateResponse>({
  method: 'POST',
  path: '/v1/platform/businesses',
  body: platformBusinessCreateParamsSchema,
  response: platformBusinessCreateResponseSchema,
  idempotencyKey: true,
});

/**
 * `client.platform.businesses`: businesses created under a Platform token.
 *
 * @example
 * ```ts
 * const { businessId, tenantKey } = await client.platform.businesses.create(params);
 * ```
 */
export class PlatformBusinesses extends Resource {
  /**
   * Creates a business under the platform. The body's `idempotencyKey` is generated when absent and reused
   * across retries, so a retried call never creates two businesses.
   * @throws {@link RequestValidationError} before sending when a required field is missing or a country code
   * is not two uppercase letters.
   * @throws {@link PermissionDeniedError} when the key is not a Platform token.
   * @example
   * ```ts
   * const { tenantKey } = await client.platform.businesses.create({
   *   businessName: 'Acme Ltd', country: 'NG', address: { countryCode: 'NG' },
   *   adminFirstName: 'Ada', adminLastName: 'Obi', adminEmail: 'ada@acme.test',
   * });
   * const acme = client.withTenant(tenantKey);
   * ```
   */
  create(
    params: PlatformBusinessCreateParams,
    options?: RequestOptions,
  ): APIPromise<PlatformBusinessCreateResponse> {
    return this.transport.call(createBusiness, { body: params }, options);
  }
}
