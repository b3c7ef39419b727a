import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * `@throws {@link X} …` is misread by the TypeScript language service (hover shows "{" and a stray `link` tag);
 * `@throws X …` (or the JSDoc type form `@throws {X} …`) reads as written. Every source file, generated or
 * hand-written, uses a form that reads.
 */

const root = join(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.ts'));

describe('@throws tags', () => {
  it('name the error first in every source file (the form hover reads)', () => {
    const misread = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (/@throws\s*\{@link/.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(files.length).toBeGreaterThan(150);
    expect(misread).toEqual([]);
  });
});
