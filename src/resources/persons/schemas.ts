import * as z from 'zod/mini';
import {
  type Amount,
  amountInputSchema,
  createdSchema,
  dateSchema,
  limitSchema,
  pageSchema,
  uuidSchema,
} from '../shared-schemas.js';

/** A person (employee or contractor). Fields beyond `id` depend on the person's type and country. */
export const personSchema = z.looseObject({
  /** Person id (uuid). */
  id: z.string(),
  /** First name. */
  firstName: z.optional(z.string()),
  /** Last name. */
  lastName: z.optional(z.string()),
  /** Email address, when known. */
  email: z.optional(z.nullable(z.string())),
});

/**
 * A person (employee or contractor); unknown fields are kept.
 * @interface
 */
export type Person = z.output<typeof personSchema>;

/** Validates the query of `client.persons.list()`. */
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

/** Path of the person operations (read, milestones): `personId`, a uuid per the spec. */
export const personPathSchema = z.object({ personId: uuidSchema });

/** Validates the body of `client.persons.milestones.create()`. */
// documentIds must be uuids: they are the fileIds of `client.files.upload` with purpose `milestone-document`.
export const milestoneCreateParamsSchema = z.looseObject({
  title: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  amount: amountInputSchema,
  dueDate: z.optional(dateSchema),
  documentIds: z.optional(z.array(uuidSchema)),
});

/** Body of `client.persons.milestones.create()`: a deliverable of a milestone-type contractor. */
export interface MilestoneCreateParams {
  /** Milestone title; on completion it becomes the invoice line item's description. */
  title: string;
  /** Milestone description; on completion it becomes the invoice note. */
  description?: string;
  /** Value of the milestone, in the currency's lowest denomination (integer). */
  amount: Amount;
  /** Due date, `YYYY-MM-DD`. */
  dueDate?: string;
  /** File ids (uuids) from `client.files.upload()` with purpose `milestone-document`. */
  documentIds?: string[];
}

/** The milestone creation answer: `{ id }`. */
export const milestoneCreateResponseSchema = createdSchema;

/**
 * The answer of `client.persons.milestones.create()`: the new milestone's id.
 * @interface
 */
export type MilestoneCreateResponse = z.output<typeof milestoneCreateResponseSchema>;
