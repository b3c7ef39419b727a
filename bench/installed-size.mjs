// The installed size of the package alone: what `npm install workforce-api` unpacks into node_modules (no
// dependency: ky and zod are bundled, every peer is optional), read from `npm pack --dry-run --json` on the
// built dist/. Scripts are ignored so the dry run packs the build that is there (prepack would rebuild it).
import { execFileSync } from 'node:child_process';
import { ROOT } from './lib.mjs';

/** The file kinds the report breaks the size into, by how a file's name ends. */
const KINDS = [
  ['JavaScript (ESM)', /\.js$/],
  ['JavaScript (CommonJS)', /\.cjs$/],
  ['type declarations', /\.d\.c?ts$/],
  ['source maps', /\.map$/],
  ['docs and examples', /^(?:docs|examples)\//],
  ['the rest (README, LICENSE, package.json…)', /./],
];

/**
 * The package's unpacked size and tarball size in bytes, its file count, and the unpacked bytes per kind of
 * file. Throws when dist/ is missing (the size of a package without its build means nothing).
 */
export function installedSize() {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [pack] = JSON.parse(out);
  if (!pack.files.some((f) => f.path === 'dist/index.js'))
    throw new Error('dist/ is not built: npm run build');
  const byKind = Object.fromEntries(KINDS.map(([name]) => [name, 0]));
  for (const { path, size } of pack.files) {
    const kind = KINDS.find(([, pattern]) => pattern.test(path));
    byKind[kind[0]] += size;
  }
  return { unpacked: pack.unpackedSize, tarball: pack.size, files: pack.entryCount, byKind };
}
