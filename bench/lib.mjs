import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/..), whatever the working directory. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The built `workforce-api/webhooks` entry; another change adds it, so every use checks that it exists. */
export const WEBHOOKS_DIST = fileURLToPath(new URL('../dist/webhooks.js', import.meta.url));
export const hasWebhooksEntry = () => existsSync(WEBHOOKS_DIST);

/** Starts bench/server.mjs in a child process and resolves with its base URL and a stop function. */
export async function startServer(pageLatencyMs = 5) {
  const child = spawn(
    process.execPath,
    [new URL('./server.mjs', import.meta.url).pathname, String(pageLatencyMs)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [chunk] = await once(child.stdout, 'data');
  const port = Number(String(chunk).trim());
  return { url: `http://127.0.0.1:${port}`, port, stop: () => child.kill() };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median and min–max of a list of per-round ratios (the spread shows how much of a figure is noise). */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), n: values.length };
}

export const fmt = (n, digits = 1) => n.toFixed(digits);
/** `1.02× (0.98–1.07)` */
export const fmtSpread = (s, digits = 2) =>
  `${fmt(s.median, digits)}× (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;
/** `37.9 (35.5–42.1)` */
export const fmtRange = (s, digits = 1) =>
  `${fmt(s.median, digits)} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;

/** A seeded PRNG (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles `list` in place (Fisher–Yates) with `random`. */
function shuffle(list, random) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
}

/**
 * Times `contenders` (name → one call) side by side: each round, every contender makes `calls` sequential
 * calls, one call each in turn, so drift and background load within a round hit all of them alike. The turn
 * order is shuffled every time (seeded, so a run can be repeated): a call leaves work behind (timers cleared,
 * a socket handed back, garbage) that lands in the next call's time, and an order that only rotates gives every
 * contender the same predecessor almost every time (bare ky always after raw fetch, the SDK always after bare
 * ky), which tilts their ratio by several per cent. A round's figure per contender is its mean µs per call.
 * Returns the figures by name.
 */
export async function interleavedRounds(contenders, { calls, rounds, warmup }) {
  const names = Object.keys(contenders);
  const runs = names.map((name) => contenders[name]);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  const order = names.map((_, k) => k);
  const random = seededRandom(0x5eed);
  for (const run of runs) for (let i = 0; i < warmup; i++) await run();
  for (let round = 0; round < rounds; round++) {
    const totals = new Float64Array(names.length);
    globalThis.gc?.();
    for (let i = 0; i < calls; i++) {
      shuffle(order, random);
      for (const k of order) {
        const started = performance.now();
        await runs[k]();
        totals[k] += performance.now() - started;
      }
    }
    for (const [k, name] of names.entries()) samples[name].push((totals[k] * 1000) / calls);
  }
  return samples;
}
