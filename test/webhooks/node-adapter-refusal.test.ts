import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWebhookHandler } from '../../src/webhooks/handler.js';
import { toNodeHandler } from '../../src/webhooks/node-adapter.js';
import { REFUSAL_LINGER_MS } from '../../src/webhooks/node-refusal.js';
import { SECRET, svixHeaders } from './support.js';

/*
 * A sender streaming an oversized delivery must read the refusal, not a reset: a server that closes the socket
 * with the sender's bytes still arriving makes the kernel answer with RST, the sender sees EPIPE or ECONNRESET
 * and drops the 4xx it had not read yet. The sender runs in its own process, as it does in production (in the
 * receiver's event loop it reads the answer before the reset can land). 12 MiB per run against the default 1 MiB
 * cap keeps the sender writing long after the answer: the adapter that closed at once lost 3-16, 41-43 and 34-44
 * of the 50 answers of the three cases below (EPIPE, three runs); 50 runs of each take a second or two.
 */

const MiB = 1024 * 1024;
const BODY_BYTES = 12 * MiB;
const RUNS = 50;

let server: Server;
let url: string;
const onError = vi.fn();

beforeAll(async () => {
  server = createServer(toNodeHandler(createWebhookHandler({ secret: SECRET, onError })));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** What the sender saw: the status and body it read, or the connection error it got instead. */
type Outcome =
  | { status: number; body: string; connection: string | undefined; sent: number }
  | { error: string; sent: number };

/** Runs the sender in its own process, `RUNS` posts of `BODY_BYTES` one after the other. */
async function runs(headers: Record<string, string>): Promise<Outcome[]> {
  const sender = fileURLToPath(new URL('./oversized-sender.mjs', import.meta.url));
  const args = [sender, url, String(RUNS), String(BODY_BYTES), JSON.stringify(headers)];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1024 * 1024 });
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Outcome);
}

/** Outcomes other than the expected answer, counted by kind ("EPIPE": 17). */
function failures(outcomes: Outcome[], status: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const kind =
      'error' in outcome
        ? outcome.error
        : outcome.status === status && outcome.connection === 'close'
          ? undefined
          : `HTTP ${outcome.status} connection=${outcome.connection}`;
    if (kind !== undefined) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

describe('toNodeHandler answers an oversized delivery in every run (no reset while the sender writes)', () => {
  it(`a ${BODY_BYTES / 1024 / 1024} MiB chunked body with a bogus signature gets 413 body_too_large, ${RUNS} times in a row`, async () => {
    const outcomes = await runs({ ...svixHeaders('{}'), 'svix-signature': 'v1,Ym9ndXM=' });
    expect(failures(outcomes, 413)).toEqual({});
    expect(outcomes[0]).toMatchObject({ status: 413, body: '{"error":"body_too_large"}' });
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'BodyTooLargeError' }), {
      stage: 'verification',
    });
  });

  it(`a declared content-length over the cap gets 413 before any body is read, ${RUNS} times in a row`, async () => {
    const outcomes = await runs({ ...svixHeaders('{}'), 'content-length': String(BODY_BYTES) });
    expect(failures(outcomes, 413)).toEqual({});
  });

  it(`a body sent without the signature headers gets 400 missing_headers, ${RUNS} times in a row`, async () => {
    const outcomes = await runs({ 'content-length': String(BODY_BYTES) });
    expect(failures(outcomes, 400)).toEqual({});
    expect(outcomes[0]).toMatchObject({ status: 400, body: '{"error":"missing_headers"}' });
  });

  it('a sender that ignores the answer and never stops is cut off once the linger time is over', async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect({ port, host: '127.0.0.1' });
    const head = `POST /webhooks HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: ${2 ** 40}\r\n\r\n`;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let answer = '';
    let answeredAt = 0;
    let sent = 0;
    let rssBefore = 0;
    socket.on('data', (data: Buffer) => {
      answer += data.toString();
      if (answeredAt === 0 && answer.includes('\r\n\r\n')) {
        answeredAt = Date.now();
        rssBefore = process.memoryUsage().rss;
      }
    });
    socket.on('error', () => undefined); // the reset after the linger is the expected end
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const pump = () => {
      while (!socket.destroyed && socket.write(chunk)) sent += chunk.length;
    };
    socket.on('drain', pump);
    socket.write(head);
    pump();
    await closed;
    const lingered = Date.now() - answeredAt;
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('{"error":"missing_headers"}');
    expect(lingered).toBeGreaterThanOrEqual(REFUSAL_LINGER_MS - 100);
    expect(lingered).toBeLessThan(REFUSAL_LINGER_MS + 3_000);
    // It kept sending (about 1 GiB here) and the receiver dropped it as it came: its memory stayed flat.
    expect(sent).toBeGreaterThan(256 * MiB);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(192 * MiB);
  });
});
