/**
 * Renders `src/generated/aliases.ts`: the overlay's aliases and the deprecated names of renamed types.
 */
import { HEADER } from './common.mjs';

/**
 * The overlay's type aliases and the deprecated names of renamed types (`[name, declaration]`). A renamed
 * type whose new name is missing fails generation, unless the run is partial (a subset build).
 */
export function aliasEntries(book, overlay, partial) {
  return [
    ...Object.entries(overlay.ALIASES ?? {}).map(([name, [type, summary]]) => [
      name,
      `/** ${summary} */\nexport type ${name} = ${type};`,
    ]),
    ...Object.entries(overlay.RENAMED ?? {}).flatMap(([old, name]) => {
      if (!book.models.some((m) => m.name === name) && !overlay.ALIASES?.[name]) {
        if (partial) return [];
        throw new Error(`RENAMED: no model or alias ${name}`);
      }
      return [
        [
          old,
          `/** @deprecated Renamed {@link ${name}}; this alias goes in the next major version. */\nexport type ${old} = ${name};`,
        ],
      ];
    }),
  ];
}

/** The aliases in a file of their own: namespaces use them, and exports.ts re-exports them. */
export function renderAliases(book, overlay, partial) {
  const aliases = aliasEntries(book, overlay, partial).map(([, declaration]) => declaration);
  const needed = book.models.filter((m) => aliases.some((a) => new RegExp(`\\b${m.name}\\b`).test(a)));
  const groups = new Map();
  for (const m of needed) {
    if (!groups.has(m.file)) groups.set(m.file, []);
    groups.get(m.file).push(m.name);
  }
  const imports = [...groups].map(
    ([file, names]) => `import type { ${names.sort().join(', ')} } from './models/${file}.js';`,
  );
  return `${HEADER}// The overlay's aliases of generated types.\n${imports.join('\n')}\n\n${aliases.join('\n\n')}\n`;
}
