import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/index.js';
import { clientFor, failure, useMockServer } from './helpers.js';

const mock = useMockServer();

describe('startMockServer limits', () => {
  it('answers a body over 25 MB with 413 and a request id, then serves the next request', async () => {
    const client = clientFor(mock.server, { maxRetries: 0 });
    const huge = 'x'.repeat(26 * 1024 * 1024);
    const error = await failure(
      client.request({ method: 'POST', path: '/v1/reimbursements', body: { title: huge } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as unknown as ApiError).status).toBe(413);
    expect((error as unknown as ApiError).requestId).toMatch(/^req_/);
    await expect(client.me.get()).resolves.toMatchObject({ businessId: expect.any(String) });
  });

  it('uses the statutory error shape on statutory routes', async () => {
    const client = clientFor(mock.server, { maxRetries: 0 });
    const huge = 'x'.repeat(26 * 1024 * 1024);
    const error = (await failure(
      client.request({
        method: 'PUT',
        path: '/v1/statutory/businesses/b/fields/US',
        body: { fields: { a: huge } },
      }),
    )) as unknown as ApiError;
    expect(error.status).toBe(413);
    // The wire keeps the statutory spelling; the SDK reports the API's code for it.
    expect((error.body as { error: { code: string } }).error.code).toBe('invalid_request');
    expect(error.code).toBe('invalid_request_body');
  });
});
