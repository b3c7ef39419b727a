// @ts-check
/**
 * Renders one method's declaration and its TSDoc, for the namespace interfaces.
 */
import { renderArgs } from '../examples.mjs';
import { pascal } from '../identifiers.mjs';
import { addImport, importModel, throwsTag, tsdoc } from './common.mjs';
import { fileOverloads } from './file-answer.mjs';

export function renderMethod(op, imports) {
  const args = op.pathParams.map((p) => `${p.arg}: string`);
  if (op.params) {
    if (op.paramsAlias) addImport(imports, '../aliases.js', op.paramsAlias, true);
    else importModel(imports, op.params);
    args.push(`params${op.paramsArg === 'params?' ? '?' : ''}: ${op.paramsType}`);
  }
  const overloads = fileOverloads(op);
  if (overloads) {
    addImport(imports, '../../core/api-promise.js', 'APIPromise', true);
    importModel(imports, op.response.model);
    const path = op.pathParams.map((p) => `${p.arg}: string`).join(', ');
    return overloads
      .map(
        (o) =>
          `${methodDoc(o, op)}\n${op.verb}(${path}, params: ${o.params}, options?: RequestOptions): APIPromise<${o.result}>;`,
      )
      .join('\n\n');
  }
  args.push('options?: RequestOptions');
  let returns;
  if (op.page) {
    importModel(imports, op.item.model);
    const pageClass = { offset: 'OffsetPage', cursor: 'CursorPage', node: 'NodePage' }[op.page];
    addImport(imports, '../../core/pagination.js', pageClass, true);
    addImport(imports, '../../core/pagination.js', 'PagePromise', true);
    const paramsType = op.params ? op.paramsType : 'Record<string, never>';
    returns = `PagePromise<${op.item.type}, ${pageClass}<${op.item.type}, ${paramsType}>>`;
  } else {
    addImport(imports, '../../core/api-promise.js', 'APIPromise', true);
    if (op.response) importModel(imports, op.response.model);
    returns = `APIPromise<${op.response?.type ?? 'void'}>`;
  }
  return `${methodDoc(undefined, op)}\n${op.verb}(${args.join(', ')}): ${returns};`;
}

export const VERBS = {
  list: 'Lists',
  get: 'Reads',
  create: 'Creates',
  update: 'Updates',
  delete: 'Deletes',
};

/**
 * The method's TSDoc: its description (when written, else a summary from its name), the HTTP facts, what it
 * throws and a short example.
 */
export function methodDoc(overload, op) {
  const subject = op.segments.slice(0, -1).join('.');
  const verb = VERBS[op.verb] ?? `${pascal(op.verb).replace(/([a-z])([A-Z])/g, '$1 $2')}:`;
  const what = { offset: 'offset pages', cursor: 'cursor pages', node: 'cursor (node) pages' }[op.page];
  const facts = [`\`${op.method} ${op.template}\``];
  if (what) facts.push(`answers in ${what}; iterate with \`for await\``);
  if (op.keyed) facts.push('carries an idempotency key (generated when absent), so it is retried safely');
  else if (op.safety === 'unsafe') facts.push('never resent once it may have reached the server');
  const example = exampleCall(op, overload?.file === true);
  if (overload) facts.push(overload.note.replace(/\.$/, ''));
  const throws = throwsLines(op);
  const lead = op.description
    ? `${tsdoc(op.description)}\n *\n * ${facts.join('; ')}.`
    : `${verb} \`client.${subject}\` (${facts.join('; ')}).`;
  return `/**\n * ${lead}\n${throws.join('\n')}\n${exampleTag(example)}\n */`;
}

/**
 * The example call: the method with its real required arguments (`op.example`, from `codegen/examples.mjs`),
 * else with the argument names; `standalone` calls the function of `workforce-api/functions` with a `core`.
 */
export function exampleCall(op, file, standalone = false) {
  const callee = standalone ? `${op.fn}(core, ` : `client.${op.name}(`;
  const start = op.page
    ? `for await (const item of ${callee}`
    : `${op.response ? 'const result = ' : ''}await ${callee}`;
  const end = op.page ? ')) console.log(item);' : ');';
  const args = op.example
    ? renderArgs(op, file ? { ...op.example, params: op.example.file } : op.example, start, EXAMPLE_WIDTH)
    : [...op.pathParams.map((p) => p.arg), ...(op.paramsArg === 'params' ? ['params'] : [])].join(', ');
  return `${start}${args}${end}`.replace('(core, )', '(core)');
}

/**
 * The `@throws` lines of a method or function: invalid arguments (when it takes any), then the API's refusal.
 * Short on purpose: they are written once per operation in every declaration file (about 900 times in the
 * package), and the errors guide says the rest.
 */
export function throwsLines(op) {
  return [
    op.params || op.pathParams.length > 0
      ? throwsTag('RequestValidationError', 'for an invalid argument, before sending.')
      : undefined,
    throwsTag('ApiError', '(its subclass for the status) when the API refuses the call.'),
  ].filter(Boolean);
}

/** An example as the lines of a TSDoc `@example` block. */
export function exampleTag(example) {
  return ` * @example\n * \`\`\`ts\n * ${example.replaceAll('*/', '*\\/').split('\n').join('\n * ')}\n * \`\`\``;
}

/** The longest example line before the params object breaks into one field per line. */
const EXAMPLE_WIDTH = 96;
