import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  findOnPath,
  isCi,
  type NeededServer,
  needsServer,
  REDIS_SERVER,
  skipLine,
} from '../helpers/needs-server.js';

/* Each path of the one allowed skip: the server present, absent outside CI (skip line), absent under CI (fail). */

const FAKE: NeededServer = {
  binary: 'fake-test-server',
  purpose: 'these tests talk to a fake server',
  install: 'apt-get install -y fake-test-server',
};
const SUITE = 'test/fake/fake.test.ts';

let bin: string;
let empty: string;

beforeAll(async () => {
  bin = await mkdtemp(join(tmpdir(), 'needs-server-bin-'));
  empty = await mkdtemp(join(tmpdir(), 'needs-server-empty-'));
  await writeFile(join(bin, FAKE.binary), '#!/bin/sh\nexit 0\n');
  await chmod(join(bin, FAKE.binary), 0o755);
  await writeFile(join(empty, FAKE.binary), 'not executable');
  await chmod(join(empty, FAKE.binary), 0o644);
});

afterAll(async () => {
  await rm(bin, { recursive: true, force: true });
  await rm(empty, { recursive: true, force: true });
});

describe('needsServer', () => {
  it('present: runs the suite, says nothing, in and outside CI', () => {
    const warn = vi.fn();
    expect(needsServer(FAKE, SUITE, { env: { PATH: `${empty}:${bin}` }, warn })).toBe(true);
    expect(needsServer(FAKE, SUITE, { env: { PATH: bin, CI: 'true' }, warn })).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(findOnPath(FAKE.binary, `${empty}:${bin}`)).toBe(join(bin, FAKE.binary));
  });

  it('absent outside CI: skips with one line naming what, why and the install command', () => {
    const warn = vi.fn();
    // `empty` holds a file of that name that is not executable: it does not count.
    for (const CI of [undefined, '', '0', 'false']) {
      expect(needsServer(FAKE, SUITE, { env: { PATH: empty, CI }, warn })).toBe(false);
    }
    expect(warn).toHaveBeenCalledTimes(4);
    const line = warn.mock.calls[0]?.[0] as string;
    expect(line).toBe(skipLine(FAKE, SUITE));
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^SKIPPED test\/fake\/fake\.test\.ts: fake-test-server is not installed/);
    expect(line).toContain('these tests talk to a fake server');
    expect(line).toContain('`apt-get install -y fake-test-server`');
  });

  it('absent under CI: fails naming the missing server and its install command, and prints no skip', () => {
    const warn = vi.fn();
    for (const CI of ['true', '1', 'yes']) {
      expect(() => needsServer(FAKE, SUITE, { env: { PATH: empty, CI }, warn })).toThrow(
        /^fake-test-server is not installed \(not on PATH\) and CI is set, so test\/fake\/fake\.test\.ts cannot be skipped.*`apt-get install -y fake-test-server`/,
      );
    }
    expect(warn).not.toHaveBeenCalled();
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({})).toBe(false);
  });

  it('redis-server is installed with the command the README gives', () => {
    expect(REDIS_SERVER.binary).toBe('redis-server');
    expect(REDIS_SERVER.install).toBe('apt-get update && apt-get install -y redis-server');
  });
});

/** Runs the real Redis suite in a child vitest whose PATH holds only node: redis-server is missing there. */
async function redisSuiteWithoutRedis(ci: string | undefined) {
  const env: Record<string, string | undefined> = { PATH: dirname(process.execPath), HOME: process.env.HOME };
  if (ci !== undefined) env.CI = ci;
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    'test/webhooks/redis/redis-dedupe.test.ts',
    '--typecheck.enabled=false',
    '--reporter=default',
  ];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { env, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('the Redis suite on a machine without redis-server', () => {
  it('passes outside CI, printing the skip line once', async () => {
    const { code, output } = await redisSuiteWithoutRedis(undefined);
    expect(code).toBe(0);
    expect(output.split(skipLine(REDIS_SERVER, 'test/webhooks/redis/redis-dedupe.test.ts'))).toHaveLength(2);
    expect(output).toMatch(/7 skipped/);
  }, 60_000);

  it('fails under CI, naming redis-server', async () => {
    const { code, output } = await redisSuiteWithoutRedis('true');
    expect(code).toBe(1);
    expect(output).toContain('redis-server is not installed (not on PATH) and CI is set');
    expect(output).not.toContain('SKIPPED');
  }, 60_000);
});
