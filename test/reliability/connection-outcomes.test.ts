import { describe, expect, it } from 'vitest';
import { ConnectionError, isConnectionError } from '../../src/index.js';
import { closedPortUrl, closeServersAfterEach, cutBody, reset, startServer } from './server.js';
import { clientFor, PERSON_ID, reimbursementParams, rejectionOf } from './support.js';

/*
 * A ConnectionError says whether the request may have reached the server: `false` only when the connection
 * was never established (nothing was sent: safe to retry a payroll write), `true` once the request may have
 * been written (read back the state, or resend with the same idempotency key).
 */

closeServersAfterEach();

describe('ConnectionError.requestMayHaveBeenProcessed', () => {
  it('connection refused → false, and the message says nothing was sent', async () => {
    const url = await closedPortUrl();
    const error = await rejectionOf(
      clientFor(url, { maxRetries: 1 }).reimbursements.create(reimbursementParams()),
    );
    expect(error).toBeInstanceOf(ConnectionError);
    expect(isConnectionError(error)).toBe(true);
    expect((error as ConnectionError).requestMayHaveBeenProcessed).toBe(false);
    expect(error.message).toMatch(
      /^Could not connect to the API for POST \/v1\/reimbursements; nothing was sent/,
    );
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'ConnectionError',
      requestMayHaveBeenProcessed: false,
    });
  });

  it('a POST whose connection resets after the request arrived → true, not resent, no "could not reach"', async () => {
    const server = await startServer(reset());
    const error = await rejectionOf(
      clientFor(server.url, { maxRetries: 2 }).reimbursements.create(reimbursementParams()),
    );
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).requestMayHaveBeenProcessed).toBe(true);
    expect(error.message).toMatch(/may have reached the server/);
    expect(error.message).not.toMatch(/could not (reach|connect)/i);
    expect(server.count()).toBe(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/reimbursements' });
    expect(JSON.parse(server.requests[0]!.body)).toEqual(reimbursementParams());
  });

  it('a GET whose connection resets on every attempt → true after its retries', async () => {
    const server = await startServer(reset());
    const error = await rejectionOf(clientFor(server.url, { maxRetries: 1 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).requestMayHaveBeenProcessed).toBe(true);
    expect(server.count()).toBe(2);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/persons/${PERSON_ID}`,
      `GET /v1/persons/${PERSON_ID}`,
    ]);
  });

  it('a response cut mid-body → true: the server answered, so it received the request', async () => {
    const server = await startServer(cutBody(201, '{"id":"r_'));
    const error = await rejectionOf(clientFor(server.url).reimbursements.create(reimbursementParams()));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).requestMayHaveBeenProcessed).toBe(true);
    expect(error.message).toMatch(/broke while reading the response to POST \/v1\/reimbursements/);
    expect(error.message).not.toMatch(/could not (reach|connect)/i);
    expect(server.count()).toBe(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/reimbursements' });
  });

  it('a ConnectionError built without the flag assumes the worst (true)', () => {
    expect(new ConnectionError('lost').requestMayHaveBeenProcessed).toBe(true);
    expect(
      new ConnectionError('refused', { requestMayHaveBeenProcessed: false }).requestMayHaveBeenProcessed,
    ).toBe(false);
  });
});
