// @ts-check
/**
 * Renders `src/generated/aliases.ts`: the hand-written aliases of `src/type-aliases.ts`, re-exported, and the
 * deprecated names of renamed types.
 */
import { HEADER } from './common.mjs';

/**
 * The deprecated names of renamed types (`[name, declaration]`). A renamed type whose new name is neither a
 * model nor an alias fails generation, unless the run is partial (a subset build).
 * @returns {[string, string][]}
 */
export function renamedEntries(book, overlay, partial) {
  return Object.entries(overlay.RENAMED ?? {}).flatMap(([old, name]) => {
    if (!book.models.some((m) => m.name === name) && !overlay.ALIASES.includes(name)) {
      if (partial) return [];
      throw new Error(`RENAMED: no model or alias ${name}`);
    }
    const doc = `/** @deprecated Renamed {@link ${name}}; this alias goes in the next major version. */`;
    return [/** @type {[string, string]} */ ([old, `${doc}\nexport type ${old} = ${name};`])];
  });
}

/** Every alias name `src/generated/aliases.ts` exports: the hand-written ones, then the renamed types' old names. */
export function aliasNames(book, overlay, partial) {
  return [...overlay.ALIASES, ...renamedEntries(book, overlay, partial).map(([name]) => name)];
}

/** The aliases in a file of their own: namespaces use them, and exports.ts re-exports them. */
export function renderAliases(book, overlay, partial) {
  const aliases = renamedEntries(book, overlay, partial).map(([, declaration]) => declaration);
  const hand = overlay.ALIASES.filter((name) => aliases.some((a) => new RegExp(`\\b${name}\\b`).test(a)));
  const needed = book.models.filter((m) => aliases.some((a) => new RegExp(`\\b${m.name}\\b`).test(a)));
  const groups = new Map();
  for (const m of needed) {
    if (!groups.has(m.file)) groups.set(m.file, []);
    groups.get(m.file).push(m.name);
  }
  const imports = [...groups].map(
    ([file, names]) => `import type { ${names.sort().join(', ')} } from './models/${file}.js';`,
  );
  if (hand.length > 0) imports.push(`import type { ${hand.sort().join(', ')} } from '../type-aliases.js';`);
  const reexport = `export type { ${[...overlay.ALIASES].sort().join(', ')} } from '../type-aliases.js';`;
  return `${HEADER}// The aliases of generated types: the hand-written ones of src/type-aliases.ts and the renamed types.\n${reexport}\n${imports.join('\n')}\n\n${aliases.join('\n\n')}\n`;
}
