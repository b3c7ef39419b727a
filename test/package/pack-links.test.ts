import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencesIn } from '../docs/doc-references.js';

/*
 * Whoever installs the package reads its README in node_modules or on a registry page: every relative link of
 * the README, and of each Markdown file the tarball ships, must land on a file the tarball holds (ADR 0020).
 * The file list is npm's own (`npm pack --dry-run --json`); scripts are ignored, so no build runs (links
 * point at docs, never into dist/).
 */

const root = join(import.meta.dirname, '../..');
const packed: string[] = (() => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [pack] = JSON.parse(out) as [{ files: { path: string }[] }];
  return pack.files.map((file) => file.path);
})();
const shipped = new Set(packed);
const markdown = packed.filter((path) => path.endsWith('.md'));

/** Every relative link of the shipped Markdown whose target the tarball leaves out, as `file:line target`. */
function deadLinks(files: readonly string[], has: ReadonlySet<string>): string[] {
  return files.flatMap((file) =>
    referencesIn(file, readFileSync(join(root, file), 'utf8'))
      .filter((ref) => ref.kind === 'link')
      .filter((ref) => {
        const target = normalize(join(dirname(ref.file), ref.target)).replace(/\/$/, '');
        return !has.has(target) && !has.has(`${target}/README.md`);
      })
      .map((ref) => `${ref.file}:${ref.line} ${ref.target}`),
  );
}

describe('the packed package', () => {
  it('ships the README, the guides, the API map, the examples, the changelog, the license and SECURITY.md', () => {
    for (const file of [
      'README.md',
      'CHANGELOG.md',
      'SECURITY.md',
      'LICENSE',
      'package.json',
      'docs/api-map.md',
    ])
      expect(shipped, file).toContain(file);
    expect(markdown.filter((path) => path.startsWith('docs/guides/')).length).toBeGreaterThanOrEqual(9);
    expect(packed.filter((path) => /^examples\/[\w-]+\.ts$/.test(path)).length).toBeGreaterThanOrEqual(10);
  });

  it('leaves out what only contributors need', () => {
    const contributorOnly = packed.filter((path) =>
      /^(?:src|test|codegen|bench|scripts|openapi|docs\/adr)\//.test(path),
    );
    expect(contributorOnly).toEqual([]);
    expect(shipped).not.toContain('CONTRIBUTING.md');
  });

  it('every relative link of the README and of the shipped docs lands on a file in the package', () => {
    const links = markdown.flatMap((file) =>
      referencesIn(file, readFileSync(join(root, file), 'utf8')).filter((ref) => ref.kind === 'link'),
    );
    expect(links.filter((ref) => ref.file === 'README.md').length).toBeGreaterThan(20);
    expect(deadLinks(markdown, shipped)).toEqual([]);
  });

  it('flags a link to a file the package leaves out (the check is not vacuous)', () => {
    const withoutGuide = new Set(packed.filter((path) => path !== 'docs/guides/errors.md'));
    expect(deadLinks(['README.md'], withoutGuide)).toContainEqual(
      expect.stringMatching(/docs\/guides\/errors\.md$/),
    );
  });
});
