// A fresh clone packs a complete package (ADR 0020): clones this repository (committed files only), runs
// `npm ci` and `npm pack` there (prepack builds dist/), checks what the tarball holds, then installs it in an
// empty folder and runs it: the client against the simulator started in-process, under import and require().
// Usage: node scripts/check-clean-clone.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'workforce-api-clone-'));
const clone = join(work, 'clone');
const app = join(work, 'app');

function run(cmd, args, cwd) {
  console.log(`$ ${[cmd, ...args].join(' ')}  (in ${cwd})`);
  return execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
}

/** Files the tarball must hold: the builds of every entry, the docs the README links to, the legal files. */
const REQUIRED = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'SECURITY.md',
  'LICENSE',
  'dist/index.js',
  'dist/index.cjs',
  'dist/index.d.ts',
  'dist/index.d.cts',
  'dist/testing/index.js',
  'dist/testing/msw.js',
  'dist/testing/cli.js',
  'docs/api-map.md',
  'docs/guides/getting-started.md',
  'examples/README.md',
];

const smoke = `
const server = await startMockServer();
try {
  const client = new WorkforceClient({ apiKey: server.apiKey, baseUrl: server.url, logLevel: 'off' });
  const me = await client.me.get();
  const page = await client.persons.list({ limit: 3 });
  if (!me.businessId || page.data.length !== 3) throw new Error('unexpected answer from the simulator');
  console.log('ok', me.businessId, page.meta.itemCount, 'persons');
} finally {
  await server.close();
}`;

try {
  run('git', ['clone', '--quiet', root, clone], root);
  run('npm', ['ci', '--no-audit', '--no-fund', '--silent'], clone);
  // prepack's build writes to the same stdout as npm's JSON, which comes last.
  const packed = run('npm', ['pack', '--json', '--pack-destination', work], clone);
  const [pack] = JSON.parse(packed.slice(packed.search(/^\[\s*\{\s*"id"/m)));
  const files = new Set(pack.files.map((f) => f.path));
  const missing = REQUIRED.filter((file) => !files.has(file));
  if (missing.length > 0) throw new Error(`the tarball of a fresh clone lacks: ${missing.join(', ')}`);
  const maps = [...files].filter((file) => file.endsWith('.map'));
  if (maps.length > 0) throw new Error(`the tarball ships source maps: ${maps.join(', ')}`);
  console.log(`${pack.filename}: ${pack.entryCount} files, ${pack.unpackedSize} bytes unpacked`);

  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--silent', join(work, pack.filename)], app);
  writeFileSync(
    join(app, 'run.mjs'),
    `import { WorkforceClient } from 'workforce-api';\nimport { startMockServer } from 'workforce-api/testing';\n${smoke}\n`,
  );
  writeFileSync(
    join(app, 'run.cjs'),
    `const { WorkforceClient } = require('workforce-api');\nconst { startMockServer } = require('workforce-api/testing');\n(async () => {${smoke}})().catch((error) => { console.error(error); process.exit(1); });\n`,
  );
  console.log(run(process.execPath, ['run.mjs'], app).trim());
  console.log(run(process.execPath, ['run.cjs'], app).trim());
  console.log('a fresh clone packs a package that installs and runs');
} finally {
  rmSync(work, { recursive: true, force: true });
}
