import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';

/*
 * Stoplight Prism mock servers, one child process per OpenAPI document, on free loopback ports. `--errors`
 * makes Prism answer 4xx (with an `sl-violations` header) to a request the document does not allow.
 */

const HOST = '127.0.0.1';
const OUTPUT_LIMIT = 8_000;

/** A running Prism mock of one document. */
export interface PrismMock {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Milliseconds from spawn until the port accepted connections. */
  readonly startupMs: number;
  /** The last few kilobytes Prism printed, for failure messages. */
  output(): string;
  /** Ends the process (SIGTERM, then SIGKILL) and waits for it to exit. */
  stop(): Promise<void>;
}

function prismEntry(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@stoplight/prism-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: { prism: string } };
  return path.resolve(path.dirname(manifestPath), manifest.bin.prism);
}

/** A port the OS just handed out; Prism takes no `--port 0`, so a rare race is retried by the caller. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The document as Prism must read it. The facts-only snapshot drops every `description`, also the one OpenAPI
 * requires on a Response Object; Prism's parser then ignores a bare `"204": {}` and answers such an operation
 * with its first (error) response. An empty description restores the response and changes nothing else.
 */
function servableCopy(documentFile: string): { file: string; remove(): void } {
  const root: unknown = parse(readFileSync(documentFile, 'utf8'));
  const responseSets: unknown[] = [];
  if (isNode(root) && isNode(root.paths)) {
    for (const item of Object.values(root.paths)) {
      if (isNode(item)) for (const op of Object.values(item)) if (isNode(op)) responseSets.push(op.responses);
    }
  }
  if (isNode(root) && isNode(root.components)) responseSets.push(root.components.responses);
  for (const responses of responseSets) {
    if (!isNode(responses)) continue;
    for (const response of Object.values(responses)) {
      if (isNode(response) && response.$ref === undefined && response.description === undefined) {
        response.description = '';
      }
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-prism-'));
  const file = path.join(dir, path.basename(documentFile));
  writeFileSync(file, stringify(root, { aliasDuplicateObjects: false }));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited(child);
  clearTimeout(timer);
}

async function startOnce(documentFile: string, timeoutMs: number): Promise<PrismMock> {
  const port = await freePort();
  const started = Date.now();
  const servable = servableCopy(documentFile);
  const child = spawn(
    process.execPath,
    [prismEntry(), 'mock', servable.file, '--host', HOST, '--port', String(port), '--errors'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A crashed test worker must not leave mock servers behind.
  const killOnExit = () => {
    child.kill('SIGKILL');
    servable.remove();
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
    servable.remove();
  };

  while (!(await accepts(port))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`Prism exited (${child.exitCode ?? child.signalCode}) before listening:\n${output}`);
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`Prism did not listen on port ${port} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://${HOST}:${port}`, startupMs: Date.now() - started, output: () => output, stop };
}

/**
 * Starts `prism mock <documentFile> --errors` and resolves once its port accepts connections.
 * @throws when Prism exits or stays silent past `timeoutMs`, three times in a row.
 */
export async function startPrism(documentFile: string, timeoutMs = 30_000): Promise<PrismMock> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnce(documentFile, timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
