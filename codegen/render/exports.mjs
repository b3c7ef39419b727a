// @ts-check
/**
 * Renders `src/generated/exports.ts`: every generated public type, by name.
 */
import { aliasNames } from './aliases.mjs';
import { HEADER } from './common.mjs';
import { className } from './resources.mjs';

export function renderExports(tops, book, plans, overlay, partial) {
  const lines = [];
  for (const top of tops) {
    const names = book.models.filter((m) => m.file === top).map((m) => m.name);
    if (names.length > 0) lines.push(`export type { ${names.sort().join(', ')} } from './models/${top}.js';`);
  }
  const classes = new Map();
  for (const op of plans) {
    const parts = op.segments.slice(0, -1);
    for (let i = 1; i <= parts.length; i++) classes.set(parts.slice(0, i).join('.'), parts[0]);
  }
  const byTop = new Map();
  for (const [path, top] of classes) {
    if (!byTop.has(top)) byTop.set(top, []);
    byTop.get(top).push(className(path, overlay));
  }
  for (const [top, names] of byTop)
    lines.push(`export type { ${names.sort().join(', ')} } from './resources/${top}.js';`);
  const aliases = aliasNames(book, overlay, partial);
  if (aliases.length > 0) lines.push(`export type { ${aliases.sort().join(', ')} } from './aliases.js';`);
  return `${HEADER}// Every generated public type, by name: the models, params and namespace classes.\n${lines.join('\n')}\n`;
}
