import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '../../src/testing/index.js';

/*
 * The examples ship in the package (node_modules/workforce-api/examples/), and examples/README.md tells a user
 * how to run them from there: copy them out of node_modules (Node strips no types inside it) and mark the copy
 * as ES modules (a project made by `npm init` is CommonJS). This runs those shell lines, as written in the
 * README, in a CommonJS project outside the repository that has the built package installed, then the
 * examples the README names ids for, against a simulator over HTTP; and the first program of the getting-started
 * guide, saved under the file name it gives, in such a project.
 */

const root = join(import.meta.dirname, '../..');
const README = readFileSync(join(root, 'examples/README.md'), 'utf8');
let work = '';
let server: MockServer;

function newest(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => statSync(join(dir, file)).mtimeMs)
    .reduce((a, b) => Math.max(a, b), 0);
}

/** Builds dist/ when it is missing or older than src/. */
function ensureBuilt(): void {
  let fresh = false;
  try {
    const inputs = Math.max(newest(join(root, 'src')), statSync(join(root, 'tsup.config.ts')).mtimeMs);
    fresh = statSync(join(root, 'dist/index.js')).mtimeMs >= inputs;
  } catch {
    fresh = false;
  }
  if (!fresh) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}

/** A project as `npm init -y` makes it (CommonJS), with the package's shipped files installed. */
function project(name: string): string {
  const dir = join(work, name);
  const pkg = join(dir, 'node_modules/workforce-api');
  mkdirSync(join(pkg, 'examples'), { recursive: true });
  for (const file of ['package.json', 'dist']) cpSync(join(root, file), join(pkg, file), { recursive: true });
  for (const file of readdirSync(join(root, 'examples')).filter((f) => /\.(ts|md)$/.test(f)))
    cpSync(join(root, 'examples', file), join(pkg, 'examples', file));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', type: 'commonjs' }));
  return dir;
}

/** The ```sh block of the README that contains `marker`. */
function shBlock(marker: string): string {
  const block = [...README.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .find((b) => b.includes(marker));
  if (block === undefined) throw new Error(`examples/README.md has no sh block with ${marker}`);
  return block;
}

/** Runs `script` with sh in `dir`, without blocking: the simulator answering it lives in this process. */
function sh(dir: string, script: string, env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn('sh', ['-e', '-c', script], {
      cwd: dir,
      env: { ...process.env, PATH: `${join(work, 'bin')}:${process.env.PATH}`, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

beforeAll(async () => {
  ensureBuilt();
  work = mkdtempSync(join(tmpdir(), 'workforce-api-examples-'));
  // `node` in the README's commands is the Node running this test, whatever else is on PATH.
  mkdirSync(join(work, 'bin'));
  symlinkSync(process.execPath, join(work, 'bin/node'));
  server = await startMockServer();
}, 600_000);
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const env = () => ({ WORKFORCE_BASE_URL: server.url, WORKFORCE_API_KEY: server.apiKey });

describe('the examples, run from the installed package as examples/README.md says', () => {
  it('run after the copy commands, in a CommonJS project', async () => {
    const dir = project('app');
    const result = await sh(dir, shBlock('cp -r node_modules/workforce-api/examples'), env());
    expect(result.output).toMatch(/^50 persons$/m);
    expect(result.status).toBe(0);
  }, 60_000);

  it('finds the ids the README names, and the examples that need them run with them', async () => {
    const dir = project('ids');
    expect((await sh(dir, shBlock('cp -r node_modules/workforce-api/examples'), env())).status).toBe(0);
    writeFileSync(join(dir, 'work.pdf'), '%PDF-1.4\n% statement of work\n');
    const script = `${shBlock('CONTRACTOR_ID=$(')}
CONTRACTOR_ID=$CONTRACTOR_ID DOCUMENT_PATH=work.pdf node examples/create-milestone-with-document.ts
PERSON_ID=$PERSON_ID node examples/list-person-requirements.ts`;
    const result = await sh(dir, script, env());
    expect(result.output).toMatch(/Milestone \S+ created for [0-9a-f-]{36}, due \S+, with document \S+/);
    expect(result.output).toMatch(/\(worker_data\): missing /);
    expect(result.status).toBe(0);
  }, 60_000);

  it('fail without marking the copy as ES modules (the step is needed)', async () => {
    const dir = project('plain');
    const copy = shBlock('cp -r node_modules/workforce-api/examples')
      .split('\n')
      .filter((line) => !line.includes('"type"'))
      .join('\n');
    const result = await sh(dir, copy, env());
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/Cannot use import statement outside a module/);
  }, 60_000);
});

describe("getting started's first call, saved under the name its first line gives", () => {
  const guide = readFileSync(join(root, 'docs/guides/getting-started.md'), 'utf8');
  const code = /```ts\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  const fileName = /^\/\/ ([\w.-]+)\n/.exec(code)?.[1] ?? '';

  it('runs with node in a project made by npm init (CommonJS)', async () => {
    const dir = project('first-call');
    writeFileSync(join(dir, fileName), code);
    const result = await sh(dir, `node ${fileName}`);
    expect(result.output).toMatch(/^50 persons; the first five:$/m);
    expect(result.status).toBe(0);
  }, 60_000);

  it('would fail there as a .ts file (the extension matters)', async () => {
    const dir = project('first-call-ts');
    writeFileSync(join(dir, 'first-call.ts'), code);
    expect((await sh(dir, 'node first-call.ts')).status).not.toBe(0);
  }, 60_000);
});
