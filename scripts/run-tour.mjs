// `npm start`: bundles scripts/tour.ts with esbuild (straight from src/, so no build is needed first) and runs
// it with the Node running this script. Exits with the tour's exit code.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}.tmp/tour.mjs`;

await build({
  entryPoints: [`${root}scripts/tour.ts`],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});

const tour = spawnSync(process.execPath, [outfile], { stdio: 'inherit', timeout: 60_000 });
if (tour.error) console.error(tour.error.message);
process.exitCode = tour.status ?? 1;
