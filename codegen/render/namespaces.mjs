// @ts-check
/**
 * Renders the client's namespace getters: `src/generated/namespaces.ts`.
 */
import { addImport, HEADER, indent, renderImports, resourcesOf } from './common.mjs';
import { className } from './resources.mjs';

export function renderNamespaces(tops, overlay) {
  const imports = new Map();
  addImport(imports, '../core/core.js', 'Core', true);
  const members = tops.map((top) => {
    const name = className(top, overlay);
    addImport(imports, `./resources/${top}.js`, name, true);
    addImport(imports, `./resources/${top}.js`, resourcesOf(top));
    return `#${top}?: ${name};\n\n/** ${overlay.NAMESPACES[top] ?? `\`client.${top}\`.`} */\nget ${top}(): ${name} {\n  this.#${top} ??= ${resourcesOf(top)}.open(this.#core, '${top}') as ${name};\n  return this.#${top};\n}`;
  });
  return `${HEADER}${renderImports(imports)}
/** The API's namespaces, each created on first access. Extended by {@link WorkforceClient}. */
export abstract class Namespaces {
  readonly #core: Core;

  /** @internal */
  constructor(core: Core) {
    this.#core = core;
  }

${indent(members.join('\n\n'))}
}
`;
}
