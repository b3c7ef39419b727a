import * as z from 'zod/mini';
import { amountSchema, intSchema, openEnum } from '../../internal/schema-kit.js';

/*
 * Building blocks of the event payload schemas. Every object is loose (fields the server adds later are kept)
 * and every server-owned enum is open (known values for autocomplete, any other string accepted). They are
 * factories: the schemas are built on the first parse, not when the SDK is imported.
 *
 * Required vs optional: a field is required when the spec lists it for every delivery of the event. Contact
 * details and free text (phone numbers, tags, descriptions, offboarding reasons, references) are optional and
 * nullable, because people and records without them exist and their absence must not make a delivery fail.
 */

// Money in events is the API's amount object: an integer in the currency's lowest denomination, never a float.
export { amountSchema, intSchema, openEnum };

/** Optional, nullable string: free text or a detail not every record has. */
export const optionalText = () => z.optional(z.nullable(z.string()));

/** An optional, nullable phone number. */
export const optionalPhoneNumber = () =>
  z.optional(z.nullable(z.looseObject({ countryCode: z.string(), number: z.string() })));

/** A `YYYY-MM-DD` date; kept as a string so no time zone is ever applied to it, and not format-checked. */
export const dateString = () => z.string();

/** Worker classification, as payroll and person events spell it. */
export const workerType = () => openEnum(['CONTRACTOR', 'EMPLOYEE']);

/**
 * The structure shared by filing, remittance and requirement events, with `data` typed per event.
 * These payloads carry no `tenantKey`.
 *
 * @throws Never.
 * @example
 * ```ts
 * const filingApproved = statutoryPayload(z.looseObject({ status: z.string() }));
 * ```
 */
export function statutoryPayload<D extends z.ZodMiniType>(data: D) {
  return z.looseObject({
    resourceType: openEnum(['filing', 'remittance', 'requirement']),
    resourceId: z.string(),
    businessId: z.string(),
    actor: z.looseObject({ type: openEnum(['system', 'user', 'authority']), id: z.nullable(z.string()) }),
    data,
  });
}

/** A statutory event whose `data` the spec does not show: the shared structure around any JSON object. */
export const unshownStatutoryPayload = () => statutoryPayload(z.record(z.string(), z.unknown()));
