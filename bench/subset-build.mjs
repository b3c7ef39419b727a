// The 20-operation build next to the 146-operation one, built the same way, for the "146 ops ≤ 1.1 × 20 ops"
// cold-import figure and a per-operation bundle cost.
//
// A temp dir gets copies of src/, codegen/, openapi/, biome.json and tsconfig.json (node_modules symlinked);
// `node codegen/generate.mjs --subset=…` there regenerates src/generated/ and src/index.ts for the 19 API
// methods below (plus `files.upload`, a hand-written helper on `client.files`). Both variants' src/index.ts
// are then bundled by esbuild with identical options (platform node, esm, bundle, minify off: ky, zod and
// everything else inlined, as dist/ inlines them) into temp files whose cold import() is measured.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './lib.mjs';

export const SUBSET = [
  'me.get',
  'balances.list',
  'businesses.balances.list',
  'businesses.externalAccounts.list',
  'platform.businesses.create',
  'persons.list',
  'persons.get',
  'persons.milestones.create',
  'users.list',
  'payrolls.get',
  'invoices.review',
  'reimbursements.create',
  'reimbursements.review',
  'files.createUploadUrl',
  'paymentMethods.list',
  'statutory.remittances.get',
  'statutory.requirements.list',
  'statutory.events.list',
  'statutory.businesses.fields.update',
];

/** The whole-client browser entry (the same text bundle-size.mjs measures), importing a given src/index.ts. */
export const clientEntry = (specifier) =>
  `import { WorkforceClient } from ${JSON.stringify(specifier)}; export const c = new WorkforceClient({ apiKey: () => 't', environment: 'sandbox' });`;

/**
 * Generates the subset in a temp dir and bundles both variants. Resolves with the temp dir, the node bundles
 * for cold import, the operation counts and a `cleanup()`; or with `{ error }` (the generator's or esbuild's
 * message, verbatim) when the subset cannot be built.
 */
export async function buildVariants() {
  const dir = mkdtempSync(path.join(tmpdir(), 'workforce-bench-subset-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const item of ['src', 'codegen', 'openapi', 'biome.json', 'tsconfig.json']) {
      cpSync(path.join(ROOT, item), path.join(dir, item), { recursive: true });
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    let generated;
    try {
      generated = execFileSync(process.execPath, ['codegen/generate.mjs', `--subset=${SUBSET.join(',')}`], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim();
    } catch (error) {
      const output = [error.stderr, error.stdout].filter(Boolean).join('\n').trim();
      throw new Error(
        `codegen/generate.mjs --subset failed (exit ${error.status}): ${output || error.message}`,
      );
    }
    const operationsOf = (text) => Number(/(\d+) operations/.exec(text)?.[1] ?? Number.NaN);
    // The full surface is every method the overlay names (what `npm run generate` writes).
    const fullOps = (await import(pathToFileURL(path.join(ROOT, 'codegen/overlay.mjs')).href)).OPERATIONS
      .length;
    // The generator skips names it does not know, so a renamed method would silently shrink the subset.
    if (operationsOf(generated) !== SUBSET.length) {
      throw new Error(
        `codegen/generate.mjs --subset generated ${operationsOf(generated)} operations, expected ${SUBSET.length}: ${generated}`,
      );
    }
    const variants = { full: path.join(ROOT, 'src/index.ts'), subset: path.join(dir, 'src/index.ts') };
    const node = {};
    for (const [name, entry] of Object.entries(variants)) {
      const outfile = path.join(dir, `bundle-${name}.mjs`);
      await build({
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'es2022',
        minify: false,
        logLevel: 'silent',
      });
      node[name] = outfile;
    }
    return { dir, node, variants, ops: { full: fullOps, subset: operationsOf(generated) }, cleanup };
  } catch (error) {
    cleanup();
    return { error: error.message ?? String(error) };
  }
}
