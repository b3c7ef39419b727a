import { describe, expect, it } from 'vitest';
import { makeClient, useMswServer } from '../../helpers/msw.js';
import { expectAuthHeaders, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

describe('client.me.get', () => {
  it('GETs /v1/me and exposes businessId from the nested business of the OpenAPI shape', async () => {
    const body = {
      apiKey: { id: 'key_1', accessLevel: 'PLATFORM', status: 'active', tenantPrefix: 'tk_' },
      business: { id: BUSINESS_ID, tenantKey: TENANT_KEY, name: 'Acme', country: 'NG' },
    };
    const seen = serve(server, 'get', '/v1/me', body);
    const me = await makeClient({ tenantKey: TENANT_KEY }).me.get();
    const request = only(seen);
    expect(request.method).toBe('GET');
    expectAuthHeaders(request, TENANT_KEY);
    expect(me).toEqual({ ...body, businessId: BUSINESS_ID, tenantKey: TENANT_KEY });
  });

  it('keeps a top-level businessId as the spec names it', async () => {
    serve(server, 'get', '/v1/me', { businessId: BUSINESS_ID, tenantKey: TENANT_KEY });
    expect((await makeClient().me.get()).businessId).toBe(BUSINESS_ID);
  });

  it('exposes businessId with validateResponses off as well', async () => {
    serve(server, 'get', '/v1/me', { business: { id: BUSINESS_ID, tenantKey: TENANT_KEY } });
    const me = await makeClient({ validateResponses: 'off' }).me.get();
    expect(me.businessId).toBe(BUSINESS_ID);
    expect(me.tenantKey).toBe(TENANT_KEY);
  });
});
