import { spawn } from 'node:child_process';
import { once } from 'node:events';

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

export const fmt = (n, digits = 1) => n.toFixed(digits);
