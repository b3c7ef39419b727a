import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { FaultRule } from './faults.js';
import { type MockServer, type MockServerOptions, startMockServer } from './node-server.js';

/** Where the CLI writes and what stops it. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Aborted on SIGINT / SIGTERM. */
  signal: AbortSignal;
  /** Called once the server is up (tests use it). */
  onReady?(server: MockServer): void;
}

const USAGE = `Usage: workforce-api-mock [options]
       workforce-api-mock advance <duration> [--url <url>] [--key <key>]

Starts the workforce-api simulator on 127.0.0.1 and prints its URL and keys. Ctrl+C stops it.
\`advance\` moves a running simulator's test clock on by an ISO 8601 duration (P3D, PT12H) and runs the work
that became due; --url and --key default to WORKFORCE_BASE_URL and WORKFORCE_API_KEY.

  --port <n>            port (default: an ephemeral one)
  --environment <env>   sandbox (default) or production: keys of the other one get 401
  --seed <seed>         seed of ids, keys and the webhook secret (default: workforce-api)
  --webhook-url <url>   deliver signed webhooks there (repeatable)
  --latency <ms>        add latency to every request
  --cors [origin]       let browser pages on that origin call the server: CORS preflights are answered and
                        X-Request-Id is exposed (repeatable); without an origin, any origin may
  --dotenv <path>       also write WORKFORCE_BASE_URL, WORKFORCE_API_KEY and WORKFORCE_WEBHOOK_SECRET there as
                        NAME=value lines (for dotenv, or node --env-file); an existing file is replaced only
                        if this command wrote it
  --help                show this help`;

/** The first line of a file the CLI writes: the only kind of file it will overwrite. */
const ENV_FILE_MARKER = '# Written by workforce-api-mock: the running simulator. Replaced on its next start.';

/** The variables a client reads to reach the server. */
function envOf(server: MockServer): [string, string][] {
  return [
    ['WORKFORCE_BASE_URL', server.url],
    ['WORKFORCE_API_KEY', server.apiKey],
    ['WORKFORCE_WEBHOOK_SECRET', server.webhookSecret],
  ];
}

/** A value as a shell word (and a dotenv value): bare when it is plain, single-quoted otherwise. */
function quoted(value: string): string {
  return /^[\w.:/+=@%-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
}

function corsLine(cors: MockServerOptions['cors']): string[] {
  if (cors === undefined || cors === false) return [];
  const origins = cors === true ? 'any origin' : [cors].flat().join(', ');
  return [`CORS: browser pages on ${origins} may call this server`];
}

function describe(
  server: MockServer,
  envFile: string | undefined,
  cors: MockServerOptions['cors'],
): string[] {
  const sim = server.simulator;
  const { fixtures } = sim;
  const other = sim.environment === 'sandbox' ? 'production' : 'sandbox';
  const keys = server.keys[sim.environment];
  return [
    `workforce-api mock server (${sim.environment}) listening on ${server.url}`,
    '',
    // Flush left so the lines paste into a shell as they are.
    ...envOf(server).map(([name, value]) => `export ${name}=${quoted(value)}`),
    ...(envFile === undefined ? [] : [`(also written to ${envFile})`]),
    ...corsLine(cors),
    '',
    `Keys (${sim.environment}): platform ${keys.platform}`,
    `  org ${keys.org}`,
    `  user ${keys.user} (expires in one hour)`,
    `Keys of ${other} (answered with 401 here): org ${server.keys[other].org}`,
    `Tenant keys: primary ${fixtures.tenantKey}, created by the platform ${fixtures.childTenantKey}, outside ${fixtures.outsideTenantKey}`,
    '',
    'Advance the test clock (scheduled work runs, with its webhooks):',
    `  npx workforce-api-mock advance P3D --url ${server.url} --key ${server.apiKey}`,
    `  or POST ${server.url}/_simulator/clock/advance with {"duration":"P3D"} and that key`,
    '',
    'Press Ctrl+C to stop.',
  ];
}

/**
 * Writes the server's variables to `path` as `NAME=value` lines.
 * @throws Error when `path` holds a file this command did not write (a project's own `.env`).
 */
async function writeEnvFile(path: string, server: MockServer): Promise<void> {
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing !== undefined && !existing.startsWith(ENV_FILE_MARKER)) {
    throw new Error(`--dotenv ${path} exists and was not written by workforce-api-mock; not replacing it`);
  }
  const lines = envOf(server).map(([name, value]) => `${name}=${quoted(value)}`);
  await writeFile(path, `${ENV_FILE_MARKER}\n${lines.join('\n')}\n`, { mode: 0o600 });
}

function faultsFrom(latency: string | undefined): FaultRule[] {
  if (latency === undefined) return [];
  const latencyMs = Number(latency);
  if (!Number.isInteger(latencyMs) || latencyMs < 0)
    throw new RangeError('--latency must be a whole number of ms');
  return [{ kind: 'latency', latencyMs }];
}

type CliOptions = MockServerOptions & { envFile?: string | undefined };

/*
 * `--cors` takes an optional origin, which parseArgs cannot express: a bare `--cors` (last, or followed by
 * another option) becomes `--cors=*`, any origin.
 */
