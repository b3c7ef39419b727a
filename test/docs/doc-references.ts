import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** One thing a Markdown file names that must exist in the repository. */
export interface DocReference {
  file: string;
  line: number;
  kind: 'link' | 'path' | 'script';
  target: string;
}

const LINK = /\]\(([^)\s]+)\)/g;
const CODE_SPAN = /`([^`\n]+)`/g;
const NPM_RUN = /\bnpm run ([a-z][\w:.-]*)/g;
/** Top-level folders and files a code span may start with to count as a repository path. */
const ROOTS = /^(?:\.\/)?(?:src|test|docs|codegen|scripts|bench|examples|openapi|\.ci|\.changeset)\//;
/** What a build writes (gitignored): named in docs as outputs, never checked in. */
const BUILT = /^(?:dist|docs\/reference)(?:\/|$)/;
const FILE = /^[\w./<>*-]+\.(?:ts|mts|mjs|cjs|js|json|md|yaml|yml)$/;

/** Every relative link, repository path in a code span, and `npm run` script that `text` names. */
export function referencesIn(file: string, text: string): DocReference[] {
  const found: DocReference[] = [];
  let fence = false;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (content.trimStart().startsWith('```')) fence = !fence;
    for (const [, target = ''] of content.matchAll(NPM_RUN))
      found.push({ file, line, kind: 'script', target });
    if (fence) return;
    for (const [, href = ''] of content.matchAll(LINK)) {
      if (/^[a-z][a-z+.-]*:|^#/i.test(href)) continue;
      found.push({ file, line, kind: 'link', target: href.replace(/#.*$/, '') });
    }
    for (const [, span = ''] of content.matchAll(CODE_SPAN)) {
      const path = span.trim();
      if (ROOTS.test(path) && !/\s/.test(path)) found.push({ file, line, kind: 'path', target: path });
      else if (FILE.test(path) && path.includes('/')) found.push({ file, line, kind: 'path', target: path });
    }
  });
  return found;
}

/**
 * Whether `ref` points at something the repository holds. Paths in code spans may be written from the root,
 * from the Markdown file's folder, or from `src/` (docs say `internal/retry.ts`); placeholders such as
 * `<area>` or `*` match any single name.
 */
export function resolves(root: string, ref: DocReference, scripts: ReadonlySet<string>): boolean {
  if (ref.kind === 'script') return scripts.has(ref.target);
  const target = ref.target.replace(/^\.\//, '').replace(/\/$/, '');
  if (BUILT.test(target)) return true;
  const bases = ref.kind === 'link' ? [dirname(ref.file)] : ['.', dirname(ref.file), 'src', 'test'];
  return bases.some((base) => matches(root, normalize(join(base, target))));
}

function matches(root: string, relative: string): boolean {
  if (!/[<*]/.test(relative)) return existsSync(join(root, relative));
  const parent = relative.slice(0, relative.search(/[^/]*[<*]/));
  return existsSync(join(root, parent));
}

/** The names of the package's npm scripts. */
export function scriptNames(root: string): Set<string> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return new Set(Object.keys(pkg.scripts));
}

/** A relative link with a `#fragment`: the file it names (the linking file itself for `#…` alone) and the fragment. */
export interface AnchoredLink {
  file: string;
  line: number;
  target: string;
  anchor: string;
}

/** Every relative link of `text` (outside code blocks) that carries a `#fragment`. */
export function anchoredLinksIn(file: string, text: string): AnchoredLink[] {
  const found: AnchoredLink[] = [];
  let fence = false;
  text.split('\n').forEach((content, index) => {
    if (content.trimStart().startsWith('```')) fence = !fence;
    if (fence) return;
    for (const [, href = ''] of content.matchAll(LINK)) {
      const hash = href.indexOf('#');
      if (hash < 0 || /^[a-z][a-z+.-]*:/i.test(href)) continue;
      const path = href.slice(0, hash);
      const target = path === '' ? file : normalize(join(dirname(file), path));
      found.push({ file, line: index + 1, target, anchor: href.slice(hash + 1) });
    }
  });
  return found;
}

/**
 * The anchors a Markdown renderer such as GitHub's gives the headings of `text`: the heading's text without
 * code marks or link targets, in lower case, with punctuation dropped and spaces turned into `-`; a repeated
 * heading gets `-1`, `-2`… appended.
 */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence = false;
  for (const line of text.split('\n')) {
    if (line.trimStart().startsWith('```')) fence = !fence;
    const heading = fence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = (heading[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}
