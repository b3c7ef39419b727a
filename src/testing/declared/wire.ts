import type { Schema } from '../../internal/schema-kit.js';

/* Small helpers over the SDK's zod schemas and wire objects, shared by the declared routes. */

/** A JSON object as it travels. */
export type Wire = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: zod's definitions are read structurally here.
export type Def = any;
/** The zod definition of a schema. */
export const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function unwrap(schema: Schema): Def {
  let def = defOf(schema);
  while (['optional', 'nullable', 'lazy', 'pipe', 'default', 'readonly'].includes(def.type)) {
    def = defOf(def.type === 'lazy' ? def.getter() : def.type === 'pipe' ? def.in : def.innerType);
  }
  return def;
}

export function objectShape(schema: Schema): Record<string, Schema> | undefined {
  const def = unwrap(schema);
  return def.type === 'object' ? def.shape : undefined;
}

export function resolve(template: string, params: Record<string, string>): string {
  let i = 0;
  const values = Object.values(params);
  return template.replace(/\{\}/g, () => encodeURIComponent(values[i++] ?? ''));
}

/** The singular noun of a collection's last path segment, for messages (`beneficiaries` → `beneficiary`). */
export function nounOf(collection: string): string {
  const plural = collection.split('/').at(-1) ?? 'record';
  return plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');
}

export function camelOf(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function isObject(value: unknown): value is Wire {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function withoutUndefined(value: Wire): Wire {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
