// @ts-check
/**
 * Turns OpenAPI schema objects into two views of the same facts: a schema descriptor (data the SDK turns into
 * zod/mini on first use, `src/internal/schema-table.ts`) and a TypeScript type. Responses are loose objects with open enums and no format checks (a new server
 * value never breaks a caller); requests are checked with the document's own rules (formats, enums, required,
 * min/max) so a bad input never leaves the process.
 */
import { deref } from './documents.mjs';

/**
 * A descriptor as the generator first writes it: the grammar of `src/internal/table-grammar.ts`, with a
 * {@link ModelRef} where a named model is used (resolved to `['m', name]` or `['r', table, name]` when the
 * tables are rendered, or written in place).
 * @typedef {import('../src/internal/table-grammar.js').Descriptor<ModelRef>} Desc
 * @typedef {import('../src/internal/table-grammar.js').Checks} Checks
 * @typedef {import('../src/internal/table-grammar.js').KitName} KitName
 */

/** Where a schema is used: `res` (parsed from a 2xx) or `req` (validated before sending). */
const MODES = ['res', 'req'];

const DOC_PREFIX = {
  'workforce-management': '',
  'statutory-compliance': 'Statutory',
  'embedded-payments': 'Payments',
  'embedded-consumer-wallets': 'Wallet',
  'global-tax': 'Tax',
};

export function pascal(text) {
  return text
    .replace(/[^A-Za-z0-9]+(.)/g, (_, c) => c.toUpperCase())
    .replace(/[^A-Za-z0-9]/g, '')
    .replace(/^./, (c) => c.toUpperCase());
}

