#!/usr/bin/env node
/**
 * Part of `npm run generate`: writes `src/testing/declared/openapi-facts.ts`, what the API's documents say
 * about each field of their responses (format, enum, examples), so that the simulator draws documented,
 * valid values without reading the documents at run time. `--check` writes nothing and fails when the
 * committed table differs from the documents.
 *
 * A field is named by its path from the response's root (`^incorporation.date`), when short, and by its
 * last three, two and one property names; the simulator looks them up in that order. A name whose documented
 * facts disagree between schemas (a `date` that is a date in one and a date-time in another) keeps only what
 * they share.
 * Corrections of the documents' contradictions come from `codegen/openapi-corrections.mjs`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { OPENAPI_CORRECTIONS } from '../codegen/openapi-corrections.mjs';

const OPENAPI = fileURLToPath(new URL('../openapi/', import.meta.url));
const TABLE = fileURLToPath(new URL('../src/testing/declared/openapi-facts.ts', import.meta.url));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const MAX_EXAMPLES = 6;

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const pointer = (doc, ref) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce(
      (node, part) => (isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      doc,
    );

/** The schema of a `$ref` chain, with the decisions about that component applied. */
function deref(doc, file, schema) {
  let node = schema;
  let ref;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 8; hops += 1) {
    ref = node.$ref;
    node = pointer(doc, node.$ref);
  }
  const decision = ref && OPENAPI_CORRECTIONS.find((d) => d.document === file && `#${d.pointer}` === ref);
  return decision ? decision.apply(node) : node;
}

/** Facts by field name: `format`, `enum` and scalar `examples`. */
function collect() {
  const facts = new Map();
  const note = (name, schema) => {
    const entries = facts.get(name) ?? [];
    entries.push(schema);
    facts.set(name, entries);
  };
  for (const file of readdirSync(OPENAPI)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const doc = parse(readFileSync(`${OPENAPI}${file}`, 'utf8'));
    const seen = new Set();
    const walk = (raw, path, depth) => {
      const schema = deref(doc, file, raw);
      if (!isObject(schema) || depth > 12 || seen.has(schema)) return;
      seen.add(schema);
      for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
        walk(part, path, depth + 1);
      if (schema.items) walk(schema.items, path, depth + 1);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const field = deref(doc, file, property);
        if (!isObject(field)) continue;
        const at = [...path, name];
        for (const key of keysOf(at)) note(key, field);
        walk(property, at, depth + 1);
      }
      seen.delete(schema);
    };
    for (const item of Object.values(doc.paths ?? {}))
      for (const method of METHODS)
        for (const response of Object.values(item?.[method]?.responses ?? {})) {
          const resolved = deref(doc, file, response);
          for (const media of Object.values(resolved?.content ?? {}))
            if (media?.schema) walk(media.schema, [], 0);
        }
  }
  return facts;
}

/**
 * The names a field is known by: its path from the response's root (`^incorporation.date`) when short, then
 * its last three, two and one property names (`entity.incorporation.date`, `incorporation.date`, `date`).
 */
function keysOf(path) {
  const keys = path.length <= 3 ? [`^${path.join('.')}`] : [];
  for (let n = Math.min(3, path.length); n >= 1; n -= 1) keys.push(path.slice(-n).join('.'));
  return keys;
}

const scalar = (v) => ['string', 'number', 'boolean'].includes(typeof v);

/** What every schema of a name agrees on. */
function agreed(schemas) {
  const out = {};
  const types = new Set(schemas.map((s) => s.type));
  if (types.size === 1 && typeof schemas[0].type === 'string') out.type = schemas[0].type;
  const formats = new Set(schemas.map((s) => s.format));
  if (formats.size === 1 && schemas[0].format !== undefined) out.format = schemas[0].format;
  const enums = new Set(schemas.map((s) => JSON.stringify(s.enum ?? null)));
  if (enums.size === 1 && Array.isArray(schemas[0].enum)) out.enum = schemas[0].enum.filter(scalar);
  const examples = [];
  if (formats.size > 1) return Object.keys(out).length === 0 ? undefined : out;
  for (const s of schemas)
    if (scalar(s.example) && !examples.includes(s.example) && (!s.enum || s.enum.includes(s.example)))
      examples.push(s.example);
  if (examples.length > 0) out.examples = examples.slice(0, MAX_EXAMPLES);
  return Object.keys(out).length === 0 ? undefined : out;
}

/** The key looked up after `key` when `key` is not in the table. */
function fallbackOf(key) {
  if (key.startsWith('^')) return key.slice(1).split('.').slice(-3).join('.');
  const parts = key.split('.');
  return parts.length > 1 ? parts.slice(1).join('.') : undefined;
}

/** A JavaScript string literal in single quotes, the way the formatter writes it. */
const singleQuoted = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function render(facts) {
  const agreedFacts = new Map([...facts].map(([name, schemas]) => [name, agreed(schemas)]));
  const text = (key) => JSON.stringify(agreedFacts.get(key));
  // A key whose facts are those of the key looked up after it adds nothing.
  const rows = [...agreedFacts]
    .filter(([, fact]) => fact !== undefined)
    .filter(([name]) => {
      const fallback = fallbackOf(name);
      return fallback === undefined || text(fallback) !== text(name);
    })
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `// Generated by scripts/build-document-facts.mjs from openapi/ and codegen/openapi-corrections.mjs. Do not edit.

/** What the API's documents say about one response field. */
export interface DocumentFact {
  readonly type?: string;
  readonly format?: string;
  readonly enum?: readonly (string | number | boolean)[];
  readonly examples?: readonly (string | number | boolean)[];
}

/** Documented facts by field name (\`^root.path\`, then the last three, two and one property names). */
export const DOCUMENT_FACTS: Readonly<Record<string, DocumentFact>> = JSON.parse(
  ${singleQuoted(JSON.stringify(Object.fromEntries(rows)))},
);
`;
}

const text = render(collect());
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(TABLE, 'utf8');
  } catch {}
  if (current !== text) {
    console.error('src/testing/declared/openapi-facts.ts is out of date: run npm run generate');
    process.exit(1);
  }
} else writeFileSync(TABLE, text);
