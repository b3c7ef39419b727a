import { describe, expect, it } from 'vitest';
import { makeClient, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, jsonBody, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const FILE_ID = 'c06f3427-3bbe-4d70-9a54-28acda267e48';
const path = `/v1/statutory/businesses/${BUSINESS_ID}/fields/NG`;

describe('client.statutory.businesses.fields.update', () => {
  it('PUTs { fields } to /v1/statutory/businesses/{id}/fields/{countryCode} and resolves on 204', async () => {
    const seen = serve(server, 'put', path, null);
    const fields = { tin: '12345678-0001', incorporationCertificate: { fileId: FILE_ID } };
    const result = await makeClient({ tenantKey: TENANT_KEY }).statutory.businesses.fields.update(
      BUSINESS_ID,
      'NG',
      { fields },
    );
    const request = only(seen);
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe(path);
    expectAuthHeaders(request, TENANT_KEY);
    expect(jsonBody(request)).toEqual({ fields });
    expect(result).toBeUndefined();
  });

  it('refuses a lowercase countryCode and an empty business id before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().statutory.businesses.fields.update('', 'ng', { fields: { tin: '1' } }),
      { business_id: 'must not be empty', country_code: 'must be a 2-letter uppercase country code' },
      seen,
    );
  });

  it('refuses a field value that is neither text nor a { fileId } with a uuid, naming the field', async () => {
    const seen = catchAll(server);
    const client = makeClient();
    await expectRefused(
      () =>
        client.statutory.businesses.fields.update(BUSINESS_ID, 'NG', { fields: { employees: 12 as never } }),
      { 'fields.employees': 'must be a string or { fileId } with a uuid fileId' },
      seen,
    );
    await expectRefused(
      () =>
        client.statutory.businesses.fields.update(BUSINESS_ID, 'NG', {
          fields: { certificate: { fileId: 'not-a-uuid' } },
        }),
      { 'fields.certificate.fileId': 'must be a uuid' },
      seen,
    );
  });
});
