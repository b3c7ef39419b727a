import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { WorkforceClient } from '../../src/index.js';
import { runCli } from '../../src/testing/cli-main.js';
import { type MockServer, startMockServer } from '../../src/testing/index.js';
import { createMockHandlers } from '../../src/testing/msw.js';

/** The CLI's output lines, recorded, with a signal already aborted (a command that would serve returns at once). */
function recordingIo() {
  const lines: string[] = [];
  const io = {
    out: (l: string) => lines.push(l),
    err: (l: string) => lines.push(l),
    signal: AbortSignal.abort(),
  };
  return { lines, io };
}

describe('workforce-api-mock CLI', () => {
  it('prints the URL, keys and secret, serves requests, and stops when signalled', async () => {
    const lines: string[] = [];
    const controller = new AbortController();
    let ready: (server: MockServer) => void = () => {};
    const started = new Promise<MockServer>((resolve) => {
      ready = resolve;
    });
    const exit = runCli(['--seed', 'cli', '--latency', '1'], {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
      signal: controller.signal,
      onReady: ready,
    });
    const server = await started;
    const output = lines.join('\n');
    expect(output).toContain(`WORKFORCE_BASE_URL=${server.url}`);
    expect(output).toContain(`WORKFORCE_API_KEY=${server.apiKey}`);
    expect(output).toContain(`WORKFORCE_WEBHOOK_SECRET=${server.webhookSecret}`);
    expect(output).toContain(server.keys.sandbox.org);
    const client = new WorkforceClient({ baseUrl: server.url, apiKey: server.apiKey, logLevel: 'off' });
    await expect(client.me.get()).resolves.toMatchObject({
      businessId: server.simulator.fixtures.businessId,
    });
    controller.abort();
    expect(await exit).toBe(0);
    await expect(fetch(`${server.url}/v1/me`)).rejects.toThrow();
  });

  it('--seed 42 gives the data of startMockServer({ seed: 42 }), and --seed cli that of seed "cli"', async () => {
    for (const [flag, seed] of [
      ['42', 42],
      ['cli', 'cli'],
    ] as const) {
      const controller = new AbortController();
      let ready: (server: MockServer) => void = () => {};
      const started = new Promise<MockServer>((resolve) => {
        ready = resolve;
      });
      const io = { out: () => {}, err: () => {}, signal: controller.signal, onReady: ready };
      const exit = runCli(['--seed', flag], io);
      const cli = await started;
      const inProcess = await startMockServer({ seed });
      expect([cli.apiKey, cli.simulator.fixtures.businessId]).toEqual([
        inProcess.apiKey,
        inProcess.simulator.fixtures.businessId,
      ]);
      await inProcess.close();
      controller.abort();
      expect(await exit).toBe(0);
    }
  });

  it('prints usage for --help and exits 2 on a bad option', async () => {
    const { lines, io } = recordingIo();
    expect(await runCli(['--help'], io)).toBe(0);
    expect(lines.join('\n')).toContain('Usage: workforce-api-mock');
    expect(await runCli(['--environment', 'staging'], io)).toBe(2);
    expect(await runCli(['--bogus'], io)).toBe(2);
  });

  it("advances a running simulator's clock with `advance <duration>`, and refuses a bad one", async () => {
    const server = await startMockServer({ seed: 'cli-advance' });
    try {
      const { lines, io } = recordingIo();
      const before = server.simulator.clock.now();
      expect(await runCli(['advance', 'P2D', '--url', server.url, '--key', server.apiKey], io)).toBe(0);
      expect(server.simulator.clock.now() - before).toBeGreaterThanOrEqual(2 * 86_400_000);
      expect(lines.at(-1)).toMatch(/^Clock now \d{4}-\d{2}-\d{2}T.*; \d+ scheduled move\(s\) ran\.$/);
      expect(await runCli(['advance', 'soon', '--url', server.url, '--key', server.apiKey], io)).toBe(1);
      expect(lines.at(-1)).toContain('400');
      expect(await runCli(['advance', 'P1D', '--url', server.url, '--key', 'sk_wrong'], io)).toBe(1);
      expect(lines.at(-1)).toContain('401');
      expect(await runCli(['advance'], io)).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('advances the clock of a simulator served under a base path, keeping the path', async () => {
    const base = 'https://proxy.example/workforce';
    const handlers = createMockHandlers({
      seed: 'cli-advance-path',
      baseUrl: base,
      webhookRetryDelaysMs: [],
    });
    const server = setupServer(...handlers);
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const { lines, io } = recordingIo();
      const before = handlers.simulator.clock.now();
      for (const url of [base, `${base}/`]) {
        expect(await runCli(['advance', 'P1D', '--url', url, '--key', handlers.apiKey], io)).toBe(0);
      }
      expect(handlers.simulator.clock.now() - before).toBeGreaterThanOrEqual(2 * 86_400_000);
      expect(lines.at(-1)).toMatch(/^Clock now /);
    } finally {
      server.close();
      await handlers.simulator.close();
    }
  });
});
