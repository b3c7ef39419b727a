import { describe, expect, it } from 'vitest';
import { ConnectionError, InternalServerError, WorkforceError } from '../../src/index.js';
import { PERSON, UUID } from './faults-support.js';
import { closeServersAfterEach, cutBody, json, reset, startServer, text } from './server.js';
import {
  businessParams,
  CREATED_BUSINESS,
  clientFor,
  idempotencyKeys,
  PERSON_ID,
  reimbursementParams,
  rejectionOf,
  sleep,
} from './support.js';

/*
 * Fault injection over real loopback sockets: connection resets before the response starts and after it
 * started (body cut). For every case: the error class, and how many requests the server saw (a POST without a
 * key is never seen twice once it may have arrived); the one keyed POST keeps its idempotency key.
 */

closeServersAfterEach();

describe('connection reset before the response starts', () => {
  it('a GET is retried maxRetries times, then throws ConnectionError', async () => {
    const server = await startServer(reset());
    const error = await rejectionOf(clientFor(server.url, { maxRetries: 2 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(server.count()).toBe(3);
  });

  it('a PUT is retried with the same body', async () => {
    const server = await startServer(reset(), text(204, '', {}));
    await clientFor(server.url).statutory.businesses.fields.update('biz_1', 'BR', {
      fields: { cnae: '1234' },
    });
    expect(server.count()).toBe(2);
    expect(server.requests[1]?.body).toBe(server.requests[0]?.body);
  });

  it('a POST without idempotency key that may have arrived is sent exactly once', async () => {
    const server = await startServer(reset(), json(200, { id: 'r_1' }));
    const error = await rejectionOf(clientFor(server.url).reimbursements.create(reimbursementParams()));
    expect(error).toBeInstanceOf(ConnectionError);
    await sleep(700);
    expect(server.count()).toBe(1);
  });

  it('the keyed POST is retried with the same generated idempotencyKey', async () => {
    const server = await startServer(reset(), reset(), json(200, CREATED_BUSINESS));
    await expect(clientFor(server.url).platform.businesses.create(businessParams())).resolves.toEqual(
      CREATED_BUSINESS,
    );
    expect(server.count()).toBe(3);
    const keys = idempotencyKeys(server.requests);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  it('the keyed POST gives up after maxRetries with ConnectionError, one key throughout', async () => {
    const server = await startServer(reset());
    const error = await rejectionOf(
      clientFor(server.url, { maxRetries: 3 }).platform.businesses.create(businessParams()),
    );
    expect(error).toBeInstanceOf(ConnectionError);
    expect(server.count()).toBe(4);
    expect(new Set(idempotencyKeys(server.requests)).size).toBe(1);
  });
});

describe('connection reset after the response started (headers sent, body cut)', () => {
  it('a GET whose body is cut is a ConnectionError', async () => {
    const server = await startServer(cutBody(200, '{"id":"3f8e2a1b-'));
    const error = await rejectionOf(clientFor(server.url, { maxRetries: 0 }).persons.get(PERSON_ID));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(server.count()).toBe(1);
  });

  it('a GET whose body is cut is retried like any connection failure (DESIGN §5), and recovers', async () => {
    const server = await startServer(cutBody(200, '{"id":"3f8e2a1b-'), json(200, PERSON));
    await expect(clientFor(server.url).persons.get(PERSON_ID)).resolves.toMatchObject(PERSON);
    expect(server.count()).toBe(2);
  });

  it('a POST without idempotency key whose response is cut is sent exactly once', async () => {
    const server = await startServer(cutBody(201, '{"id":"r_'), json(201, { id: 'r_2' }));
    const error = await rejectionOf(clientFor(server.url).reimbursements.create(reimbursementParams()));
    expect(error).toBeInstanceOf(ConnectionError);
    await sleep(700);
    expect(server.count()).toBe(1);
  });

  it('the keyed POST whose response is cut is retried with the same idempotencyKey', async () => {
    const server = await startServer(cutBody(200, '{"businessId":"biz_'), json(200, CREATED_BUSINESS));
    await expect(clientFor(server.url).platform.businesses.create(businessParams())).resolves.toEqual(
      CREATED_BUSINESS,
    );
    expect(server.count()).toBe(2);
    expect(new Set(idempotencyKeys(server.requests)).size).toBe(1);
  });

  it('an error response whose body is cut still maps by status (GET: 503 retried, then InternalServerError)', async () => {
    const server = await startServer(cutBody(503, '{"code":"unavail'));
    const error = await rejectionOf(
      clientFor(server.url, { maxRetries: 1 }).request({ method: 'GET', path: '/v1/me' }),
    );
    expect(error).toBeInstanceOf(WorkforceError);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(server.count()).toBe(2);
  });
});
