import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PaymentMethodsByCountry } from '../../../src/index.js';
import { makeClient, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, only, queryOf, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const brazil = {
  country: 'BR',
  countryName: 'Brazil',
  paymentMethods: [
    { type: 'bank', currency: 'BRL', status: 'active' },
    { type: 'pix', currency: 'BRL', status: 'active' },
  ],
};

describe('client.paymentMethods.list', () => {
  it('GETs /v1/payment-methods with countryCode, paymentMethod and currency and returns the array', async () => {
    const seen = serve(server, 'get', '/v1/payment-methods', [brazil]);
    const result = await makeClient({ tenantKey: TENANT_KEY }).paymentMethods.list({
      countryCode: 'BR',
      paymentMethod: 'bank',
      currency: 'BRL',
    });
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1/payment-methods');
    expect(queryOf(request)).toEqual({ countryCode: 'BR', paymentMethod: 'bank', currency: 'BRL' });
    expectAuthHeaders(request, TENANT_KEY);
    expect(result).toEqual([brazil]);
    expectTypeOf(result).toEqualTypeOf<PaymentMethodsByCountry[]>();
  });

  it('normalises a single-object answer to a one-element array', async () => {
    const seen = serve(server, 'get', '/v1/payment-methods', brazil);
    const result = await makeClient().paymentMethods.list();
    expect(only(seen).url.search).toBe('');
    expect(result).toEqual([brazil]);
  });

  it.each(['off', 'warn'] as const)(
    'normalises a single object in validateResponses %s mode too',
    async (mode) => {
      serve(server, 'get', '/v1/payment-methods', brazil);
      const result = await makeClient({ validateResponses: mode }).paymentMethods.list();
      expect(result).toEqual([brazil]);
    },
  );

  it('refuses a countryCode or currency of the wrong shape before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().paymentMethods.list({ countryCode: 'BRA', currency: 'R$' }),
      {
        countryCode: 'must be a 2-letter uppercase country code',
        currency: 'must be a 3-letter uppercase currency code',
      },
      seen,
    );
  });
});
