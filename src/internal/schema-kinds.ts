import * as z from 'zod/mini';
import type {
  Checks,
  Descriptor,
  DescriptorTag,
  KitName,
  NormalizerName,
  ScalarTag,
} from './generated-table-types.js';
import { formatCheck, type StringCheck } from './kit-formats.js';
import { asArray, flattenMe, unwrapData, wrapData, wrapObjectAsData } from './normalize.js';
import {
  countryCodeSchema,
  currencyCodeSchema,
  dateSchema,
  dateTimeSchema,
  decimalStringSchema,
  emailSchema,
  idSchema,
  includeListSchema,
  intSchema,
  mimeTypeSchema,
  openEnum,
  requireBusinessOrPerson,
  type Schema,
  statutoryFieldsSchema,
  urlSchema,
  uuidSchema,
} from './schema-kit.js';

/*
 * The zod side of the schema interpreter, one builder per descriptor form (a "kind"), each its own export. The
 * interpreter (`schema-table.ts`) holds none of them: whoever asks for a schema hands it the kinds it may meet.
 * A standalone function hands the few its operation's descriptors reach (`src/generated/kinds.ts`, written by
 * the generator), so a bundle of one function carries only the zod constructors that function can build (and
 * {@link BASE_KINDS}, which every bundle has); the client hands those of every operation.
 */

/** A zod check, as a string, integer, number or array takes it, or a check function of a string. */
type Check = z.core.$ZodCheck<never> | StringCheck;

/** What a kind may ask of the interpreter: nested schemas and the checks of a descriptor. */
export interface KindContext {
  /** The schema of a nested descriptor, built with the same kinds. */
  of(inner: Descriptor): Schema;
  /** `schema` with the pattern and bounds of `checks`; `bounds` says whether they bound a length or a value. */
  checked(schema: Schema, checks: Checks | undefined, bounds: 'len' | 'val'): Schema;
}

/** The descriptor of tag `T` (`['o', shape]` for `o`). */
type FormOf<T> =
  Exclude<Descriptor, ScalarTag> extends infer D
    ? D extends readonly [infer H, ...unknown[]]
      ? T extends H
        ? D
        : never
      : never
    : never;

/** The tags a kind builds; `m` and `r` (references) and `k` (the kit, by name) the interpreter resolves itself. */
type FormTag = Exclude<DescriptorTag, 'm' | 'r' | 'k'>;

/**
 * The builders a schema may be built with, by key: a descriptor tag or scalar, `k:<name>` for a kit schema,
 * `len` and `val` for bounds (and patterns), a params rule by its name; and the reshapers an operation entry
 * names (`normalize.ts`), so that a bundle keeps only those its operations use.
 */
export type Kinds = { readonly [T in FormTag]?: (d: FormOf<T>, ctx: KindContext) => Schema } & {
  readonly [T in ScalarTag]?: () => Schema;
} & { readonly [K in KitName as `k:${K}`]?: () => Schema } & {
  readonly len?: (checks: Checks) => Check[];
  readonly val?: (checks: Checks) => Check[];
  readonly requireBusinessOrPerson?: (params: Schema) => Schema;
} & { readonly [N in NormalizerName]?: (body: unknown) => unknown };

/** `S`: a string. */
export const stringKind = (): Schema => z.string();
/** `I`: an integer. */
export const intKind = (): Schema => intSchema();
/** `N`: a number. */
export const numberKind = (): Schema => z.number();
/** `B`: a boolean. */
export const booleanKind = (): Schema => z.boolean();
/** `U`: any value. */
export const unknownKind = (): Schema => z.unknown();

