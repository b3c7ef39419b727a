import { describe, expect, it } from 'vitest';
import { makeClient, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const remittance = {
  id: 'rem_01J8Z',
  businessId: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  filingIds: ['fil_1', 'fil_2'],
  countryCode: 'NG',
  authorityId: 'auth_firs',
  authorityName: 'Federal Inland Revenue Service',
  status: 'completed',
  amount: 152340.75,
  fxRate: 1532.25,
  fundedCurrency: 'USD',
  fundedAmount: 99.42,
  paymentMethod: 'bank',
  paymentReference: 'FIRS-2026-0001',
  receiptUrl: null,
  statusHistory: [
    { from: 'pending', to: 'in_review', timestamp: 1_767_225_600 },
    { from: 'in_review', to: 'processing', timestamp: 1_767_229_200 },
    { from: 'processing', to: 'completed', timestamp: 1_767_232_800 },
  ],
  createdAt: 1_767_225_600,
  updatedAt: 1_767_232_800,
};

describe('client.statutory.remittances.get', () => {
  it('GETs /v1/statutory/remittances/{remittance_id} and keeps decimals and off-enum history statuses', async () => {
    const seen = serve(server, 'get', '/v1/statutory/remittances/rem_01J8Z', remittance);
    const result = await makeClient({ tenantKey: TENANT_KEY }).statutory.remittances.get('rem_01J8Z');
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1/statutory/remittances/rem_01J8Z');
    expectAuthHeaders(request, TENANT_KEY);
    expect(result).toEqual(remittance);
    expect(result.amount).toBe(152340.75);
    expect(result.statusHistory?.[0]?.to).toBe('in_review');
  });

  it('refuses an empty remittance id before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().statutory.remittances.get(''),
      { remittance_id: 'must not be empty' },
      seen,
    );
  });
});
