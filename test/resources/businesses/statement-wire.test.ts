import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { isResponseValidationError } from '../../../src/index.js';
import { makeClient, recorder, SANDBOX, useMswServer } from '../../helpers/msw.js';
import { failure } from '../../testing/helpers.js';

/* `businesses.statement.get` with a file `format`, against a scripted server: what is sent and what is returned. */

const server = useMswServer();

describe('client.businesses.statement.get on the wire', () => {
  const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
  const path = `${SANDBOX}/v1/businesses/${BUSINESS_ID}/statement`;
  const params = { currency: 'USD', periodStart: '2026-01-01', periodEnd: '2026-01-31' } as const;

  it('asks for the file with format, accepts CSV, and returns the body as received in strict mode', async () => {
    const reads = recorder();
    const body = 'date,id,amount\r\n2026-01-05,tx_1,"1,250.00"\r\n';
    server.use(
      http.get(path, async ({ request }) => {
        await reads.record(request);
        return new HttpResponse(body, { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const file = await makeClient({ validateResponses: 'strict' }).businesses.statement.get(BUSINESS_ID, {
      ...params,
      format: 'csv',
    });
    expect(file).toBe(body);
    const [request] = reads.seen;
    expect(request?.url.searchParams.get('format')).toBe('csv');
    expect(request?.headers.get('accept')).toContain('text/csv');
  });

  it('reads a BAI2 file sent as bytes (application/octet-stream) as text too', async () => {
    const body = '01,BANK,CUSTOMER,260131,0900,1,,,2/\n99,0,0,2/\n';
    server.use(
      http.get(
        path,
        () =>
          new HttpResponse(new TextEncoder().encode(body), {
            headers: { 'content-type': 'application/octet-stream' },
          }),
      ),
    );
    const file = await makeClient().businesses.statement.get(BUSINESS_ID, { ...params, format: 'bai2' });
    expect(file).toBe(body);
  });

  it('still refuses a non-JSON body of a media type the operation does not answer as a file', async () => {
    server.use(
      http.get(
        path,
        () => new HttpResponse('<html>maintenance</html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    const error = await failure(
      makeClient({ validateResponses: 'strict' }).businesses.statement.get(BUSINESS_ID, params),
    );
    expect(isResponseValidationError(error)).toBe(true);
    expect(error.message).toContain('is not valid JSON');
  });
});
