import type { Schema } from './validation.js';

/*
 * A fast accept path for answers: a check compiled once per zod schema from the schema's own definition
 * (`_zod.def`), run before zod. It answers `true` only when zod would certainly accept the value AND hand it
 * back unchanged (loose objects, no checks, no transforms), `false` only when zod would certainly reject it, and
 * `undefined` when unsure. Anything but `true` leaves the decision, and its issues, to zod as before. A form it
 * does not know (a refinement, a pattern, a default, a strict object...) makes the whole schema's check
 * unsupported: zod alone judges that schema.
 */

/** `true`: zod accepts the value as is; `false`: zod rejects it; `undefined`: ask zod. */
type Verdict = boolean | undefined;
type Check = (value: unknown) => Verdict;

interface Def {
  readonly type: string;
  readonly [key: string]: unknown;
}
interface Zod {
  readonly _zod: {
    readonly def: Def;
    readonly optin?: string;
    readonly optout?: string;
    readonly values?: Set<unknown>;
    readonly innerType?: Zod;
  };
}

/** The compiled check of each schema met; `null` for a schema it cannot judge. */
const compiled = /* @__PURE__ */ new WeakMap<object, Check | null>();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Objects zod copies key by key: only a plain `{}` (what JSON.parse makes) with no own `__proto__` (a key zod
 * drops) comes back equal; anything else is left to zod.
 */
const plainObject = (value: object): boolean =>
  Object.getPrototypeOf(value) === Object.prototype && !Object.hasOwn(value, '__proto__');

/**
 * True when zod would accept `value` against `schema` and return it unchanged, so that the parsed answer can be
 * returned as is; false when unsure (zod then decides, exactly as without this check).
 * @example
 * ```ts
 * const data = acceptsAsIs(schema, value) ? value : z.parse(schema, value);
 * ```
 */
export function acceptsAsIs(schema: Schema, value: unknown): boolean {
  return compile(schema as unknown as Zod)?.(value) === true;
}

function compile(schema: Zod): Check | undefined {
  const known = compiled.get(schema);
  if (known !== undefined) return known ?? undefined;
  let check: Check | undefined;
  // A cycle met while building reaches this stand-in, which asks zod if the schema turns out unsupported.
  compiled.set(schema, (value) => check?.(value));
  check = build(schema);
  compiled.set(schema, check ?? null);
  return check;
}

/** The def holds nothing but `type`, the `keys` given, an error message and an empty check list. */
function only(def: Def, ...keys: string[]): boolean {
  return Object.keys(def).every(
    (key) =>
      key === 'type' ||
      key === 'error' ||
      keys.includes(key) ||
      (key === 'checks' && (def.checks as unknown[]).length === 0),
  );
}

function build(schema: Zod): Check | undefined {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
    case 'boolean':
      return only(def) ? (value) => typeof value === def.type : undefined;
    case 'unknown':
      return only(def) ? () => true : undefined;
    case 'number':
      if (only(def)) return (value) => Number.isFinite(value);
      // z.int(): a number schema that is its own safe-integer check.
      return def.check === 'number_format' &&
        def.format === 'safeint' &&
        only(def, 'check', 'format', 'abort')
        ? (value) => Number.isSafeInteger(value)
        : undefined;
    case 'enum':
    case 'literal':
      return only(def, 'entries', 'values') ? (value) => schema._zod.values?.has(value) : undefined;
    case 'optional':
    case 'nullable':
      return only(def, 'innerType') ? nullish(def, compile(def.innerType as Zod)) : undefined;
    case 'lazy':
      // Compiled on first use (the cache keeps it), so a cycle through it ends.
      // zod keeps the built inner schema in the def (`_cachedInner`) once it has parsed with it.
      return only(def, 'getter', '_cachedInner')
        ? (value) => compile(schema._zod.innerType as Zod)?.(value)
        : undefined;
    case 'union':
      return only(def, 'options') ? union((def.options as Zod[]).map(compile)) : undefined;
    case 'array':
      return only(def, 'element') ? array(compile(def.element as Zod)) : undefined;
    case 'record':
      return only(def, 'keyType', 'valueType') &&
        only((def.keyType as Zod)._zod.def) &&
        (def.keyType as Zod)._zod.def.type === 'string'
        ? record(compile(def.valueType as Zod))
        : undefined;
    case 'object':
      return only(def, 'shape', 'catchall') && (def.catchall as Zod | undefined)?._zod.def.type === 'unknown'
        ? object(def.shape as Record<string, Zod>)
        : undefined;
    default:
      return undefined;
  }
}

function nullish(def: Def, inner: Check | undefined): Check | undefined {
  const empty = def.type === 'optional' ? undefined : null;
  return inner && ((value) => value === empty || inner(value));
}

/** zod takes the first option that accepts, so an unsure option before any that accepts leaves it to zod. */
function union(options: (Check | undefined)[]): Check | undefined {
  if (options.includes(undefined)) return undefined;
  return (value) => {
    for (const option of options as Check[]) {
      const verdict = option(value);
      if (verdict !== false) return verdict;
    }
    return false;
  };
}

function array(element: Check | undefined): Check | undefined {
  return (
    element &&
    ((value) => {
      if (!Array.isArray(value)) return false;
      for (const item of value) {
        const verdict = element(item);
        if (verdict !== true) return verdict;
      }
      return true;
    })
  );
}

function record(entry: Check | undefined): Check | undefined {
  return (
    entry &&
    ((value) => {
      if (!isObject(value)) return false;
      // zod also judges symbol keys (a string key schema rejects them) and reads a `constructor` key.
      if (!plainObject(value) || Object.hasOwn(value, 'constructor')) return undefined;
      if (Object.getOwnPropertySymbols(value).length !== 0) return undefined;
      for (const key in value) {
        const verdict = entry(value[key]);
        if (verdict !== true) return verdict;
      }
      return true;
    })
  );
}

/** A loose object's check: every field of the shape, by zod's rules for a present, absent or optional key. */
function object(shape: Record<string, Zod>): Check | undefined {
  if (Object.getOwnPropertySymbols(shape).length !== 0) return undefined;
  const fields: [key: string, check: Check, optional: boolean][] = [];
  for (const [key, field] of Object.entries(shape)) {
    const { optin, optout } = field._zod;
    const check = compile(field);
    if (check === undefined || key === '__proto__' || optin !== optout) return undefined;
    if (optin !== undefined && optin !== 'optional') return undefined;
    fields.push([key, check, optin === 'optional']);
  }
  return (value) => {
    if (!isObject(value)) return false;
    if (!plainObject(value)) return undefined;
    for (const [key, check, optional] of fields) {
      // zod reads the key with `in` and `[]`, so an inherited key counts as present, as here.
      if (!(key in value)) {
        if (optional) continue;
        return false;
      }
      const verdict = check(value[key]);
      if (verdict !== true) return verdict;
    }
    return true;
  };
}
