import { describe, expect, it } from 'vitest';
import { type RequestOptions, RequestValidationError } from '../../src/index.js';
import { closeServersAfterEach, delayed, json, startServer } from './server.js';
import { clientFor, PERSON_ID, reimbursementParams, rejectionOf } from './support.js';

/*
 * A call's own `timeout`, `totalTimeout` and `maxRetries` follow the constructor's rules (positive integer
 * milliseconds; retries an integer from 0 to 10). One out of range is refused with RequestValidationError
 * before anything is sent: a POST must not reach the API under a 0 ms timeout and then be reported as a
 * timeout that "may have been processed".
 */

closeServersAfterEach();

const WRONG: ReadonlyArray<readonly [string, RequestOptions, string, string]> = [
  ['timeout', { timeout: 0 }, 'timeout', 'must be a positive integer number of milliseconds'],
  ['timeout', { timeout: -5 }, 'timeout', 'must be a positive integer number of milliseconds'],
  ['timeout', { timeout: Number.NaN }, 'timeout', 'must be a positive integer number of milliseconds'],
  ['timeout', { timeout: 1.5 }, 'timeout', 'must be a positive integer number of milliseconds'],
  ['timeout', { timeout: '100' as never }, 'timeout', 'must be a positive integer number of milliseconds'],
  ['totalTimeout', { totalTimeout: -1 }, 'totalTimeout', 'must be a positive integer number of milliseconds'],
  [
    'totalTimeout',
    { totalTimeout: 2 ** 31 },
    'totalTimeout',
    'must be a positive integer number of milliseconds',
  ],
  ['maxRetries', { maxRetries: -1 }, 'maxRetries', 'must be an integer from 0 to 10'],
  ['maxRetries', { maxRetries: 1.5 }, 'maxRetries', 'must be an integer from 0 to 10'],
  ['maxRetries', { maxRetries: 1000 }, 'maxRetries', 'must be an integer from 0 to 10'],
  ['maxRetries', { maxRetries: '2' as never }, 'maxRetries', 'must be an integer from 0 to 10'],
];

describe('per-call limits', () => {
  it.each(WRONG)(
    'a %s of %j → RequestValidationError, and a POST sends nothing',
    async (_name, options, field, message) => {
      const server = await startServer(json(200, { id: PERSON_ID }));
      const error = await rejectionOf(
        clientFor(server.url).reimbursements.create(reimbursementParams(), options),
      );
      expect(error).toBeInstanceOf(RequestValidationError);
      expect((error as RequestValidationError).params).toEqual({ [field]: message });
      expect((error as RequestValidationError).requestMayHaveBeenProcessed).toBe(false);
      expect(server.count()).toBe(0);
    },
  );

  it('names every wrong limit at once, for a read too', async () => {
    const server = await startServer(json(200, { id: PERSON_ID }));
    const error = await rejectionOf(
      clientFor(server.url).persons.get(PERSON_ID, { timeout: -1, totalTimeout: 0, maxRetries: 11 }),
    );
    expect((error as RequestValidationError).params).toEqual({
      timeout: 'must be a positive integer number of milliseconds',
      totalTimeout: 'must be a positive integer number of milliseconds',
      maxRetries: 'must be an integer from 0 to 10',
    });
    expect(server.count()).toBe(0);
  });

  it('limits in range still apply to the call: maxRetries 1 makes two attempts, a short timeout times out', async () => {
    const server = await startServer(json(503, { message: 'busy' }, { 'retry-after': '0' }));
    const client = clientFor(server.url, { maxRetries: 0 });
    await expect(client.persons.get(PERSON_ID, { maxRetries: 1 })).rejects.toMatchObject({ status: 503 });
    expect(server.count()).toBe(2);
    server.respond(delayed(500, json(200, { id: PERSON_ID })));
    await expect(client.persons.get(PERSON_ID, { timeout: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(server.count()).toBe(3);
  });
});
