import * as z from 'zod/mini';
import type { APIPromise } from '../../core/api-promise.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineOperation } from '../../internal/operation.js';
import { flattenMe } from '../normalize.js';
import { Resource } from '../resource.js';
import { openEnum } from '../shared-schemas.js';

// The spec names `businessId`; the published OpenAPI nests it as `business.id`: `flattenMe` exposes both.
const meResponseSchema = z.looseObject({
  businessId: z.optional(z.string()),
  tenantKey: z.optional(z.string()),
  apiKey: z.optional(
    z.looseObject({
      id: z.optional(z.string()),
      accessLevel: z.optional(openEnum(['READ', 'FULL', 'PLATFORM'])),
      status: z.optional(z.string()),
      description: z.optional(z.nullable(z.string())),
      tenantPrefix: z.optional(z.nullable(z.string())),
    }),
  ),
  business: z.optional(
    z.looseObject({
      id: z.optional(z.string()),
      tenantKey: z.optional(z.string()),
      name: z.optional(z.string()),
      country: z.optional(z.string()),
    }),
  ),
});

/** The calling key's identity and the business the request resolved to. */
export type Me = z.output<typeof meResponseSchema>;

const getMe = defineOperation<Me>({
  method: 'GET',
  path: '/v1/me',
  response: meResponseSchema,
  normalize: flattenMe,
});

/** `client.me`: who the key is and which business requests resolve to. */
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
