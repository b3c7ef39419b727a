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
import { meets, TARGETS } from './targets.mjs';

/** How many operations the SDK declares (every row of the overlay), never typed by hand. */
const OPERATION_COUNT = OPERATIONS.length;

/** `yes`, `NO` or `n/a` (not measured) for the figure `value` against the target `name`. */
const met = (name, value) => {
  const ok = meets(name, value);
  return ok === undefined ? 'n/a' : ok ? 'yes' : 'NO';
};

function perCallRows({ call }) {
  const us = call.perCallUs;
  return [
    [
      'per call, typed GET with validation (loopback) vs bare ky',
      TARGETS.perCallOverKy.text,
      `${fmt(us['workforce-api'])} µs vs ${fmt(us['bare ky'])} µs: ${fmtSpread(call.ratios.overKy)}`,
      met('perCallOverKy', call.ratios.overKy.median),
    ],
    [
      '… vs openai-node',
      TARGETS.perCallOverOpenai.text,
      `openai-node ${fmt(us['openai-node'])} µs: ${fmtSpread(call.ratios.overOpenai)}`,
      met('perCallOverOpenai', call.ratios.overOpenai.median),
    ],
    [
      '… vs stripe-node',
      TARGETS.perCallOverStripe.text,
      `stripe-node ${fmt(us['stripe-node'])} µs: ${fmtSpread(call.ratios.overStripe)}`,
      met('perCallOverStripe', call.ratios.overStripe.median),
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
      TARGETS.coldOverOpenai.text,
      `${fmt(cold.ms['workforce-api'])} ms vs ${fmt(cold.ms['openai-node'])} ms: ${fmtSpread(cold.overOpenai)}`,
      met('coldOverOpenai', cold.overOpenai.median),
    ],
    cold.fullOverSubset
      ? [
          `cold import, ${variants.ops.full}-operation build vs ${variants.ops.subset + 1}-operation build (esbuild bundles of src/index.ts)`,
          TARGETS.coldFullOverSubset.text,
          `${fmt(cold.ms['146-op build'])} ms vs ${fmt(cold.ms['20-op build'])} ms: ${fmtSpread(cold.fullOverSubset)}`,
          met('coldFullOverSubset', cold.fullOverSubset.median),
        ]
      : [
          `cold import, ${OPERATION_COUNT} vs 20 operations`,
          TARGETS.coldFullOverSubset.text,
          `n/a: ${variants.error}`,
          'n/a',
        ],
  ];
}

function bundleRows({ bundles }, figures) {
  const sizes = bundles.sizes;
  return [
    [
      'bundle, whole client, all operations + validation (gzip)',
      TARGETS.clientGzip.text,
      `${kb(sizes['workforce-api'].gzip)} (openai-node ${kb(sizes['openai-node'].gzip)}, stripe-node ${kb(sizes['stripe-node'].gzip)}): ${fmt(figures['bundle.clientOverSmallestPeer'].median, 2)} × the smaller`,
      met('clientGzip', sizes['workforce-api'].gzip),
    ],
    [
      'bundle, `createCore` + one standalone function (gzip)',
      TARGETS.coreOneFunctionGzip.text,
      kb(sizes['createCore + personsGet'].gzip),
      met('coreOneFunctionGzip', sizes['createCore + personsGet'].gzip),
    ],
    [
      'bundle, webhook receiver `workforce-api/webhooks`, verify + typed unwrap (gzip)',
      TARGETS.webhooksGzip.text,
      sizes['workforce-api/webhooks'] ? kb(sizes['workforce-api/webhooks'].gzip) : NA,
      met('webhooksGzip', sizes['workforce-api/webhooks']?.gzip),
    ],
  ];
}

function webhookAndPaginationRows({ hook, iter }) {
  return [
    [
      'webhook verify, 10 MB body (Node Buffer)',
      TARGETS.webhookOverHmac.text,
      hook
        ? `${fmt(hook.ms.sdk.median)} ms vs ${fmt(hook.ms.hmac.median)} ms: ${fmtSpread(hook.overHmac)}`
        : NA,
      met('webhookOverHmac', hook?.overHmac.median),
    ],
    [
      `iterating ${iter.count.toLocaleString('en')} items through offset pages: heap`,
      TARGETS.paginationHeapMB.text,
      `${fmt(iter.heapGrowthMB, 2)} MB after GC (peak +${fmt(iter.peakGrowthMB, 1)} MB)`,
      met('paginationHeapMB', iter.heapGrowthMB),
    ],
    [
      `… time, 5 ms page latency (${iter.pages} pages)`,
      TARGETS.paginationOverLatencies.text,
      `${fmt(iter.elapsedMs, 0)} ms = ${fmt(iter.overLatencies, 2)} × ${iter.sumOfLatenciesMs} ms`,
      met('paginationOverLatencies', iter.overLatencies),
    ],
  ];
}

function installRows({ install }) {
  return [
    [
      'installed size of the package alone (`npm pack --dry-run`: unpacked)',
      TARGETS.installedBytes.text,
      `${fmt(install.unpacked / 1e6, 2)} MB unpacked in ${install.files} files (tarball ${fmt(install.tarball / 1e6, 2)} MB)`,
      met('installedBytes', install.unpacked),
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
