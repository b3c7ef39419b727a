import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlatformBusinessCreateParams } from '../../../src/index.js';
import { makeClient, SANDBOX, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, jsonBody, only, serve } from '../wire.js';

const server = useMswServer();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const created = { businessId: 'd4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f70', tenantKey: 'tk_new_business' };

const params: PlatformBusinessCreateParams = {
  businessName: 'Acme Ltd',
  country: 'NG',
  address: { line1: '1 Marina', city: 'Lagos', countryCode: 'NG' },
  adminFirstName: 'Ada',
  adminLastName: 'Obi',
  adminEmail: 'ada@acme.test',
};

describe('client.platform.businesses.create', () => {
  it('POSTs /v1/platform/businesses with a generated idempotencyKey and returns businessId and tenantKey', async () => {
    const seen = serve(server, 'post', '/v1/platform/businesses', created);
    const result = await makeClient().platform.businesses.create(params);
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/platform/businesses');
    expectAuthHeaders(request);
    const body = jsonBody(request) as Record<string, unknown>;
    expect(body).toEqual({ ...params, idempotencyKey: expect.stringMatching(UUID) });
    expect(result).toEqual(created);
  });

  it('sends the idempotencyKey of the request option, or of the params', async () => {
    const seen = serve(server, 'post', '/v1/platform/businesses', created);
    await makeClient().platform.businesses.create(params, { idempotencyKey: 'create-acme-1' });
    await makeClient().platform.businesses.create({ ...params, idempotencyKey: 'create-acme-2' });
    expect(seen.map((r) => (JSON.parse(r.body) as { idempotencyKey: string }).idempotencyKey)).toEqual([
      'create-acme-1',
      'create-acme-2',
    ]);
  });

  it('reuses the same idempotencyKey when it retries after a 503', async () => {
    let calls = 0;
    const keys: string[] = [];
    server.use(
      http.post(`${SANDBOX}/v1/platform/businesses`, async ({ request }) => {
        keys.push(((await request.json()) as { idempotencyKey: string }).idempotencyKey);
        calls += 1;
        if (calls > 1) return HttpResponse.json(created);
        return HttpResponse.json({ code: 'internal_error', message: 'busy' }, { status: 503 });
      }),
    );
    expect(await makeClient().platform.businesses.create(params)).toEqual(created);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('refuses a country or address.countryCode that is not two uppercase letters, before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () =>
        makeClient().platform.businesses.create({
          ...params,
          country: 'Nigeria',
          address: { countryCode: 'ng' },
        }),
      {
        country: 'must be a 2-letter uppercase country code',
        'address.countryCode': 'must be a 2-letter uppercase country code',
      },
      seen,
    );
  });
});
