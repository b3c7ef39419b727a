import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Edge, importGraph } from './import-graph.js';

/*
 * The rooms of the simulator (src/testing/README.md) import downwards: the store of records imports no room,
 * the machines (the only code that changes records) import neither the routes nor the declared operations, and
 * the declared operations do not import the hand-written routes above them.
 */

const root = join(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', 'src/testing'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice('src/'.length));
const edges = importGraph(join(root, 'src'), files).filter(({ to }) => to.startsWith('testing/'));

/** What a room may not import, by the room's folder. */
const NOT_BELOW: Readonly<Record<string, (to: string) => boolean>> = {
  'testing/store/': (to) => !to.startsWith('testing/store/') && to !== 'testing/random.ts',
  'testing/machines/': (to) => /^testing\/(routes|declared|controls)\//.test(to),
  'testing/declared/': (to) => /^testing\/(routes|controls)\//.test(to),
};

function upward(graph: readonly Edge[]): string[] {
  return graph.flatMap(({ from, to }) =>
    Object.entries(NOT_BELOW).some(([room, refused]) => from.startsWith(room) && refused(to))
      ? [`${from} -> ${to}`]
      : [],
  );
}

describe('the rooms of the simulator import downwards', () => {
  it('reads the simulator files and their imports (the check is not vacuous)', () => {
    expect(files.filter((file) => file.startsWith('testing/store/')).length).toBeGreaterThanOrEqual(4);
    expect(edges.length).toBeGreaterThan(300);
  });

  it('no import from the store, the machines or the declared operations reaches a room above them', () => {
    expect(upward(edges)).toEqual([]);
  });

  it('catches an import that runs back up', () => {
    const bad: Edge[] = [
      { from: 'testing/store/store.ts', to: 'testing/ledger.ts' },
      { from: 'testing/machines/payrolls.ts', to: 'testing/routes/payrolls.ts' },
      { from: 'testing/declared/collections.ts', to: 'testing/routes/people.ts' },
      { from: 'testing/routes/people.ts', to: 'testing/declared/person-view.ts' },
    ];
    expect(upward(bad)).toHaveLength(3);
  });
});
