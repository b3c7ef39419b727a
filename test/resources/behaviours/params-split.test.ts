import { describe, expect, it } from 'vitest';
import type { PayrollSaveParams } from '../../../src/index.js';
import { makeClient, PERSON_ID, useMswServer } from '../../helpers/msw.js';
import {
  catchAll,
  expectAuthHeaders,
  expectRefused,
  jsonBody,
  only,
  queryOf,
  serve,
  TENANT_KEY,
} from '../wire.js';

const server = useMswServer();
const PAYROLL_ID = 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b';

const saveBody: Omit<PayrollSaveParams, 'includeFxRates'> = {
  payrollDate: '2026-08-28',
  payPeriod: { fromDate: '2026-08-01', toDate: '2026-08-31' },
  entries: [
    {
      personId: PERSON_ID,
      salary: { amount: 240_000, currency: 'USD' },
      bonus: { amount: 10_000, currency: 'USD' },
    },
  ],
  tags: { team: 'platform' },
};
const saved = { fxRates: { NGN: 1530.25 } };

describe('params split: a POST with a declared query parameter (client.payrolls.save)', () => {
  it('sends includeFxRates=true in the query and the other fields as the JSON body', async () => {
    const seen = serve(server, 'post', `/v1/payrolls/${PAYROLL_ID}/save`, saved);
    const result = await makeClient({ tenantKey: TENANT_KEY }).payrolls.save(PAYROLL_ID, {
      includeFxRates: true,
      ...saveBody,
    });
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(`/v1/payrolls/${PAYROLL_ID}/save`);
    expect(queryOf(request)).toEqual({ includeFxRates: 'true' });
    expectAuthHeaders(request, TENANT_KEY);
    const body = jsonBody(request) as Record<string, unknown>;
    expect(body).toEqual(saveBody);
    expect(body).not.toHaveProperty('includeFxRates');
    expect(result).toEqual(saved);
  });

  it('sends includeFxRates=false in the query too', async () => {
    const seen = serve(server, 'post', `/v1/payrolls/${PAYROLL_ID}/save`, saved);
    await makeClient().payrolls.save(PAYROLL_ID, { ...saveBody, includeFxRates: false });
    const request = only(seen);
    expect(request.url.search).toBe('?includeFxRates=false');
    expect(jsonBody(request)).toEqual(saveBody);
  });

  it('sends no query at all when includeFxRates is not given', async () => {
    const seen = serve(server, 'post', `/v1/payrolls/${PAYROLL_ID}/save`, {});
    await makeClient().payrolls.save(PAYROLL_ID, saveBody);
    const request = only(seen);
    expect(request.url.search).toBe('');
    expect(jsonBody(request)).toEqual(saveBody);
  });

  it('validates the query parameter with the body: a non-boolean includeFxRates is refused before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () =>
        makeClient().payrolls.save(PAYROLL_ID, {
          ...saveBody,
          includeFxRates: 'yes' as unknown as boolean,
          payrollDate: '28/08/2026',
        }),
      { includeFxRates: 'must be a boolean', payrollDate: 'must be a date in YYYY-MM-DD format' },
      seen,
    );
  });
});

describe('params split: a GET sends its params in the query (client.persons.milestones.list)', () => {
  const milestone = { id: '7a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', title: 'Design review', status: 'Planned' };

  it('GETs /v1/persons/{personId}/milestones?includeDocuments=true with no body', async () => {
    const seen = serve(server, 'get', `/v1/persons/${PERSON_ID}/milestones`, [milestone]);
    const result = await makeClient({ tenantKey: TENANT_KEY }).persons.milestones.list(PERSON_ID, {
      includeDocuments: true,
    });
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(`/v1/persons/${PERSON_ID}/milestones`);
    expect(queryOf(request)).toEqual({ includeDocuments: 'true' });
    expect(request.body).toBe('');
    expect(request.headers.get('content-type')).toBeNull();
    expectAuthHeaders(request, TENANT_KEY);
    expect(result).toEqual([milestone]);
  });

  it('sends no query when no params are given', async () => {
    const seen = serve(server, 'get', `/v1/persons/${PERSON_ID}/milestones`, []);
    expect(await makeClient().persons.milestones.list(PERSON_ID)).toEqual([]);
    expect(only(seen).url.search).toBe('');
  });
});

describe('params split: a POST without params (client.payrolls.approve)', () => {
  it('POSTs /v1/payrolls/{id}/approve with no body, no JSON content type and no query', async () => {
    const seen = serve(server, 'post', `/v1/payrolls/${PAYROLL_ID}/approve`, null);
    const result = await makeClient({ tenantKey: TENANT_KEY }).payrolls.approve(PAYROLL_ID);
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(`/v1/payrolls/${PAYROLL_ID}/approve`);
    expect(request.url.search).toBe('');
    expect(request.body).toBe('');
    expect(request.headers.get('content-type')).toBeNull();
    expectAuthHeaders(request, TENANT_KEY);
    expect(result).toBeUndefined();
  });
});
