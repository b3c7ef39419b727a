import { describe, expect, it } from 'vitest';
import { ConnectionError, isConnectionError, WorkforceClient, type WorkforceError } from '../../src/index.js';
import { isNetworkFailure, wasNotSent } from '../../src/internal/network-failure.js';

/*
 * Each runtime's fetch fails in its own words. The shapes below were recorded by running fetch against a
 * closed loopback port (and a server that drops the connection once the request arrived) on Node 22.23 and
 * 24.21, Bun 1.4.5, Deno 2.9.6 and workerd 2026-11-17; scripts/check-runtimes.mjs proves the same on the real
 * runtimes in CI. Every shape must give the same verdict: a refusal is a ConnectionError that says nothing
 * was sent (a POST may be resent); a connection dropped after sending may have reached the server (a POST is
 * not resent). workerd says "Network connection lost." for both, so there a refusal can only be reported as
 * possibly sent: a ConnectionError still, on the safe side.
 */

const URL_ = 'http://127.0.0.1:39123/v1/reimbursements';

const refused: Record<string, () => Error> = {
  node: () =>
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:39123'), {
        code: 'ECONNREFUSED',
        errno: -111,
        syscall: 'connect',
      }),
    }),
  'bun 1.4': () =>
    Object.assign(new TypeError('ECONNREFUSED: Unable to connect. Is the computer able to access the url?'), {
      code: 'ECONNREFUSED',
      errno: 0,
      path: URL_,
    }),
  'bun 1.1': () =>
    Object.assign(new TypeError('Unable to connect. Is the computer able to access the url?'), {
      code: 'ConnectionRefused',
      path: URL_,
    }),
  'deno 2.9': () =>
    new TypeError('fetch failed', {
      cause: new Error(
        `error sending request for url (${URL_}): client error (Connect): tcp connect error: Connection refused (os error 111)`,
      ),
    }),
  'deno 2.0': () =>
    new TypeError(
      `error sending request for url (${URL_}): client error (Connect): tcp connect error: Connection refused (os error 111)`,
    ),
  'deno, unknown host': () =>
    new TypeError('fetch failed', {
      cause: new Error(
        'error sending request for url (http://nonexistent.invalid/v1/me): client error (Connect): dns error: failed to lookup address information: Name or service not known',
      ),
    }),
};

const dropped: Record<string, () => Error> = {
  node: () =>
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), { name: 'SocketError', code: 'UND_ERR_SOCKET' }),
    }),
  'bun 1.4': () =>
    Object.assign(new TypeError('ECONNRESET: The socket connection was closed unexpectedly.'), {
      code: 'ECONNRESET',
      path: URL_,
    }),
  'deno 2.9': () =>
    new TypeError('fetch failed', {
      cause: new Error(
        'error sending request from 127.0.0.1:47586 for http://127.0.0.1:39123/x (127.0.0.1:39123): client error (SendRequest): connection closed before message completed',
      ),
    }),
  // The same for a refused connection, a reset after sending and a body cut short.
  workerd: () => Object.assign(new Error('Network connection lost.'), { retryable: true }),
};

/** A client whose fetch always fails with `make()`, counting the attempts. */
function failingClient(make: () => Error, maxRetries: number) {
  const state = { attempts: 0 };
  const client = new WorkforceClient({
    apiKey: 'sk_test_runtime_errors_1234',
    baseUrl: 'http://127.0.0.1:39123',
    logLevel: 'off',
    maxRetries,
    fetch: async () => {
      state.attempts += 1;
      throw make();
    },
  });
  return { client, state };
}

const reimbursement = {
  title: 'Conference trip',
  currency: 'USD',
  destinationCurrency: 'USD',
  entries: [{ description: 'Taxi', amount: { value: '12.50', currency: 'USD' } }],
};

async function rejection(promise: Promise<unknown>): Promise<WorkforceError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: WorkforceError) => error,
  );
}

describe('a refused connection, in every runtime’s words', () => {
  it.each(Object.keys(refused))('%s: ConnectionError, nothing was sent', async (runtime) => {
    const { client } = failingClient(refused[runtime]!, 0);
    const error = await rejection(client.reimbursements.create(reimbursement));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(isConnectionError(error)).toBe(true);
    expect(error.requestMayHaveBeenProcessed).toBe(false);
    expect(error.message).toMatch(
      /^Could not connect to the API for POST \/v1\/reimbursements; nothing was sent: /,
    );
  });

  it.each(['bun 1.4', 'deno 2.9'])(
    '%s: a POST is sent again, since nothing reached the server',
    async (runtime) => {
      const { client, state } = failingClient(refused[runtime]!, 1);
      const error = await rejection(client.reimbursements.create(reimbursement));
      expect(state.attempts).toBe(2);
      expect(error.requestMayHaveBeenProcessed).toBe(false);
    },
  );

  it('the message keeps the runtime’s reason (Deno sets no code)', async () => {
    const { client } = failingClient(refused['deno 2.9']!, 0);
    const error = await rejection(client.reimbursements.create(reimbursement));
    expect(error.message).toMatch(
      /fetch failed: error sending request .*Connection refused \(os error 111\)$/,
    );
  });
});

describe('a connection dropped once the request was sent', () => {
  it.each(Object.keys(dropped))(
    '%s: ConnectionError, may have reached the server, not resent',
    async (runtime) => {
      const { client, state } = failingClient(dropped[runtime]!, 2);
      const error = await rejection(client.reimbursements.create(reimbursement));
      expect(error).toBeInstanceOf(ConnectionError);
      expect(error.requestMayHaveBeenProcessed).toBe(true);
      expect(error.message).toMatch(/may have reached the server/);
      expect(state.attempts).toBe(1);
    },
  );
});

describe('workerd', () => {
  it('a GET whose connection was lost is retried (safe), and ends as a ConnectionError', async () => {
    const { client, state } = failingClient(dropped.workerd!, 1);
    const error = await rejection(client.me.get());
    expect(state.attempts).toBe(2);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toMatch(
      /^The connection failed during GET \/v1\/me .*: Network connection lost\.$/,
    );
  });

  it('an opaque internal error (workerd’s failed DNS lookup) is not taken for the network', () => {
    expect(isNetworkFailure(new Error('internal error; reference = kbml70h4ghk3s42nl1vjauln'))).toBe(false);
  });
});

describe('isNetworkFailure / wasNotSent', () => {
  it('a TypeError without a network code is a bug, not the network', () => {
    // Bun: an invalid header value; an invalid URL (a Node-style ERR_ code).
    expect(isNetworkFailure(new TypeError("Header 'x-a' has invalid value"))).toBe(false);
    expect(
      isNetworkFailure(Object.assign(new TypeError('fetch() URL is invalid'), { code: 'ERR_INVALID_URL' })),
    ).toBe(false);
    expect(isNetworkFailure(refused['bun 1.4']!())).toBe(true);
    expect(isNetworkFailure(Object.assign(new Error('x'), { name: 'NetworkError' }))).toBe(true);
  });

  it('reads every refusal shape as not sent, and no dropped one', () => {
    for (const make of Object.values(refused)) expect(wasNotSent(make())).toBe(true);
    for (const make of Object.values(dropped)) expect(wasNotSent(make())).toBe(false);
  });

  it('the caller’s fetch failing that way is classified the same (a user’s own fetch)', async () => {
    const { client } = failingClient(refused['bun 1.4']!, 0);
    const error = await rejection(client.me.get());
    expect(error.name).toBe('ConnectionError');
    expect(error.message).toContain('nothing was sent: ECONNREFUSED');
  });
});
