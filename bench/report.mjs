// bench/results.md as bench/run.mjs prints and writes it: the summary table (every target of bench/README.md,
// what this run measured, and whether it is met) followed by the detail tables of bench/report-tables.mjs.
import { cpus, totalmem } from 'node:os';
import { OPERATIONS } from '../codegen/overlay.mjs';
import { callEventsTable } from './call-events.mjs';
import { fmt, fmtSpread } from './lib.mjs';
import {
  anatomyTable,
  bundleTable,
  coldTable,
  hookTable,
  kb,
  NA,
  perCallTable,
  table,
} from './report-tables.mjs';

/** How many operations the SDK declares (every row of the overlay), never typed by hand. */
const OPERATION_COUNT = OPERATIONS.length;

const met = (ok) => (ok === undefined ? 'n/a' : ok ? 'yes' : 'NO');

function perCallRows({ call }) {
  const us = call.perCallUs;
  return [
    [
      'per call, typed GET with validation (loopback) vs bare ky',
      '≤ 1.05 × bare ky',
      `${fmt(us['workforce-api'])} µs vs ${fmt(us['bare ky'])} µs: ${fmtSpread(call.ratios.overKy)}`,
      met(call.ratios.overKy.median <= 1.05),
    ],
    [
      '… vs openai-node',
      'no slower (≤ 1.00 ×)',
      `openai-node ${fmt(us['openai-node'])} µs: ${fmtSpread(call.ratios.overOpenai)}`,
      met(call.ratios.overOpenai.median <= 1),
    ],
    [
      '… vs stripe-node',
      '≤ 1.05 × stripe-node',
      `stripe-node ${fmt(us['stripe-node'])} µs: ${fmtSpread(call.ratios.overStripe)}`,
      met(call.ratios.overStripe.median <= 1.05),
    ],
    [
      '… vs raw fetch (no target)',
      '—',
      `raw fetch ${fmt(us['raw fetch'])} µs: ${fmtSpread(call.ratios.overRaw)}`,
      '—',
    ],
  ];
}

function coldRows({ cold, variants }) {
  return [
    [
      "cold `import('workforce-api')` vs openai-node",
      "≤ 0.5 × openai-node's",
      `${fmt(cold.ms['workforce-api'])} ms vs ${fmt(cold.ms['openai-node'])} ms: ${fmtSpread(cold.overOpenai)}`,
      met(cold.overOpenai.median <= 0.5),
    ],
    cold.fullOverSubset
      ? [
          `cold import, ${variants.ops.full}-operation build vs ${variants.ops.subset + 1}-operation build (esbuild bundles of src/index.ts)`,
          '≤ 1.1 ×',
          `${fmt(cold.ms['146-op build'])} ms vs ${fmt(cold.ms['20-op build'])} ms: ${fmtSpread(cold.fullOverSubset)}`,
          met(cold.fullOverSubset.median <= 1.1),
        ]
      : [`cold import, ${OPERATION_COUNT} vs 20 operations`, '≤ 1.1 ×', `n/a: ${variants.error}`, 'n/a'],
  ];
}

function bundleRows({ bundles }, figures) {
  const sizes = bundles.sizes;
  const smallestPeer = Math.min(sizes['openai-node'].gzip, sizes['stripe-node'].gzip);
  return [
    [
      'bundle, whole client, all operations + validation (gzip)',
      "smaller than stripe-node's and openai-node's",
      `${kb(sizes['workforce-api'].gzip)} (openai-node ${kb(sizes['openai-node'].gzip)}, stripe-node ${kb(sizes['stripe-node'].gzip)}): ${fmt(figures['bundle.clientOverSmallestPeer'].median, 2)} × the smaller`,
      met(sizes['workforce-api'].gzip < smallestPeer),
    ],
    [
      'bundle, `createCore` + one standalone function (gzip)',
      '≤ 15 kB',
      kb(sizes['createCore + personsGet'].gzip),
      met(sizes['createCore + personsGet'].gzip <= 15_000),
    ],
    [
      'bundle, webhook receiver `workforce-api/webhooks`, verify + typed unwrap (gzip)',
      '≤ 12 kB',
      sizes['workforce-api/webhooks'] ? kb(sizes['workforce-api/webhooks'].gzip) : NA,
      met(sizes['workforce-api/webhooks'] ? sizes['workforce-api/webhooks'].gzip <= 12_000 : undefined),
    ],
  ];
}

