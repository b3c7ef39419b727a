import { z } from 'zod/mini';

/*
 * Building blocks shared by several namespaces. Responses use loose objects (unknown fields kept) and open
 * enums (known literals plus any other string), so a new server value never breaks a caller.
 */

/** An open enum: the known values for autocomplete and exhaustive switches, plus any other string. */
export function openEnum<const T extends readonly string[]>(values: T) {
  return z.union([z.enum(values), z.string()]) as unknown as z.ZodMiniType<T[number] | (string & {})>;
}

/** A list `limit`: integer 1 to 100. */
export const limitSchema = z.int().check(z.minimum(1), z.maximum(100));

/** A list `page`: integer ≥ 1. */
export const pageSchema = z.int().check(z.minimum(1));

/** A uuid (any version, the API's ids). */
export const uuidSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid'));
