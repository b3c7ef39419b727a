// The runtime smoke: the built package (npm run build first) on every runtime the README names. Node 24 (this
// process), Node 22, Bun and Deno each run scripts/runtime-smoke/main.mjs: the simulator in-process
// (startMockServer), client calls, pagination with `for await`, a typed error, a refused connection read as a
// ConnectionError that says nothing was sent, and webhook verification. workerd (without nodejs_compat) runs
// the client and webhook checks as a module worker against a simulator in this process.
// Usage: node scripts/check-runtimes.mjs --runtimes <dir holding node22, bun, deno and workerd>
// Without CI set, a runtime missing from the folder is reported and left out; with CI set, it fails the check.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { startMockServer } from 'workforce-api/testing';

const root = resolve(import.meta.dirname, '..');
const smoke = join(root, 'scripts/runtime-smoke');
const work = join(root, '.tmp/runtime-smoke');
const dirArg = process.argv.indexOf('--runtimes');
const bin = dirArg === -1 ? undefined : resolve(process.argv[dirArg + 1] ?? '.');
const TIMEOUT_MS = 60_000;

/** Runs main.mjs with a runtime; resolves with its RESULT, or a failed row saying what went wrong. */
function runSmoke(label, command, args) {
  return new Promise((done) => {
    const started = performance.now();
    execFile(
      command,
      [...args, join(smoke, 'main.mjs')],
      { cwd: root, timeout: TIMEOUT_MS },
      (error, out, err) => {
        const ms = Math.round(performance.now() - started);
        const line = out.split('\n').find((l) => l.startsWith('RESULT '));
        if (line === undefined) {
          const why = error ? `${error.message}\n${err}` : `no RESULT line\n${out}${err}`;
          return done({ runtime: label, ms, rows: [['smoke ran', false, why.trim()]] });
        }
        done({ ...JSON.parse(line.slice('RESULT '.length)), ms });
      },
    );
  });
}

/** A loopback port where nothing listens (bound, then released). */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Bundles the worker, writes its workerd config, and returns the config's path. */
async function workerdConfig(port) {
  mkdirSync(work, { recursive: true });
  await build({
    entryPoints: [join(smoke, 'worker.mjs')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    outfile: join(work, 'worker.mjs'),
    logLevel: 'error',
  });
  // `internet` is the worker's default outbound: opened to loopback, where the simulator listens.
  const config = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = .smoke),
    (name = "internet", network = (allow = ["public", "private", "local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const smoke :Workerd.Worker = (
  modules = [(name = "worker.mjs", esModule = embed "worker.mjs")],
  compatibilityDate = "2026-06-01",
);
`;
  writeFileSync(join(work, 'config.capnp'), config);
  return join(work, 'config.capnp');
}

/** POSTs to the worker until workerd listens (it starts in well under a second). */
async function askWorker(port, target) {
  const until = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        body: JSON.stringify(target),
      });
      return await response.json();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** The client and webhook checks in workerd, against a simulator in this process. */
async function runWorkerd(command) {
  const started = performance.now();
  const port = await freePort();
  const configPath = await workerdConfig(port);
  const server = await startMockServer({ seed: 'runtime-smoke' });
  const child = spawn(command, ['serve', configPath], { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  try {
    const sim = server.simulator;
    sim.reimbursements.create({
      personId: sim.fixtures.personIds[5],
      title: 'Taxi',
      currency: 'USD',
      amount: 900,
    });
    const [event] = sim.events('reimbursement.submitted');
    const result = await askWorker(port, {
      url: server.url,
      apiKey: server.apiKey,
      closedUrl: `http://127.0.0.1:${await freePort()}`,
      personCount: sim.fixtures.personIds.length,
      webhookSecret: server.webhookSecret,
      webhook: { body: event.body, headers: event.headers },
      seesRefusal: false,
    });
    return { ...result, runtime: `workerd ${await version(command, ['--version'])}`, ms: elapsed(started) };
  } catch (error) {
    return {
      runtime: 'workerd',
      ms: elapsed(started),
      rows: [['worker answered', false, `${error}\n${stderr}`]],
    };
  } finally {
    child.kill();
    await server.close();
  }
}

function elapsed(started) {
  return Math.round(performance.now() - started);
}

function version(command, args) {
  return new Promise((done) => {
    execFile(command, args, (error, out) => done(error ? '?' : out.trim().split(/\s+/).at(-1)));
  });
}

// [label, binary in the --runtimes folder (none: this process's Node), how to run it]
const runtimes = [
  ['node 24', undefined, () => runSmoke('node', process.execPath, [])],
  ['node 22', 'node22', (path) => runSmoke('node 22', path, [])],
  ['bun', 'bun', (path) => runSmoke('bun', path, [])],
  ['deno', 'deno', (path) => runSmoke('deno', path, ['run', '-A'])],
  ['workerd', 'workerd', (path) => runWorkerd(path)],
];

const results = [];
let failed = false;
for (const [label, binary, run] of runtimes) {
  const path = binary === undefined ? process.execPath : bin && join(bin, binary);
  if (path === undefined || !existsSync(path)) {
    console.log(
      `${process.env.CI ? 'FAIL' : 'MISSING'} ${label}: no ${binary} in ${bin ?? '(no --runtimes folder)'}`,
    );
    if (process.env.CI) failed = true;
    continue;
  }
  results.push(await run(path));
}

for (const { runtime, ms, rows } of results) {
  console.log(`== ${runtime} (${ms} ms)`);
  for (const [name, ok, detail] of rows) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `: ${detail}`}`);
    if (!ok) failed = true;
  }
}
const passed = results.filter((r) => r.rows.every(([, ok]) => ok)).length;
console.log(`runtime smoke: ${passed} of ${runtimes.length} runtimes passed every check`);
if (failed) process.exit(1);
