// @ts-check
/**
 * The descriptor view of a document schema (`src/internal/generated-table-types.ts`): what the SDK validates. Requests
 * carry the document's rules (formats, enums, required, bounds); responses are loose with open enums. Called by
 * {@link SchemaBook} (`codegen/schemas.mjs`), which holds the models these reference.
 *
 * @typedef {import('../src/internal/generated-table-types.js').Descriptor<ModelRef>} Desc
 * @typedef {import('../src/internal/generated-table-types.js').Checks} Checks
 * @typedef {import('../src/internal/generated-table-types.js').KitName} KitName
 * @typedef {import('./schema-view.mjs').SchemaBookView} SchemaBook
 */
import { deref } from './documents.mjs';

/**
 * The descriptor of a resolved `node` (not nullable: the caller wraps it).
 * @param {SchemaBook} book
 * @returns {Desc}
 */
export function descBare(book, node, ctx) {
  const req = ctx.mode === 'req';
  if (node.allOf) {
    const merged = book.mergeAllOf(node, ctx);
    if (merged) return descBare(book, merged, ctx);
    return node.allOf.map((part) => book.desc(part, ctx)).reduce((a, b) => ['&', a, b]);
  }
  const variants = node.oneOf ?? node.anyOf;
  if (variants) {
    /** @type {[Desc, ...Desc[]]} */
    const [first, ...rest] = variants.map((part) => book.desc(part, ctx));
    return rest.length === 0 ? first : ['|', first, ...rest];
  }
  if (Array.isArray(node.enum)) return descEnum(node, req);
  switch (node.type) {
    case 'string':
      return req ? stringDesc(node) : 'S';
    case 'integer':
      return req ? withChecks('I', 'i', numberChecks(node)) : 'I';
    case 'number':
      return req ? withChecks('N', 'n', numberChecks(node)) : 'N';
    case 'boolean':
      return 'B';
    case 'array': {
      const items = node.items ? book.desc(node.items, ctx) : 'U';
      const checks = {};
      if (req && node.minItems !== undefined) checks.min = node.minItems;
      if (req && node.maxItems !== undefined) checks.max = node.maxItems;
      return Object.keys(checks).length === 0 ? ['a', items] : ['a', items, checks];
    }
    default:
      break;
  }
  if (node.properties || node.type === 'object' || node.additionalProperties) {
    return descObject(book, node, ctx);
  }
  return 'U';
}

/**
 * An object's descriptor: its fields (optional ones ending in `?`), request fields checked by the API's
 * vocabulary, or a record when it declares no field.
 * @param {SchemaBook} book
 * @returns {Desc}
 */
export function descObject(book, node, ctx) {
  const props = Object.entries(node.properties ?? {});
  if (props.length === 0) {
    const ap = node.additionalProperties;
    if (ap && typeof ap === 'object') return ['R', book.desc(ap, ctx)];
    // A parsed JSON object is a plain one, so an answer's free-form object is a loose object with no field: it
    // keeps the same keys as a record of anything would, without a record schema in the bundle. A request's
    // stays a record, which refuses a class instance or a Map the caller passes.
    return ctx.mode === 'req' ? ['R', 'U'] : ['o', {}];
  }
  // A phone number's `countryCode` is a dialling code ("234"), not an ISO country: no vocabulary rule there.
  const phone = 'number' in (node.properties ?? {});
  const required = new Set(node.required ?? []);
  /** @type {Record<string, Desc>} */
  const shape = {};
  for (const [name, prop] of props) {
    const rule =
      ctx.mode === 'req' && !(phone && name === 'countryCode')
        ? book.fieldRule(name, deref(ctx.doc, prop)[0])
        : undefined;
    /** @type {Desc | undefined} */
    const kit = rule && ['k', rule];
    // An optional field's name ends with `?`.
    shape[required.has(name) ? name : `${name}?`] = kit
      ? deref(ctx.doc, prop)[0].nullable
        ? ['?', kit]
        : kit
      : book.desc(prop, ctx);
  }
  return ['o', shape];
}

/**
 * A descriptor with `checks` (`{ re, min, max }`), or the plain scalar when there are none.
 * @param {'I' | 'N'} plain
 * @param {'i' | 'n'} tag
 * @param {Checks} checks
 * @returns {Desc}
 */
export function withChecks(plain, tag, checks) {
  return Object.keys(checks).length === 0 ? plain : [tag, checks];
}

/** @returns {{ min?: number, max?: number }} */
export function numberChecks(node) {
  /** @type {{ min?: number, max?: number }} */
  const checks = {};
  if (node.minimum !== undefined) checks.min = node.minimum;
  if (node.maximum !== undefined) checks.max = node.maximum;
  return checks;
}

/**
 * An enum: closed in requests; open in responses (a new server value never breaks a caller).
 * @returns {Desc}
 */
export function descEnum(node, req) {
  const values = node.enum.filter((v) => v !== null);
  if (values.every((v) => typeof v === 'string')) return [req ? 'e' : 'E', values];
  if (req) return ['L', values];
  return ['L', values, typeof values[0] === 'number' ? 'N' : 'U'];
}

/**
 * The kit schema of a string format, by the descriptor's name.
 * @type {Record<string, KitName | undefined>}
 */
export const FORMATS = { uuid: 'uuid', date: 'date', 'date-time': 'dateTime', email: 'email', uri: 'url' };

/**
 * A request string: its format, pattern and length rules.
 * @returns {Desc}
 */
export function stringDesc(node) {
  const format = FORMATS[node.format];
  if (node.pattern === '^[A-Z]{2}$' && !format) return ['k', 'country'];
  if (node.pattern === '^[A-Z]{3}$' && !format) return ['k', 'currency'];
  /** @type {{ re?: string, min?: number, max?: number }} */
  const checks = {};
  if (node.pattern !== undefined) checks.re = node.pattern;
  if (node.minLength !== undefined) checks.min = node.minLength;
  if (node.maxLength !== undefined) checks.max = node.maxLength;
  const none = Object.keys(checks).length === 0;
  if (format) return none ? ['k', format] : ['k', format, checks];
  return none ? 'S' : ['s', checks];
}

/** A reference to a named model in a descriptor, resolved by model name when the tables are rendered. */
export class ModelRef {
  constructor(key) {
    this.key = key;
  }
}