/** `z`: built on first parse, closing a cycle. */
export const lazyKind = (d: FormOf<'z'>, ctx: KindContext): Schema => z.lazy(() => ctx.of(d[1]));
/** `s`: a string with a pattern or length bounds. */
export const checkedStringKind = (d: FormOf<'s'>, ctx: KindContext) => ctx.checked(z.string(), d[1], 'len');
/** `i`: an integer with bounds. */
export const checkedIntKind = (d: FormOf<'i'>, ctx: KindContext) => ctx.checked(intSchema(), d[1], 'val');
/** `n`: a number with bounds. */
export const checkedNumberKind = (d: FormOf<'n'>, ctx: KindContext) => ctx.checked(z.number(), d[1], 'val');
/** `a`: an array, with length bounds. */
export const arrayKind = (d: FormOf<'a'>, ctx: KindContext) =>
  ctx.checked(z.array(ctx.of(d[1])), d[2], 'len');
/** `R`: a record of string keys. */
export const recordKind = (d: FormOf<'R'>, ctx: KindContext): Schema => z.record(z.string(), ctx.of(d[1]));
/** `?`: nullable. */
export const nullableKind = (d: FormOf<'?'>, ctx: KindContext): Schema => z.nullable(ctx.of(d[1]));
/** `e`: a closed enum (requests). */
export const enumKind = (d: FormOf<'e'>): Schema => z.enum(d[1]);
/** `E`: an open enum (responses): any other string too. */
export const openEnumKind = (d: FormOf<'E'>): Schema => openEnum(d[1]);
/** `l`: one value or an array of them (a comma-separated query list). */
export const includeListKind = (d: FormOf<'l'>): Schema => includeListSchema(d[1]);
/** `&`: an intersection. */
export const intersectionKind = (d: FormOf<'&'>, ctx: KindContext): Schema =>
  z.intersection(ctx.of(d[1]), ctx.of(d[2]));

/** `|`: a union. */
export const unionKind = (d: FormOf<'|'>, ctx: KindContext): Schema => {
  const [, ...parts] = d;
  return z.union(parts.map(ctx.of));
};

/** `o`: a loose object; a field whose name ends with `?` is optional. */
export const objectKind = (d: FormOf<'o'>, ctx: KindContext): Schema => {
  const shape: Record<string, Schema> = {};
  for (const [key, field] of Object.entries(d[1])) {
    if (key.endsWith('?')) shape[key.slice(0, -1)] = z.optional(ctx.of(field));
    else shape[key] = ctx.of(field);
  }
  return z.looseObject(shape);
};

/** `L`: literals, open to any number or value when the descriptor says so. */
export const literalKind = (d: FormOf<'L'>, ctx: KindContext): Schema => {
  const literals = d[1].map((value) => z.literal(value));
  const closed = literals.length === 1 ? (literals[0] as Schema) : z.union(literals);
  return d[2] === undefined ? closed : z.union([closed, ctx.of(d[2])]);
};

/*
 * The bounds are checks of the kit's own, raising the issues zod's `z.minLength`, `z.maxLength`, `z.minimum` and
 * `z.maximum` raise (fields in the same order), run when zod's would run: a bundle then needs none of zod's
 * check classes.
 */

type Payload = z.core.ParsePayload<{ length: number }>;

/** zod's `when` of a length check: any value with a length, even one its schema already refused. */
const hasLength = (payload: Payload) => payload.value != null && payload.value.length !== undefined;

/** `z.minLength(bound)` (`too_small`) or `z.maxLength(bound)` (`too_big`): a string counts its code points. */
function lengthBound(code: 'too_small' | 'too_big', bound: number): Check {
  const small = code === 'too_small';
  const check = (payload: Payload): void => {
    const input = payload.value;
    let length = input.length;
    // A surrogate pair is one code point: counted only where it could change the answer, as zod does.
    if (typeof input === 'string' && (small ? length >= bound && length < bound * 2 : length > bound)) {
      length = [...input].length;
    }
    if (small ? length >= bound : length <= bound) return;
    const origin = Array.isArray(input) ? 'array' : typeof input === 'string' ? 'string' : 'unknown';
    const limit = small ? { minimum: bound } : { maximum: bound };
    payload.issues.push({ origin, code, ...limit, inclusive: true, input, continue: true } as never);
  };
  return { _zod: { check, def: { check: 'custom', when: hasLength }, onattach: [] } } as unknown as Check;
}

