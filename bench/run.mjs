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
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { bundleSizes } from './bundle-size.mjs';
import { callEvents, callEventsTable } from './call-events.mjs';
import { coldImport } from './cold-import.mjs';
import { fmt, fmtRange, fmtSpread, hasWebhooksEntry, WEBHOOKS_DIST } from './lib.mjs';
import { pagination } from './pagination.mjs';
import { perCall } from './per-call.mjs';
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
const cold = coldImport({ runs: quick ? 15 : 31, variants: variants.node });
const webhooksPresent = hasWebhooksEntry();
let hook;
if (webhooksPresent) {
  step('webhook verify, 10 MB');
  hook = await webhookVerify({ entry: WEBHOOKS_DIST, runs: quick ? 15 : 31 });
}
variants.cleanup?.();
step('done');

// ---------------------------------------------------------------------------------------------------------
// Figures: every budgeted figure is a ratio (median, with its spread when it is timed).
const NA = 'n/a: entry missing';
const sizes = bundles.sizes;
const kb = (n) => `${fmt(n / 1000)} kB`;
const smallestPeer = Math.min(sizes['openai-node'].gzip, sizes['stripe-node'].gzip);
const exact = (value) => ({ median: value, min: value, max: value, n: 1 });
const figures = {
  'perCall.overKy': call.ratios.overKy,
  'perCall.overOpenai': call.ratios.overOpenai,
  'perCall.overStripe': call.ratios.overStripe,
  'coldImport.overOpenai': cold.overOpenai,
  'coldImport.fullOverSubset': cold.fullOverSubset,
  'bundle.clientOverSmallestPeer': exact(sizes['workforce-api'].gzip / smallestPeer),
  'bundle.coreOneFunctionOverTarget': exact(sizes['createCore + personsGet'].gzip / 15_000),
  'bundle.webhooksOverTarget': sizes['workforce-api/webhooks']
    ? exact(sizes['workforce-api/webhooks'].gzip / 12_000)
    : undefined,
  'webhook.overHmac': hook?.overHmac,
  'events.noneOverKy': events.ratios.noneOverKy,
  'events.listenerOverNone': events.ratios.listenerOverNone,
  'events.spanOverNone': events.ratios.spanOverNone,
  'pagination.overLatencies': exact(iter.overLatencies),
  'pagination.heapOverLimit': exact(iter.heapGrowthMB / 10),
};

const us = call.perCallUs;
const perOpByCore = (sizes['workforce-api'].gzip - sizes['createCore + personsGet'].gzip) / 145;
const perOpByVariant = bundles.src20
  ? (bundles.src146.gzip - bundles.src20.gzip) / (variants.ops.full - variants.ops.subset)
  : undefined;
const met = (ok) => (ok === undefined ? 'n/a' : ok ? 'yes' : 'NO');
const rows = [
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
    : ['cold import, 146 vs 20 operations', '≤ 1.1 ×', `n/a: ${variants.error}`, 'n/a'],
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
  [
    'gzip bytes per operation (no target)',
    '—',
    `${perOpByVariant === undefined ? 'n/a' : `${fmt(perOpByVariant, 0)} B marginal (146- vs 20-operation client bundle, ÷ ${variants.ops.full - variants.ops.subset})`}; ${fmt(perOpByCore, 0)} B upper bound ((whole client − core + one function) ÷ 145)`,
    '—',
  ],
];

