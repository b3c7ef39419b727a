import { describe, expect, it } from 'vitest';
import { ResponseValidationError } from '../../../src/index.js';
import { makeClient, useMswServer } from '../../helpers/msw.js';
import { expectAuthHeaders, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const wallet = {
  id: '517075a2-17db-469f-9481-eb8347cb920c',
  currency: 'USD',
  balance: 703448,
  available: 703000,
  processing: 448,
};

describe('client.balances.list', () => {
  it('GETs /v1/balances with no query and returns { data } in minor units', async () => {
    const seen = serve(server, 'get', '/v1/balances', { data: [wallet] });
    const result = await makeClient({ tenantKey: TENANT_KEY }).balances.list();
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.search).toBe('');
    expectAuthHeaders(request, TENANT_KEY);
    expect(result).toEqual({ data: [wallet] });
  });

  it('wraps a bare array answer in data', async () => {
    serve(server, 'get', '/v1/balances', [wallet]);
    expect(await makeClient().balances.list()).toEqual({ data: [wallet] });
  });

  it('rejects a balance that is not an integer of minor units', async () => {
    serve(server, 'get', '/v1/balances', { data: [{ ...wallet, balance: '7034.48' }] });
    await expect(makeClient().balances.list()).rejects.toBeInstanceOf(ResponseValidationError);
  });
});
