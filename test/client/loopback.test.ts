import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionError, WorkforceClient } from '../../src/index.js';
import { memoryLogger } from '../helpers/msw.js';

/* Real sockets on 127.0.0.1, no msw: what a connection failure looks like to the SDK. */

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closedPort(): Promise<string> {
  const url = await listen(() => undefined);
  await new Promise((resolve) => servers.pop()!.close(resolve));
  return url;
}

describe('over real loopback sockets', () => {
  it('serves a call end to end', async () => {
    const url = await listen((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ businessId: 'biz_9', auth: req.headers.authorization }));
    });
    const client = new WorkforceClient({ apiKey: 'sk_loop_123456789', baseUrl: url, logLevel: 'off' });
    expect(await client.me.get()).toMatchObject({ businessId: 'biz_9', auth: 'Bearer sk_loop_123456789' });
  });

  it('retries even a POST when the connection was refused (nothing was sent)', async () => {
    const log = memoryLogger();
    const client = new WorkforceClient({
      apiKey: 'sk_loop_123456789',
      baseUrl: await closedPort(),
      logger: log.logger,
      logLevel: 'info',
      maxRetries: 2,
    });
    const error = await client
      .request({ method: 'POST', path: '/v1/reimbursements', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect(log.lines.filter((l) => l.text.includes('Retrying POST'))).toHaveLength(2);
  });

  it('does not resend a POST whose connection was reset after it was sent', async () => {
    let seen = 0;
    const url = await listen((req) => {
      seen += 1;
      req.socket.destroy();
    });
    const client = new WorkforceClient({ apiKey: 'sk_loop_123456789', baseUrl: url, logLevel: 'off' });
    await expect(
      client.request({ method: 'POST', path: '/v1/reimbursements', body: {} }),
    ).rejects.toBeInstanceOf(ConnectionError);
    expect(seen).toBe(1);
  });

  it('resends a GET whose connection was reset', async () => {
    let seen = 0;
    const url = await listen((req, res) => {
      seen += 1;
      if (seen === 1) return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end('{"businessId":"biz_1"}');
    });
    const client = new WorkforceClient({ apiKey: 'sk_loop_123456789', baseUrl: url, logLevel: 'off' });
    await expect(client.me.get()).resolves.toMatchObject({ businessId: 'biz_1' });
    expect(seen).toBe(2);
  });
});
