// @ts-check
/**
 * The arguments of each method's `@example`: its path ids and the fields its params require, with values drawn
 * from the request schemas (a documented example, else the first enum value, else one of the field's format)
 * and, where the documents give none, a plausible value chosen by the field's name. Optional fields are left
 * out: the example shows the least a call needs.
 */
import { createHash } from 'node:crypto';

/** Values for required fields the documents give no example, enum or format for, by field name. */
const BY_NAME = {
  currency: 'USD',
  sourceCurrency: 'USD',
  destinationCurrency: 'MXN',
  countryCode: 'MX',
  country: 'MX',
  firstName: 'Ana',
  lastName: 'García',
  name: 'Ana García',
  email: 'ana.garcia@example.com',
  contentType: 'application/pdf',
  fileName: 'contract.pdf',
  reason: 'Annual review',
  description: 'January 2026 payroll',
  title: 'Software Engineer',
  value: '1250.00',
  fields: { taxId: 'XAXX010101000' },
  code: 'BCMRMXMM',
};

/** A uuid that looks like one the API issues, the same on every run (derived from the argument's name). */
export function exampleUuid(seed) {
  const hex = createHash('sha256').update(seed).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The example's arguments of `op`: `{ path: string[], params: object | undefined }`; `params` is `undefined`
 * when the method takes none, and `{}` when it takes an object whose fields are all optional (then the
 * example leaves it out unless the argument is required).
 */
export function exampleArgs(op, book) {
  const path = op.pathParams.map((p) => pathValue(p));
  if (!op.params) return { path, params: undefined };
  // Optional params are shown only with the fields the documents require.
  const [node] = book.resolve(op.params.doc, op.params.node);
  if (op.paramsArg !== 'params' && !(node.required?.length > 0)) return { path, params: {} };
  const value = exampleOf(book, op.params.doc, op.params.node, op.name, 0) ?? {};
  // The interface spec's rule beside the schema: a business or a person must be named.
  if (op.paramsSchema === 'requireBusinessOrPerson') value.businessId ??= exampleUuid('businessId');
  if (!op.file) return { path, params: value };
  // A method that answers a file also shows the call that asks for one (its param's first documented value).
  const [param] = book.resolve(op.params.doc, node.properties?.[op.file.param] ?? {});
  return {
    path,
    params: value,
    file: { ...value, [op.file.param]: exampleOf(book, op.params.doc, param, op.file.param, 1) },
  };
}

function pathValue(param) {
  const schema = param.schema ?? {};
  if (schema.pattern === '^[A-Z]{2}$' || /countryCode$/i.test(param.wire)) return 'MX';
  // The documents share one example among several ids; a uuid per name keeps two ids of one call apart.
  if (schema.format === 'uuid' || schema.example === undefined) return exampleUuid(param.wire);
  return String(schema.example);
}

/** An example value of `node` (a field named `name`), or `undefined` when none can be made. */
function exampleOf(book, doc, rawNode, name, depth) {
  if (depth > 8 || rawNode === undefined) return undefined;
  const [node] = book.resolve(doc, rawNode);
  if (node['x-schema'] !== undefined) return BY_NAME[name];
  const documented = node.example ?? node.examples?.[0];
  if (documented !== undefined && fits(documented, node)) return documented;
  if (node.enum?.length > 0) return node.enum.find((v) => v !== null);
  if (node.default !== undefined && node.default !== null) return node.default;
  const variant = node.oneOf?.[0] ?? node.anyOf?.[0];
  if (variant) return exampleOf(book, doc, variant, name, depth + 1);
  if (node.allOf || node.properties || node.type === 'object') return objectOf(book, doc, node, depth);
  if (node.type === 'array') {
    const item = exampleOf(book, doc, node.items, name, depth + 1);
    return item === undefined ? [] : [item];
  }
  return scalarOf(node, name);
}

function fits(value, node) {
  if (node.type === 'string') return typeof value === 'string' && value !== '';
  if (node.type === 'integer') return Number.isInteger(value);
  if (node.type === 'number') return typeof value === 'number';
  if (node.type === 'boolean') return typeof value === 'boolean';
  if (node.type === 'array') return Array.isArray(value) && value.length > 0;
  return typeof value !== 'object' || (value !== null && Object.keys(value).length > 0);
}

/** The required properties of an object node (its `allOf` parts merged), each with its example value. */
function objectOf(book, doc, node, depth) {
  const parts = node.allOf ? node.allOf.map((part) => book.resolve(doc, part)[0]) : [];
  const properties = Object.assign({}, ...parts.map((p) => p.properties ?? {}), node.properties ?? {});
  const required = new Set([...parts.flatMap((p) => p.required ?? []), ...(node.required ?? [])]);
  // An object that must be sent but requires no field shows the first fields the documents illustrate.
  const names = Object.keys(properties);
  const illustrating = names.filter((f) => illustrated(book, doc, properties[f])).slice(0, 3);
  const shown =
    required.size > 0 ? [...required] : illustrating.length > 0 ? illustrating : names.slice(0, 1);
  const value = {};
  for (const field of shown) {
    if (field === 'idempotencyKey' || properties[field] === undefined) continue;
    const example = exampleOf(book, doc, properties[field], field, depth + 1);
    if (example !== undefined) value[field] = example;
  }
  if (Object.keys(value).length === 0 && BY_NAME[node.title] !== undefined) return BY_NAME[node.title];
  return value;
}

/** Whether the documents give the field a value to show: an example or an enum. */
function illustrated(book, doc, rawNode) {
  const [node] = book.resolve(doc, rawNode);
  if (node.example !== undefined || node.examples?.length > 0 || node.enum?.length > 0) return true;
  return ['uuid', 'date', 'email'].includes(node.format);
}

function scalarOf(node, name) {
  const format = node.format;
  if (node.type === 'string' || node.type === undefined) {
    if (format === 'uuid' || /Ids?$/.test(name)) return exampleUuid(name.replace(/s$/, ''));
    if (format === 'date') return /end|to|until/i.test(name) ? '2026-01-31' : '2026-01-01';
    if (format === 'date-time') return '2026-01-31T09:00:00Z';
    if (format === 'email' || /email$/i.test(name)) return 'ana.garcia@example.com';
    if (format === 'uri' || /url$/i.test(name)) return 'https://example.com/return';
    return BY_NAME[name] ?? (node.type === 'string' ? name : undefined);
  }
  if (node.type === 'integer' || node.type === 'number') {
    if (/amount/i.test(name)) return 125_000;
    return node.minimum ?? 1;
  }
  if (node.type === 'boolean') return false;
  return undefined;
}

/**
 * The call's argument list as TypeScript: path ids, then the params object when it has fields or is required.
 * A line longer than `width` puts the object's fields one per line.
 */
export function renderArgs(op, args, prefix, width) {
  const values = args.path.map((id) => quote(id));
  const params = args.params;
  const hasFields = params !== undefined && Object.keys(params).length > 0;
  if (params === undefined || !(hasFields || op.paramsArg === 'params')) return values.join(', ');
  const flat = [...values, literal(params, '', Number.POSITIVE_INFINITY)].join(', ');
  if (prefix.length + flat.length <= width) return flat;
  return [...values, literal(params, '', width, true)].join(', ');
}

function quote(text) {
  return text.includes("'") ? JSON.stringify(text) : `'${text}'`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `value` as a TypeScript literal: on one line when it fits in `width` (and not `broken`), else one entry per line. */
export function literal(value, indent, width, broken = false) {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 10_000 ? grouped(value) : `${value}`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((v) => literal(v, inner, width))
    : Object.entries(value).map(
        ([k, v]) => `${IDENTIFIER.test(k) ? k : quote(k)}: ${literal(v, inner, width)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const flat = `${open}${entries.join(', ')}${close}`;
  if (!broken && !flat.includes('\n') && indent.length + flat.length <= width) return flat;
  return `${open.trim()}\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}${close.trim()}`;
}

function grouped(value) {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '_');
}
