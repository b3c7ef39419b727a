// Packs the SDK and checks the tarball the way a new user meets it: publint, are-the-types-wrong, a consumer
// with nothing but workforce-api installed (it installs alone, compiles under strict tsc and runs; no shipped
// declaration imports the bundled ky or zod), fresh ESM, CJS and TypeScript (node16 and bundler resolution)
// consumers, Bun and Deno, and the browser bundle budget.
// Usage: node scripts/check-package.mjs [--runtimes <dir with bun/deno binaries>]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleSizes } from '../bench/bundle-size.mjs';
import { strictConsumerSource } from './strict-consumer.mjs';

const root = resolve(import.meta.dirname, '..');
const work = join(root, '.tmp', 'package-check');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(cmd, args, cwd = root) {
  console.log(`$ ${[cmd, ...args].join(' ')}`);
  return execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
// The build is the step before this one in .ci/run; scripts/check-clean-clone.mjs checks that `npm pack`
// builds by itself (prepack) in a fresh clone.
run('npm', ['pack', '--pack-destination', work, '--silent', '--ignore-scripts']);
const tarball = join(
  work,
  readdirSync(work).find((f) => f.endsWith('.tgz')),
);

console.log(run(bin('publint'), ['--strict', tarball]));
console.log(run(bin('attw'), [tarball, '--format', 'table-flipped']));

const consumer = join(work, 'consumer');
mkdirSync(consumer);
writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
run('npm', ['install', '--no-audit', '--no-fund', '--silent', tarball], consumer);
run(
  'npm',
  ['install', '--no-audit', '--no-fund', '--silent', 'typescript@6.0', '@types/node@24', 'msw@3'],
  consumer,
);

/**
 * An empty project that installs only the tarball: nothing else may land in its node_modules (ky and zod are
 * bundled; msw and redis are optional peers), it runs (ESM and CommonJS, against the simulator), and it
 * compiles under strict tsc, run from this repository so the consumer itself holds no TypeScript.
 */
function checkBareConsumer() {
  // Outside the repository: module resolution walks up the folders, and must not find the repo's packages.
  const bare = mkdtempSync(join(tmpdir(), 'workforce-api-bare-'));
  writeFileSync(join(bare, 'package.json'), JSON.stringify({ name: 'bare', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--silent', tarball], bare);
  const installed = readdirSync(join(bare, 'node_modules')).filter((f) => !f.startsWith('.'));
  if (installed.join() !== 'workforce-api') {
    throw new Error(
      `npm install of the tarball also installed: ${installed.filter((f) => f !== 'workforce-api')}`,
    );
  }
  const { dependencies = {} } = JSON.parse(
    readFileSync(join(bare, 'node_modules/workforce-api/package.json'), 'utf8'),
  );
  if (Object.keys(dependencies).length > 0)
    throw new Error(`runtime dependencies: ${Object.keys(dependencies)}`);
  checkDeclarations(join(bare, 'node_modules/workforce-api/dist'));
  writeFileSync(
    join(bare, 'run.mjs'),
    `import { WorkforceClient } from 'workforce-api';\nimport * as testing from 'workforce-api/testing';\n${smoke('WorkforceClient', 'testing')}`,
  );
  writeFileSync(
    join(bare, 'run.cjs'),
    `const { WorkforceClient } = require('workforce-api');\nconst testing = require('workforce-api/testing');\n(async () => {${smoke('WorkforceClient', 'testing')}})().catch((e) => { console.error(e); process.exit(1); });`,
  );
  console.log(run(process.execPath, ['run.mjs'], bare));
  console.log(run(process.execPath, ['run.cjs'], bare));
  compileStrict(bare);
  console.log('A consumer with only workforce-api installed runs, and type-checks under strict tsc');
  rmSync(bare, { recursive: true, force: true });
}

/**
 * Type-checks `bareSource` in `dir` with this repository's tsc, as a careful integrator configures it (strict,
 * noUncheckedIndexedAccess, exactOptionalPropertyTypes), the shipped declarations included (no skipLibCheck).
 */
function compileStrict(dir) {
  writeFileSync(join(dir, 'index.ts'), bareSource);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2023', 'dom'],
        types: [],
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: false,
        noEmit: true,
      },
      files: ['index.ts'],
    }),
  );
  run(bin('tsc'), ['-p', dir], dir);
}

