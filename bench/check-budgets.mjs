// The budgeted figures of a bench/run.mjs run and their check against bench/budgets.json: a figure fails when
// its median exceeds budget × (1 + margin), the margin being the noise recorded beside each budget.
import { readFileSync } from 'node:fs';
import { fmt } from './lib.mjs';
import { NA } from './report-tables.mjs';
import { TARGETS } from './targets.mjs';

const exact = (value) => ({ median: value, min: value, max: value, n: 1 });

/**
 * Every budgeted figure of one run's measurements `m`, keyed as in budgets.json. Each is a ratio (median, with
 * its spread when it is timed); byte figures are ratios to their target. A figure not measured is undefined.
 */
export function budgetedFigures({ call, cold, bundles, hook, events, iter, install }) {
  const sizes = bundles.sizes;
  const smallestPeer = Math.min(sizes['openai-node'].gzip, sizes['stripe-node'].gzip);
  return {
    'perCall.overKy': call.ratios.overKy,
    'perCall.overOpenai': call.ratios.overOpenai,
    'perCall.overStripe': call.ratios.overStripe,
    'coldImport.overOpenai': cold.overOpenai,
    'coldImport.fullOverSubset': cold.fullOverSubset,
    'bundle.clientOverTarget': exact(sizes['workforce-api'].gzip / TARGETS.clientGzip.limit),
    'bundle.clientOverSmallestPeer': exact(sizes['workforce-api'].gzip / smallestPeer),
    'bundle.coreOneFunctionOverTarget': exact(
      sizes['createCore + personsGet'].gzip / TARGETS.coreOneFunctionGzip.limit,
    ),
    'bundle.webhooksOverTarget': sizes['workforce-api/webhooks']
      ? exact(sizes['workforce-api/webhooks'].gzip / TARGETS.webhooksGzip.limit)
      : undefined,
    'webhook.overHmac': hook?.overHmac,
    'events.noneOverKy': events.ratios.noneOverKy,
    'events.listenerOverNone': events.ratios.listenerOverNone,
    'events.spanOverNone': events.ratios.spanOverNone,
    'pagination.overLatencies': exact(iter.overLatencies),
    'pagination.heapOverLimit': exact(iter.heapGrowthMB / TARGETS.paginationHeapMB.limit),
    'install.unpackedOverTarget': install
      ? exact(install.unpacked / TARGETS.installedBytes.limit)
      : undefined,
  };
}

/**
 * Judges `figures` against bench/budgets.json: one line per budget (ok, FAIL or skip when not measured) and a
 * note for each figure without a budget, plus how many budgets failed.
 */
export function checkBudgets(figures) {
  const lines = [];
  let failed = 0;
  const { budgets } = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
  for (const [key, budget] of Object.entries(budgets)) {
    const figure = figures[key];
    if (!figure) {
      lines.push(`skip  ${key}: not measured in this run (${NA} or build failed)`);
      continue;
    }
    const limit = budget.max * (1 + budget.margin);
    const ok = figure.median <= limit;
    if (!ok) failed += 1;
    lines.push(
      `${ok ? 'ok   ' : 'FAIL '} ${key}: ${fmt(figure.median, 3)} (spread ${fmt(figure.min, 2)}–${fmt(figure.max, 2)}) vs budget ${budget.max} × (1 + ${budget.margin}) = ${fmt(limit, 3)} [${budget.basis}]`,
    );
  }
  for (const key of Object.keys(figures)) {
    if (!(key in budgets)) lines.push(`note  ${key}: no budget in bench/budgets.json`);
  }
  return { lines, failed };
}
