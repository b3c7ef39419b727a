// `npm run examples` (after the build): runs every program of examples/ with this Node (24 strips their types)
// against a fresh simulator from the built package, configured through the environment as real code is.
// Fails on a non-zero exit, a timeout or missing expected output.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

if (!process.features.typescript) {
  console.error(
    `The examples are TypeScript run directly by Node; Node ${process.version} cannot. Use Node 24: npm run examples`,
  );
  process.exit(1);
}

// The package's own name resolves to the build (dist/), like the examples' imports.
const { startMockServer } = await import('workforce-api/testing').catch((error) => {
  console.error(`Cannot load the built package (${error.message}): run npm run build first.`);
  process.exit(1);
});

const root = fileURLToPath(new URL('..', import.meta.url));
const work = `${root}.tmp/examples`;
const TIMEOUT_MS = 15_000;
const SHOWN_LINES = 8;

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const documentPath = `${work}/statement-of-work.pdf`;
writeFileSync(documentPath, '%PDF-1.4\n% statement of work\n');
const checkpointFile = `${work}/statutory-events.json`;

/** Each run: the example, extra environment from the simulator, what its output must show. */
const RUNS = [
  {
    file: 'create-milestone-with-document.ts',
    env: (sim) => ({ CONTRACTOR_ID: sim.fixtures.milestoneContractorId, DOCUMENT_PATH: documentPath }),
    expect: /Milestone \S+ created .* with document \S+/,
  },
  { file: 'list-all-persons.ts', expect: /^45 persons$/m },
  { file: 'read-balances-with-reserves.ts', expect: /USD\s+12500\.00\s+10000\.00\s+1500\.00\s+1000\.00/ },
  {
    file: 'list-person-requirements.ts',
    env: (sim) => ({ PERSON_ID: sim.statutory.requirement(sim.fixtures.workerRequirementId).resourceId }),
    expect: /Worker RFC \(worker_data\): missing RFC/,
  },
  {
    file: 'follow-statutory-events.ts',
    env: () => ({ CHECKPOINT_FILE: checkpointFile, PAGE_SIZE: '4', MAX_PAGES: '2' }),
    expect: /Stopped after 2 pages/,
  },
  {
    // The next day's run, against the same API: resumes where the first one stopped.
    file: 'follow-statutory-events.ts',
    sameServer: true,
    env: () => ({ CHECKPOINT_FILE: checkpointFile, PAGE_SIZE: '4', MAX_PAGES: '2' }),
    expect: /Resuming from [\s\S]*filing\.blocked[\s\S]*Checkpoint saved/,
  },
  {
    file: 'handle-errors.ts',
    expect: /→ null[\s\S]*fix the input \(nothing was sent\)[\s\S]*check WORKFORCE_API_KEY/,
  },
  {
    file: 'receive-webhooks.ts',
    env: () => ({ PORT: '0', EXIT_AFTER_EVENTS: '2' }),
    drive: sendWebhooks,
    expect: /refused a delivery[\s\S]*DEPOSIT[\s\S]*payroll \S+ is scheduled[\s\S]*stopping/,
  },
  { file: 'platform-create-business.ts', expect: /Acting as \S+: wallets \d+, persons 0/ },
  // The journeys: typed methods only, each a whole flow.
  {
    file: 'onboard-contractor.ts',
    expect: /Created contractor \S+[\s\S]*Paid by ach[\s\S]*the contractor signs at https:\/\//,
  },
  {
    file: 'run-payroll.ts',
    // The endpoint is registered as a dashboard would: before the payroll starts.
    env: async (sim) => {
      const port = await freePort();
      sim.webhooks.register(`http://127.0.0.1:${port}/webhooks`);
      return { PORT: String(port) };
    },
    // Pay day comes when the simulator's clock reaches it.
    drive: (sim, output) => advanceClockUntil(sim, output, /Waiting for pay day/, /is Completed/, 'P1D'),
    expect:
      /approved for[\s\S]*webhook: payroll is scheduled[\s\S]*webhook: payroll is completed[\s\S]*is Completed; webhooks: saved → approved → scheduled → processing → completed/,
  },
  {
    file: 'approve-and-wait.ts',
    env: (sim) => ({ PAYROLL_ID: sim.fixtures.pendingPayrollId, POLL_INTERVAL_MS: '100' }),
    // Days pass between the reads: the simulator's clock moves on until pay day has come and gone.
    drive: (sim, output) => advanceClockUntil(sim, output, /Waiting for payroll/, /is Completed/, 'P1D'),
    expect:
      /Waiting for payroll \S+ \(Scheduled\) to complete…[\s\S]*Payroll \S+ is Completed after \d+ reads/,
  },
  {
    file: 'review-invoice-and-reimbursement.ts',
    env: (sim) => {
      const personId = sim.fixtures.userPersonId;
      sim.invoices.submit({ personId, amount: { amount: 80_000, currency: 'USD' } });
      return { PERSON_ID: personId };
    },
    expect: /Approved invoice \S+: approved[\s\S]*Reimbursement \S+ is approved/,
  },
  {
    file: 'file-and-remit.ts',
    // The business has given the statutory data its requirements asked for, so the filing is not blocked.
    env: (sim) => {
      sim.statutory.satisfyRequirement(sim.fixtures.requirementId);
      sim.statutory.satisfyRequirement(sim.fixtures.workerRequirementId);
      return {};
    },
    drive: (sim, output) => advanceClockUntil(sim, output, /Filing \S+ created/, /receipt at/, 'PT1H'),
    expect: /Filing \S+ created[\s\S]*approved[\s\S]*Remittance \S+ is \w+; receipt at https:\/\//,
  },
];

