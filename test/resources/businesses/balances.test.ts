import { describe, expect, it } from 'vitest';
import type { BalanceInclude } from '../../../src/index.js';
import { makeClient, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, only, queryOf, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const path = `/v1/businesses/${BUSINESS_ID}/balances`;
const wallet = {
  id: '517075a2-17db-469f-9481-eb8347cb920c',
  currency: 'NGN',
  balance: 5000,
  available: 4000,
};

describe('client.businesses.balances.list', () => {
  it('GETs /v1/businesses/{businessId}/balances and returns the wallets', async () => {
    const body = { data: [{ ...wallet, processing: 1000, extra: 'kept' }] };
    const seen = serve(server, 'get', path, body);
    const result = await makeClient({ tenantKey: TENANT_KEY }).businesses.balances.list(BUSINESS_ID);
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(path);
    expect(request.url.search).toBe('');
    expectAuthHeaders(request, TENANT_KEY);
    expect(result).toEqual(body);
  });

  it('sends include=reserves and returns reserves', async () => {
    const body = { data: [{ ...wallet, processing: 0, reserves: 1000 }] };
    const seen = serve(server, 'get', path, body);
    const result = await makeClient().businesses.balances.list(BUSINESS_ID, { include: 'reserves' });
    expect(queryOf(only(seen))).toEqual({ include: 'reserves' });
    expect(result.data[0]?.reserves).toBe(1000);
  });

  it('sends an include array comma-separated', async () => {
    const seen = serve(server, 'get', path, { data: [] });
    await makeClient().businesses.balances.list(BUSINESS_ID, { include: ['reserves', 'reserves'] });
    expect(only(seen).url.search).toBe('?include=reserves%2Creserves');
  });

  it('refuses an include value the API does not know, before sending', async () => {
    const seen = catchAll(server);
    const message = "must be 'reserves', or an array of them";
    await expectRefused(
      () => makeClient().businesses.balances.list(BUSINESS_ID, { include: 'fees' as BalanceInclude }),
      { include: message },
      seen,
    );
    await expectRefused(
      () =>
        makeClient().businesses.balances.list(BUSINESS_ID, { include: ['reserves', 'x' as BalanceInclude] }),
      { include: message },
      seen,
    );
  });

  it('refuses an empty businessId before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().businesses.balances.list(' '),
      { businessId: 'must not be empty' },
      seen,
    );
  });
});
