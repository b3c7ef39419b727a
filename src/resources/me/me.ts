import * as z from 'zod/mini';
import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { flattenMe } from '../normalize.js';
import { Resource } from '../resource.js';
import { openEnum } from '../shared-schemas.js';

// The spec names `businessId`; the published OpenAPI nests it as `business.id`: `flattenMe` exposes both.
const meResponseSchema = z.looseObject({
  /** The business requests resolve to (taken from `business.id` when only nested). */
  businessId: z.optional(z.string()),
  /** That business's tenant key (taken from `business.tenantKey` when only nested). */
  tenantKey: z.optional(z.string()),
  /** The calling key. */
  apiKey: z.optional(
    z.looseObject({
      /** Key id. */
      id: z.optional(z.string()),
      /** `READ`, `FULL` or `PLATFORM`; open. */
      accessLevel: z.optional(openEnum(['READ', 'FULL', 'PLATFORM'])),
      /** Key status. */
      status: z.optional(z.string()),
      /** The description given to the key. */
      description: z.optional(z.nullable(z.string())),
      /** Prefix of the tenant keys of a Platform key's businesses. */
      tenantPrefix: z.optional(z.nullable(z.string())),
    }),
  ),
  /** The business requests resolve to, as the published OpenAPI nests it. */
  business: z.optional(
    z.looseObject({
      /** Business id. */
      id: z.optional(z.string()),
      /** Tenant key, for `X-MultiTenantKey`. */
      tenantKey: z.optional(z.string()),
      /** Business name. */
      name: z.optional(z.string()),
      /** Country of the business. */
      country: z.optional(z.string()),
    }),
  ),
});

/**
 * The calling key's identity and the business the request resolved to.
 * @interface
 */
export type Me = z.output<typeof meResponseSchema>;

const getMe = defineOperation<Me>({
  method: 'GET',
  path: '/v1/me',
  response: meResponseSchema,
  normalize: flattenMe,
});

/**
 * `client.me`: who the key is and which business requests resolve to.
 *
 * @example
 * ```ts
 * const me = await client.me.get();
 * console.log(me.businessId, me.apiKey?.accessLevel);
 * ```
 */
export class MeResource extends Resource {
  /**
   * Reads the key's access level and the resolved business (`businessId`, tenant key).
   * @throws {@link AuthenticationError} when the key is not valid for this environment.
   * @example
   * ```ts
   * const { businessId } = await client.me.get();
   * ```
   */
  get(options?: RequestOptions): APIPromise<Me> {
    return this.transport.call(getMe, {}, options);
  }
}