export function camel(text) {
  const p = pascal(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
export const key = (name) => (IDENT.test(name) ? name : JSON.stringify(name));

function isObjectLike(node) {
  return (
    node.type === 'object' ||
    node.properties !== undefined ||
    node.allOf !== undefined ||
    node.oneOf !== undefined ||
    node.anyOf !== undefined
  );
}

/** Whether a component deserves a name of its own (objects, unions, enums) or is inlined (plain scalars). */
function isNamed(node) {
  return isObjectLike(node) || (Array.isArray(node.enum) && node.enum.length > 1);
}

/** Registry of the named models, and the emitter of expressions that reference them. */
export class SchemaBook {
  /** key `doc#component#mode` → model */
  #models = new Map();
  /** public name → model key, to keep names unique */
  #byName = new Map();
  #renames;
  #patches;
  /** Names chosen by the fallback rule, for the overlay's author. */
  warnings = [];

  /**
   * @param {{ renames: Record<string, string>, patches: Record<string, (node: any) => object>,
   *   fieldRules?: Record<string, KitName> }} overlay
   *   names for components (`doc#Component#mode` → name) and corrections of document defects.
   */
  constructor(overlay) {
    this.#renames = overlay.renames;
    this.#patches = overlay.patches;
    this.#fieldRules = overlay.fieldRules ?? {};
  }

  #fieldRules;

  /** A request field's validator chosen by its name (the API's vocabulary), or `undefined`. */
  #fieldRule(name, node) {
    const plain = node.type === 'string' && !node.format && !node.enum && !node.pattern;
    if (!plain) return undefined;
    for (const [pattern, expr] of Object.entries(this.#fieldRules))
      if (new RegExp(pattern).test(name)) return expr;
    return isIdField(name, node) ? 'id' : undefined;
  }

  /** Every named model, in registration order (stable, so output diffs stay small). */
  get models() {
    return [...new Set(this.#models.values())];
  }

  /** Names a model by hand (a per-operation params or response type) and returns it. */
  define(name, doc, node, mode, file, summary, descKey) {
    const existing = this.#models.get(this.#byName.get(name));
    if (existing) {
      // Two operations answering the same shape under one name (`balances.list`, `businesses.balances.list`).
      if (existing.mode === mode && JSON.stringify(existing.node) === JSON.stringify(node)) {
        if (descKey) existing.descKeys.push(descKey);
        return existing;
      }
      throw new Error(`model name ${name} defined twice with different shapes`);
    }
    const descKeys = descKey ? [descKey] : [];
    const model = { key: `#${name}`, name, doc, node, mode, file, summary, descKeys };
    this.#byName.set(name, model.key);
    this.#models.set(model.key, model);
    this.#render(model);
    return model;
  }

  #component(doc, component, mode, file) {
    const modelKey = `${doc.name}#${component}#${mode}`;
    const existing = this.#models.get(modelKey);
    if (existing) return existing;
    const [raw] = deref(doc, { $ref: `#/components/schemas/${component}` });
    const node = this.#patch(`${doc.name}#${component}`, raw);
    let name = this.#renames[modelKey] ?? pascal(component) + (mode === 'req' ? 'Input' : '');
    const clash = this.#byName.get(name);
    if (clash) {
      const other = this.#models.get(clash);
      // The same component published by two documents: one model.
      if (other.mode === mode && JSON.stringify(other.node) === JSON.stringify(node)) {
        this.#models.set(modelKey, other);
        if (!other.descKeys.includes(`${doc.name}#${component}`))
          other.descKeys.push(`${doc.name}#${component}`);
        return other;
      }
      const base = `${DOC_PREFIX[doc.name]}${name}`;
      name = base;
      for (let n = 2; this.#byName.has(name); n++) name = `${base}${n}`;
      if (name !== base) this.warnings.push(`${modelKey} named ${name} (add a rename to the overlay)`);
    }
    const model = {
      key: modelKey,
      name,
      doc,
      node,
      mode,
      file,
      summary: `The \`${component}\` model of the ${doc.name} API description${mode === 'req' ? ', as sent' : ''}.`,
      descKeys: [`${doc.name}#${component}`],
    };
    this.#byName.set(name, modelKey);
    this.#models.set(modelKey, model);
    this.#render(model);
    return model;
  }

  /** Follows a `$ref` like `deref`, with the overlay's correction of the target component applied. */
  resolve(doc, node) {
    const [target, component] = deref(doc, node);
    return [component ? this.#patch(`${doc.name}#${component}`, target) : target, component];
  }

  #patch(where, node) {
    const patch = this.#patches[where];
    return patch ? patch(structuredClone(node)) : node;
  }

  #render(model, extra = {}) {
    model.refs ??= new Set();
    const ctx = { doc: model.doc, mode: model.mode, file: model.file, refs: model.refs, path: '', ...extra };
    model.desc = this.desc(model.node, ctx);
    model.ts = this.ts(model.node, ctx, true);
  }

  /**
   * Renders a model again once every model is known: with its node changed by the required-field rule, and
   * with `fields` (field path → one line) from the descriptions; `used` collects the paths found and `stats`
   * counts the fields rendered (`fields`, `described`, `required`).
   * @param {object} model
   * @param {{ fields?: Record<string, string>, used?: Set<string>, stats?: Record<string, number> }} extra
   */
  rerender(model, extra) {
    this.#render(model, extra);
  }

  /** The top-level properties of an object model (`allOf` parts merged), or `undefined` for other shapes. */
  objectOf(model) {
    const ctx = { doc: model.doc, mode: model.mode, file: model.file, refs: new Set() };
    const [node] = this.resolve(model.doc, model.node);
    const merged = node.allOf ? this.#mergeAllOf(node, ctx) : node;
    return merged?.properties ? merged : undefined;
  }

  /** The model of a `$ref` to a named component, or `undefined` (an inline shape, or an inlined scalar). */
  refName(doc, node, mode, file) {
    return this.#refModel(node, { doc, mode, file, refs: new Set() });
  }

  /** The referenced component as a model, or `undefined` when it is inlined. */
  #refModel(node, ctx) {
    if (!node.$ref) return undefined;
    const [target, component] = deref(ctx.doc, node);
    if (!component || !isNamed(target)) return undefined;
    const model = this.#component(ctx.doc, component, ctx.mode, ctx.file);
    ctx.refs.add(model);
    return model;
  }

  /** A schema descriptor for `node` (`src/internal/schema-table.ts`); named models are {@link ModelRef}s. */
  /** @returns {Desc} */
  desc(rawNode, ctx) {
    if (rawNode['x-schema']) return rawNode['x-schema'];
    const model = this.#refModel(rawNode, ctx);
    if (model) return new ModelRef(model.key);
    const [node] = this.resolve(ctx.doc, rawNode);
    const inner = this.#descBare(node, ctx);
    return node.nullable === true ? ['?', inner] : inner;
  }

  /** @returns {Desc} */
  #descBare(node, ctx) {
    const req = ctx.mode === 'req';
    if (node.allOf) {
      const merged = this.#mergeAllOf(node, ctx);
      if (merged) return this.#descBare(merged, ctx);
      return node.allOf.map((part) => this.desc(part, ctx)).reduce((a, b) => ['&', a, b]);
    }
    const variants = node.oneOf ?? node.anyOf;
    if (variants) {
      /** @type {[Desc, ...Desc[]]} */
      const [first, ...rest] = variants.map((part) => this.desc(part, ctx));
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
        const items = node.items ? this.desc(node.items, ctx) : 'U';
        const checks = {};
        if (req && node.minItems !== undefined) checks.min = node.minItems;
        if (req && node.maxItems !== undefined) checks.max = node.maxItems;
        return Object.keys(checks).length === 0 ? ['a', items] : ['a', items, checks];
      }
      default:
        break;
    }
    if (node.properties || node.type === 'object' || node.additionalProperties) {
      return this.#descObject(node, ctx);
    }
    return 'U';
  }

  /** @returns {Desc} */
  #descObject(node, ctx) {
    const props = Object.entries(node.properties ?? {});
    if (props.length === 0) {
      const ap = node.additionalProperties;
      return ['R', ap && typeof ap === 'object' ? this.desc(ap, ctx) : 'U'];
    }
    // A phone number's `countryCode` is a dialling code ("234"), not an ISO country: no vocabulary rule there.
    const phone = 'number' in (node.properties ?? {});
    const required = new Set(node.required ?? []);
    /** @type {Record<string, Desc>} */
    const shape = {};
    for (const [name, prop] of props) {
      const rule =
        ctx.mode === 'req' && !(phone && name === 'countryCode')
          ? this.#fieldRule(name, deref(ctx.doc, prop)[0])
          : undefined;
      /** @type {Desc | undefined} */
      const kit = rule && ['k', rule];
      // An optional field's name ends with `?`.
      shape[required.has(name) ? name : `${name}?`] = kit
        ? deref(ctx.doc, prop)[0].nullable
          ? ['?', kit]
          : kit
        : this.desc(prop, ctx);
    }
    return ['o', shape];
  }

  /** `allOf` of objects as one object (properties and required lists merged); `undefined` if not all objects. */
  #mergeAllOf(node, ctx) {
    const parts = node.allOf.map((part) => this.resolve(ctx.doc, part));
    const flat = parts.map(([part, name]) => {
      const merged = part.allOf ? this.#mergeAllOf(part, ctx) : part;
      // A response built on a request schema (`allOf: [CreatePersonRequest, …]`) does not inherit what the
      // request requires: that list is what callers must send, not what every answer carries.
      return merged && ctx.mode === 'res' && /Request$/.test(name ?? '')
        ? { ...merged, required: [] }
        : merged;
    });
    if (!flat.every((part) => part && (part.properties || part.type === 'object'))) return undefined;
    /** @type {{ type: string, properties: Record<string, object>, required: string[], nullable?: boolean }} */
    const merged = { type: 'object', properties: {}, required: [] };
    for (const part of [...flat, { properties: node.properties, required: node.required }]) {
      Object.assign(merged.properties, part.properties ?? {});
      merged.required.push(...(part.required ?? []));
    }
    if (node.nullable) merged.nullable = true;
    return merged;
  }

  /** A TypeScript type for `node`; `top` renders an object body for an interface. */
  ts(rawNode, ctx, top = false) {
    if (rawNode['x-ts']) return rawNode['x-ts'];
    const model = top ? undefined : this.#refModel(rawNode, ctx);
    if (model) return model.name;
    const [node] = this.resolve(ctx.doc, rawNode);
    const inner = this.#tsBare(node, ctx);
    return node.nullable === true ? `${inner} | null` : inner;
  }

  #tsBare(node, ctx) {
    const req = ctx.mode === 'req';
    if (node.allOf) {
      const merged = this.#mergeAllOf(node, ctx);
      if (merged) return this.#tsBare(merged, ctx);
      return node.allOf.map((part) => paren(this.ts(part, ctx))).join(' & ');
    }
    const variants = node.oneOf ?? node.anyOf;
    if (variants) return variants.map((part) => paren(this.ts(part, ctx))).join(' | ');
    if (Array.isArray(node.enum)) {
      const values = node.enum.filter((v) => v !== null).map((v) => JSON.stringify(v));
      if (!req) values.push(typeof node.enum[0] === 'number' ? '(number & {})' : '(string & {})');
      return values.join(' | ');
    }
    switch (node.type) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'array':
        return `${paren(node.items ? this.ts(node.items, ctx) : 'unknown')}[]`;
      default:
        break;
    }
    if (node.properties || node.type === 'object' || node.additionalProperties) {
      const props = Object.entries(node.properties ?? {});
      if (props.length === 0) {
        const ap = node.additionalProperties;
        return `Record<string, ${ap && typeof ap === 'object' ? this.ts(ap, ctx) : 'unknown'}>`;
      }
      const required = new Set(node.required ?? []);
      const lines = props.map(([name, prop]) => {
        const path = ctx.path ? `${ctx.path}.${name}` : name;
        const line = ctx.fields?.[path];
        if (line !== undefined) ctx.used?.add(path);
        count(ctx.stats, line !== undefined, required.has(name));
        const doc = fieldComment(line, deref(ctx.doc, prop)[0]);
        // `| undefined` on optional fields: the projects of users with `exactOptionalPropertyTypes` may pass it.
        const type = this.ts(prop, { ...ctx, path });
        return `${doc}${key(name)}${required.has(name) ? `: ${type}` : `?: ${type} | undefined`};`;
      });
      // No index signature: a response keeps unknown keys at runtime (ADR 0010), but its type names only the
      // documented fields, so a misspelled field does not compile.
      return `{\n${lines.join('\n')}\n}`;
    }
    return 'unknown';
  }
}

