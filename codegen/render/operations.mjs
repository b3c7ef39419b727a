// @ts-check
/**
 * Renders an operation table: `src/generated/operations/<top>.ts`, method path → entry. Each operation's member
 * of the table (`"persons.get":entry`) is a string constant of its own, `<function name>$`: the table lists
 * them, and the standalone function of the operation hands in its own only.
 *
 * @typedef {import('../../src/internal/generated-table-types.js').OperationEntry<ModelRef>} Entry
 */
import { ModelRef } from '../schemas.mjs';
import {
  addImport,
  HEADER,
  memberOf,
  operationsOf,
  renderImports,
  schemasOf,
  stringLiteral,
} from './common.mjs';
import { paramsMode } from './resources.mjs';
import { descJson } from './tables.mjs';

export function renderOperations(top, ops, index, lazyEdges) {
  const imports = new Map();
  addImport(imports, '../../internal/operation-table.js', 'operationTable');
  addImport(imports, '../../internal/operation-table.js', 'OperationTable', true);
  addImport(imports, `../schemas/${top}.js`, schemasOf(top));
  const entries = operationEntries(top, ops, index, lazyEdges);
  const consts = ops.map((op, i) => `export const ${memberOf(op.fn)} = ${stringLiteral(entries[i])};`);
  const doc = `/**\n * The operations of \`client.${top}\`, by method path, each built on first use.\n */`;
  const list = ops.map((op) => memberOf(op.fn)).join(', ');
  const body = `${doc}\nexport const ${operationsOf(top)}: OperationTable = /* @__PURE__ */ operationTable(\n  '${top}',\n  ${schemasOf(top)},\n  [${list}],\n);`;
  const lead =
    '/* The table member of each operation (`"method.path":entry`), named after its standalone function. */';
  return `${HEADER}${renderImports(imports)}\n\n${lead}\n${consts.join('\n')}\n\n${body}\n`;
}

/** The entries of the operation table of `top`: `"method.path":entry`, one per operation. */
export function operationEntries(top, ops, index, lazyEdges) {
  const ref = (model) => new ModelRef(model.key);
  const entries = ops.map((op) => {
    /** @type {{ -readonly [K in keyof Entry]: Entry[K] }} */
    const entry = { method: op.method, path: op.template };
    if (op.pathParams.length > 0) {
      const wire = [...op.template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      if (wire.join() !== op.pathParams.map((p) => p.wire).join()) throw new Error(`${op.name}: path params`);
      const kinds = op.pathParams.map((p) => pathKind(p.schema));
      if (kinds.some((kind) => kind !== 'uuid')) entry.pathKinds = kinds;
    }
    if (op.params) entry.params = ref(op.params);
    if (paramsMode(op) >= 2) entry.optional = true;
    if (op.paramsSchema) entry.wrap = op.paramsSchema;
    if (op.queryNames.length > 0 && op.hasBody) entry.query = op.queryNames;
    if (op.hasBody) entry.body = true;
    const result = op.page ? op.item : op.response;
    if (result) {
      /** @type {import('../schemas.mjs').Desc} */
      const schema = result.type.endsWith('[]') && !op.page ? ['a', ref(result.model)] : ref(result.model);
      entry[op.page ? 'item' : 'response'] = schema;
    }
    if (op.normalize) entry.normalize = op.normalize;
    if (op.accept) entry.accept = op.accept;
    if (op.file) entry.files = op.file.media;
    if (op.page) entry.page = op.page;
    if (op.pageToken && op.page === 'node') entry.pageToken = op.pageToken;
    if (op.keyed) entry.idempotencyKey = true;
    return `${JSON.stringify(op.name)}:${descJson(entry, top, index, lazyEdges)}`;
  });
  return entries;
}

/**
 * The kit schema checking a path parameter.
 * @returns {import('../../src/internal/generated-table-types.js').KitName}
 */
export function pathKind(schema) {
  if (schema?.format === 'uuid') return 'uuid';
  if (schema?.pattern === '^[A-Z]{2}$') return 'country';
  return 'id';
}
