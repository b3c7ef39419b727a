// @ts-check
/**
 * Renders a namespace's interfaces and resource table: `src/generated/resources/<top>.ts`. The table holds no
 * data of its own: the runtime reads the namespaces and their methods from the method paths of the operation
 * table (`src/internal/resource-table.ts`), and takes the hand-written methods by `<namespace path>.<name>`.
 */

import { pascal } from '../identifiers.mjs';
import { singular } from '../operations.mjs';
import { addImport, HEADER, indent, operationsOf, renderImports, resourcesOf } from './common.mjs';
import { OPERATION_KINDS } from './kinds.mjs';
import { renderMethod } from './methods.mjs';

/** Namespace tree of one top-level namespace: `{ path: 'persons.milestones', ops: [...], children: [...] }`. */
export function namespaceTree(ops) {
  const nodes = new Map();
  const node = (path) => {
    if (!nodes.has(path)) {
      nodes.set(path, { path, ops: [], children: [] });
      const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : undefined;
      if (parent !== undefined) node(parent).children.push(nodes.get(path));
    }
    return nodes.get(path);
  };
  for (const op of ops) node(op.segments.slice(0, -1).join('.')).ops.push(op);
  return [...nodes.values()];
}

export function className(path, overlay) {
  if (overlay.CLASS_NAMES[path]) return overlay.CLASS_NAMES[path];
  const parts = path.split('.');
  return parts.map((part, i) => pascal(i === parts.length - 1 ? part : singular(part))).join('');
}

export function renderResources(top, ops, overlay) {
  const imports = new Map();
  addImport(imports, '../../core/request-options.js', 'RequestOptions', true);
  addImport(imports, '../../internal/resource-table.js', 'resourceTable');
  addImport(imports, `../operations/${top}.js`, operationsOf(top));
  addImport(imports, '../operation-kinds.js', OPERATION_KINDS);
  const tree = namespaceTree(ops);
  const interfaces = [...tree].reverse().map((ns) => renderInterface(ns, overlay, imports));
  // The runtime calls the operation `<namespace path>.<method name>`, with one argument per path parameter.
  for (const ns of tree) for (const op of ns.ops) methodName(ns, op);
  // Keyed by namespace path: two namespaces of one table may each have an extra of the same name.
  const extras = tree.flatMap((ns) =>
    (overlay.EXTRA_METHODS[ns.path] ?? []).map((extra) => {
      addImport(imports, '../../internal/resource-table.js', 'coreMethod');
      addImport(imports, extra.from, extra.fn);
      return `'${ns.path}.${extra.name}': coreMethod(${extra.fn})`;
    }),
  );
  const extrasArg = extras.length > 0 ? `,\n  {\n${indent(indent(extras.join(',\n')))}\n  }` : ',\n  {}';
  const doc = `/** The namespaces of \`client.${top}\`, built on first access. */`;
  const table = `${doc}\nexport const ${resourcesOf(top)} = /* @__PURE__ */ resourceTable(\n  ${operationsOf(top)}${extrasArg},\n  ${OPERATION_KINDS},\n);`;
  return `${HEADER}${renderImports(imports)}\n\n${interfaces.join('\n\n')}\n\n${table}\n`;
}

/** The method's name in its namespace; the resource table calls the operation `<namespace path>.<name>`. */
export function methodName(ns, op) {
  if (`${ns.path}.${op.verb}` !== op.name) throw new Error(`${op.name}: not method ${op.verb} of ${ns.path}`);
  return op.verb;
}

/** 0: no params argument; 1: required; 2: optional; 3: optional, `{}` when absent (lists). */
export function paramsMode(op) {
  if (!op.params) return 0;
  if (op.paramsArg !== 'params?') return 1;
  return op.page ? 3 : 2;
}

export function renderInterface(ns, overlay, imports) {
  const name = className(ns.path, overlay);
  const members = [];
  for (const child of ns.children) {
    const prop = child.path.split('.').at(-1);
    members.push(`/** \`client.${child.path}\`. */\nreadonly ${prop}: ${className(child.path, overlay)};`);
  }
  for (const op of ns.ops) members.push(renderMethod(op, imports));
  const bases = [];
  for (const extra of overlay.EXTRA_METHODS[ns.path] ?? []) {
    // A hand-written method is declared in TypeScript beside its code; a generated one (waitFor) here.
    for (const [id, from] of Object.entries(extra.declaredBy ?? {})) {
      addImport(imports, from, id, true);
      bases.push(id);
    }
    if (extra.declaredBy) continue;
    for (const [id, from] of Object.entries(extra.imports)) addImport(imports, from, id, /^[A-Z]/.test(id));
    members.push(`/**\n * ${extra.summary}\n */\n${extra.signature};`);
  }
  const summary =
    overlay.NAMESPACES[ns.path] ??
    `The \`${ns.path.split('.').at(-1)}\` operations of \`client.${ns.path.split('.').slice(0, -1).join('.')}\`.`;
  const heritage = bases.length > 0 ? ` extends ${bases.join(', ')}` : '';
  return `/**\n * \`client.${ns.path}\`: ${summary}\n */\nexport interface ${name}${heritage} {\n${indent(members.join('\n\n'))}\n}`;
}