/** No shipped declaration may import what the build bundles: a consumer does not have it. */
function checkDeclarations(dist) {
  const files = readdirSync(dist, { recursive: true }).filter((f) => /\.d\.c?ts$/.test(f));
  const bundled = /(?:from\s*|import\s*\(\s*|import\s+|require\s*\(\s*)['"](?:ky|zod)(?:\/[^'"]*)?['"]/;
  const offending = files.filter((f) => bundled.test(readFileSync(join(dist, f), 'utf8')));
  if (files.length === 0 || offending.length > 0) {
    throw new Error(`declarations importing ky or zod: ${offending.join(', ') || '(no declarations found)'}`);
  }
  console.log(`${files.length} declaration files, none importing ky or zod`);
}

const bareSource = `import { isWorkforceError, WorkforceClient, type WebhookEvent } from 'workforce-api';
import { createCore } from 'workforce-api/core';
import { payrollsCreate } from 'workforce-api/functions';
import { verifyWebhook } from 'workforce-api/webhooks';

export async function createPayrollOnce(client: WorkforceClient): Promise<string | undefined> {
  try {
    const created = await client.payrolls.create({ workerType: 'CONTRACTOR', type: 'REGULAR' });
    return created.payrollId;
  } catch (error) {
    if (isWorkforceError(error) && !error.requestMayHaveBeenProcessed) return undefined;
    throw error;
  }
}
export function kind(event: WebhookEvent): string {
  return event.known && event.eventType === 'payroll.status.updated' ? event.data.status : event.eventType;
}
export const core = createCore({ apiKey: 'k', environment: 'sandbox' });
export const create = (c: typeof core) => payrollsCreate(c, { workerType: 'CONTRACTOR', type: 'REGULAR' });
export const verify: typeof verifyWebhook = verifyWebhook;
`;

const smoke = (client, testing) => `
const { server, client } = await (async () => {
  const server = await ${testing}.startMockServer();
  const client = new ${client}({ apiKey: server.apiKey, baseUrl: server.url, logLevel: 'off' });
  return { server, client };
})();
try {
  const me = await client.me.get();
  const first = await client.persons.list({ limit: 5 });
  if (!me.businessId || first.data.length !== 5) throw new Error('unexpected answer');
  console.log('ok', me.businessId, first.meta.itemCount);
} finally {
  await server.close();
}`;
checkBareConsumer();

// The entries share one copy of the SDK (chunks in ESM, one bundle under require()): a core of
// `workforce-api/core` runs the functions of `workforce-api/functions`, and an error thrown through one entry
// is an instance of the classes of the others.
const crossEntries = (sdk, core, functions, webhooks, testing) => `
const server = await ${testing}.startMockServer();
try {
  const c = ${core}.createCore({ apiKey: server.apiKey, baseUrl: server.url, logLevel: 'off' });
  const page = await ${functions}.personsList(c, { limit: 2 });
  if (page.data.length !== 2) throw new Error('functions: unexpected answer');
  const missing = await ${functions}.personsGet(c, '00000000-0000-4000-8000-000000000000').catch((e) => e);
  for (const [name, cls] of [['main', ${sdk}.NotFoundError], ['core', ${core}.NotFoundError]]) {
    if (!(missing instanceof cls)) throw new Error(\`functions' 404 is not the \${name} entry's NotFoundError\`);
  }
  const secret = 'whsec_' + btoa('x'.repeat(32));
  const refused = await ${webhooks}.verifyWebhook('{}', {}, { secret }).catch((e) => e);
  if (!(refused instanceof ${sdk}.WebhookVerificationError && refused instanceof ${core}.WorkforceError))
    throw new Error('webhooks: a refusal is not the main entry class');
  console.log('ok entries share one SDK');
} finally {
  await server.close();
}`;
writeFileSync(
  join(consumer, 'entries.mjs'),
  `import * as sdk from 'workforce-api';\nimport * as core from 'workforce-api/core';\nimport * as functions from 'workforce-api/functions';\nimport * as webhooks from 'workforce-api/webhooks';\nimport * as testing from 'workforce-api/testing';\n${crossEntries('sdk', 'core', 'functions', 'webhooks', 'testing')}`,
);
writeFileSync(
  join(consumer, 'entries.cjs'),
  `const sdk = require('workforce-api');\nconst core = require('workforce-api/core');\nconst functions = require('workforce-api/functions');\nconst webhooks = require('workforce-api/webhooks');\nconst testing = require('workforce-api/testing');\n(async () => {${crossEntries('sdk', 'core', 'functions', 'webhooks', 'testing')}})().catch((e) => { console.error(e); process.exit(1); });`,
);
console.log(run(process.execPath, ['entries.mjs'], consumer));
console.log(run(process.execPath, ['entries.cjs'], consumer));
// Both builds in one process (a CommonJS app tested from ES modules): an error thrown by one build is an
// instance of the other build's classes.
writeFileSync(
  join(consumer, 'mixed.mjs'),
  `import { createRequire } from 'node:module';
import * as esm from 'workforce-api';
import * as testing from 'workforce-api/testing';
const cjs = createRequire(import.meta.url)('workforce-api');
if (cjs.ApiError === esm.ApiError) throw new Error('expected two copies of the SDK');
const server = await testing.startMockServer();
try {
  for (const [from, to] of [[esm, cjs], [cjs, esm]]) {
    const client = new from.WorkforceClient({ apiKey: server.apiKey, baseUrl: server.url, logLevel: 'off' });
    const e = await client.persons.get('00000000-0000-4000-8000-000000000000').catch((x) => x);
    if (!(e instanceof to.NotFoundError && e instanceof to.ApiError && e instanceof to.WorkforceError))
      throw new Error('a 404 of one build is not a NotFoundError of the other');
    if (e instanceof to.BadRequestError) throw new Error('a 404 passed for a BadRequestError');
  }
  console.log('ok errors are instances across the ESM and CommonJS builds');
} finally {
  await server.close();
}`,
);
console.log(run(process.execPath, ['mixed.mjs'], consumer));
writeFileSync(
  join(consumer, 'esm.mjs'),
  `import { WorkforceClient } from 'workforce-api';\nimport * as testing from 'workforce-api/testing';\n${smoke('WorkforceClient', 'testing')}`,
);
writeFileSync(
  join(consumer, 'cjs.cjs'),
  `const { WorkforceClient, isApiError } = require('workforce-api');\nconst testing = require('workforce-api/testing');\nif (typeof isApiError !== 'function') throw new Error('no guards');\n(async () => {${smoke('WorkforceClient', 'testing')}})().catch((e) => { console.error(e); process.exit(1); });`,
);
console.log(run(process.execPath, ['esm.mjs'], consumer));
console.log(run(process.execPath, ['cjs.cjs'], consumer));

const tsSource = `import { WorkforceClient, isNotFoundError, type PersonEntry, type WebhookEvent } from 'workforce-api';
import { createCore, type Core } from 'workforce-api/core';
import { personsGet } from 'workforce-api/functions';
import { createMemoryDedupe, verifyWebhook } from 'workforce-api/webhooks';
import { startMockServer } from 'workforce-api/testing';
import { createMockHandlers } from 'workforce-api/testing/msw';
export const handlerCount: number = createMockHandlers().length;
export async function names(): Promise<string[]> {
  const server = await startMockServer();
  const client = new WorkforceClient({ apiKey: server.apiKey, baseUrl: server.url });
  const people: PersonEntry[] = await client.persons.list({ limit: 10 }).toArray({ max: 20 });
  await server.close();
  return people.flatMap((p) => (p.id === undefined ? [] : [p.id]));
}
export function kind(e: WebhookEvent): string { return e.eventType; }
export const guard: (e: unknown) => boolean = isNotFoundError;
export const core: Core = createCore({ apiKey: 'k', environment: 'sandbox' });
export const read = (id: string) => personsGet(core, id);
export const verify: typeof verifyWebhook = verifyWebhook;
export const store = createMemoryDedupe();
`;
const noDomSource = `import { WorkforceClient, type UploadContent, type WebhookEvent } from 'workforce-api';
import { startMockServer } from 'workforce-api/testing';
export async function upload(client: WorkforceClient, bytes: Uint8Array): Promise<string> {
  const content: UploadContent = bytes;
  const { fileId } = await client.files.upload(content, { purpose: 'milestone-document', contentType: 'application/pdf' });
  return fileId;
}
export function kind(e: WebhookEvent): string { return e.eventType; }
export async function simulated(): Promise<string> {
  const server = await startMockServer();
  await server.close();
  return server.url;
}
`;
for (const [name, options] of Object.entries({
  node16: { module: 'node16', moduleResolution: 'node16' },
  bundler: { module: 'preserve', moduleResolution: 'bundler' },
  // A Node project without the DOM library: the public types must not need DOM-only names.
  'node16-no-dom': { module: 'node16', moduleResolution: 'node16', lib: ['es2023'] },
})) {
  const dir = join(consumer, `ts-${name}`);
  mkdirSync(dir);
  // msw's own types need the DOM library, so the no-DOM consumer (msw installed) leaves out only
  // `workforce-api/testing/msw`: `workforce-api/testing` must compile without the DOM library.
  writeFileSync(join(dir, 'index.mts'), name.endsWith('no-dom') ? noDomSource : tsSource);
  writeFileSync(
    join(dir, 'index.cts'),
    tsSource
      .replace(
        "import { startMockServer } from 'workforce-api/testing';\nimport { createMockHandlers } from 'workforce-api/testing/msw';",
        "import testing = require('workforce-api/testing'); const { startMockServer } = testing;\nimport msw = require('workforce-api/testing/msw'); const { createMockHandlers } = msw;",
      )
      .replace(
        /^import \{ WorkforceClient, isNotFoundError, type Person, type WebhookEvent \} from 'workforce-api';/,
        "import sdk = require('workforce-api'); type Person = sdk.Person; type WebhookEvent = sdk.WebhookEvent; const { WorkforceClient, isNotFoundError } = sdk;",
      ),
  );
  const files = name === 'node16' ? ['index.mts', 'index.cts'] : ['index.mts'];
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        ...options,
        strict: true,
        noEmit: true,
        target: 'es2022',
        types: ['node'],
        skipLibCheck: false,
      },
      files,
    }),
  );
  run(join(consumer, 'node_modules', '.bin', 'tsc'), ['-p', dir], consumer);
  console.log(`TypeScript consumer (${name}) type-checks`);
}

