import { z } from 'zod/mini';
import { limitSchema, pageSchema, uuidSchema } from '../shared-schemas.js';

/** A person (employee or contractor). Fields beyond `id` depend on the person's type and country. */
export const personSchema = z.looseObject({
  id: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: z.optional(z.nullable(z.string())),
});

/** A person (employee or contractor); unknown fields are kept. */
export type Person = z.output<typeof personSchema>;

export const personListParamsSchema = z.looseObject({
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
  email: z.optional(z.string()),
});

/** Query of `client.persons.list()`. */
export interface PersonListParams {
  /** Page number, from 1. */
  page?: number;
  /** Items per page, 1 to 100 (default 20). */
  limit?: number;
  /** Only persons with this email. */
  email?: string;
}

export const personPathSchema = z.object({ personId: uuidSchema });
