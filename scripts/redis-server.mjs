// Starts a throw-away redis-server on a free loopback port for tests (no persistence), and stops it.
// Usage: const redis = await startRedisServer(); … redis.url … await redis.stop();
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer } from 'node:net';

const INSTALL_HINT =
  'redis-server is not installed. The shared webhook de-dup tests need a real server: run ' +
  '`apt-get update && apt-get install -y redis-server` (Debian/Ubuntu) or put redis-server on PATH.';

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function ping(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Starts `redis-server` on a free 127.0.0.1 port, without persistence, and resolves once it answers PING.
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ port: number, url: string, stop: () => Promise<void> }>}
 */
export async function startRedisServer(options = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  // Not events.once(): it also rejects on 'error', and nobody would await that rejection.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const failed = new Promise((_, reject) => {
    child.on('error', (error) => {
      reject(error.code === 'ENOENT' ? new Error(INSTALL_HINT, { cause: error }) : error);
    });
    exited.then((code) => reject(new Error(`redis-server exited with ${code} before answering:\n${output}`)));
  });
  failed.catch(() => undefined);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await Promise.race([ping(port), failed]);
    if (ready) return { port, url: `redis://127.0.0.1:${port}`, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not answer PING on port ${port} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