// A consumer with every strict flag: the model types catch misspelled fields and need no \`!\` on ids.
{
  const dir = join(consumer, 'ts-strict');
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.mts'), strictConsumerSource);
  const compilerOptions = { module: 'node16', moduleResolution: 'node16', target: 'es2022', types: ['node'] };
  Object.assign(compilerOptions, { strict: true, noEmit: true, skipLibCheck: false });
  Object.assign(compilerOptions, { noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true });
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.mts'] }));
  run(join(consumer, 'node_modules', '.bin', 'tsc'), ['-p', dir], consumer);
  console.log('TypeScript consumer (strict flags) type-checks the model types');
}

const runtimes = process.argv.includes('--runtimes')
  ? process.argv[process.argv.indexOf('--runtimes') + 1]
  : undefined;
if (runtimes) {
  console.log(run(join(runtimes, 'bun'), ['esm.mjs'], consumer));
  console.log(run(join(runtimes, 'deno'), ['run', '-A', 'esm.mjs'], consumer));
}

// Bundle sizes are budgeted by the benchmark (bench/budgets.json, checked by `bench/run.mjs --check`).
const { sizes } = await bundleSizes();
for (const [name, { gzip }] of Object.entries(sizes)) console.log(`browser bundle, ${name}: ${gzip} B gzip`);
console.log('package checks passed');
