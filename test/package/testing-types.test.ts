import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * `workforce-api/testing` compiles in a Node project without the DOM library, msw installed or not: only
 * `workforce-api/testing/msw` names msw's types, which need the DOM library. Checked on the built
 * declarations (dist/, built first when it is missing or older than src/), copied into an empty project
 * outside the repository, with `skipLibCheck: false` so the package's declarations are compiled too.
 */

const root = join(import.meta.dirname, '../..');
const tsc = join(root, 'node_modules/.bin/tsc');
let work = '';

/** The newest modification time of the files under `dir` (recursively). */
function newest(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => statSync(join(dir, file)).mtimeMs)
    .reduce((a, b) => Math.max(a, b), 0);
}

function ensureBuilt(): void {
  const built = join(root, 'dist/testing/msw.d.ts');
  let fresh = false;
  try {
    const inputs = Math.max(newest(join(root, 'src')), statSync(join(root, 'tsup.config.ts')).mtimeMs);
    fresh = statSync(built).mtimeMs >= inputs;
  } catch {
    fresh = false;
  }
  if (!fresh) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}

/** An empty project with the built package installed, msw (and its dependencies) too when `withMsw`. */
function project(name: string, withMsw: boolean): string {
  const dir = join(work, name);
  const pkg = join(dir, 'node_modules/workforce-api');
  mkdirSync(join(dir, 'node_modules/@types'), { recursive: true });
  cpSync(join(root, 'package.json'), join(pkg, 'package.json'));
  cpSync(join(root, 'dist'), join(pkg, 'dist'), { recursive: true });
  symlinkSync(join(root, 'node_modules/@types/node'), join(dir, 'node_modules/@types/node'), 'dir');
  if (withMsw) symlinkSync(join(root, 'node_modules/msw'), join(dir, 'node_modules/msw'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  return dir;
}

/** Type-checks `source` in `dir` as a strict Node project; resolves with tsc's exit code and output. */
function compile(dir: string, source: string, lib: string[]): { status: number | null; output: string } {
  writeFileSync(join(dir, 'index.ts'), source);
  const compilerOptions = { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib };
  Object.assign(compilerOptions, { types: ['node'], strict: true, skipLibCheck: false, noEmit: true });
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }));
  const run = spawnSync(tsc, ['-p', dir], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const usesTesting = `import { WorkforceClient } from 'workforce-api';
import { type MockServer, Simulator, startMockServer } from 'workforce-api/testing';

export async function businessId(): Promise<string> {
  const server: MockServer = await startMockServer({ seed: 'types' });
  try {
    const client = new WorkforceClient({ apiKey: server.apiKey, baseUrl: server.url });
    return (await client.me.get()).businessId ?? 'none';
  } finally {
    await server.close();
  }
}
export const seeded: string = new Simulator().fixtures.businessId;
`;

const usesMsw = `import type { HttpHandler } from 'msw';
import { createMockHandlers, type MockHandlers } from 'workforce-api/testing/msw';

const handlers: MockHandlers = createMockHandlers();
export const first: HttpHandler | undefined = handlers[0];
// @ts-expect-error -- the handlers are msw's HttpHandler, not \`any\`
export const notANumber: number = handlers[0];
export const apiKey: string = handlers.apiKey;
`;

beforeAll(() => {
  ensureBuilt();
  work = mkdtempSync(join(tmpdir(), 'workforce-api-types-'));
}, 600_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a Node project without the DOM library (lib es2023, types node, skipLibCheck false)', () => {
  it('compiles workforce-api/testing with msw installed', () => {
    const result = compile(project('with-msw', true), usesTesting, ['es2023']);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it('compiles workforce-api/testing without msw', () => {
    const result = compile(project('without-msw', false), usesTesting, ['es2023']);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it("meets msw's DOM-dependent types only by importing workforce-api/testing/msw (the check is not vacuous)", () => {
    const result = compile(project('msw-no-dom', true), usesMsw, ['es2023']);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/node_modules\/msw\//);
    expect(result.output).not.toMatch(/workforce-api\/dist\/testing\/index\.d\.ts/);
  }, 120_000);
});

it('workforce-api/testing/msw types the handlers as msw HttpHandler when the DOM library is present', () => {
  const result = compile(project('msw-dom', true), usesMsw, ['es2023', 'dom']);
  expect(result.output).toBe('');
  expect(result.status).toBe(0);
}, 120_000);
