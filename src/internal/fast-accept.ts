import { safeIntCheck } from './schema-kit.js';
import type { Schema } from './validation.js';

/*
 * A fast accept path for answers: a walk of the value along the zod schema's own definition (`_zod.def`), run
 * before zod. It is true only when zod would certainly accept the value AND hand it back unchanged; false leaves
 * the decision, and its issues, to zod exactly as before (it may be stricter than zod, never looser). It knows
 * the forms the answer schemas are made of: string, number, integer, boolean, unknown, array, loose object,
 * optional, nullable. Any other form (a refinement, a pattern, a default, a strict object, a record, a union, an
 * enum, a lazy schema...) answers false, and zod judges. Few forms and no compiled closures keep it small: every
 * bundle that makes a call carries it.
 */

type Def = Readonly<Record<string, unknown>> & { readonly type: string };
interface Zod {
  readonly _zod: { readonly def: Def; readonly optin?: string; readonly optout?: string };
}

/** The form of each def met (`string1`, `object3unknown0`), worked out once. */
const forms = /* @__PURE__ */ new WeakMap<Def, string>();

/**
 * A def's form: its type, number of keys (an empty check list aside), and for an object its catchall's type and
 * number of symbol keys (JSON has none, so zod refuses any answer where a shape requires one). The keys each form
 * needs are always there, so a def holding one more (a check, a coercion, a mode, a custom error) matches none.
 */
function formOf(def: Def): string {
  let form = forms.get(def);
  if (form === undefined) {
    form =
      def.type +
      (Object.keys(def).length - +((def.checks as unknown[] | undefined)?.length === 0)) +
      ((def.catchall as Zod | undefined)?._zod.def.type ?? '') +
      (def.shape ? Object.getOwnPropertySymbols(def.shape).length : '');
    forms.set(def, form);
  }
  return form;
}

/**
 * An object zod copies key by key and returns equal: a plain `{}`, as JSON.parse makes, with no own `__proto__`
 * (a key zod drops).
 */
const plainObject = (value: unknown): value is Record<string, unknown> =>
  // A primitive's prototype is its wrapper's, an array's Array.prototype: only an object has Object.prototype.
  value != null && Object.getPrototypeOf(value) === Object.prototype && !Object.hasOwn(value, '__proto__');

/**
 * True when zod would accept `value` against `schema` and return it unchanged, so that the parsed answer can be
 * returned as is; false when unsure (zod then decides, exactly as without this check).
 * @example
 * ```ts
 * const data = acceptsAsIs(schema, value) ? value : z.parse(schema, value);
 * ```
 */
export function acceptsAsIs(schema: Schema, value: unknown): boolean {
  const def = (schema as unknown as Zod)._zod.def;
  switch (formOf(def)) {
    case 'string1':
    case 'boolean1':
      return typeof value === def.type;
    case 'number1':
      return Number.isFinite(value);
    case 'number2': {
      // The kit's integer (`intSchema`): a number whose one check is the kit's safe-integer check.
      const checks = def.checks as readonly { _zod: { check: unknown } }[];
      return checks.length === 1 && checks[0]?._zod.check === safeIntCheck && Number.isSafeInteger(value);
    }
    case 'unknown1':
      return true;
    case 'optional2':
    case 'nullable2':
      return (
        value === (def.type === 'nullable' ? null : undefined) || acceptsAsIs(def.innerType as Schema, value)
      );
    case 'array2':
      // A loop, not `every`, which would skip the holes zod reads.
      if (!Array.isArray(value)) return false;
      for (const item of value) if (!acceptsAsIs(def.element as Schema, item)) return false;
      return true;
    case 'object3unknown0':
      if (!plainObject(value)) return false;
      // zod reads a key with `in` and `[]` (an inherited key counts as present). An absent key is left out of
      // zod's copy only for a plainly optional field (a default, for one, would be filled in).
      for (const key in def.shape as object) {
        const field = (def.shape as Record<string, Zod>)[key] as Zod;
        if (
          key in value
            ? !acceptsAsIs(field as unknown as Schema, value[key])
            : field._zod.optin !== 'optional' || field._zod.optout !== 'optional'
        ) {
          return false;
        }
      }
      return true;
  }
  return false;
}
