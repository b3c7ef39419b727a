import * as z from 'zod/mini';
import { idSchema, limitSchema, openEnum, pageSchema } from '../shared-schemas.js';

const userStatuses = ['active', 'invitation_sent'] as const;

/** Open enum of user statuses. */
export const userStatusSchema = openEnum(userStatuses);

/**
 * Status of a user account (`active`, `invitation_sent`). Open: the API may add values.
 * @useDeclaredType
 */
export type UserStatus = z.output<typeof userStatusSchema>;

/** A user as the list returns it. */
export const userSchema = z.looseObject({
  /** User id. */
  id: z.string(),
  /** The person this user is tied to; absent or `null` for admins without one. */
  personId: z.optional(z.nullable(z.string())),
  /** Role id. */
  roleId: z.optional(z.nullable(z.string())),
  /** `active` or `invitation_sent`; open. */
  status: z.optional(userStatusSchema),
  /** First name. */
  firstName: z.optional(z.string()),
  /** Last name. */
  lastName: z.optional(z.string()),
  /** Email address. */
  email: z.optional(z.nullable(z.string())),
  /** Phone number. */
  phoneNumber: z.optional(
    z.nullable(
      z.looseObject({
        /** Dialling code, for example `+1`. */
        countryCode: z.string(),
        /** The number without the dialling code. */
        number: z.string(),
      }),
    ),
  ),
  /** Free-form metadata. */
  metadata: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

/**
 * A user account (admin, employee or contractor), optionally tied to a person; unknown fields are kept.
 * @interface
 */
export type User = z.output<typeof userSchema>;

/** Validates the query of `client.users.list()`. */
export const userListParamsSchema = z.looseObject({
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
  personId: z.optional(idSchema),
  email: z.optional(z.string()),
});

/** Query of `client.users.list()`. */
export interface UserListParams {
  /** Page number, from 1. */
  page?: number;
  /** Items per page, 1 to 100 (default 20). */
  limit?: number;
  /** Only the user tied to this person. */
  personId?: string;
  /** Only users with this email. */
  email?: string;
}