function webhookAndPaginationRows({ hook, iter }) {
  return [
    [
      'webhook verify, 10 MB body (Node Buffer)',
      '≤ 1.3 × `node:crypto` HMAC',
      hook
        ? `${fmt(hook.ms.sdk.median)} ms vs ${fmt(hook.ms.hmac.median)} ms: ${fmtSpread(hook.overHmac)}`
        : NA,
      met(hook ? hook.overHmac.median <= 1.3 : undefined),
    ],
    [
      `iterating ${iter.count.toLocaleString('en')} items through offset pages: heap`,
      'growth < 10 MB',
      `${fmt(iter.heapGrowthMB, 2)} MB after GC (peak +${fmt(iter.peakGrowthMB, 1)} MB)`,
      met(iter.heapGrowthMB < 10),
    ],
    [
      `… time, 5 ms page latency (${iter.pages} pages)`,
      '≤ 1.2 × sum of page latencies',
      `${fmt(iter.elapsedMs, 0)} ms = ${fmt(iter.overLatencies, 2)} × ${iter.sumOfLatenciesMs} ms`,
      met(iter.overLatencies <= 1.2),
    ],
  ];
}

function installRows({ install }) {
  return [
    [
      'installed size of the package alone (`npm pack --dry-run`: unpacked)',
      '≤ 3 MB',
      `${fmt(install.unpacked / 1e6, 2)} MB unpacked in ${install.files} files (tarball ${fmt(install.tarball / 1e6, 2)} MB)`,
      met(install.unpacked <= 3_000_000),
    ],
  ];
}

/** Two estimates of what one more operation costs in gzip bytes (no target; shows where size goes). */
function perOperationRow({ bundles, variants }) {
  const sizes = bundles.sizes;
  const perOpByCore =
    (sizes['workforce-api'].gzip - sizes['createCore + personsGet'].gzip) / (OPERATION_COUNT - 1);
  const perOpByVariant = bundles.src20
    ? (bundles.src146.gzip - bundles.src20.gzip) / (variants.ops.full - variants.ops.subset)
    : undefined;
  return [
    'gzip bytes per operation (no target)',
    '—',
    `${perOpByVariant === undefined ? 'n/a' : `${fmt(perOpByVariant, 0)} B marginal (${OPERATION_COUNT}- vs 20-operation client bundle, ÷ ${variants.ops.full - variants.ops.subset})`}; ${fmt(perOpByCore, 0)} B upper bound ((whole client − core + one function) ÷ ${OPERATION_COUNT - 1})`,
    '—',
  ];
}

/** The summary table: one row per target of bench/README.md, with what this run measured and whether it is met. */
function summaryTable(m, figures) {
  const rows = [
    ...perCallRows(m),
    ...coldRows(m),
    ...bundleRows(m, figures),
    ...webhookAndPaginationRows(m),
    ...installRows(m),
    perOperationRow(m),
  ];
  return table(['figure', 'target', 'measured', 'met'], rows);
}

/**
 * The whole of bench/results.md for one run's measurements `m` (quick, call, events, iter, bundles, cold, hook,
 * variants, webhooksPresent) and its budgeted `figures`, stamped with the machine and the time.
 */
export function renderReport(m, figures) {
  const { quick, call, events, cold, hook } = m;
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${fmt(totalmem() / 2 ** 30, 0)} GiB, Node ${process.versions.node}, ${process.platform}`;
  return `# Benchmark results

Measured ${new Date().toISOString()} on ${machine}${quick ? ' (quick run: reduced counts)' : ''} by \`npm run bench\`.
Per-call figures: ${call.rounds} rounds of ${call.calls} sequential calls per contender, interleaved call by call (rotating order), against one loopback server process; ratios are medians of per-round ratios, (min–max) across rounds. Cold imports: ${cold.runs} fresh Node processes per module, alternating; webhook verify: ${hook ? `${hook.runs} alternating runs` : NA}.

${summaryTable(m, figures)}

## Per call

${perCallTable(call)}

## Call events and tracing (${events.rounds} rounds of ${events.calls} calls, interleaved)

${callEventsTable(events, table)}

## Cold import

${coldTable(cold)}

## Bundles

${bundleTable(m.bundles, m.webhooksPresent)}

## Anatomy (minified bytes per source group, from esbuild's metafile of the same bundles built from src/)

${anatomyTable(m.bundles)}

## Webhook verify, 10 MB

${hookTable(hook)}

## Installed size (unpacked bytes by kind of file)

${table(
  ['files', 'bytes'],
  Object.entries(m.install.byKind).map(([kind, bytes]) => [kind, bytes.toLocaleString('en')]),
)}
`;
}
