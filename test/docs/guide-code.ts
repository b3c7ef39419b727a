import { readdirSync } from 'node:fs';
import path from 'node:path';

/** One ```ts block of a Markdown file: where it starts and its code. */
export interface CodeBlock {
  /** The Markdown file, relative to the repository root. */
  file: string;
  /** 1-based line of the block's first code line. */
  line: number;
  code: string;
  /** Why the block is not compiled, from a `<!-- not-compiled: reason -->` comment just before its fence. */
  skipReason?: string;
}

/** The package's public entries, by the name a user imports, and the source file each is built from. */
export const ENTRIES: Readonly<Record<string, string>> = {
  'workforce-api': 'src/index.ts',
  'workforce-api/core': 'src/entries/core.ts',
  'workforce-api/functions': 'src/generated/functions.ts',
  'workforce-api/webhooks': 'src/webhooks/index.ts',
  'workforce-api/otel': 'src/otel/index.ts',
  'workforce-api/testing': 'src/testing/index.ts',
  'workforce-api/testing/msw': 'src/testing/msw.ts',
};

const OPEN = /^(\s*)```(?:ts|typescript)\s*$/;
const CLOSE = /^\s*```\s*$/;
const MARKER = /^\s*<!--\s*not-compiled:\s*(.*?)\s*-->\s*$/;

/** The Markdown files whose code blocks are compiled: README.md and docs/ (less the built API reference). */
export function markdownFiles(root: string): string[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.startsWith(`reference${path.sep}`))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs.sort()];
}

/** Every ```ts block of `text`, with the indentation of its fence removed (blocks inside list items). */
export function codeBlocks(file: string, text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = OPEN.exec(lines[index] ?? '');
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const end = lines.findIndex((line, at) => at > index && CLOSE.test(line));
    if (end < 0) throw new Error(`${file}:${index + 1}: a code block is never closed`);
    const code = lines.slice(index + 1, end).map((line) => line.slice(Math.min(indent, leading(line))));
    const skipReason = markerBefore(lines, index);
    blocks.push({
      file,
      line: index + 2,
      code: code.join('\n'),
      ...(skipReason === undefined ? {} : { skipReason }),
    });
    index = end;
  }
  return blocks;
}

function leading(line: string): number {
  return line.length - line.trimStart().length;
}

/** The reason of a `not-compiled` marker on the last non-blank line before the fence at `index`. */
function markerBefore(lines: readonly string[], index: number): string | undefined {
  for (let at = index - 1; at >= 0; at--) {
    const line = lines[at] ?? '';
    if (line.trim() === '') continue;
    return MARKER.exec(line)?.[1];
  }
  return undefined;
}

/** A file name for a block, unique per file and line: `docs-guides-webhooks-md-L120.ts`. */
export function blockFileName(block: CodeBlock): string {
  return `${block.file.replace(/[^\w]+/g, '-')}-L${block.line}.ts`;
}
