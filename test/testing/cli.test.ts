import { describe, expect, it } from 'vitest';
import { WorkforceClient } from '../../src/index.js';
import { runCli } from '../../src/testing/cli-main.js';
import type { MockServer } from '../../src/testing/index.js';

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

  it('prints usage for --help and exits 2 on a bad option', async () => {
    const lines: string[] = [];
    const io = {
      out: (l: string) => lines.push(l),
      err: (l: string) => lines.push(l),
      signal: AbortSignal.abort(),
    };
    expect(await runCli(['--help'], io)).toBe(0);
    expect(lines.join('\n')).toContain('Usage: workforce-api-mock');
    expect(await runCli(['--environment', 'staging'], io)).toBe(2);
    expect(await runCli(['--bogus'], io)).toBe(2);
  });
});
