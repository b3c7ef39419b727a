// @ts-check
/**
 * The TypeScript view of a document schema: the types users see. Called by {@link SchemaBook}
 * (`codegen/schemas.mjs`); the agreement test (`codegen/agreement.mjs`) checks it against the descriptor view.
 *
 * @typedef {import('./schema-view.mjs').SchemaBookView} SchemaBook
 */
import { deref } from './documents.mjs';
import { key } from './identifiers.mjs';

/**
 * The TypeScript type of a resolved `node` (not nullable: the caller adds `| null`).
 * @param {SchemaBook} book
 * @returns {string}
 */
export function tsBare(book, node, ctx) {
  const req = ctx.mode === 'req';
  if (node.allOf) {
    const merged = book.mergeAllOf(node, ctx);
    if (merged) return tsBare(book, merged, ctx);
    return node.allOf.map((part) => paren(book.ts(part, ctx))).join(' & ');
  }
  const variants = node.oneOf ?? node.anyOf;
  if (variants) return variants.map((part) => paren(book.ts(part, ctx))).join(' | ');
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
      return `${paren(node.items ? book.ts(node.items, ctx) : 'unknown')}[]`;
    default:
      break;
  }
  if (node.properties || node.type === 'object' || node.additionalProperties) {
    const props = Object.entries(node.properties ?? {});
    if (props.length === 0) {
      const ap = node.additionalProperties;
      return `Record<string, ${ap && typeof ap === 'object' ? book.ts(ap, ctx) : 'unknown'}>`;
    }
    const required = new Set(node.required ?? []);
    const lines = props.map(([name, prop]) => {
      const path = ctx.path ? `${ctx.path}.${name}` : name;
      const written = ctx.fields?.[path];
      if (written !== undefined) ctx.used?.add(path);
      const line = written ?? ctx.inherit?.(path);
      count(ctx.stats, line !== undefined, required.has(name));
      const doc = fieldComment(line, deref(ctx.doc, prop)[0]);
      // `| undefined` on optional fields: the projects of users with `exactOptionalPropertyTypes` may pass it.
      const type = book.ts(prop, { ...ctx, path });
      return `${doc}${key(name)}${required.has(name) ? `: ${type}` : `?: ${type} | undefined`};`;
    });
    // No index signature: a response keeps unknown keys at runtime (ADR 0010), but its type names only the
    // documented fields, so a misspelled field does not compile.
    return `{\n${lines.join('\n')}\n}`;
  }
  return 'unknown';
}

export function paren(type) {
  return /[|&]/.test(type) && !type.startsWith('{') ? `(${type})` : type;
}

/** Counts a rendered field in `stats` (when the caller asked for counts). */
export function count(stats, described, required) {
  if (!stats) return;
  stats.fields++;
  if (described) stats.described++;
  if (required) stats.required++;
}

/** A field's TSDoc: its description (when written) and then its machine-readable facts, or nothing. */
export function fieldComment(line, node) {
  const facts = factsOf(node);
  const text = [line?.replace(/\s+/g, ' ').trim(), facts].filter(Boolean).join(' ');
  return text === '' ? '' : `/** ${text.replaceAll('*/', '*\\/')} */\n`;
}

/** The machine-readable facts of a field (format, bounds, default) as one line, or `''`. */
export function factsOf(node) {
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