const table = (head, body) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const spreadUs = (name) => fmtRange(call.perCallSpreadUs[name]);
const perCallTable = table(
  ['contender', 'µs per call, median (min–max over rounds)', 'workforce-api ÷ it, median (min–max)'],
  [
    ['workforce-api', spreadUs('workforce-api'), '—'],
    ['bare ky (ky 2.1, retry: 0, .json())', spreadUs('bare ky'), fmtSpread(call.ratios.overKy)],
    ['openai-node 6.49.0', spreadUs('openai-node'), fmtSpread(call.ratios.overOpenai)],
    ['stripe-node 23.1.0', spreadUs('stripe-node'), fmtSpread(call.ratios.overStripe)],
    ['raw fetch', spreadUs('raw fetch'), fmtSpread(call.ratios.overRaw)],
  ],
);
const eventsTable = callEventsTable(events, table);
const bundleTable = table(
  ['bundle (esbuild, browser, esm, minified)', 'minified', 'gzip -9'],
  [
    ...Object.entries(sizes).map(([name, s]) => [name, kb(s.minified), kb(s.gzip)]),
    ...(webhooksPresent ? [] : [['workforce-api/webhooks', NA, NA]]),
    ['whole client built from src/ (146 operations)', kb(bundles.src146.minified), kb(bundles.src146.gzip)],
    ...(bundles.src20
      ? [
          [
            'whole client built from the 20-operation src/',
            kb(bundles.src20.minified),
            kb(bundles.src20.gzip),
          ],
        ]
      : []),
  ],
);
const total = (anatomy) => Object.values(anatomy).reduce((a, b) => a + b, 0);
const share = (bytes, anatomy) => `${fmt((100 * bytes) / total(anatomy))} %`;
const anatomyTable = table(
  [
    'source group',
    'whole client, minified bytes',
    'share',
    '`createCore` + `personsGet`, minified bytes',
    'share',
  ],
  [
    ...Object.keys(bundles.anatomy).map((name) => [
      name,
      bundles.anatomy[name].toLocaleString('en'),
      share(bundles.anatomy[name], bundles.anatomy),
      bundles.coreAnatomy[name].toLocaleString('en'),
      share(bundles.coreAnatomy[name], bundles.coreAnatomy),
    ]),
    [
      'total (code from inputs; the bundle adds a little glue)',
      total(bundles.anatomy).toLocaleString('en'),
      '100 %',
      total(bundles.coreAnatomy).toLocaleString('en'),
      '100 %',
    ],
  ],
);
const coldTable = table(
  ['module', 'cold import() ms, median'],
  Object.entries(cold.ms).map(([name, ms]) => [name, fmt(ms)]),
);
const hookTable = hook
  ? table(
      ['10 MB delivery', 'ms, median (min–max)', 'ratio, median (min–max)'],
      [
        [
          'SDK `verifyWebhook` (HMAC + UTF-8 decode; JSON parsed on first read of `payload`)',
          fmtRange(hook.ms.sdk),
          '—',
        ],
        ['`node:crypto` createHmac', fmtRange(hook.ms.hmac), `SDK ÷ it ${fmtSpread(hook.overHmac)}`],
        [
          'WebCrypto HMAC over a copy (the SDK’s path where node:crypto is missing)',
          fmtRange(hook.ms.webcrypto),
          `it ÷ node:crypto ${fmtSpread(hook.webcryptoOverHmac)}`,
        ],
        [
          '`node:crypto` HMAC + UTF-8 decode + JSON.parse by hand (what reading `payload` adds)',
          fmtRange(hook.ms.hmacParse),
          `SDK ÷ it ${fmtSpread(hook.overHmacParse)}`,
        ],
      ],
    )
  : `${NA} (dist/webhooks.js does not exist yet)`;

// ---------------------------------------------------------------------------------------------------------
// Budgets (bench/budgets.json): a figure fails when its median exceeds budget × (1 + margin).
const budgetLines = [];
let failed = 0;
if (check) {
  const { budgets } = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
  for (const [key, budget] of Object.entries(budgets)) {
    const figure = figures[key];
    if (!figure) {
      budgetLines.push(`skip  ${key}: not measured in this run (${NA} or build failed)`);
      continue;
    }
    const limit = budget.max * (1 + budget.margin);
    const ok = figure.median <= limit;
    if (!ok) failed += 1;
    budgetLines.push(
      `${ok ? 'ok   ' : 'FAIL '} ${key}: ${fmt(figure.median, 3)} (spread ${fmt(figure.min, 2)}–${fmt(figure.max, 2)}) vs budget ${budget.max} × (1 + ${budget.margin}) = ${fmt(limit, 3)} [${budget.basis}]`,
    );
  }
  for (const key of Object.keys(figures)) {
    if (!(key in budgets)) budgetLines.push(`note  ${key}: no budget in bench/budgets.json`);
  }
}

const machine = `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${fmt(totalmem() / 2 ** 30, 0)} GiB, Node ${process.versions.node}, ${process.platform}`;
const report = `# Benchmark results

Measured ${new Date().toISOString()} on ${machine}${quick ? ' (quick run: reduced counts)' : ''} by \`npm run bench\`.
Per-call figures: ${call.rounds} rounds of ${call.calls} sequential calls per contender, interleaved call by call (rotating order), against one loopback server process; ratios are medians of per-round ratios, (min–max) across rounds. Cold imports: ${cold.runs} fresh Node processes per module, alternating; webhook verify: ${hook ? `${hook.runs} alternating runs` : NA}.

${table(['figure', 'target', 'measured', 'met'], rows)}

## Per call

${perCallTable}

## Call events and tracing (${events.rounds} rounds of ${events.calls} calls, interleaved)

${eventsTable}

## Cold import

${coldTable}

## Bundles

${bundleTable}

## Anatomy (minified bytes per source group, from esbuild's metafile of the same bundles built from src/)

${anatomyTable}

## Webhook verify, 10 MB

${hookTable}
`;
console.log(report);
if (budgetLines.length > 0) console.log(`Budgets (bench/budgets.json):\n${budgetLines.join('\n')}\n`);
if (write) writeFileSync(new URL('./results.md', import.meta.url), report);
const jsonOut = process.argv.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ quick, figures }, null, 2)}\n`);
if (check && failed > 0) {
  console.error(`${failed} budget(s) exceeded beyond the noise margin`);
  process.exitCode = 1;
}
