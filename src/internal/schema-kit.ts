import * as z from 'zod/mini';
import { DATE_SOURCE, EMAIL_SOURCE, formatCheck, TIME_SOURCE, urlCheck } from './kit-formats.js';

/*
 * The building blocks of the generated schemas, each built on first use (importing the SDK builds none). Responses use loose objects (unknown fields kept) and open
 * enums (known literals plus any other string), so a new server value never breaks a caller; requests are
 * checked with the API description's rules, with messages written for the people reading them.
 */

/** Any zod schema the SDK declares: `T` what it outputs, `I` what it accepts. */
export type Schema<T = unknown, I = unknown> = z.ZodMiniType<T, I>;

/** A schema built on first use: importing the SDK builds none. */
export type LazySchema<T = unknown, I = unknown> = () => Schema<T, I>;

/** Defers building a schema until it is first needed, then keeps it. */
export function lazy<T, I>(build: () => Schema<T, I>): LazySchema<T, I> {
  let built: Schema<T, I> | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

/** The known values of each open enum built, or their index in the generated lists (see {@link openEnumValues}). */
const OPEN_ENUM_VALUES = /* @__PURE__ */ new WeakMap<object, readonly string[] | number>();

/**
 * An open enum: the known values for autocomplete and exhaustive switches, plus any other string. It accepts
 * exactly the strings, so it is checked as one and parsing costs no union. `values` are kept beside the schema
 * for {@link openEnumValues}: the values themselves, or (in the generated tables) their index in the generated
 * lists, which the client never loads.
 */
export function openEnum<const T extends readonly string[]>(values: T | number) {
  const schema = z.string();
  OPEN_ENUM_VALUES.set(schema, values);
  return schema as unknown as z.ZodMiniType<T[number] | (string & {})>;
}

/**
 * The known values of an open enum built by {@link openEnum}, an index resolved in `lists` (the generated
 * `OPEN_ENUM_LISTS`); undefined for any other schema.
 */
export function openEnumValues(
  schema: object,
  lists: readonly (readonly string[])[],
): readonly string[] | undefined {
  const values = OPEN_ENUM_VALUES.get(schema);
  return typeof values === 'number' ? lists[values] : values;
}

/**
 * A string matching `pattern`, refused with the issue of `z.regex(pattern, message)`: the message is the check's
 * own, so a value that is not a string keeps zod's message (unlike the formats of `kit-formats.ts`, worded by
 * their schema's `error`). Not made of `formatCheck`: the bundle of one function (its path ids are uuids) grew
 * by a few bytes when it was.
 */
function patterned(pattern: RegExp, message: string): Schema<string, string> {
  return z.string().check((payload) => {
    if (pattern.test(payload.value)) return;
    const { value: input } = payload;
    payload.issues.push({
      origin: 'string',
      code: 'invalid_format',
      format: 'regex',
      input,
      message,
      continue: true,
      pattern: String(pattern),
    });
  });
}

const SAFE_RANGE_NOTE = 'Integers must be within the safe integer range.';

/**
 * An integer in the safe range, refused with the issues `z.int()` raises (a non-integer is `invalid_type`,
 * expected `int`; a larger one `too_big` or `too_small`), written here so that a bundle needs none of zod's
 * number formats.
 */
export function intSchema(): Schema<number, number> {
  return z.number().check(safeIntCheck);
}

/** The check of {@link intSchema}: known by identity to the fast accept path of answers (`fast-accept.ts`). */
export function safeIntCheck(payload: z.core.ParsePayload<number>): void {
  const { value: input } = payload;
  if (!Number.isInteger(input)) {
    payload.issues.push({ expected: 'int', format: 'safeint', code: 'invalid_type', continue: false, input });
    return;
  }
  if (Number.isSafeInteger(input)) return;
  const bound =
    input > 0
      ? { code: 'too_big' as const, maximum: Number.MAX_SAFE_INTEGER }
      : { code: 'too_small' as const, minimum: Number.MIN_SAFE_INTEGER };
  payload.issues.push({
    input,
    ...bound,
    note: SAFE_RANGE_NOTE,
    origin: 'int',
    inclusive: true,
    continue: true,
  });
}

/** A uuid (any version, the API's ids): what {@link uuidSchema} accepts. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Two uppercase letters: what {@link countryCodeSchema} accepts. */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;

/** A uuid (any version, the API's ids). */
export const uuidSchema = /* @__PURE__ */ lazy(() => patterned(UUID_PATTERN, 'must be a uuid'));

/**
 * A check raising the issue `z.refine(ok, { message, path })` raises (`custom`, the rest of the checks still
 * run), written here so that a bundle needs none of zod's refinement classes.
 */
function rule<T>(ok: (value: T) => boolean, message: string, path: PropertyKey[] = []) {
  return (payload: z.core.ParsePayload<T>): void => {
    if (ok(payload.value)) return;
    payload.issues.push({ code: 'custom', input: payload.value, path: [...path], message, continue: true });
  };
}

/** A non-empty identifier (ids the API description does not type as uuids). */
export const idSchema = /* @__PURE__ */ lazy(() =>
  z.string().check(rule((value: string) => value.trim() !== '', 'must not be empty')),
);

/** An ISO 4217 currency code as the API spells it: three uppercase letters. */
export const currencyCodeSchema = /* @__PURE__ */ lazy(() =>
  patterned(/^[A-Z]{3}$/, 'must be a 3-letter uppercase currency code'),
);

/** An ISO 3166-1 alpha-2 country code: two uppercase letters. */
export const countryCodeSchema = /* @__PURE__ */ lazy(() =>
  patterned(COUNTRY_PATTERN, 'must be a 2-letter uppercase country code'),
);

/** A calendar date written `YYYY-MM-DD` (a real date: no 2024-02-30). */
export const dateSchema = /* @__PURE__ */ lazy(() =>
  z
    .string({ error: 'must be a date in YYYY-MM-DD format' })
    .check(formatCheck('date', new RegExp(`^${DATE_SOURCE}$`))),
);

/** A non-negative decimal amount in major units written as a string, such as `"12.50"`. */
export const decimalStringSchema = /* @__PURE__ */ lazy(() =>
  patterned(/^\d+(\.\d+)?$/, 'must be a decimal string such as "12.50"'),
);

/** An ISO 8601 date-time with its offset. */
export const dateTimeSchema = /* @__PURE__ */ lazy(() =>
  z
    .string({ error: 'must be an ISO 8601 date-time' })
    .check(formatCheck('datetime', new RegExp(`^${DATE_SOURCE}${TIME_SOURCE}$`))),
);

/** An email address. */
export const emailSchema = /* @__PURE__ */ lazy(() =>
  z.string({ error: 'must be an email address' }).check(formatCheck('email', new RegExp(EMAIL_SOURCE))),
);

/** An absolute URL. */
export const urlSchema = /* @__PURE__ */ lazy(() =>
  z.string({ error: 'must be an absolute URL' }).check(urlCheck),
);

/** A MIME type such as `image/png` (it is sent again as a Content-Type header). */
export const mimeTypeSchema = /* @__PURE__ */ lazy(() =>
  patterned(/^[\w.+-]+\/[\w.+-]+(?:\s*;\s*[\w.+-]+=[\w.+-]+)*$/, 'must be a MIME type such as image/png'),
);

/** One value of `values` or an array of them; the query builder sends an array comma-separated. */
export function includeListSchema<const T extends readonly [string, ...string[]]>(values: T) {
  const value = z.enum(values);
  return z.union([value, z.array(value)], {
    error: `must be ${values.map((v) => `'${v}'`).join(' or ')}, or an array of them`,
  });
}

/** Statutory filing fields: each value text, or `{ fileId }` of an uploaded file. */
export const statutoryFieldsSchema = /* @__PURE__ */ lazy(() =>
  z.record(
    z.string(),
    z.union([z.string(), z.looseObject({ fileId: uuidSchema() })], {
      error: 'must be a string or { fileId } with a uuid fileId',
    }),
  ),
);

/** The interface spec's rule of the requirements list: `businessId` is required unless `personId` is given. */
export function requireBusinessOrPerson<T, I>(params: LazySchema<T, I>): LazySchema<T, I> {
  return lazy(() =>
    params().check(
      rule(
        (query) => {
          const q = query as { businessId?: unknown; personId?: unknown };
          return q.businessId !== undefined || q.personId !== undefined;
        },
        'is required unless personId is given',
        ['businessId'],
      ),
    ),
  );
}

/** An amount object in a webhook payload: integer minor units and a currency code. */
export const amountSchema = /* @__PURE__ */ lazy(() =>
  z.looseObject({
    /** Integer value in the lowest denomination of `currency` (`1234` USD is $12.34). */
    amount: intSchema(),
    /** ISO 4217 currency code, for example `USD`. */
    currency: z.string(),
  }),
);

/** An amount in the currency's lowest denomination (`1234` USD is $12.34), with its currency code. */
export interface Amount {
  /** Integer value in the lowest denomination of `currency`. */
  amount: number;
  /** ISO 4217 currency code, for example `USD`. */
  currency: string;
}
