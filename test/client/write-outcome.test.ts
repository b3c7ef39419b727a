import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ClientOptions,
  ConflictError,
  ConnectionError,
  InternalServerError,
  isWorkforceError,
  NotFoundError,
  RateLimitError,
  RequestAbortedError,
  RequestValidationError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
  WorkforceClient,
  WorkforceError,
} from '../../src/index.js';
import { memoryLogger, PERSON_ID } from '../helpers/msw.js';

/*
 * Whether a write may have happened, read from one field of every error (`requestMayHaveBeenProcessed`), and a
 * 2xx that breaks the documented shape: over real loopback sockets, counting what the server received.
 */

const API_KEY = 'sk_loop_123456789';
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

interface Seen {
  method: string;
  path: string;
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen[]) => void;

/** A loopback server that records each request (after reading its body) before `handler` answers it. */
async function listen(handler: Handler): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method ?? '', path: req.url ?? '', body });
    handler(req, res, seen);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_77', ...headers });
  res.end(JSON.stringify(body));
}

function client(url: string, options: ClientOptions = {}) {
  return new WorkforceClient({ apiKey: API_KEY, baseUrl: url, logLevel: 'off', ...options });
}

const payroll = { workerType: 'CONTRACTOR', type: 'REGULAR' } as const;
const reserve = {
  action: 'LOCK',
  type: 'SECURITY_DEPOSIT',
  personId: PERSON_ID,
  amount: { value: '1500.00', currency: 'USD' },
  description: 'Security deposit',
} as const;

async function failure(call: Promise<unknown>): Promise<WorkforceError> {
  const outcome = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isWorkforceError(outcome)) throw new Error(`expected a WorkforceError, got ${String(outcome)}`);
  return outcome;
}

describe('a 2xx that breaks the documented shape', () => {
  it('payrolls.create (no idempotency key): returns the data, logs the mismatch at error, sends once', async () => {
    const { url, seen } = await listen((_req, res) => json(res, 200, { payrollId: 12345 }));
    const log = memoryLogger();
    const created = await client(url, { logger: log.logger, logLevel: 'warn' }).payrolls.create(payroll);
    expect(created).toEqual({ payrollId: 12345 });
    expect(seen).toEqual([{ method: 'POST', path: '/v1/payrolls', body: JSON.stringify(payroll) }]);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.level).toBe('error');
    expect(log.lines[0]?.text).toContain('POST /v1/payrolls (HTTP 200)');
    expect(log.lines[0]?.text).toContain('payrollId must be a string');
    expect(log.lines[0]?.text).toContain('the write happened');
    expect(JSON.parse(log.lines[0]!.text.slice(log.lines[0]!.text.indexOf(' {')))).toMatchObject({
      status: 200,
      createdId: '12345',
      requestId: 'req_77',
    });
  });

  it('a keyed write (resendable with its key) throws, saying the API answered and what it created', async () => {
    const { url, seen } = await listen((_req, res) => json(res, 201, { disbursementId: 987 }));
    const error = await failure(client(url).businesses.reserves.create(BUSINESS_ID, reserve));
    expect(error).toBeInstanceOf(ResponseValidationError);
    const rve = error as ResponseValidationError;
    expect(rve.status).toBe(201);
    expect(rve.createdId).toBe('987');
    expect(rve.requestMayHaveBeenProcessed).toBe(true);
    expect(rve.body).toEqual({ disbursementId: 987 });
    expect(rve.requestId).toBe('req_77');
    expect(rve.toJSON()).toMatchObject({ status: 201, createdId: '987', requestMayHaveBeenProcessed: true });
    expect(seen).toHaveLength(1);
  });

  it('a read throws with its status and no createdId', async () => {
    const { url } = await listen((_req, res) => json(res, 200, { id: 42 }));
    const error = await failure(client(url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ status: 200, createdId: undefined, requestMayHaveBeenProcessed: true });
  });

  it("'warn' logs the status and the created id", async () => {
    const { url } = await listen((_req, res) => json(res, 200, { payrollId: 12345 }));
    const log = memoryLogger();
    await client(url, { logger: log.logger, logLevel: 'warn', validateResponses: 'warn' }).payrolls.create(
      payroll,
    );
    expect(log.lines.map((l) => l.level)).toEqual(['warn']);
    expect(log.lines[0]?.text).toContain('"createdId":"12345"');
  });
});

