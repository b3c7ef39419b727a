import * as z from 'zod/mini';
import { countryCodeSchema, currencyCodeSchema, openEnum } from '../shared-schemas.js';

/** Open enum of payment method kinds. */
export const paymentMethodTypeSchema = openEnum(['bank', 'swift', 'proxy', 'momo', 'ach']);

/**
 * Kind of payment method (`bank`, `swift`, `proxy`, `momo`, `ach`). Open: the API may add kinds.
 * @useDeclaredType
 */
export type PaymentMethodType = z.output<typeof paymentMethodTypeSchema>;

/** Open enum of payment method statuses. */
export const paymentMethodStatusSchema = openEnum(['active', 'inactive']);

/**
 * Availability of a payment method (`active`, `inactive`). Open: the API may add values.
 * @useDeclaredType
 */
export type PaymentMethodStatus = z.output<typeof paymentMethodStatusSchema>;

/** One payment method entry of a country. */
export const paymentMethodSchema = z.looseObject({
  /** Kind of method: `bank`, `swift`, `proxy`…; open. */
  type: paymentMethodTypeSchema,
  /** Currency the method pays in. */
  currency: z.string(),
  /** `active` or `inactive`; open. */
  status: paymentMethodStatusSchema,
});

/**
 * One way to pay into a country: its kind, currency and status.
 * @interface
 */
export type PaymentMethod = z.output<typeof paymentMethodSchema>;

/** The payment methods of one country, as the API returns them. */
export const paymentMethodsByCountrySchema = z.looseObject({
  /** ISO 3166-1 alpha-2 country code. */
  country: z.string(),
  /** Country name. */
  countryName: z.optional(z.string()),
  /** The methods available in the country. */
  paymentMethods: z.array(paymentMethodSchema),
});

/**
 * The payment methods available in one country (ISO 3166-1 alpha-2 `country`).
 * @interface
 */
export type PaymentMethodsByCountry = z.output<typeof paymentMethodsByCountrySchema>;

/** The payment methods answer, normalised to an array. */
// The spec and the OpenAPI answer an array; some vendor guides show a single object. Both become an array.
export const paymentMethodsResponseSchema = z.array(paymentMethodsByCountrySchema);

/** Validates the query of `client.paymentMethods.list()`. */
export const paymentMethodListParamsSchema = z.looseObject({
  countryCode: z.optional(countryCodeSchema),
  paymentMethod: z.optional(z.string().check(z.minLength(1))),
  currency: z.optional(currencyCodeSchema),
});

/** Query of `client.paymentMethods.list()`. */
export interface PaymentMethodListParams {
  /** ISO 3166-1 alpha-2 country code, for example `BR`. */
  countryCode?: string;
  /** Only this kind of method, for example `bank`. */
  paymentMethod?: PaymentMethodType;
  /** Only methods paying in this currency (3 uppercase letters). */
  currency?: string;
}
