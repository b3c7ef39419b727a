import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkforceClient } from '../../src/index.js';

/*
 * The `workforce-api-mock` command as a user runs it: a separate process, its stdout pasted into a shell, its
 * --dotenv file read by a dotenv parser, Ctrl+C to stop. The CLI is bundled from src/ first, as tsup does.
 */

const dir = mkdtempSync(join(tmpdir(), 'workforce-cli-'));
const cli = join(dir, 'cli.mjs');

beforeAll(async () => {
  await build({
    entryPoints: [new URL('../../src/testing/cli.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile: cli,
    external: ['msw'],
    logLevel: 'silent',
  });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function start(args: string[]): Run {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function ready(run: Run): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    if (run.stdout().includes('Press Ctrl+C to stop.')) return run.stdout();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the CLI did not start: ${run.stdout()} ${run.stderr()}`);
}

describe('workforce-api-mock, spawned', () => {
  it('prints `export NAME=value` lines a shell runs as pasted, and writes them to --dotenv', async () => {
    const envFile = join(dir, 'mock.env');
    const run = start(['--seed', 'spawned', '--dotenv', envFile]);
    const output = await ready(run);
    const exports = output.split('\n').filter((line) => line.includes('WORKFORCE_'));
    const pasted = exports.filter((line) => line.startsWith('export '));
    expect(pasted.map((line) => line.slice(7, line.indexOf('=')))).toEqual([
      'WORKFORCE_BASE_URL',
      'WORKFORCE_API_KEY',
      'WORKFORCE_WEBHOOK_SECRET',
    ]);

    // Pasted into a shell as they are, the lines set the variables a client reads.
    const shell = execFileSync('/bin/sh', ['-c', `${pasted.join('\n')}\nenv | grep '^WORKFORCE_' | sort`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    const fromShell = Object.fromEntries(
      shell
        .trim()
        .split('\n')
        .map((l) => l.split(/=(.*)/s, 2)),
    );
    expect(Object.keys(fromShell)).toHaveLength(3);

    // The env file holds the same values, in the NAME=value form dotenv and `node --env-file` read.
    const fromFile = parseEnv(readFileSync(envFile, 'utf8'));
    expect(fromFile).toEqual(fromShell);
    expect(output).toContain(`(also written to ${envFile})`);

    const client = new WorkforceClient({
      baseUrl: fromFile.WORKFORCE_BASE_URL,
      apiKey: fromFile.WORKFORCE_API_KEY,
      logLevel: 'off',
    });
    await expect(client.me.get()).resolves.toHaveProperty('businessId');
    expect(fromFile.WORKFORCE_WEBHOOK_SECRET).toMatch(/^whsec_/);

    run.child.kill('SIGINT');
    expect(await run.exit).toBe(0);
    expect(run.stdout()).toContain('workforce-api mock server stopped.');
  });

  it('replaces an env file it wrote before, and refuses to replace one it did not', async () => {
    const envFile = join(dir, 'again.env');
    for (const seed of ['first', 'second']) {
      const run = start(['--seed', seed, '--dotenv', envFile]);
      await ready(run);
      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(0);
    }
    expect(parseEnv(readFileSync(envFile, 'utf8')).WORKFORCE_API_KEY).toBeTruthy();

    const projectEnv = join(dir, '.env');
    writeFileSync(projectEnv, 'DATABASE_URL=postgres://prod\n');
    const refused = start(['--dotenv', projectEnv]);
    expect(await refused.exit).toBe(2);
    expect(refused.stderr()).toContain('was not written by workforce-api-mock; not replacing it');
    expect(readFileSync(projectEnv, 'utf8')).toBe('DATABASE_URL=postgres://prod\n');
  });

  it("--help lists exactly the options of the guide's table", async () => {
    const run = start(['--help']);
    expect(await run.exit).toBe(0);
    const usage = run.stdout().slice(run.stdout().indexOf('\n\n'));
    const options = new Set([...usage.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]!));
    options.delete('--help');
    const guide = readFileSync(new URL('../../docs/guides/testing-your-app.md', import.meta.url), 'utf8');
    const table = guide.slice(guide.indexOf('| option'));
    const documented = [...table.slice(0, table.indexOf('\n\n')).matchAll(/^\| `(--[a-z-]+)/gm)].map(
      (m) => m[1],
    );
    expect(documented.sort()).toEqual([...options].sort());
  });
});
