import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, type Edge, importGraph, importsOf } from './import-graph.js';
import { layerOf, MAY_IMPORT } from './layers.js';

const root = join(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice('src/'.length));
const edges = importGraph(join(root, 'src'), files);

/** The edges a layer is not allowed to take, as `from -> to (layer -> layer)`. */
function forbidden(graph: readonly Edge[]): string[] {
  return graph.flatMap(({ from, to }) => {
    const [a, b] = [layerOf(from), layerOf(to)];
    if (a === undefined || b === undefined) return [`${from} -> ${to} (a file in no layer)`];
    return a === b || MAY_IMPORT[a].includes(b) ? [] : [`${from} -> ${to} (${a} -> ${b})`];
  });
}

describe('the layers of src/ (docs/architecture.md)', () => {
  it('reads the imports of every file (the check is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(edges.length).toBeGreaterThan(500);
  });

  it('every file belongs to a layer, and imports only the layers below it', () => {
    expect(forbidden(edges)).toEqual([]);
  });

  it('no import cycle, type-only imports included', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('catches a forbidden import, a file outside every layer and a cycle', () => {
    const bad: Edge[] = [
      { from: 'core/errors.ts', to: 'internal/redact.ts' },
      { from: 'client.ts', to: 'testing/index.ts' },
      { from: 'stray.ts', to: 'core/errors.ts' },
      { from: 'webhooks/a.ts', to: 'webhooks/b.ts' },
      { from: 'webhooks/b.ts', to: 'webhooks/a.ts' },
    ];
    expect(forbidden(bad)).toHaveLength(3);
    expect(cycles(bad)).toEqual([['webhooks/a.ts', 'webhooks/b.ts']]);
    expect(
      importsOf("import type { A } from './a.js';\nexport { b } from '../b.js';\nawait import('./c.js');"),
    ).toEqual(['./a.js', '../b.js', './c.js']);
  });
});

describe('the generator (codegen/)', () => {
  it('has no import cycle, JSDoc type imports included', () => {
    const scripts = execFileSync('git', ['ls-files', 'codegen'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => file.slice('codegen/'.length));
    const graph = importGraph(join(root, 'codegen'), scripts);
    expect(graph.length).toBeGreaterThan(30);
    expect(cycles(graph)).toEqual([]);
  });
});
