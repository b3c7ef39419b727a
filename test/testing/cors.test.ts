import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/testing/cli-main.js';
import { type MockServer, type MockServerOptions, startMockServer } from '../../src/testing/index.js';

/*
 * CORS over HTTP, as a browser sends it: `Origin` on every request, and an OPTIONS preflight before any
 * request with an Authorization header or a JSON body. Sent with node:http, which passes `Origin` as given.
 */

const APP = 'http://localhost:5173';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  server: MockServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, server.url), { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The preflight Chromium sends before `client.me.get()` from a page on `origin`. */
function preflight(server: MockServer, origin: string, path = '/v1/me', extra: Record<string, string> = {}) {
  return send(server, 'OPTIONS', path, {
    origin,
    'access-control-request-method': 'GET',
    'access-control-request-headers': 'authorization,x-multitenantkey',
    ...extra,
  });
}

function get(server: MockServer, origin: string, path = '/v1/me', key = server.apiKey) {
  return send(server, 'GET', path, { origin, authorization: `Bearer ${key}` });
}

const servers: MockServer[] = [];
async function start(options: MockServerOptions): Promise<MockServer> {
  const server = await startMockServer(options);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('without the cors option nothing changes', () => {
  it('a preflight is an unknown operation (404) and answers carry no CORS header', async () => {
    const server = await start({});
    const answer = await preflight(server, APP);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'resource_not_found',
      message: 'No operation OPTIONS /v1/me',
    });
    const read = await get(server, APP);
    expect(read.status).toBe(200);
    for (const headers of [answer.headers, read.headers]) {
      expect(Object.keys(headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(headers.vary).toBeUndefined();
    }
  });
});

describe('cors: a list of origins', () => {
  it('answers an allowed preflight with 204 and what the SDK needs', async () => {
    const server = await start({ cors: [APP, 'http://127.0.0.1:8080/'] });
    const answer = await preflight(server, APP, '/v1/persons', {
      'access-control-request-headers': 'authorization,content-type,x-multitenantkey,x-trace-id',
      'access-control-request-private-network': 'true',
    });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE');
    const allowed = String(answer.headers['access-control-allow-headers']).toLowerCase().split(', ');
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'x-multitenantkey',
        'idempotency-key',
        'x-trace-id',
      ]),
    );
    expect(answer.headers['access-control-max-age']).toBe('600');
    expect(answer.headers['access-control-allow-private-network']).toBe('true');
    expect(answer.headers.vary).toBe('Origin, Access-Control-Request-Headers');
    expect(answer.headers['x-request-id']).toMatch(/^req_/);
    // The second origin was written with a trailing slash: browsers send none, and it is allowed.
    expect((await preflight(server, 'http://127.0.0.1:8080')).headers['access-control-allow-origin']).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('refuses the preflight of another origin with a 403 naming the option, and no CORS header', async () => {
    const server = await start({ cors: APP });
    for (const origin of ['http://localhost:5174', 'https://localhost:5173', 'null']) {
      const answer = await preflight(server, origin);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'forbidden',
        message: `CORS: origin ${origin} is not allowed; add it to startMockServer({ cors }) or --cors`,
      });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers.vary).toBe('Origin');
    }
    // The statutory routes answer in their own error shape, this refusal too.
    const statutory = await preflight(server, 'http://localhost:5174', '/v1/statutory/filings');
    expect(statutory.status).toBe(403);
    expect(JSON.parse(statutory.body)).toMatchObject({
      error: { message: expect.stringMatching(/^CORS: origin http:\/\/localhost:5174 is not allowed/) },
    });
  });

  it('marks every answer to an allowed origin, success or error, and exposes the request id', async () => {
    const server = await start({ cors: [APP] });
    server.simulator.faults.add({ kind: 'rate-limit', path: '/v1/persons', retryAfter: 7, times: 1 });
    const answers = {
      ok: await get(server, APP),
      unauthenticated: await get(server, APP, '/v1/me', 'sk_not_a_key'),
      unknown: await get(server, APP, '/v1/nothing-here'),
      rateLimited: await get(server, APP, '/v1/persons'),
      badJson: await send(
        server,
        'POST',
        '/v1/reimbursements',
        {
          origin: APP,
          authorization: `Bearer ${server.apiKey}`,
          'content-type': 'application/json',
        },
        '{not json',
      ),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, a]) => [name, a.status]))).toEqual({
      ok: 200,
      unauthenticated: 401,
      unknown: 404,
      rateLimited: 429,
      badJson: 400,
    });
    for (const answer of Object.values(answers)) {
      expect(answer.headers['access-control-allow-origin']).toBe(APP);
      expect(answer.headers['access-control-expose-headers']).toBe('X-Request-Id, Retry-After');
      expect(answer.headers.vary).toBe('Origin');
      expect(answer.headers['x-request-id']).toMatch(/^req_/);
    }
    expect(answers.rateLimited.headers['retry-after']).toBe('7');
  });

  it('answers a request from another origin without CORS headers (its browser withholds the answer)', async () => {
    const server = await start({ cors: [APP] });
    const answer = await get(server, 'http://evil.test');
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-expose-headers']).toBeUndefined();
    expect(answer.headers.vary).toBe('Origin');
  });

  it('a write from an allowed origin is carried out, and reads back the same', async () => {
    const server = await start({ cors: [APP] });
    const headers = {
      origin: APP,
      authorization: `Bearer ${server.apiKey}`,
      'content-type': 'application/json',
    };
    const body = JSON.stringify({
      personId: server.simulator.fixtures.personIds[5],
      title: 'Conference trip',
      currency: 'USD',
      destinationCurrency: 'USD',
      entries: [{ description: 'Taxi', amount: { value: '12.50', currency: 'USD' } }],
    });
    const created = await send(server, 'POST', '/v1/reimbursements', headers, body);
    expect(created.status).toBe(200);
    expect(created.headers['access-control-allow-origin']).toBe(APP);
    const { id } = JSON.parse(created.body) as { id: string };
    const read = await get(server, APP, `/v1/reimbursements/${id}`);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ id, title: 'Conference trip' });
  });
});

