import { describe, expect, expectTypeOf, it } from 'vitest';
import { ResponseValidationError } from '../../../src/index.js';
import type { PayrollReadStatus } from '../../../src/payroll-status.js';
import { makeClient, PERSON_ID, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const PAYROLL_ID = 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b';
const payroll = {
  payrollId: PAYROLL_ID,
  status: 'Awaiting Funds',
  workerType: 'CONTRACTOR',
  type: 'REGULAR',
  numPeople: 1,
  payrollDate: '2026-08-28',
  payPeriod: { fromDate: '2026-08-01', toDate: '2026-08-31' },
  debit: { amount: 250_000, currency: 'USD' },
  gross: { amount: 240_000, currency: 'USD' },
  entries: [{ personId: PERSON_ID, salary: { amount: 240_000, currency: 'USD' }, allowances: [] }],
};

describe('client.payrolls.get', () => {
  it('GETs /v1/payrolls/{id} and returns the payroll with amounts in minor units', async () => {
    const seen = serve(server, 'get', `/v1/payrolls/${PAYROLL_ID}`, payroll);
    const result = await makeClient({ tenantKey: TENANT_KEY }).payrolls.get(PAYROLL_ID);
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(`/v1/payrolls/${PAYROLL_ID}`);
    expectAuthHeaders(request, TENANT_KEY);
    expect(result).toEqual(payroll);
    expectTypeOf(result.status).toEqualTypeOf<PayrollReadStatus | undefined>();
  });

  it('accepts a status outside the known vocabulary', async () => {
    serve(server, 'get', `/v1/payrolls/${PAYROLL_ID}`, { ...payroll, status: 'On Hold' });
    expect((await makeClient().payrolls.get(PAYROLL_ID)).status).toBe('On Hold');
  });

  it('rejects a total that is not integer minor units', async () => {
    serve(server, 'get', `/v1/payrolls/${PAYROLL_ID}`, {
      ...payroll,
      debit: { amount: 2500.5, currency: 'USD' },
    });
    await expect(makeClient().payrolls.get(PAYROLL_ID)).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('refuses a payrollId that is not a uuid before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(() => makeClient().payrolls.get(''), { payrollId: 'must be a uuid' }, seen);
  });
});

describe('client.payrolls.save', () => {
  const saved = {
    payrollDate: '2026-12-31',
    payPeriod: { fromDate: '2026-12-01', toDate: '2026-12-31' },
    entries: [{ personId: PERSON_ID, salary: { amount: 240_000, currency: 'USD' } }],
  };

  it('POSTs the entries and takes the documented 204 as done, without a warning in strict mode', async () => {
    const seen = serve(server, 'post', `/v1/payrolls/${PAYROLL_ID}/save`, null);
    const logged: unknown[] = [];
    const logger = {
      error: (...a: unknown[]) => logged.push(a),
      warn: (...a: unknown[]) => logged.push(a),
      info() {},
      debug() {},
    };
    const client = makeClient({ logLevel: 'warn', logger });
    await expect(client.payrolls.save(PAYROLL_ID, saved)).resolves.toBeUndefined();
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual(saved);
    expect(logged).toEqual([]);
  });

  it('returns the captured rates when includeFxRates answers 200', async () => {
    serve(server, 'post', `/v1/payrolls/${PAYROLL_ID}/save`, { fxRates: { 'USD-EUR': 0.92 } });
    const result = await makeClient().payrolls.save(PAYROLL_ID, { ...saved, includeFxRates: true });
    expect(result).toEqual({ fxRates: { 'USD-EUR': 0.92 } });
  });
});
