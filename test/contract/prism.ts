import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import path from 'node:path';

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
  const child = spawn(
    process.execPath,
    [prismEntry(), 'mock', documentFile, '--host', HOST, '--port', String(port), '--errors'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A crashed test worker must not leave mock servers behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
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
