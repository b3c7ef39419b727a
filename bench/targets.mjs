// The targets of DESIGN §10 (bench/README.md lists them), one entry per measured figure: `limit` is what a run
// is judged against today, in the figure's own unit, and `text` how the report states it (with the target
// further out, where there is one). bench/report.mjs and bench/check-budgets.mjs read them from here only.

/** A target: the figure meets it when it is at most `limit` (below it, for `strict`). */
export const TARGETS = {
  perCallOverKy: { limit: 1.03, text: '≤ 1.03 × bare ky' },
  perCallOverOpenai: { limit: 0.95, text: '≤ 0.95 × openai-node' },
  perCallOverStripe: { limit: 1.05, text: '≤ 1.05 × stripe-node on fetch' },
  coldOverOpenai: { limit: 0.5, text: "≤ 0.5 × openai-node's" },
  coldFullOverSubset: { limit: 1.1, text: '≤ 1.1 ×' },
  clientGzip: {
    limit: 45_000,
    text: "≤ 45 kB now; in the end smaller than stripe-node's and openai-node's",
  },
  coreOneFunctionGzip: { limit: 28_000, text: '≤ 28 kB now; in the end ≤ 15 kB' },
  webhooksGzip: { limit: 12_000, text: '≤ 12 kB' },
  webhookOverHmac: { limit: 1.3, text: '≤ 1.3 × `node:crypto` HMAC' },
  paginationHeapMB: { limit: 10, strict: true, text: 'growth < 10 MB' },
  paginationOverLatencies: { limit: 1.2, text: '≤ 1.2 × sum of page latencies' },
  installedBytes: { limit: 3_000_000, text: '≤ 3 MB' },
};

/** Whether `value` meets the target `name`; undefined (not measured) stays undefined. */
export function meets(name, value) {
  if (value === undefined) return undefined;
  const { limit, strict } = TARGETS[name];
  return strict ? value < limit : value <= limit;
}
