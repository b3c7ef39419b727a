// Cold `import()` of each package in fresh Node processes, alternating, median of the runs.
import { execFileSync } from 'node:child_process';
import { median } from './lib.mjs';

function importMs(specifier) {
  const code = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  return Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }).trim(),
  );
}

export function coldImport({ runs = 15 } = {}) {
  const samples = { 'workforce-api': [], 'openai-node': [] };
  for (let i = 0; i < runs; i++) {
    samples['workforce-api'].push(importMs('workforce-api'));
    samples['openai-node'].push(importMs('openai'));
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
}
