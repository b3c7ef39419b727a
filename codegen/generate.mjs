#!/usr/bin/env node
// @ts-check
/**
 * `npm run generate`: writes `src/generated/`, `docs/api-map.md` and the schema agreement type test
 * (`test/types/schema-agreement.test-d.ts`) from the snapshot under `openapi/`, the overlay
 * (`codegen/overlay.mjs`) and the descriptions (`codegen/descriptions/*.mjs`). `--check` writes nothing and
 * fails when the committed output is stale. Prints the description coverage and how many response fields
 * each rule of ADR 0019 made required (`--verbose` lists them).
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
import { buildFiles } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
// `--subset=me.get,persons.list,…`: generate only these methods (the benchmark's 20-operation build).
const subset = process.argv
  .find((arg) => arg.startsWith('--subset='))
  ?.slice('--subset='.length)
  .split(',');

const { files, operations, book, required, coverage, stats } = await buildFiles({ root, subset });

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
if (!check) report();

/** What the description and required-field rules did: the figures a release note quotes. */
function report() {
  const [m, mt] = coverage.methods;
  const [d, dt] = coverage.models;
  const [f, ft] = coverage.fields;
  console.log(`descriptions: methods described ${m}/${mt}, models ${d}/${dt}, fields ${f}/${ft}`);
  const byRules = required.idRule.length + required.listRule.length + required.overlay.length;
  console.log(
    `required response fields: ${stats.res.required} of ${stats.res.fields}; by documents ${stats.res.required - byRules}, ` +
      `by the id rule ${required.idRule.length}, by the list rule (\`data\`) ${required.listRule.length}, ` +
      `by overlay with reason ${required.overlay.length}; request fields required by documents ${stats.req.required} of ${stats.req.fields}`,
  );
  if (process.argv.includes('--verbose')) {
    for (const line of required.idRule) console.log(`  id rule: ${line}`);
    for (const line of required.listRule) console.log(`  list rule: ${line}`);
    for (const line of required.noIdentifier) console.log(`  resource without identifier: ${line}`);
  }
  for (const line of required.overlay) console.log(`  overlay: ${line}`);
}

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
