// @ts-check
/**
 * Turns OpenAPI schema objects into two views of the same facts: a schema descriptor (data the SDK turns into
 * zod/mini on first use, `src/internal/schema-table.ts`) and a TypeScript type. Responses are loose objects with open enums and no format checks (a new server
 * value never breaks a caller); requests are checked with the document's own rules (formats, enums, required,
 * min/max) so a bad input never leaves the process.
 */
import { deref } from './documents.mjs';
import { pascal } from './identifiers.mjs';
import { descBare, ModelRef } from './schema-descriptors.mjs';
import { tsBare } from './schema-types.mjs';

export { ModelRef };

/**
 * A descriptor as the generator first writes it: the grammar of `src/internal/generated-table-types.ts`, with a
 * {@link ModelRef} where a named model is used (resolved to `['m', name]` or `['r', table, name]` when the
 * tables are rendered, or written in place).
 * @typedef {import('../src/internal/generated-table-types.js').Descriptor<ModelRef>} Desc
 * @typedef {import('../src/internal/generated-table-types.js').Checks} Checks
 * @typedef {import('../src/internal/generated-table-types.js').KitName} KitName
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
  fieldRule(name, node) {
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
   * @param {{ fields?: Record<string, string>, used?: Set<string>, stats?: Record<string, number>,
   *   inherit?: (path: string) => string | undefined }} extra
   */
  rerender(model, extra) {
    this.#render(model, extra);
  }

  /** The top-level properties of an object model (`allOf` parts merged), or `undefined` for other shapes. */
  objectOf(model) {
    const ctx = { doc: model.doc, mode: model.mode, file: model.file, refs: new Set() };
    const [node] = this.resolve(model.doc, model.node);
    const merged = node.allOf ? this.mergeAllOf(node, ctx) : node;
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
    const inner = descBare(this, node, ctx);
    return node.nullable === true ? ['?', inner] : inner;
  }

  /** `allOf` of objects as one object (properties and required lists merged); `undefined` if not all objects. */
  mergeAllOf(node, ctx) {
    const parts = node.allOf.map((part) => this.resolve(ctx.doc, part));
    const flat = parts.map(([part, name]) => {
      const merged = part.allOf ? this.mergeAllOf(part, ctx) : part;
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
    const inner = tsBare(this, node, ctx);
    return node.nullable === true ? `${inner} | null` : inner;
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

export { MODES };
