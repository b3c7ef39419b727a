import { describe, expect, it } from 'vitest';
import { makeClient, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const path = `/v1/businesses/${BUSINESS_ID}/external-accounts`;
const account = {
  id: 'ea_1',
  last4: '6789',
  bankName: 'First Bank',
  status: 'needs_confirmation',
  provider: 'plaid',
};

describe('client.businesses.externalAccounts.list', () => {
  it('GETs /v1/businesses/{businessId}/external-accounts and returns the array', async () => {
    const seen = serve(server, 'get', path, [account, { id: 'ea_2', status: 'frozen' }]);
    const accounts = await makeClient({ tenantKey: TENANT_KEY }).businesses.externalAccounts.list(
      BUSINESS_ID,
    );
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(path);
    expectAuthHeaders(request, TENANT_KEY);
    expect(accounts).toEqual([account, { id: 'ea_2', status: 'frozen' }]);
  });

  it('unwraps a { data } envelope to the same array', async () => {
    serve(server, 'get', path, { data: [account] });
    expect(await makeClient().businesses.externalAccounts.list(BUSINESS_ID)).toEqual([account]);
  });

  it('percent-encodes the businessId and refuses dot segments before sending', async () => {
    const seen = serve(server, 'get', '/v1/businesses/a%2Fb/external-accounts', []);
    await makeClient().businesses.externalAccounts.list('a/b');
    expect(only(seen).url.pathname).toBe('/v1/businesses/a%2Fb/external-accounts');
    const none = catchAll(server);
    await expectRefused(
      () => makeClient().businesses.externalAccounts.list('..'),
      { businessId: 'must not be "." or ".."' },
      none,
    );
  });
});
