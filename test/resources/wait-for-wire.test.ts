import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { makeClient, recorder, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();
const PAYROLL_ID = '5b0c8f8e-6a3e-4d5c-9f1a-2b3c4d5e6f70';
const TENANT = 'tenant_from_the_call_0123456789';

it('each read of waitFor is a GET with the call options: tenant key, headers, Retry-After honoured', async () => {
  const reads = recorder();
  const answers = [
    () =>
      HttpResponse.json(
        { code: 'rate_limited', message: 'slow down' },
        { status: 429, headers: { 'retry-after': '0' } },
      ),
    () => HttpResponse.json({ payrollId: PAYROLL_ID, status: 'Scheduled' }),
    () => HttpResponse.json({ payrollId: PAYROLL_ID, status: 'Processing' }),
    () => HttpResponse.json({ payrollId: PAYROLL_ID, status: 'Completed' }),
  ];
  server.use(
    http.get(`${SANDBOX}/v1/payrolls/:id`, async ({ request }) => {
      await reads.record(request);
      return answers[Math.min(reads.seen.length - 1, answers.length - 1)]!();
    }),
  );
  const client = makeClient({ tenantKey: 'tenant_of_the_client_987654321' });
  const payroll = await client.payrolls.waitFor(
    PAYROLL_ID,
    { until: 'Completed', interval: 1 },
    { tenantKey: TENANT, headers: { 'X-Trace': 'job-42' } },
  );
  expect(payroll).toEqual({ payrollId: PAYROLL_ID, status: 'Completed' });
  expect(reads.seen).toHaveLength(4);
  for (const read of reads.seen) {
    expect(read.method).toBe('GET');
    expect(read.url.pathname).toBe(`/v1/payrolls/${PAYROLL_ID}`);
    expect(read.headers.get('x-multitenantkey')).toBe(TENANT);
    expect(read.headers.get('x-trace')).toBe('job-42');
  }
});

it('an error a read cannot retry ends the wait with that error', async () => {
  server.use(
    http.get(`${SANDBOX}/v1/payrolls/:id`, () =>
      HttpResponse.json({ code: 'resource_not_found', message: 'no such payroll' }, { status: 404 }),
    ),
  );
  await expect(makeClient().payrolls.waitFor(PAYROLL_ID, { until: 'Completed' })).rejects.toMatchObject({
    name: 'NotFoundError',
    status: 404,
  });
});
