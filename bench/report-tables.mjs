// The detail tables of bench/results.md (per call, bundles, anatomy, cold import, webhook verify), drawn from
// the measurements bench/run.mjs gathers; bench/report.mjs puts them under their headings.
import { OPERATIONS } from '../codegen/overlay.mjs';
import { fmt, fmtRange, fmtSpread } from './lib.mjs';

/** What a cell shows when the `workforce-api/webhooks` entry was not built, so it was not measured. */
export const NA = 'n/a: entry missing';

/** Bytes as kilobytes (1000 bytes), as the targets state them. */
export const kb = (n) => `${fmt(n / 1000)} kB`;

/** A Markdown table: a header row, its rule, then one row per array of cells. */
export const table = (head, body) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** Each contender's µs per call and the SDK's ratio to it. */
export function perCallTable(call) {
  const spreadUs = (name) => fmtRange(call.perCallSpreadUs[name]);
  return table(
    ['contender', 'µs per call, median (min–max over rounds)', 'workforce-api ÷ it, median (min–max)'],
    [
      ['workforce-api', spreadUs('workforce-api'), '—'],
      ['bare ky (ky 2.1, retry: 0, .json())', spreadUs('bare ky'), fmtSpread(call.ratios.overKy)],
      ['openai-node 6.49.0', spreadUs('openai-node'), fmtSpread(call.ratios.overOpenai)],
      ['stripe-node 23.1.0', spreadUs('stripe-node'), fmtSpread(call.ratios.overStripe)],
      ['raw fetch', spreadUs('raw fetch'), fmtSpread(call.ratios.overRaw)],
    ],
  );
}

/** Minified and gzip sizes of every bundle, the builds from src/ included. */
export function bundleTable(bundles, webhooksPresent) {
  return table(
    ['bundle (esbuild, browser, esm, minified)', 'minified', 'gzip -9'],
    [
      ...Object.entries(bundles.sizes).map(([name, s]) => [name, kb(s.minified), kb(s.gzip)]),
      ...(webhooksPresent ? [] : [['workforce-api/webhooks', NA, NA]]),
      [
        `whole client built from src/ (${OPERATIONS.length} operations)`,
        kb(bundles.src146.minified),
        kb(bundles.src146.gzip),
      ],
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
}

const total = (anatomy) => Object.values(anatomy).reduce((a, b) => a + b, 0);
const share = (bytes, anatomy) => `${fmt((100 * bytes) / total(anatomy))} %`;

/** Minified bytes per source group, in the whole client and in `createCore` + one function. */
export function anatomyTable(bundles) {
  return table(
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
}

/** Median cold `import()` time of each module. */
export function coldTable(cold) {
  return table(
    ['module', 'cold import() ms, median'],
    Object.entries(cold.ms).map(([name, ms]) => [name, fmt(ms)]),
  );
}

/** Verifying a 10 MB delivery: the SDK against bare HMACs; a note instead when the entry is missing. */
export function hookTable(hook) {
  if (!hook) return `${NA} (dist/webhooks.js does not exist yet)`;
  return table(
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
  );
}
