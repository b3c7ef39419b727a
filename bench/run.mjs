// `npm run bench`: every DESIGN.md section 10 target measured side by side in one run, printed as a table and
// written to bench/results.md with the machine and the date. `--quick` runs reduced counts (CI).
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { bundleSizes } from './bundle-size.mjs';
import { coldImport } from './cold-import.mjs';
import { fmt } from './lib.mjs';
import { pagination } from './pagination.mjs';
import { perCall } from './per-call.mjs';

const quick = process.argv.includes('--quick');
const write = !process.argv.includes('--no-write');

const call = await perCall(quick ? { calls: 300, rounds: 3 } : {});
const iter = await pagination(quick ? { items: 20_000 } : {});
const sizes = await bundleSizes();
const cold = coldImport(quick ? { runs: 5 } : {});

const us = call.perCallUs;
const ratio = us['workforce-api'] / us['raw fetch'];
const kb = (n) => `${fmt(n / 1000)} kB`;
const rows = [
  [
    'per-call, typed GET with validation (loopback)',
    '≤ 1.5 × raw fetch, below stripe-node and openai-node',
    `${fmt(us['workforce-api'])} µs = ${fmt(ratio, 2)} × raw fetch (${fmt(us['raw fetch'])} µs); openai-node ${fmt(us['openai-node'])} µs, stripe-node ${fmt(us['stripe-node'])} µs`,
    ratio <= 1.5 && us['workforce-api'] < us['openai-node'] && us['workforce-api'] < us['stripe-node'],
  ],
  [
    'browser bundle of the whole client (esbuild, minified, gzip)',
    '≤ 20 kB',
    `${kb(sizes['workforce-api'].gzip)} (openai-node ${kb(sizes['openai-node'].gzip)}, stripe-node ${kb(sizes['stripe-node'].gzip)})`,
    sizes['workforce-api'].gzip <= 20_000,
  ],
  [
    `iterating ${iter.count.toLocaleString('en')} items through offset pages`,
    'heap growth < 10 MB',
    `${fmt(iter.heapGrowthMB, 2)} MB after GC (peak +${fmt(iter.peakGrowthMB, 1)} MB)`,
    iter.heapGrowthMB < 10,
  ],
  [
    `same, with 5 ms page latency (${iter.pages} pages)`,
    '≤ 1.2 × sum of page latencies',
    `${fmt(iter.elapsedMs, 0)} ms = ${fmt(iter.elapsedMs / iter.sumOfLatenciesMs, 2)} × ${iter.sumOfLatenciesMs} ms`,
    iter.elapsedMs <= 1.2 * iter.sumOfLatenciesMs,
  ],
  [
    'cold import()',
    "below openai-node's",
    `${fmt(cold['workforce-api'])} ms (openai-node ${fmt(cold['openai-node'])} ms)`,
    cold['workforce-api'] < cold['openai-node'],
  ],
];

const machine = `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${fmt(totalmem() / 2 ** 30, 0)} GiB, Node ${process.versions.node}, ${process.platform}`;
const table = [
  '| what | target | measured | met |',
  '| --- | --- | --- | --- |',
  ...rows.map(
    ([what, target, measured, met]) => `| ${what} | ${target} | ${measured} | ${met ? 'yes' : 'NO'} |`,
  ),
].join('\n');
const report = `# Benchmark results\n\nMeasured ${new Date().toISOString()} on ${machine}${quick ? ' (quick run: reduced counts)' : ''} by \`npm run bench\`.\nPer-call figures are medians of ${call.rounds} interleaved rounds of ${call.calls} sequential calls each.\n\n${table}\n`;
console.log(report);
if (write && !quick) writeFileSync(new URL('./results.md', import.meta.url), report);
