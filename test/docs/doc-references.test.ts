import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  anchoredLinksIn,
  type DocReference,
  headingAnchors,
  referencesIn,
  resolves,
  scriptNames,
} from './doc-references.js';

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

  it('every #anchor of a link names a heading of the Markdown file it points at', () => {
    const links = markdown.flatMap((file) => anchoredLinksIn(file, readFileSync(join(root, file), 'utf8')));
    expect(links.length).toBeGreaterThan(5);
    const dead = links
      .filter((link) => link.target.endsWith('.md'))
      .filter((link) => !headingAnchors(readFileSync(join(root, link.target), 'utf8')).has(link.anchor))
      .map((link) => `${link.file}:${link.line} ${link.target}#${link.anchor}`);
    expect(dead).toEqual([]);
  });

  it('reads anchors as the renderer writes them, and flags one no heading has', () => {
    const page =
      '# Errors\n## Was the write carried out?\n## `waitFor` and the clock\n```sh\n# not a heading\n```\n## Errors';
    expect([...headingAnchors(page)]).toEqual([
      'errors',
      'was-the-write-carried-out',
      'waitfor-and-the-clock',
      'errors-1',
    ]);
    const links = anchoredLinksIn(
      'docs/guides/a.md',
      'See [x](b.md#was-it) and [y](#errors), not [z](https://x.example/#a).',
    );
    expect(links.map(({ target, anchor }) => `${target}#${anchor}`)).toEqual([
      'docs/guides/b.md#was-it',
      'docs/guides/a.md#errors',
    ]);
    expect(headingAnchors(page).has('was-it')).toBe(false);
  });

  it('flags a missing file, a missing script and a broken link', () => {
    const text = 'See [x](nowhere.md), `src/nothing-here.ts` and `npm run no-such-script`.';
    const found = referencesIn('README.md', text);
    expect(found.map((ref) => ref.kind)).toEqual(['script', 'link', 'path']);
    expect(found.filter((ref) => resolves(root, ref, scripts))).toEqual([]);
  });
});

const show = (ref: DocReference) => `${ref.file}:${ref.line} ${ref.kind} ${ref.target}`;