describe('requestMayHaveBeenProcessed on every error of a call', () => {
  it('false for input refused before sending: nothing reaches the server', async () => {
    const { url, seen } = await listen((_req, res) => json(res, 200, {}));
    const error = await failure(client(url).persons.get('not a uuid'));
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(error.requestMayHaveBeenProcessed).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it.each([
    [400, 'BadRequestError'],
    [404, 'NotFoundError'],
    [409, 'ConflictError'],
    [422, 'UnprocessableEntityError'],
  ])('false for a %i: the API refused the write', async (status, name) => {
    const { url, seen } = await listen((_req, res) => json(res, status, { code: 'nope', message: 'no' }));
    const error = await failure(client(url).payrolls.create(payroll));
    expect(error.name).toBe(name);
    expect(error.requestMayHaveBeenProcessed).toBe(false);
    expect(error.toJSON()).toMatchObject({ requestMayHaveBeenProcessed: false });
    expect(seen).toHaveLength(1);
  });

  it('false for a 429 after the retries ran out (each attempt refused)', async () => {
    const { url, seen } = await listen((_req, res) => json(res, 429, {}, { 'retry-after': '0' }));
    const error = await failure(client(url, { maxRetries: 1 }).payrolls.create(payroll));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.requestMayHaveBeenProcessed).toBe(false);
    expect(seen).toHaveLength(2);
  });

  it('true for a 5xx, which the SDK does not resend for a payroll write', async () => {
    const { url, seen } = await listen((_req, res) => json(res, 503, { message: 'down' }));
    const error = await failure(client(url).payrolls.create(payroll));
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.requestMayHaveBeenProcessed).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('true for a refusal that followed an attempt the API may have processed', async () => {
    const { url, seen } = await listen((_req, res, all) =>
      all.length === 1 ? json(res, 503, {}, { 'retry-after': '0' }) : json(res, 404, {}),
    );
    const error = await failure(client(url).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.requestMayHaveBeenProcessed).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('true for a redirect (the API may have acted before redirecting)', async () => {
    const { url } = await listen((_req, res) => {
      res.writeHead(303, { location: '/v1/payrolls/1' });
      res.end();
    });
    const error = await failure(client(url).payrolls.create(payroll));
    expect(error).toMatchObject({ status: 303, requestMayHaveBeenProcessed: true });
  });

  it('true for a timeout while the request was in flight', async () => {
    const { url, seen } = await listen(() => undefined);
    const error = await failure(client(url, { timeout: 150 }).payrolls.create(payroll));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.requestMayHaveBeenProcessed).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('true for an abort after the request reached the server', async () => {
    const controller = new AbortController();
    const { url, seen } = await listen(() => controller.abort());
    const error = await failure(client(url).payrolls.create(payroll, { signal: controller.signal }));
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(error.requestMayHaveBeenProcessed).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('false for an abort before anything was sent', async () => {
    const { url, seen } = await listen((_req, res) => json(res, 200, {}));
    const error = await failure(client(url).payrolls.create(payroll, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(error.requestMayHaveBeenProcessed).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it('true for a connection reset after the request was sent; false when it was refused', async () => {
    const { url } = await listen((req) => req.socket.destroy());
    const reset = await failure(client(url).payrolls.create(payroll));
    expect(reset).toBeInstanceOf(ConnectionError);
    expect(reset.requestMayHaveBeenProcessed).toBe(true);

    const closed = servers.pop()!;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await failure(client(url, { maxRetries: 0 }).payrolls.create(payroll));
    expect(refused).toBeInstanceOf(ConnectionError);
    expect(refused.requestMayHaveBeenProcessed).toBe(false);
  });

  it('true for a 2xx too large to read, with its status', async () => {
    const { url } = await listen((_req, res) => json(res, 200, { payrollId: 'x'.repeat(2000) }));
    const error = await failure(client(url, { maxResponseBytes: 100 }).payrolls.create(payroll));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ status: 200, requestMayHaveBeenProcessed: true });
  });

  it('false when the key provider fails before the first request', async () => {
    const { url, seen } = await listen((_req, res) => json(res, 200, {}));
    const provider = () => Promise.reject(new Error('vault unavailable'));
    const error = await failure(client(url, { apiKey: provider }).payrolls.create(payroll));
    expect(error).toBeInstanceOf(WorkforceError);
    expect(error.requestMayHaveBeenProcessed).toBe(false);
    expect(seen).toHaveLength(0);
  });
});

it('ConflictError keeps its class and the flag through toJSON', async () => {
  const { url } = await listen((_req, res) => json(res, 409, { code: 'conflict', message: 'wrong state' }));
  const error = await failure(client(url).payrolls.create(payroll));
  expect(error).toBeInstanceOf(ConflictError);
  expect(JSON.parse(JSON.stringify(error))).toMatchObject({
    name: 'ConflictError',
    status: 409,
    requestMayHaveBeenProcessed: false,
  });
});
