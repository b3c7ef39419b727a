import * as z from 'zod/mini';
import { countryCodeSchema } from '../shared-schemas.js';

const nonEmpty = z.string().check(z.minLength(1));

/** Validates the body of `client.platform.businesses.create()`. */
export const platformBusinessCreateParamsSchema = z.looseObject({
  businessName: nonEmpty,
  businessShortName: z.optional(z.string()),
  country: countryCodeSchema,
  registrationId: z.optional(z.string()),
  adminFirstName: nonEmpty,
  adminLastName: nonEmpty,
  adminEmail: nonEmpty,
  adminPhoneNumber: z.optional(z.looseObject({ countryCode: z.string(), number: z.string() })),
  address: z.looseObject({
    line1: z.optional(z.string()),
    line2: z.optional(z.string()),
    city: z.optional(z.string()),
    postalCode: z.optional(z.string()),
    state: z.optional(z.string()),
    countryCode: countryCodeSchema,
  }),
  suppressWelcomeEmail: z.optional(z.boolean()),
  // The transport fills it (caller's option, else a new uuid) and reuses it across retries.
  idempotencyKey: z.optional(nonEmpty),
});

/** Address of a business created through the Platform API. */
export interface PlatformBusinessAddress {
  /** Street address, first line. */
  line1?: string;
  /** Street address, second line. */
  line2?: string;
  /** City. */
  city?: string;
  /** Postal or ZIP code. */
  postalCode?: string;
  /** State, province or region. */
  state?: string;
  /** ISO 3166-1 alpha-2 code, for example `NG`. */
  countryCode: string;
}

/** Body of `client.platform.businesses.create()`. */
export interface PlatformBusinessCreateParams {
  /** Legal name of the new business. */
  businessName: string;
  /** Short display name. */
  businessShortName?: string;
  /** ISO 3166-1 alpha-2 country of the business, for example `NG`. */
  country: string;
  /** Company registration number. */
  registrationId?: string;
  /** First name of the business's first admin. */
  adminFirstName: string;
  /** Last name of the business's first admin. */
  adminLastName: string;
  /** Email of the business's first admin (receives the welcome email). */
  adminEmail: string;
  /** Phone number of the first admin. */
  adminPhoneNumber?: {
    /** Dialling code, for example `+234`. */
    countryCode: string;
    /** The number without the dialling code. */
    number: string;
  };
  /** Registered address. */
  address: PlatformBusinessAddress;
  /** Skip the welcome email to the admin (default `false`). */
  suppressWelcomeEmail?: boolean;
  /**
   * De-duplicates the creation on the server. Generated when absent (or taken from the `idempotencyKey`
   * request option) and reused across retries.
   */
  idempotencyKey?: string;
}

/** The business creation answer: `{ businessId, tenantKey }`. */
export const platformBusinessCreateResponseSchema = z.looseObject({
  /** Id of the new business. */
  businessId: z.string(),
  /** Its tenant key: send it as `X-MultiTenantKey` (`client.withTenant(tenantKey)`) to act as it. */
  tenantKey: z.string(),
});

/**
 * The new business: its id and the tenant key to send as `X-MultiTenantKey` (`client.withTenant()`).
 * @interface
 */
export type PlatformBusinessCreateResponse = z.output<typeof platformBusinessCreateResponseSchema>;