describe('cors: true', () => {
  it('allows any origin, echoing it back (a file:// page sends "null")', async () => {
    const server = await start({ cors: true });
    for (const origin of ['http://localhost:3000', 'https://app.example', 'null']) {
      expect((await preflight(server, origin)).headers['access-control-allow-origin']).toBe(origin);
      expect((await get(server, origin)).headers['access-control-allow-origin']).toBe(origin);
    }
    // A request without Origin (curl, a server) is answered as before, with the Vary a cache needs.
    const plain = await send(server, 'GET', '/v1/me', { authorization: `Bearer ${server.apiKey}` });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin');
  });

  it('an OPTIONS that is not a preflight is still an unknown operation', async () => {
    const server = await start({ cors: true });
    const answer = await send(server, 'OPTIONS', '/v1/me', { origin: APP });
    expect(answer.status).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
  });
});

describe('cors option validation', () => {
  it.each([
    ['localhost:5173', /"localhost:5173" is not an origin; write scheme:\/\/host\[:port\]/],
    ['http://localhost:5173/app', /"http:\/\/localhost:5173\/app" is not an origin/],
    ['http://localhost:5173?x=1', /is not an origin/],
  ])('refuses %s before listening', async (origin, message) => {
    await expect(startMockServer({ cors: [origin] })).rejects.toThrow(message);
  });

  it('refuses an empty list', async () => {
    await expect(startMockServer({ cors: [] })).rejects.toThrow(
      new RangeError('cors: give at least one origin, or true to allow any'),
    );
  });
});

describe('workforce-api-mock --cors', () => {
  async function runWith(argv: string[]) {
    const lines: string[] = [];
    const controller = new AbortController();
    let ready: (server: MockServer) => void = () => {};
    const started = new Promise<MockServer>((resolve) => {
      ready = resolve;
    });
    const io = {
      out: (l: string) => lines.push(l),
      err: (l: string) => lines.push(l),
      signal: controller.signal,
    };
    const exit = runCli(argv, { ...io, onReady: ready });
    const server = await Promise.race([
      started,
      exit.then((code) => Promise.reject(new Error(`exit ${code}: ${lines.join('\n')}`))),
    ]);
    const stop = () => {
      controller.abort();
      return exit;
    };
    return { server, lines, stop };
  }

  it('allows each origin given (repeatable), and says so', async () => {
    const { server, lines, stop } = await runWith(['--cors', APP, '--cors', 'http://127.0.0.1:8080']);
    try {
      expect(lines).toContain(`CORS: browser pages on ${APP}, http://127.0.0.1:8080 may call this server`);
      expect((await preflight(server, APP)).status).toBe(204);
      expect((await preflight(server, 'http://127.0.0.1:8080')).status).toBe(204);
      expect((await preflight(server, 'http://127.0.0.1:9090')).status).toBe(403);
    } finally {
      expect(await stop()).toBe(0);
    }
  });

  it('a bare --cors (last, or before another option) allows any origin', async () => {
    for (const argv of [['--cors'], ['--cors', '--seed', 'cors']]) {
      const { server, lines, stop } = await runWith(argv);
      try {
        expect(lines).toContain('CORS: browser pages on any origin may call this server');
        expect((await preflight(server, 'http://anywhere.test')).headers['access-control-allow-origin']).toBe(
          'http://anywhere.test',
        );
      } finally {
        expect(await stop()).toBe(0);
      }
    }
  });

  it('exits 2 naming a value that is not an origin', async () => {
    const lines: string[] = [];
    const io = {
      out: (l: string) => lines.push(l),
      err: (l: string) => lines.push(l),
      signal: AbortSignal.abort(),
    };
    expect(await runCli(['--cors', 'localhost:5173'], io)).toBe(2);
    expect(lines[0]).toBe(
      'workforce-api-mock: cors: "localhost:5173" is not an origin; write scheme://host[:port], like http://localhost:5173',
    );
  });
});
