import type { UserRecord } from '../store/records.js';

/* A user as the API reads it, for the user routes and the administrators' collection alike. */

type Wire = Record<string, unknown>;

/**
 * A user as `users.get` and `users.list` show it.
 * @throws never.
 * @example
 * ```ts
 * userView(user).personId;
 * ```
 */
export function userView(user: UserRecord): Wire {
  const { id, personId, roleId, firstName, lastName, email, phoneNumber, status, tokenSub } = user;
  return {
    id,
    ...(personId === undefined ? {} : { personId }),
    ...(roleId === undefined ? {} : { roleId }),
    firstName,
    lastName,
    email,
    ...(phoneNumber === undefined ? {} : { phoneNumber: { ...phoneNumber } }),
    status,
    ...(tokenSub === undefined ? {} : { tokenSub }),
  };
}
