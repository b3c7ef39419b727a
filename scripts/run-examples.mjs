// `npm run examples` (after the build): runs every program of examples/ with this Node (24 strips their types)
// against a fresh `workforce-api-mock` process started from the command line as the README says
// (`npx workforce-api-mock --port …`), configured through the environment as real code is. The runner reaches
// that simulator only over HTTP, as a reader would: it finds the ids an example needs by listing, and moves the
// simulator's clock with POST /_simulator/clock/advance. Fails on a non-zero exit, a timeout or missing output.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

if (!process.features.typescript) {
  console.error(
    `The examples are TypeScript run directly by Node; Node ${process.version} cannot. Use Node 24: npm run examples`,
  );
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const work = `${root}.tmp/examples`;
const TIMEOUT_MS = 15_000;
const SHOWN_LINES = 8;

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const documentPath = `${work}/statement-of-work.pdf`;
writeFileSync(documentPath, '%PDF-1.4\n% statement of work\n');
const checkpointFile = `${work}/statutory-events.json`;

/** Each run: the example, extra environment found over HTTP, what its output must show. */
const RUNS = [
  {
    file: 'create-milestone-with-document.ts',
    env: async (api) => ({ CONTRACTOR_ID: await api.personNamed('Dijkstra'), DOCUMENT_PATH: documentPath }),
    expect: /Milestone \S+ created .* with document \S+/,
  },
  { file: 'list-all-persons.ts', expect: /^50 persons$/m },
  { file: 'read-balances-with-reserves.ts', expect: /USD\s+12500\.00\s+10000\.00\s+1500\.00\s+1000\.00/ },
  {
    file: 'list-person-requirements.ts',
    env: async (api) => ({ PERSON_ID: await api.personNamed('Hernández') }),
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
    // The simulator delivers its webhooks to the example's endpoint (--webhook-url).
    webhookPort: true,
    env: (_api, port) => ({ PORT: String(port), EXIT_AFTER_EVENTS: '2' }),
    drive: sendWebhooks,
    expect: /refused a delivery[\s\S]*DEPOSIT[\s\S]*payroll \S+ is scheduled[\s\S]*stopping/,
  },
  { file: 'platform-create-business.ts', expect: /Acting as \S+: wallets \d+, persons 0/ },
  // The journeys: typed methods only, each a whole flow.
  {
    file: 'onboard-contractor.ts',
    expect:
      /Created contractor \S+[\s\S]*Paid by ach[\s\S]*the contractor signs at https?:\/\/\S+\/_sign\/contracts\//,
  },
  {
    file: 'run-payroll.ts',
    // The endpoint is registered as a dashboard would: before the payroll starts.
    webhookPort: true,
    env: (_api, port) => ({ PORT: String(port) }),
    // Pay day comes when the simulator's clock reaches it.
    drive: (api, output) => advanceClockUntil(api, output, /Waiting for pay day/, /is Completed/, 'P1D'),
    expect:
      /approved for[\s\S]*webhook: payroll is scheduled[\s\S]*webhook: payroll is completed[\s\S]*is Completed; webhooks: saved → approved → scheduled → processing → completed/,
  },
  {
    file: 'approve-and-wait.ts',
    env: async (api) => ({
      PAYROLL_ID: await api.payrollWithStatus('Pending Submission'),
      POLL_INTERVAL_MS: '100',
    }),
    // Days pass between the reads: the simulator's clock moves on until pay day has come and gone.
    drive: (api, output) => advanceClockUntil(api, output, /Waiting for payroll/, /is Completed/, 'P1D'),
    expect:
      /Waiting for payroll \S+ \(Scheduled\) to complete…[\s\S]*Payroll \S+ is Completed after \d+ reads/,
  },
  {
    file: 'review-invoice-and-reimbursement.ts',
    env: async (api) => ({ PERSON_ID: await api.userPersonId() }),
    expect: /Approved invoice \S+: approved[\s\S]*Reimbursement \S+ is approved/,
  },
  {
    file: 'file-and-remit.ts',
    drive: (api, output) => advanceClockUntil(api, output, /Filing \S+ created/, /receipt at/, 'PT1H'),
    expect: /Filing \S+ created[\s\S]*approved[\s\S]*Remittance \S+ is \w+; receipt at https?:\/\/\S+\.pdf/,
  },
];

/** Once the example shows `from`, moves the simulator's clock on by `step` until it shows `until`. */
async function advanceClockUntil(api, output, from, until, step) {
  await waitFor(() => from.test(output()));
  for (let i = 0; i < 100 && !until.test(output()); i += 1) {
    await api.call('POST', '/_simulator/clock/advance', { duration: step });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends the endpoint one forged delivery, then makes the simulator deliver real ones: a sandbox deposit. */
async function sendWebhooks(api, output) {
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
  // transaction.succeeded, then the payroll awaiting funds is scheduled.
  const deposit = { description: 'Funding', value: { amount: 1_000_000, currency: 'USD' } };
  const answer = await api.call('POST', '/v1/sandbox/business-deposits', deposit);
  if (answer.status >= 300) throw new Error(`the sandbox deposit got ${answer.status}`);
}

async function waitFor(read) {
  for (let i = 0; i < 200; i += 1) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting for the example to start');
}

/** A port nothing listens on now. */
async function freePort() {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npx workforce-api-mock --port …` as a user starts it, with the Node that runs this script first on PATH. */
async function startSimulator(webhookPort) {
  const port = await freePort();
  const args = ['workforce-api-mock', '--port', String(port)];
  if (webhookPort !== undefined) args.push('--webhook-url', `http://127.0.0.1:${webhookPort}/webhooks`);
  const PATH = `${root}node_modules/.bin:${process.execPath.replace(/\/[^/]+$/, '')}:${process.env.PATH}`;
  const child = spawn('npx', args, {
    cwd: root,
    env: { ...process.env, PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr.on('data', (chunk) => {
    printed += chunk;
  });
  const variable = (name) => printed.match(new RegExp(`^export ${name}=(\\S+)$`, 'm'))?.[1];
  await waitFor(
    () => variable('WORKFORCE_WEBHOOK_SECRET') ?? (child.exitCode !== null ? 'exited' : undefined),
  );
  if (child.exitCode !== null) throw new Error(`workforce-api-mock exited: ${printed}`);
  const env = {
    WORKFORCE_BASE_URL: variable('WORKFORCE_BASE_URL'),
    WORKFORCE_API_KEY: variable('WORKFORCE_API_KEY'),
    WORKFORCE_WEBHOOK_SECRET: variable('WORKFORCE_WEBHOOK_SECRET'),
  };
  // npx runs the server as its grandchild, and signals do not always reach it through npx: stop the whole tree.
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('close', resolve);
      for (const pid of [...descendantsOf(child.pid), child.pid]) signal(pid, 'SIGINT');
      setTimeout(() => {
        for (const pid of [...descendantsOf(child.pid), child.pid]) signal(pid, 'SIGKILL');
      }, 3000).unref();
    });
  return { env, stop, api: httpApi(env) };
}

/** The processes below `pid`, deepest last (read from `ps`). */
function descendantsOf(pid) {
  const listed = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  const children = listed
    .split('\n')
    .map(Number)
    .filter((n) => n > 0);
  return children.flatMap((c) => [c, ...descendantsOf(c)]);
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** What the runner asks of a running simulator, over HTTP with its key. */
function httpApi(env) {
  const call = async (method, path, body) => {
    const response = await fetch(new URL(path, env.WORKFORCE_BASE_URL), {
      method,
      headers: {
        authorization: `Bearer ${env.WORKFORCE_API_KEY}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };
  const persons = async () => (await call('GET', '/v1/persons?limit=100')).body.data;
  const found = (value, what) => {
    if (value === undefined) throw new Error(`the simulator holds no ${what}`);
    return value;
  };
  return {
    call,
    personNamed: async (lastName) =>
      found((await persons()).find((p) => p.lastName === lastName)?.id, lastName),
    payrollWithStatus: async (status) =>
      found(
        (await call('GET', '/v1/payrolls?limit=100')).body.data.find((p) => p.status === status)?.payrollId,
        `payroll in ${status}`,
      ),
    userPersonId: async () => found((await call('GET', '/v1/users?limit=1')).body.data[0]?.personId, 'user'),
  };
}

function verdict(run, status, output) {
  if (status === 'SIGKILL') return `timed out after ${TIMEOUT_MS / 1000} s`;
  if (status !== 0) return `exited with ${status}`;
  return run.expect.test(output) ? undefined : `output does not match ${run.expect}`;
}

async function runOne(run, simulator, webhookPort) {
  const env = { ...cleanEnv(), ...simulator.env, ...(await run.env?.(simulator.api, webhookPort)) };
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
    await run.drive?.(simulator.api, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    output += `\n[runner] ${error.message}`;
  }
  const status = await exited;
  clearTimeout(timer);
  return { output, problem: verdict(run, status, output) };
}

/** This process's environment without any WORKFORCE_ variable: the simulator's are the only ones. */
function cleanEnv() {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('WORKFORCE_')) delete env[name];
  return env;
}

function show(output, all) {
  const lines = output.trimEnd().split('\n');
  const shown = all ? lines : lines.slice(0, SHOWN_LINES);
  for (const line of shown) console.log(`    ${line}`);
  if (shown.length < lines.length) console.log(`    … ${lines.length - shown.length} more lines`);
}

let failures = 0;
let simulator;
try {
  for (const run of RUNS) {
    const started = performance.now();
    const webhookPort = run.webhookPort ? await freePort() : undefined;
    // Each example gets a fresh simulator process, unless it continues the previous run's story.
    if (!run.sameServer || simulator === undefined) {
      await simulator?.stop();
      simulator = await startSimulator(webhookPort);
    }
    const { output, problem } = await runOne(run, simulator, webhookPort);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${problem ? '✗' : '✓'} examples/${run.file} (${seconds} s)${problem ? `: ${problem}` : ''}`);
    show(output, Boolean(problem));
    if (problem) failures += 1;
  }
} finally {
  await simulator?.stop();
}
console.log(failures ? `\n${failures} example run(s) failed` : `\nAll ${RUNS.length} example runs passed`);
process.exitCode = failures ? 1 : 0;