/** A port nothing listens on now. */
async function freePort() {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Once the example shows `from`, moves the simulator's clock on by `step` until it shows `until`. */
async function advanceClockUntil(sim, output, from, until, step) {
  await waitFor(() => from.test(output()));
  for (let i = 0; i < 100 && !until.test(output()); i += 1) {
    sim.clock.advance(step);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the endpoint's URL, sends it one forged delivery, then lets the simulator deliver real ones. */
async function sendWebhooks(sim, output) {
  const url = await waitFor(() => output().match(/Listening on (\S+)/)?.[1]);
  const forged = await fetch(url, {
    method: 'POST',
    headers: {
      'svix-id': 'msg_forged',
      'svix-timestamp': `${Math.floor(Date.now() / 1000)}`,
      'svix-signature': 'v1,Zm9yZ2Vk',
    },
    body: JSON.stringify({ id: 'msg_forged', eventType: 'payroll.status.updated', data: {} }),
  });
  if (forged.status !== 400) throw new Error(`a forged delivery got ${forged.status}, not 400`);
  sim.webhooks.register(url);
  sim.businesses.deposit({ amount: 1_000_000, currency: 'USD' }); // transaction.succeeded, payroll scheduled
}

async function waitFor(read) {
  for (let i = 0; i < 100; i += 1) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting for the example to start');
}

function baseEnv(server) {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('WORKFORCE_')) delete env[name];
  return {
    ...env,
    WORKFORCE_BASE_URL: server.url,
    WORKFORCE_API_KEY: server.apiKey,
    WORKFORCE_WEBHOOK_SECRET: server.webhookSecret,
  };
}

function verdict(run, status, output) {
  if (status === 'SIGKILL') return `timed out after ${TIMEOUT_MS / 1000} s`;
  if (status !== 0) return `exited with ${status}`;
  return run.expect.test(output) ? undefined : `output does not match ${run.expect}`;
}

async function runOne(run, server) {
  const env = { ...baseEnv(server), ...(await run.env?.(server.simulator)) };
  const child = spawn(process.execPath, [`examples/${run.file}`], { cwd: root, env });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
  const exited = new Promise((resolve) => child.on('close', (code, signal) => resolve(signal ?? code)));
  try {
    await run.drive?.(server.simulator, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    output += `\n[runner] ${error.message}`;
  }
  const status = await exited;
  clearTimeout(timer);
  return { output, problem: verdict(run, status, output) };
}

function show(output, all) {
  const lines = output.trimEnd().split('\n');
  const shown = all ? lines : lines.slice(0, SHOWN_LINES);
  for (const line of shown) console.log(`    ${line}`);
  if (shown.length < lines.length) console.log(`    … ${lines.length - shown.length} more lines`);
}

let failures = 0;
let server;
try {
  for (const run of RUNS) {
    const started = performance.now();
    // Each example gets a fresh simulator, unless it continues the previous run's story.
    if (!run.sameServer || server === undefined) {
      await server?.close();
      server = await startMockServer({ webhookRetryDelaysMs: [] });
    }
    const { output, problem } = await runOne(run, server);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${problem ? '✗' : '✓'} examples/${run.file} (${seconds} s)${problem ? `: ${problem}` : ''}`);
    show(output, Boolean(problem));
    if (problem) failures += 1;
  }
} finally {
  await server?.close();
}
console.log(failures ? `\n${failures} example run(s) failed` : `\nAll ${RUNS.length} example runs passed`);
process.exitCode = failures ? 1 : 0;
