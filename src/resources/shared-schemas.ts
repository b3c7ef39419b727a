import * as z from 'zod/mini';

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

/** A non-empty identifier (path ids the spec does not type as uuids). */
export const idSchema = z.string().check(z.refine((value) => value.trim() !== '', 'must not be empty'));

/** An ISO 4217 currency code as the API spells it: three uppercase letters. */
export const currencyCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, 'must be a 3-letter uppercase currency code'));

/** An ISO 3166-1 alpha-2 country code: two uppercase letters. */
export const countryCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z]{2}$/, 'must be a 2-letter uppercase country code'));

/** A calendar date written `YYYY-MM-DD` (a real date: no 2024-02-30). */
export const dateSchema = z.iso.date({ error: 'must be a date in YYYY-MM-DD format' });

/*
 * Request bodies are loose objects: a field the API added after this SDK version still reaches the server,
 * while TypeScript already catches misspelt names. Only the fields the SDK knows are checked.
 */

/** An amount in the currency's lowest denomination, as requests send it. */
export const amountInputSchema = z.looseObject({
  amount: z.int(),
  currency: currencyCodeSchema,
});

/** An amount object in a response: integer minor units and a currency code. */
export const amountSchema = z.looseObject({
  /** Integer value in the lowest denomination of `currency` (`1234` USD is $12.34). */
  amount: z.int(),
  /** ISO 4217 currency code, for example `USD`. */
  currency: z.string(),
});

/** An amount in the currency's lowest denomination (`1234` USD is $12.34), with its currency code. */
export interface Amount {
  /** Integer value in the lowest denomination of `currency`. */
  amount: number;
  /** ISO 4217 currency code, for example `USD`. */
  currency: string;
}

/** `{ id }`, the answer of the API's create operations. */
export const createdSchema = z.looseObject({
  /** Id of the new record. */
  id: z.string(),
});

/** The identifier of a record the API just created. */
export type Created = z.output<typeof createdSchema>;
