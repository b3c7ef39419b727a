import * as z from 'zod/mini';
import { countryCodeSchema, idSchema, openEnum } from '../shared-schemas.js';

const requirementCategories = [
  'business_registration',
  'business_document',
  'business_tax_parameter',
  'worker_data',
] as const;

/** Open enum of requirement categories. */
export const requirementCategorySchema = openEnum(requirementCategories);

/** Kind of compliance item (`business_registration`, `worker_data`…). Open: the API may add kinds. */
export type RequirementCategory = z.output<typeof requirementCategorySchema>;

/** Open enum of requirement statuses. */
export const requirementStatusSchema = openEnum(['outstanding', 'satisfied', 'waived']);

/** Status of a requirement (`outstanding`, `satisfied`, `waived`). Open: the API may add values. */
export type RequirementStatus = z.output<typeof requirementStatusSchema>;

/** A person affected by a `worker_data` requirement. */
export const requirementAffectedPersonSchema = z.looseObject({
  personId: z.string(),
  personName: z.optional(z.string()),
  missingField: z.optional(z.string()),
  missingFieldLabel: z.optional(z.string()),
});

/** A person a `worker_data` requirement waits on, and the field they are missing. */
export type RequirementAffectedPerson = z.output<typeof requirementAffectedPersonSchema>;

/** A requirement as the API returns it. */
export const requirementSchema = z.looseObject({
  category: requirementCategorySchema,
  status: requirementStatusSchema,
  name: z.string(),
  description: z.optional(z.string()),
  affectedField: z.optional(z.string()),
  resourceType: z.optional(openEnum(['business', 'person'])),
  resourceId: z.optional(z.string()),
  resolutionGuide: z.optional(z.string()),
  affectedPersons: z.optional(z.array(requirementAffectedPersonSchema)),
});

/** An outstanding (or resolved) compliance item: what is missing, on which resource, and how to supply it. */
export type Requirement = z.output<typeof requirementSchema>;

/** The requirements list answer: `{ data }`. */
export const requirementListSchema = z.looseObject({ data: z.array(requirementSchema) });

/** The answer of `client.statutory.requirements.list()`: `{ data: Requirement[] }`. */
export type RequirementList = z.output<typeof requirementListSchema>;

/** Validates the query of `client.statutory.requirements.list()`. */
// The spec's rule "businessId is required unless personId is given", reported on `businessId` like a 400.
export const requirementListParamsSchema = z
  .looseObject({
    businessId: z.optional(idSchema),
    personId: z.optional(idSchema),
    countryCode: z.optional(countryCodeSchema),
    status: z.optional(z.string().check(z.minLength(1))),
    category: z.optional(z.string().check(z.minLength(1))),
  })
  .check(
    z.refine((query) => query.businessId !== undefined || query.personId !== undefined, {
      message: 'is required unless personId is given',
      path: ['businessId'],
    }),
  );

/** Filters of `client.statutory.requirements.list()` other than the business or person. */
export interface RequirementListFilters {
  /** Jurisdiction, ISO 3166-1 alpha-2 (two uppercase letters). */
  countryCode?: string;
  /** Only requirements in this status. */
  status?: RequirementStatus;
  /** Only requirements of this category. */
  category?: RequirementCategory;
}

/**
 * Query of `client.statutory.requirements.list()`: `businessId` is required unless `personId` is given (a
 * person filter returns only the `worker_data` requirements that person is affected by).
 */
export type RequirementListParams = RequirementListFilters &
  (
    | {
        /** The business whose requirements to list. */
        businessId: string;
        /** Only `worker_data` requirements affecting this person. */
        personId?: string;
      }
    | {
        /** The business whose requirements to list. */
        businessId?: string;
        /** Only `worker_data` requirements affecting this person. */
        personId: string;
      }
  );
