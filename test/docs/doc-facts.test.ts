import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { RETRYABLE_STATUSES } from '../../src/internal/retry.js';

/*
 * Facts the code holds and the docs restate: each restatement is read back here and compared with the code,
 * so a change of the code that leaves a doc behind fails `npm test`.
 */

const root = join(import.meta.dirname, '../..');
/** Current docs: dated records (changesets, the changelog, benchmark results) say what was true then. */
const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.md$/.test(file) && !/^(\.changeset\/|CHANGELOG\.md|bench\/results\.md)/.test(file));
const text = (file: string) => readFileSync(join(root, file), 'utf8');

/** Every count of the API's operations a doc states: "146 operations", "the 146-operation build", "146 methods". */
function operationCounts(source: string): number[] {
  return [...source.matchAll(/\b(\d{2,3})(?:[ -]op(?:eration)?s?\b| methods\b)/g)].map(([, n]) => Number(n));
}

/**
 * The statuses a doc lists as retried, or `undefined` when it lists none: every 4xx or 5xx on a line that speaks
 * of retrying 408, or on a table row that says `retried`.
 */
function retriedStatuses(source: string): number[] | undefined {
  const lines = source
    .split('\n')
    .filter(
      (line) =>
        (/\b408\b/.test(line) && /retr/i.test(line)) || (line.startsWith('|') && /\bretried\b/.test(line)),
    );
  const statuses = new Set(
    lines.flatMap((line) => [...line.matchAll(/\b([45]\d\d)\b/g)].map(([, n]) => Number(n))),
  );
  return statuses.size === 0 ? undefined : [...statuses].sort();
}

describe('docs restate only what the code holds', () => {
  it('the operation count is written once: in the generated API map, never in a hand-written doc', () => {
    // ADRs are dated records too: a decision and the measurements of its day ("the 146-operation build").
    const current = docs.filter((file) => !file.startsWith('docs/adr/') && file !== 'docs/api-map.md');
    const stated = current.flatMap((file) => operationCounts(text(file)).map((count) => ({ file, count })));
    // The only count allowed is the benchmarks' 20-operation build, a fixed size rather than the API's.
    expect(stated.filter(({ count }) => count !== 20)).toEqual([]);
    expect(operationCounts(text('docs/api-map.md'))).toEqual([OPERATION_INDEX.length]);
  });

  it('every list of retried statuses names exactly the retry policy’s statuses', () => {
    const lists = docs.flatMap((file) => {
      const statuses = retriedStatuses(text(file));
      return statuses ? [{ file, statuses }] : [];
    });
    expect(lists.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['README.md', 'docs/guides/retries-and-idempotency.md']),
    );
    const expected = [...RETRYABLE_STATUSES].sort();
    for (const { file, statuses } of lists) expect({ file, statuses }).toEqual({ file, statuses: expected });
  });

  it('reads a count and a status list the way the checks above do', () => {
    expect(operationCounts('All 146 operations; the 146-operation build; 20-op build; 146 methods')).toEqual([
      146, 146, 20, 146,
    ]);
    expect(retriedStatuses('retried on 408 and 503\nsee 404\n| 429 | retried |\n| 400 | never |')).toEqual([
      408, 429, 503,
    ]);
    expect(retriedStatuses('nothing about it')).toBeUndefined();
  });
});
