// @ts-check
/**
 * Renders the client's namespace getters: `src/generated/namespaces.ts`. Each namespace is declared as a
 * property for the types and its documentation, and its getter is made from a list at class definition: one
 * loop, not a getter and a private field per namespace.
 */
import { addImport, HEADER, indent, renderImports, resourcesOf } from './common.mjs';
import { className } from './resources.mjs';

export function renderNamespaces(tops, overlay) {
  const imports = new Map();
  addImport(imports, '../core/core.js', 'Core', true);
  addImport(imports, '../internal/resource-table.js', 'ResourceTable', true);
  const members = tops.map((top) => {
    const name = className(top, overlay);
    addImport(imports, `./resources/${top}.js`, name, true);
    addImport(imports, `./resources/${top}.js`, resourcesOf(top));
    return `/** ${overlay.NAMESPACES[top] ?? `\`client.${top}\`.`} */\ndeclare readonly ${top}: ${name};`;
  });
  const tables = tops.map((top) => `${top}: ${resourcesOf(top)}`).join(', ');
  return `${HEADER}${renderImports(imports)}
/** The API's namespaces, each created on first access. Extended by {@link WorkforceClient}. */
export abstract class Namespaces {
  readonly #core: Core;
  readonly #opened: Record<string, object> = {};

  /** @internal */
  constructor(core: Core) {
    this.#core = core;
  }

${indent(members.join('\n\n'))}

  static {
    // One getter per namespace on the prototype: the namespace object is made on first access, then kept.
    const tables: Record<string, ResourceTable> = { ${tables} };
    for (const [name, table] of Object.entries(tables)) {
      Object.defineProperty(Namespaces.prototype, name, {
        configurable: true,
        get(this: Namespaces) {
          this.#opened[name] ??= table.open(this.#core, name);
          return this.#opened[name];
        },
      });
    }
  }
}
`;
}
