import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';

const mock = useMockServer();

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

function dechunk(payload: string): string {
  let rest = payload;
  let out = '';
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (eol < 0 || Number.isNaN(size) || size === 0) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 4 + size);
  }
}

/*
 * Sends bytes exactly as written (no client library would send most of these) and reads the one answer until
 * the server closes the connection.
 */
async function send(text: string): Promise<RawAnswer> {
  const socket = connect(Number(new URL(mock.server.url).port), '127.0.0.1');
  socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
  socket.write(text);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('latin1');
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const payload = raw.slice(split + 4);
  const text2 = headers['transfer-encoding'] === 'chunked' ? dechunk(payload) : payload;
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: text2 === '' ? undefined : JSON.parse(Buffer.from(text2, 'latin1').toString('utf8')),
  };
}

function request(target: string, method = 'GET', extra = ''): string {
  const auth = `authorization: Bearer ${mock.server.apiKey}\r\n`;
  return `${method} ${target} HTTP/1.1\r\nhost: 127.0.0.1\r\n${auth}${extra}connection: close\r\n\r\n`;
}

function expectErrorAnswer(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-request-id']).toMatch(/^req_/);
  expect(answer.body).toMatchObject({ code, message: expect.any(String) });
}

/** The server is still healthy: a well-formed request on a new connection gets its 200. */
async function expectStillServing(): Promise<void> {
  const answer = await send(request('/v1/me'));
  expect(answer.status).toBe(200);
}

describe('startMockServer answers malformed requests with a 4xx error body, never a 500', () => {
  it.each([
    ['a truncated escape', '/v1/persons/%E0%A4%A'],
    ['a lone %', '/v1/persons/%'],
    ['a non-hex escape', '/v1/persons/%zz'],
    ['an escape of invalid UTF-8', '/v1/persons/%C3%28'],
  ])('answers 400 invalid_request_body to %s in a path parameter', async (_, target) => {
    const answer = await send(request(target));
    expectErrorAnswer(answer, 400, 'invalid_request_body');
    expect(answer.body).toMatchObject({ params: { '(path)': expect.any(String) } });
    await expectStillServing();
  });

  it('answers a malformed escape on a statutory route in the statutory error shape', async () => {
    const answer = await send(request('/v1/statutory/remittances/%E0%A4%A'));
    expect(answer.status).toBe(400);
    expect(answer.headers['x-request-id']).toMatch(/^req_/);
    expect(answer.body).toMatchObject({
      error: { code: 'invalid_request', message: expect.any(String), details: [{ field: '(path)' }] },
    });
  });

  it('answers 400 to a malformed escape even without a key (the path is read before the key)', async () => {
    const answer = await send('GET /v1/persons/%zz HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n');
    expectErrorAnswer(answer, 400, 'invalid_request_body');
  });

  it('serves an absolute-form request target (RFC 9112 §3.2.2) like its origin-form', async () => {
    const answer = await send(request(`${mock.server.url}/v1/me`));
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toMatch(/^req_/);
    expect(answer.body).toMatchObject({ businessId: expect.any(String) });
  });

  it('routes an absolute-form target by its path and query, whatever host it names', async () => {
    const answer = await send(request('http://api.example.test/v1/persons?limit=1'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: expect.any(Array) });
  });

  it('answers 404 resource_not_found to an absolute-form target naming no operation', async () => {
    const answer = await send(request('http://api.example.test/v1/nothing-here'));
    expectErrorAnswer(answer, 404, 'resource_not_found');
  });

  it('authenticates an absolute-form request like any other (401 without a key)', async () => {
    const answer = await send(
      `GET ${mock.server.url}/v1/me HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(401);
    expect(answer.headers['x-request-id']).toMatch(/^req_/);
  });

  it('answers 400 invalid_request_body to an absolute-form target of another scheme', async () => {
    const answer = await send(request('ftp://api.example.test/v1/me'));
    expectErrorAnswer(answer, 400, 'invalid_request_body');
    await expectStillServing();
  });

  it('answers 404 resource_not_found to OPTIONS * (the simulator has no server-wide operation)', async () => {
    const answer = await send(request('*', 'OPTIONS'));
    expectErrorAnswer(answer, 404, 'resource_not_found');
    await expectStillServing();
  });

  it('answers 400 invalid_request_body to the asterisk form with any method but OPTIONS', async () => {
    const answer = await send(request('*', 'GET'));
    expectErrorAnswer(answer, 400, 'invalid_request_body');
  });

  it('answers 404 resource_not_found to TRACE, which no route declares (and fetch cannot send)', async () => {
    const answer = await send(request('/v1/me', 'TRACE'));
    expectErrorAnswer(answer, 404, 'resource_not_found');
    await expectStillServing();
  });

  it('answers 404 resource_not_found to CONNECT, then closes the connection', async () => {
    const answer = await send('CONNECT api.example.test:443 HTTP/1.1\r\nhost: api.example.test:443\r\n\r\n');
    expectErrorAnswer(answer, 404, 'resource_not_found');
    await expectStillServing();
  });

  it.each([
    ['a space in a header name', 'GET /v1/me HTTP/1.1\r\nhost: 127.0.0.1\r\nbad header: x\r\n\r\n'],
    ['a method HTTP does not know', 'TRACK /v1/me HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n'],
    ['a control character in the target', 'GET /v1/\x01me HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n'],
    ['a bare LF inside a header value', 'GET /v1/me HTTP/1.1\r\nhost: 127.0.0.1\r\nx-a: b\nc\r\n\r\n'],
    ['an unknown HTTP version', 'GET /v1/me HTTP/9.9\r\nhost: 127.0.0.1\r\n\r\n'],
  ])(
    'answers 400 invalid_request_body with a request id to a request it cannot parse: %s',
    async (_, text) => {
      const answer = await send(text);
      expectErrorAnswer(answer, 400, 'invalid_request_body');
      expect(answer.headers.connection).toBe('close');
      await expectStillServing();
    },
  );

  it('answers 431 to headers larger than the parser accepts', async () => {
    const answer = await send(request('/v1/me', 'GET', `x-big: ${'a'.repeat(20_000)}\r\n`));
    expectErrorAnswer(answer, 431, 'invalid_request_body');
    await expectStillServing();
  });
});

describe('a body the schema refuses', () => {
  it('names each missing or mistyped field in words, not a bare "Invalid input", and changes nothing', async () => {
    const { businessId } = mock.server.simulator.fixtures;
    const path = `/v1/businesses/${businessId}/deposits`;
    const headers = { authorization: `Bearer ${mock.server.apiKey}`, 'content-type': 'application/json' };
    const before = mock.server.simulator.businesses.ledger().length;
    const response = await fetch(new URL(path, mock.server.url), {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: { currency: 'USD' }, paymentMethod: 42 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; params: Record<string, string> };
    expect(body.code).toBe('invalid_request_body');
    expect(body.params['amount.amount']).toBe('is required');
    expect(body.params.paymentMethod).toMatch(/^must be /);
    expect(body.message).not.toContain('Invalid input');
    expect(mock.server.simulator.businesses.ledger()).toHaveLength(before);
  });
});
