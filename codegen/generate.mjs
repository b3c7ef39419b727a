#!/usr/bin/env node
/**
 * `npm run generate`: writes `src/generated/`, `docs/api-map.md` and the schema agreement type test
 * (`test/types/schema-agreement.test-d.ts`) from the snapshot under `openapi/` and the
 * overlay (`codegen/overlay.mjs`). `--check` writes nothing and fails when the committed output is stale.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAgreement } from './agreement.mjs';
import { listOperations, loadDocuments } from './documents.mjs';
import { planOperations } from './operations.mjs';
import * as overlay from './overlay.mjs';
import { renderApiMap, renderFiles } from './render.mjs';
import { renderWaiters } from './render-waiters.mjs';
import { SchemaBook } from './schemas.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
// `--subset=me.get,persons.list,…`: generate only these methods (the benchmark's 20-operation build).
const subset = process.argv
  .find((arg) => arg.startsWith('--subset='))
  ?.slice('--subset='.length)
  .split(',');

const documents = loadDocuments(path.join(root, 'openapi'));
const book = new SchemaBook({
  renames: overlay.RENAMES,
  patches: overlay.PATCHES,
  fieldRules: overlay.FIELD_RULES,
});
const operations = planOperations(listOperations(documents), documents, book, overlay, subset);
// The waitFor helpers (codegen/render-waiters.mjs) join the overlay's hand-written methods.
const waiters = renderWaiters(operations);
const files = renderFiles(operations, book, {
  ...overlay,
  EXTRA_METHODS: waiters.extraMethods(overlay.EXTRA_METHODS),
});
files.set('src/generated/waiters.ts', waiters.file);
files.set(
  'src/generated/functions.ts',
  `${files.get('src/generated/functions.ts')}\nexport { ${waiters.names.join(', ')} } from './waiters.js';\n`,
);
files.set('docs/api-map.md', renderApiMap(operations));
files.set('test/types/schema-agreement.test-d.ts', renderAgreement(book));

formatted(files);

for (const warning of book.warnings) console.warn(`warning: ${warning}`);
const stale = [];
for (const [file, text] of files) {
  const target = path.join(root, file);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  if (current === text) continue;
  stale.push(file);
  if (!check) {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}
// Files the generator no longer writes.
const generatedDir = path.join(root, 'src/generated');
for (const file of listFiles(generatedDir)) {
  const relative = path.relative(root, file);
  if (files.has(relative)) continue;
  stale.push(`${relative} (removed)`);
  if (!check) rmSync(file);
}

if (check && stale.length > 0) {
  console.error(`Generated files are stale; run \`npm run generate\` and commit:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${operations.length} operations, ${book.models.length} models; ${check ? 'up to date' : `${stale.length} file(s) written`}`,
);

/** Formats the TypeScript output with the repository's Biome settings (in a scratch copy, one Biome run). */
function formatted(files) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'workforce-generate-'));
  try {
    copyFileSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'));
    const config = JSON.parse(readFileSync(path.join(scratch, 'biome.json'), 'utf8'));
    config.$schema = undefined;
    config.files = { includes: ['**'] };
    writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
    const typescript = [...files.keys()].filter((file) => file.endsWith('.ts'));
    for (const file of typescript) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), files.get(file));
    }
    const biome = path.join(root, 'node_modules/.bin/biome');
    execFileSync(biome, ['check', '--write', '--linter-enabled=false', '.'], { cwd: scratch, stdio: 'pipe' });
    for (const file of typescript) files.set(file, readFileSync(path.join(scratch, file), 'utf8'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Every file below `dir`. */
function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
