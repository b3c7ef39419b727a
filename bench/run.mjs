// `npm run bench`: every performance target of bench/README.md measured side by side in one run (the SDK, openai-node,
// stripe-node, raw fetch and bare ky), printed as a table and written to bench/results.md with the machine and
// the date. Ratios are medians of per-round ratios, with their min–max across rounds.
//
//   node --expose-gc bench/run.mjs [--quick] [--no-write] [--check] [--json=<file>]
//
// `--quick` runs reduced counts (CI, under ~3 minutes); `--no-write` leaves bench/results.md alone (a quick
// run never writes it); `--check` exits 1 when a ratio exceeds its budget in bench/budgets.json by more than
// the noise margin recorded there (budget × (1 + margin)); `--json=<file>` also writes the budgeted figures
// (median, min, max) as JSON.
//
// The tables are drawn by bench/report.mjs (with bench/report-tables.mjs), the budgets judged by
// bench/check-budgets.mjs; this file measures, then prints and writes.
import { writeFileSync } from 'node:fs';
import { bundleSizes } from './bundle-size.mjs';
import { callEvents } from './call-events.mjs';
import { budgetedFigures, checkBudgets } from './check-budgets.mjs';
import { coldImport } from './cold-import.mjs';
import { installedSize } from './installed-size.mjs';
import { fmt, hasWebhooksEntry, WEBHOOKS_DIST } from './lib.mjs';
import { pagination } from './pagination.mjs';
import { perCall } from './per-call.mjs';
import { renderReport } from './report.mjs';
import { buildVariants } from './subset-build.mjs';
import { webhookVerify } from './webhook-verify.mjs';

const quick = process.argv.includes('--quick');
const write = !process.argv.includes('--no-write') && !quick;
const check = process.argv.includes('--check');
if (!globalThis.gc) console.warn('note: run with node --expose-gc for the heap figures and steadier timings');

const began = performance.now();
const step = (what) => console.error(`… ${what} (${fmt((performance.now() - began) / 1000, 0)} s)`);

step('building the 20-operation variant');
const variants = await buildVariants();
if (variants.error) console.error(`20-operation build failed: ${variants.error}`);
step('per-call rounds');
const call = await perCall(quick ? { calls: 200, rounds: 45, warmup: 300 } : { calls: 200, rounds: 100 });
step('call events and spans');
const events = await callEvents(quick ? { calls: 200, rounds: 20, warmup: 300 } : { calls: 200, rounds: 60 });
step('pagination');
const iter = await pagination(quick ? { items: 20_000 } : {});
step('bundles');
const bundles = await bundleSizes({ subsetIndex: variants.variants?.subset });
step('cold imports');
// 31 alternating runs in the quick run too: 15 left the 146 ÷ 20 median 0.1 apart between back-to-back runs.
const cold = coldImport({ runs: 31, variants: variants.node });
const webhooksPresent = hasWebhooksEntry();
let hook;
if (webhooksPresent) {
  step('webhook verify, 10 MB');
  hook = await webhookVerify({ entry: WEBHOOKS_DIST, runs: quick ? 15 : 31 });
}
variants.cleanup?.();
step('installed size (npm pack --dry-run)');
const install = installedSize();
step('done');

// What was measured, as one record the report and the budget check read.
const measured = { quick, variants, call, events, iter, bundles, cold, hook, webhooksPresent, install };
const figures = budgetedFigures(measured);
const { lines: budgetLines, failed } = check ? checkBudgets(figures) : { lines: [], failed: 0 };
const report = renderReport(measured, figures);
console.log(report);
if (budgetLines.length > 0) console.log(`Budgets (bench/budgets.json):\n${budgetLines.join('\n')}\n`);
if (write) writeFileSync(new URL('./results.md', import.meta.url), report);
const jsonOut = process.argv.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ quick, figures }, null, 2)}\n`);
if (check && failed > 0) {
  console.error(`${failed} budget(s) exceeded beyond the noise margin`);
  process.exitCode = 1;
}
