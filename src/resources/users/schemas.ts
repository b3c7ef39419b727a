import * as z from 'zod/mini';
import { idSchema, limitSchema, openEnum, pageSchema } from '../shared-schemas.js';

const userStatuses = ['active', 'invitation_sent'] as const;

/** Open enum of user statuses. */
export const userStatusSchema = openEnum(userStatuses);

/** Status of a user account (`active`, `invitation_sent`). Open: the API may add values. */
export type UserStatus = z.output<typeof userStatusSchema>;

/** A user as the list returns it. */
export const userSchema = z.looseObject({
  id: z.string(),
  personId: z.optional(z.nullable(z.string())),
  roleId: z.optional(z.nullable(z.string())),
  status: z.optional(userStatusSchema),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: z.optional(z.nullable(z.string())),
  phoneNumber: z.optional(z.nullable(z.looseObject({ countryCode: z.string(), number: z.string() }))),
  metadata: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

/** A user account (admin, employee or contractor), optionally tied to a person; unknown fields are kept. */
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
