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

/**
 * Kind of compliance item (`business_registration`, `worker_data`…). Open: the API may add kinds.
 * @useDeclaredType
 */
export type RequirementCategory = z.output<typeof requirementCategorySchema>;

/** Open enum of requirement statuses. */
export const requirementStatusSchema = openEnum(['outstanding', 'satisfied', 'waived']);

/**
 * Status of a requirement (`outstanding`, `satisfied`, `waived`). Open: the API may add values.
 * @useDeclaredType
 */
export type RequirementStatus = z.output<typeof requirementStatusSchema>;

/** A person affected by a `worker_data` requirement. */
export const requirementAffectedPersonSchema = z.looseObject({
  /** The person. */
  personId: z.string(),
  /** Their name. */
  personName: z.optional(z.string()),
  /** The field they are missing. */
  missingField: z.optional(z.string()),
  /** A human-readable label of that field. */
  missingFieldLabel: z.optional(z.string()),
});

/**
 * A person a `worker_data` requirement waits on, and the field they are missing.
 * @interface
 */
export type RequirementAffectedPerson = z.output<typeof requirementAffectedPersonSchema>;

/** A requirement as the API returns it. */
export const requirementSchema = z.looseObject({
  /** `business_registration`, `business_document`, `business_tax_parameter` or `worker_data`; open. */
  category: requirementCategorySchema,
  /** `outstanding`, `satisfied` or `waived`; open. */
  status: requirementStatusSchema,
  /** Requirement name. */
  name: z.string(),
  /** What it is about. */
  description: z.optional(z.string()),
  /** The field to supply (a key of `client.statutory.businesses.fields.update()`'s `fields`). */
  affectedField: z.optional(z.string()),
  /** Kind of record affected, such as `business`; open. */
  resourceType: z.optional(openEnum(['business', 'person'])),
  /** That record's id. */
  resourceId: z.optional(z.string()),
  /** How to resolve it. */
  resolutionGuide: z.optional(z.string()),
  /** For `worker_data`: the persons missing data. */
  affectedPersons: z.optional(z.array(requirementAffectedPersonSchema)),
});

/**
 * An outstanding (or resolved) compliance item: what is missing, on which resource, and how to supply it.
 * @interface
 */
export type Requirement = z.output<typeof requirementSchema>;

/** The requirements list answer: `{ data }`. */
export const requirementListSchema = z.looseObject({
  /** The matching requirements. */
  data: z.array(requirementSchema),
});

/**
 * The answer of `client.statutory.requirements.list()`: `{ data: Requirement[] }`.
 * @interface
 */
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
