import type { OffsetPage, PagePromise } from '../../core/pagination.js';
import type { RequestOptions } from '../../core/request-options.js';
import { defineListOperation } from '../../internal/operation.js';
import { Resource } from '../resource.js';
import { type User, type UserListParams, userListParamsSchema, userSchema } from './schemas.js';

const listUsers = defineListOperation({
  path: '/v1/users',
  query: userListParamsSchema,
  pagination: 'offset',
  item: userSchema,
});

/**
 * `client.users`: the user accounts of the business.
 *
 * @example
 * ```ts
 * const [user] = await client.users.list({ email: 'ada@example.com' }).toArray({ max: 1 });
 * ```
 */
export class Users extends Resource {
  /**
   * Lists users, 20 per page by default; filter by `personId` or `email`.
   * @throws {@link RequestValidationError} for a `limit` outside 1–100, a `page` below 1 or an empty
   * `personId`.
   * @example
   * ```ts
   * for await (const user of client.users.list({ limit: 100 })) console.log(user.email);
   * ```
   */
  list(
    params: UserListParams = {},
    options?: RequestOptions,
  ): PagePromise<OffsetPage<User, UserListParams>, User> {
    return this.transport.list(listUsers, { query: params }, options);
  }
}
