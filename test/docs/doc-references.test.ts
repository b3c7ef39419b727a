import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DocReference, referencesIn, resolves, scriptNames } from './doc-references.js';

const root = join(import.meta.dirname, '../..');
const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('.changeset/') && file !== 'CHANGELOG.md');

describe('Markdown names only what the repository holds', () => {
  const scripts = scriptNames(root);
  const refs = markdown.flatMap((file) => referencesIn(file, readFileSync(join(root, file), 'utf8')));

  it('finds links, paths and scripts to check (the check is not vacuous)', () => {
    const kinds = new Set(refs.map((ref) => ref.kind));
    expect(kinds).toEqual(new Set(['link', 'path', 'script']));
    expect(refs.length).toBeGreaterThan(100);
  });

  it('every relative link, file path and `npm run` script exists', () => {
    const broken = refs.filter((ref) => !resolves(root, ref, scripts)).map(show);
    expect(broken).toEqual([]);
  });

  it('every Markdown file named in prose is one the repository holds (none that only the authors have)', () => {
    const names = new Set(markdown.map((file) => file.split('/').pop()));
    names.add('CHANGELOG.md');
    const unknown = markdown.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/\b[\w-]+\.md\b/g)]
        .map(([name]) => name)
        .filter((name) => !names.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('flags a missing file, a missing script and a broken link', () => {
    const text = 'See [x](nowhere.md), `src/nothing-here.ts` and `npm run no-such-script`.';
    const found = referencesIn('README.md', text);
    expect(found.map((ref) => ref.kind)).toEqual(['script', 'link', 'path']);
    expect(found.filter((ref) => resolves(root, ref, scripts))).toEqual([]);
  });
});

const show = (ref: DocReference) => `${ref.file}:${ref.line} ${ref.kind} ${ref.target}`;
