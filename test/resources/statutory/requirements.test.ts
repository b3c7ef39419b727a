import { describe, expect, it } from 'vitest';
import type { StatutoryRequirementListParams } from '../../../src/index.js';
import { makeClient, PERSON_ID, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, only, queryOf, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const requirement = {
  category: 'worker_data',
  status: 'outstanding',
  name: 'Tax identification number',
  description: 'Each worker needs a TIN',
  affectedField: 'tin',
  resourceType: 'business',
  resourceId: BUSINESS_ID,
  resolutionGuide: 'Submit the field for the country',
  affectedPersons: [
    { personId: PERSON_ID, personName: 'Ada Obi', missingField: 'tin', missingFieldLabel: 'Tax ID (TIN)' },
  ],
};

describe('client.statutory.requirements.list', () => {
  it('GETs /v1/statutory/requirements with the filters and returns { data }', async () => {
    const seen = serve(server, 'get', '/v1/statutory/requirements', { data: [requirement] });
    const result = await makeClient({ tenantKey: TENANT_KEY }).statutory.requirements.list({
      businessId: BUSINESS_ID,
      countryCode: 'NG',
      status: 'outstanding',
      category: 'worker_data',
    });
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1/statutory/requirements');
    expect(queryOf(request)).toEqual({
      businessId: BUSINESS_ID,
      countryCode: 'NG',
      status: 'outstanding',
      category: 'worker_data',
    });
    expectAuthHeaders(request, TENANT_KEY);
    expect(result).toEqual({ data: [requirement] });
  });

  it('accepts personId alone, without businessId', async () => {
    const seen = serve(server, 'get', '/v1/statutory/requirements', { data: [] });
    await makeClient().statutory.requirements.list({ personId: PERSON_ID });
    expect(queryOf(only(seen))).toEqual({ personId: PERSON_ID });
  });

  it('refuses a call with neither businessId nor personId before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().statutory.requirements.list({ countryCode: 'NG' } as StatutoryRequirementListParams),
      { businessId: 'is required unless personId is given' },
      seen,
    );
  });

  it('refuses a countryCode of the wrong shape before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().statutory.requirements.list({ businessId: BUSINESS_ID, countryCode: 'Nigeria' }),
      { countryCode: 'must be a 2-letter uppercase country code' },
      seen,
    );
  });
});
