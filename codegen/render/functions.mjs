// @ts-check
/**
 * Renders the standalone functions: `src/generated/functions.ts` (`workforce-api/functions`).
 */
import { addImport, HEADER, memberOf, renderImports, tsdoc } from './common.mjs';
import { fileOverloads } from './file-answer.mjs';
import { kindsOf } from './kinds.mjs';
import { exampleCall, exampleTag, throwsLines } from './methods.mjs';

/**
 * `keysOf`: the kind keys of each operation by method path, `modelsOf` the `[table, model]` pairs it reaches
 * (`renderKinds`). Each function builds its operation from its own table member, its kinds and the members of
 * the models it reaches (`operationOf`), so that its bundle holds nothing of other operations.
 */
export function renderFunctions(plans, keysOf, modelsOf) {
  const imports = new Map();
  addImport(imports, '../core/request-options.js', 'RequestOptions', true);
  addImport(imports, '../internal/operation-table.js', 'operationOf');
  const body = plans.map((op) => {
    addImport(imports, `./operations/${op.top}.js`, memberOf(op.fn));
    const models = modelsOf.get(op.name) ?? [];
    for (const [table, model] of models) addImport(imports, `./schemas/${table}.js`, memberOf(model));
    const keys = keysOf.get(op.name) ?? [];
    if (keys.length > 0) addImport(imports, './kinds.js', kindsOf(keys));
    const kindsArg = keys.length > 0 ? kindsOf(keys) : models.length > 0 ? 'undefined' : '';
    const modelsArg = models.length > 0 ? `[${models.map(([, model]) => memberOf(model)).join(', ')}]` : '';
    const opArgs = [memberOf(op.fn), kindsArg, modelsArg].filter(Boolean).join(', ');
    const opOf = (type) => `operationOf<${type}>(${opArgs})`;
    const args = ['core: Core', ...op.pathParams.map((p) => `${p.arg}: string`)];
    const call = [];
    if (op.pathParams.length > 0) call.push(`path: [${op.pathParams.map((p) => p.arg).join(', ')}]`);
    if (op.params) {
      addImport(imports, './exports.js', op.paramsAlias ?? op.params.name, true);
      const optional = op.paramsArg === 'params?';
      args.push(
        optional && op.page
          ? `params: ${op.paramsType} = {}`
          : `params${optional ? '?' : ''}: ${op.paramsType}`,
      );
      call.push('params');
    }
    args.push('options?: RequestOptions');
    let returns;
    let stmt;
    if (op.page) {
      addImport(imports, './exports.js', op.item.model.name, true);
      const pageClass = { offset: 'OffsetPage', cursor: 'CursorPage', node: 'NodePage' }[op.page];
      addImport(imports, '../core/pagination.js', pageClass, true);
      addImport(imports, '../core/pagination.js', 'PagePromise', true);
      returns = `PagePromise<${op.item.type}, ${pageClass}<${op.item.type}, ${op.params ? op.paramsType : 'Record<string, never>'}>>`;
      addImport(imports, '../internal/transport-list.js', 'listWith');
      stmt = `return listWith(transportOf(core), ${opOf(op.item.type)}, { ${call.join(', ')} }, options);`;
    } else {
      addImport(imports, '../core/api-promise.js', 'APIPromise', true);
      if (op.response) addImport(imports, './exports.js', op.response.model.name, true);
      returns = `APIPromise<${op.response?.type ?? 'void'}>`;
      stmt = `return transportOf(core).call(${opOf(op.response?.type ?? 'void')}, { ${call.join(', ')} }, options);`;
    }
    // The first sentence of the method's description: the method's own docs hold the rest (written once per
    // operation instead of twice in each of the ESM and CommonJS declaration files).
    const lead = op.description ? `${tsdoc(firstSentence(op.description))}\n *\n * ` : '';
    const doc = (file = false) =>
      `/**\n * ${lead}\`client.${op.name}()\` as a function of a {@link Core}: \`${op.method} ${op.template}\`.\n${throwsLines(op).join('\n')}\n${exampleTag(exampleCall(op, file, true))}\n */`;
    const overloads = fileOverloads(op);
    if (overloads) {
      // The overloads of a method that answers a file; the implementation takes any params.
      const head = args.slice(0, -2).join(', ');
      const lines = overloads.map(
        (o) =>
          `${doc(o.file).replace(/\.\n \* @throws/, `; ${o.note}\n * @throws`)}\nexport function ${op.fn}(${head}, params: ${o.params}, options?: RequestOptions): APIPromise<${o.result}>;`,
      );
      const impl = `export function ${op.fn}(${head}, params: ${op.paramsType}, options?: RequestOptions): APIPromise<${overloads.at(-1)?.result}> {\n  ${stmt.replace(`operationOf<${op.response.type}>`, `operationOf<${overloads.at(-1)?.result}>`)}\n}`;
      return `${lines.join('\n')}\n${impl}`;
    }
    return `${doc()}\nexport function ${op.fn}(${args.join(', ')}): ${returns} {\n  ${stmt}\n}`;
  });
  addImport(imports, '../core/core.js', 'Core', true);
  addImport(imports, '../internal/core-handle.js', 'transportOf');
  const module = `/**
 * \`workforce-api/functions\`: every operation as a standalone function of a {@link Core} (\`createCore()\` of
 * \`workforce-api/core\`), named after its method path (\`client.persons.get\` → \`personsGet\`). A bundler keeps
 * only the functions an application calls.
 * @packageDocumentation
 * @module workforce-api/functions
 */
`;
  return `${HEADER}${module}${renderImports(imports)}\n${body.join('\n\n')}\n`;
}

/**
 * The first sentence of a description: up to the first `.`, `!` or `?` that ends it (followed by a space and a
 * capital, a backtick or a parenthesis, or by the end), or the whole text when none does.
 * @param {string} text
 */
export function firstSentence(text) {
  const match = /^[\s\S]*?[.!?](?=\s+[A-Z`(]|\s*$)/.exec(text.trim());
  return match ? match[0] : text.trim();
}
