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
