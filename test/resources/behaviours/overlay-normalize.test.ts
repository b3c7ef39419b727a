import { describe, expect, it } from 'vitest';
import { ResponseValidationError } from '../../../src/index.js';
import { makeClient, useMswServer } from '../../helpers/msw.js';
import { expectAuthHeaders, only, queryOf, serve, TENANT_KEY } from '../wire.js';
import { BUSINESS_ID, rejection } from './support.js';

const server = useMswServer();
const OTHER_BUSINESS_ID = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';

describe('overlay: client.me.get flattens the nested business (normalize flattenMe)', () => {
  it('exposes businessId and tenantKey taken from `business` when the body only nests them', async () => {
    const body = {
      apiKey: { id: 'ba51f42c-0adc-4a77-8dd1-a03dd4fb955f', accessLevel: 'FULL', status: 'active' },
      business: { id: BUSINESS_ID, tenantKey: TENANT_KEY, name: 'Acme', country: 'US' },
    };
    const seen = serve(server, 'get', '/v1/me', body);
    const me = await makeClient().me.get();
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1/me');
    expectAuthHeaders(request);
    expect(me.businessId).toBe(BUSINESS_ID);
    expect(me.tenantKey).toBe(TENANT_KEY);
    expect(me.business).toEqual(body.business);
    expect(me.apiKey).toEqual(body.apiKey);
  });

  it('keeps a top-level businessId and tenantKey over the nested ones', async () => {
    serve(server, 'get', '/v1/me', {
      businessId: BUSINESS_ID,
      tenantKey: TENANT_KEY,
      business: { id: OTHER_BUSINESS_ID, tenantKey: 'tk_other' },
    });
    const me = await makeClient().me.get();
    expect(me.businessId).toBe(BUSINESS_ID);
    expect(me.tenantKey).toBe(TENANT_KEY);
    expect(me.business).toEqual({ id: OTHER_BUSINESS_ID, tenantKey: 'tk_other' });
  });

  it('accepts a key without description or tenant prefix (null)', async () => {
    serve(server, 'get', '/v1/me', {
      apiKey: { id: 'ba51f42c-0adc-4a77-8dd1-a03dd4fb955f', description: null, tenantPrefix: null },
      business: { id: BUSINESS_ID },
    });
    const me = await makeClient().me.get();
    expect(me.apiKey?.description).toBeNull();
    expect(me.businessId).toBe(BUSINESS_ID);
  });
});

describe('overlay: client.paymentMethods.list normalises a single object (normalize asArray)', () => {
  const brazil = {
    country: 'BR',
    countryName: 'Brazil',
    paymentMethods: [{ type: 'bank', currency: 'BRL', status: 'active' }],
  };

  it('a single object becomes a one-element array', async () => {
    const seen = serve(server, 'get', '/v1/payment-methods', brazil);
    const result = await makeClient().paymentMethods.list({ countryCode: 'BR' });
    expect(queryOf(only(seen))).toEqual({ countryCode: 'BR' });
    expect(Array.isArray(result)).toBe(true);
    expect(result).toEqual([brazil]);
  });

  it('an array is returned as is', async () => {
    serve(server, 'get', '/v1/payment-methods', [
      brazil,
      { ...brazil, country: 'NG', countryName: 'Nigeria' },
    ]);
    expect(await makeClient().paymentMethods.list()).toHaveLength(2);
  });

  it('the normalised element is still validated in strict mode', async () => {
    serve(server, 'get', '/v1/payment-methods', { countryName: 'Brazil', paymentMethods: [] });
    const error = await rejection(makeClient().paymentMethods.list());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.map((i) => i.path)).toContain('0.country');
  });
});

describe('overlay: client.businesses.externalAccounts.list unwraps { data } (normalize unwrapData)', () => {
  const path = `/v1/businesses/${BUSINESS_ID}/external-accounts`;
  const account = {
    id: 'ea_1',
    last4: '6789',
    bankName: 'First Bank',
    status: 'verified',
    provider: 'plaid',
  };

  it('{ data: [...] } becomes the bare array', async () => {
    const seen = serve(server, 'get', path, { data: [account, { id: 'ea_2', hostedVerificationUrl: null }] });
    const accounts = await makeClient().businesses.externalAccounts.list(BUSINESS_ID);
    expect(only(seen).url.pathname).toBe(path);
    expect(accounts).toEqual([account, { id: 'ea_2', hostedVerificationUrl: null }]);
  });

  it('unwraps with validateResponses off as well', async () => {
    serve(server, 'get', path, { data: [account] });
    const accounts = await makeClient({ validateResponses: 'off' }).businesses.externalAccounts.list(
      BUSINESS_ID,
    );
    expect(accounts).toEqual([account]);
  });
});