/** A request identifier the documents type as a bare string: at least not empty. */
export function isIdField(name, node) {
  return (
    /(^id$|Id$|_id$)/.test(name) &&
    node.type === 'string' &&
    !node.format &&
    !node.enum &&
    !node.pattern &&
    !node.nullable
  );
}

function paren(type) {
  return /[|&]/.test(type) && !type.startsWith('{') ? `(${type})` : type;
}

/**
 * A descriptor with `checks` (`{ re, min, max }`), or the plain scalar when there are none.
 * @param {'I' | 'N'} plain
 * @param {'i' | 'n'} tag
 * @param {Checks} checks
 * @returns {Desc}
 */
function withChecks(plain, tag, checks) {
  return Object.keys(checks).length === 0 ? plain : [tag, checks];
}

/** @returns {{ min?: number, max?: number }} */
function numberChecks(node) {
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
function descEnum(node, req) {
  const values = node.enum.filter((v) => v !== null);
  if (values.every((v) => typeof v === 'string')) return [req ? 'e' : 'E', values];
  if (req) return ['L', values];
  return ['L', values, typeof values[0] === 'number' ? 'N' : 'U'];
}

/**
 * The kit schema of a string format, by the descriptor's name.
 * @type {Record<string, KitName | undefined>}
 */
const FORMATS = { uuid: 'uuid', date: 'date', 'date-time': 'dateTime', email: 'email', uri: 'url' };

/**
 * A request string: its format, pattern and length rules.
 * @returns {Desc}
 */
function stringDesc(node) {
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

/** Counts a rendered field in `stats` (when the caller asked for counts). */
function count(stats, described, required) {
  if (!stats) return;
  stats.fields++;
  if (described) stats.described++;
  if (required) stats.required++;
}

/** A field's TSDoc: its description (when written) and then its machine-readable facts, or nothing. */
function fieldComment(line, node) {
  const facts = factsOf(node);
  const text = [line?.replace(/\s+/g, ' ').trim(), facts].filter(Boolean).join(' ');
  return text === '' ? '' : `/** ${text.replaceAll('*/', '*\\/')} */\n`;
}

/** The machine-readable facts of a field (format, bounds, default) as one line, or `''`. */
function factsOf(node) {
  const facts = [];
  if (node.format) facts.push(`Format \`${node.format}\`.`);
  if (node.pattern) facts.push(`Pattern \`${node.pattern}\`.`);
  if (node.minimum !== undefined || node.maximum !== undefined) {
    facts.push(`Range ${node.minimum ?? '…'} to ${node.maximum ?? '…'}.`);
  }
  if (node.maxLength !== undefined) facts.push(`At most ${node.maxLength} characters.`);
  if (node.default !== undefined) facts.push(`Default \`${JSON.stringify(node.default)}\`.`);
  return facts.join(' ');
}

export { MODES };