/** `z.minimum(bound)` (`too_small`) or `z.maximum(bound)` (`too_big`) of a number. */
function valueBound(code: 'too_small' | 'too_big', bound: number): Check {
  const small = code === 'too_small';
  return ((payload: z.core.ParsePayload<number>): void => {
    const input = payload.value;
    if (small ? input >= bound : input <= bound) return;
    const limit = small ? { minimum: bound } : { maximum: bound };
    payload.issues.push({
      origin: 'number',
      code,
      ...limit,
      input,
      inclusive: true,
      continue: true,
    } as never);
  }) as unknown as Check;
}

/** A pattern, then length bounds (strings and arrays). */
export const lengthChecks = (checks: Checks): Check[] => {
  const list: Check[] = [];
  // The issue of `z.regex(new RegExp(checks.re))`, without zod's string formats in the bundle.
  if (checks.re !== undefined) list.push(formatCheck('regex', new RegExp(checks.re)));
  if (checks.min !== undefined) list.push(lengthBound('too_small', checks.min));
  if (checks.max !== undefined) list.push(lengthBound('too_big', checks.max));
  return list;
};

/** Value bounds (integers and numbers). */
export const valueChecks = (checks: Checks): Check[] => {
  const list: Check[] = [];
  if (checks.min !== undefined) list.push(valueBound('too_small', checks.min));
  if (checks.max !== undefined) list.push(valueBound('too_big', checks.max));
  return list;
};

/** The params rule `requireBusinessOrPerson` of `schema-kit.ts`, on a built schema. */
export const businessOrPersonRule = (params: Schema): Schema => requireBusinessOrPerson(() => params)();

/**
 * The kinds every schema may use, whatever kinds it is handed: the forms nearly every operation holds (a uuid is
 * any path id), so that the kinds of one operation need name only the others (a short list per standalone
 * function).
 */
export const BASE_KINDS: Kinds = {
  S: stringKind,
  I: intKind,
  N: numberKind,
  B: booleanKind,
  U: unknownKind,
  a: arrayKind,
  o: objectKind,
  '?': nullableKind,
  'k:uuid': uuidSchema,
};

/**
 * Every kind: what a table made with `schemaTable()` builds with unless told otherwise. The base kinds are
 * written out, not spread: a bundler keeps an object literal with a spread (it may run getters), and with it
 * every kind and kit schema, in every bundle that imports this module.
 */
export const ALL_KINDS: Kinds = {
  S: stringKind,
  I: intKind,
  N: numberKind,
  B: booleanKind,
  U: unknownKind,
  a: arrayKind,
  o: objectKind,
  '?': nullableKind,
  'k:uuid': uuidSchema,
  z: lazyKind,
  s: checkedStringKind,
  i: checkedIntKind,
  n: checkedNumberKind,
  R: recordKind,
  '|': unionKind,
  '&': intersectionKind,
  e: enumKind,
  E: openEnumKind,
  L: literalKind,
  l: includeListKind,
  'k:id': idSchema,
  'k:date': dateSchema,
  'k:dateTime': dateTimeSchema,
  'k:email': emailSchema,
  'k:url': urlSchema,
  'k:country': countryCodeSchema,
  'k:currency': currencyCodeSchema,
  'k:decimal': decimalStringSchema,
  'k:mime': mimeTypeSchema,
  'k:statutoryFields': statutoryFieldsSchema,
  len: lengthChecks,
  val: valueChecks,
  requireBusinessOrPerson: businessOrPersonRule,
  asArray,
  flattenMe,
  unwrapData,
  wrapData,
  wrapObjectAsData,
};