function withCorsValues(argv: readonly string[]): string[] {
  return argv.map((arg, i) => {
    const next = argv[i + 1];
    return arg === '--cors' && (next === undefined || next.startsWith('-')) ? '--cors=*' : arg;
  });
}

function corsFrom(values: string[]): true | string[] {
  return values.includes('*') ? true : values;
}

function parseOptions(argv: readonly string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args: withCorsValues(argv),
    options: {
      port: { type: 'string' },
      environment: { type: 'string' },
      seed: { type: 'string' },
      'webhook-url': { type: 'string', multiple: true },
      latency: { type: 'string' },
      cors: { type: 'string', multiple: true },
      // Not `--env-file`: Node reads that flag from anywhere on its command line, after the script too, so
      // `workforce-api-mock --env-file x` would make Node itself load x (and fail when it does not exist).
      dotenv: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return 'help';
  const environment = values.environment ?? 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new RangeError('--environment must be sandbox or production');
  }
  return {
    environment,
    port: values.port === undefined ? 0 : Number(values.port),
    // `--seed 42` is the seed 42 of startMockServer({ seed: 42 }), not the string '42' (another seed).
    ...(values.seed === undefined
      ? {}
      : { seed: String(Number(values.seed)) === values.seed ? Number(values.seed) : values.seed }),
    webhookUrls: values['webhook-url'] ?? [],
    faults: faultsFrom(values.latency),
    ...(values.cors === undefined ? {} : { cors: corsFrom(values.cors) }),
    envFile: values.dotenv,
  };
}

function waitForAbort(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** Parses the options, starts the server and writes the env file: the server, or the exit code. */
async function start(
  argv: readonly string[],
  io: CliIo,
): Promise<{ server: MockServer; envFile: string | undefined; cors: MockServerOptions['cors'] } | number> {
  const fail = (error: unknown, usage: boolean) => {
    io.err(`workforce-api-mock: ${error instanceof Error ? error.message : String(error)}`);
    if (usage) io.err(USAGE);
    return 2;
  };
  let options: CliOptions | 'help';
  try {
    options = parseOptions(argv);
  } catch (error) {
    return fail(error, true);
  }
  if (options === 'help') {
    io.out(USAGE);
    return 0;
  }
  const { envFile, ...serverOptions } = options;
  const server = await startMockServer(serverOptions).catch((error: unknown) => error);
  if (!isServer(server)) return fail(server, true);
  try {
    if (envFile !== undefined) await writeEnvFile(envFile, server);
  } catch (error) {
    await server.close();
    return fail(error, false);
  }
  return { server, envFile, cors: serverOptions.cors };
}

function isServer(value: unknown): value is MockServer {
  return typeof value === 'object' && value !== null && 'close' in value && 'url' in value;
}

/**
 * Runs the `workforce-api-mock` command: starts the server, prints how to use it, waits for the signal, closes.
 * Resolves with the exit code.
 * @throws never (problems are printed and give exit code 1 or 2).
 * @example
 * ```ts
 * const controller = new AbortController();
 * process.once('SIGINT', () => controller.abort());
 * process.exitCode = await runCli(process.argv.slice(2), { out: console.log, err: console.error, signal: controller.signal });
 * ```
 */
/**
 * `workforce-api-mock advance <duration>`: asks a running simulator to move its clock on.
 * @throws never (failures are printed and give exit code 1 or 2).
 */
async function advanceClock(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { url: { type: 'string' }, key: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const duration = positionals[0];
  const url = values.url ?? process.env.WORKFORCE_BASE_URL;
  const key = values.key ?? process.env.WORKFORCE_API_KEY;
  if (duration === undefined || url === undefined || key === undefined) {
    io.err(
      'workforce-api-mock advance: give a duration, and --url and --key (or WORKFORCE_BASE_URL, WORKFORCE_API_KEY)',
    );
    return 2;
  }
  // Below the URL's path: a simulator served under a base path (`https://proxy.example/workforce`) keeps it.
  const response = await fetch(`${url.replace(/\/+$/, '')}/_simulator/clock/advance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ duration }),
  }).catch((error: unknown) => error as Error);
  if (response instanceof Error) {
    io.err(`workforce-api-mock advance: no simulator answers at ${url} (${response.message})`);
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as {
    now?: string;
    moves?: number;
    message?: string;
  };
  if (!response.ok) {
    io.err(`workforce-api-mock advance: ${response.status} ${body.message ?? ''}`.trim());
    return 1;
  }
  io.out(`Clock now ${body.now}; ${body.moves} scheduled move(s) ran.`);
  return 0;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv[0] === 'advance') {
    try {
      return await advanceClock(argv.slice(1), io);
    } catch (error) {
      io.err(`workforce-api-mock advance: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
  }
  const started = await start(argv, io);
  if (typeof started === 'number') return started;
  const { server, envFile, cors } = started;
  for (const line of describe(server, envFile, cors)) io.out(line);
  io.onReady?.(server);
  await waitForAbort(io.signal);
  await server.close();
  io.out('workforce-api mock server stopped.');
  return 0;
}
