import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** One import between two files of `src/`, paths relative to `src/`. */
export interface Edge {
  from: string;
  to: string;
}

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^;]*?\sfrom\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The relative imports of one source text (static, re-exports, type-only and dynamic alike). */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const [, fromClause, dynamic] of text.matchAll(SPECIFIER)) {
    const specifier = fromClause ?? dynamic;
    if (specifier?.startsWith('.')) found.push(specifier);
  }
  return found;
}

/** Every edge between files of `src/` (`files` relative to `srcDir`). */
export function importGraph(srcDir: string, files: readonly string[]): Edge[] {
  return files.flatMap((from) =>
    importsOf(readFileSync(join(srcDir, from), 'utf8')).map((specifier) => ({
      from,
      to: relative(srcDir, join(srcDir, normalize(join(dirname(from), specifier)))).replace(/\.js$/, '.ts'),
    })),
  );
}

/** The import cycles of a graph, each as the list of files around it (Tarjan's strongly connected parts). */
export function cycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (onStack.has(to)) low.set(node, Math.min(low.get(node) as number, low.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || next.get(node)?.includes(node)) found.push(part.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}
