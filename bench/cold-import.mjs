// Cold `import()` in fresh Node processes, alternating in rounds, medians of per-round ratios:
// `workforce-api` (dist) against openai-node, and the 146-operation build against the 20-operation build
// (both bundled by subset-build.mjs the same way).
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { median, ROOT, spread } from './lib.mjs';

function importMs(specifier) {
  const code = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  return Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim(),
  );
}

/** `variants`: `{ full, subset }` bundle paths from buildVariants(), or undefined when the subset failed. */
export function coldImport({ runs = 21, variants } = {}) {
  const specifiers = { 'workforce-api': 'workforce-api', 'openai-node': 'openai' };
  if (variants) {
    specifiers['146-op build'] = pathToFileURL(variants.full).href;
    specifiers['20-op build'] = pathToFileURL(variants.subset).href;
  }
  const samples = Object.fromEntries(Object.keys(specifiers).map((k) => [k, []]));
  for (const specifier of Object.values(specifiers)) importMs(specifier); // fill the OS file cache
  for (let i = 0; i < runs; i++) {
    // Alternate the order too, so neither side always runs right after the other.
    const names = Object.keys(specifiers);
    for (const name of i % 2 ? names.reverse() : names) samples[name].push(importMs(specifiers[name]));
  }
  const ratio = (a, b) => spread(samples[a].map((ms, i) => ms / samples[b][i]));
  return {
    runs,
    ms: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])),
    overOpenai: ratio('workforce-api', 'openai-node'),
    fullOverSubset: variants ? ratio('146-op build', '20-op build') : undefined,
  };
}
