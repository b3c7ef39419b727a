import { describe, expect, it } from 'vitest';
import type { ReimbursementCreateParams, ReviewAction } from '../../../src/index.js';
import { makeClient, PERSON_ID, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, jsonBody, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const REIMBURSEMENT_ID = 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d';
const FILE_ID = 'c06f3427-3bbe-4d70-9a54-28acda267e48';

const params: ReimbursementCreateParams = {
  personId: PERSON_ID,
  title: 'Conference travel',
  currency: 'USD',
  destinationCurrency: 'NGN',
  entries: [
    {
      description: 'Train',
      amount: { value: '42.50', currency: 'USD' },
      date: '2026-07-01',
      fileIds: [FILE_ID],
    },
  ],
};

describe('client.reimbursements.create', () => {
  it('POSTs the request to /v1/reimbursements and returns its id', async () => {
    const seen = serve(server, 'post', '/v1/reimbursements', { id: REIMBURSEMENT_ID });
    const result = await makeClient({ tenantKey: TENANT_KEY }).reimbursements.create(params);
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/reimbursements');
    expectAuthHeaders(request, TENANT_KEY);
    expect(jsonBody(request)).toEqual(params);
    expect(result).toEqual({ id: REIMBURSEMENT_ID });
  });

  it('refuses a float amount value, a lowercase currency and a bad date, naming each field', async () => {
    const seen = catchAll(server);
    const entry = { description: 'Taxi', amount: { value: '1,50', currency: 'usd' }, date: '01/07/2026' };
    await expectRefused(
      () => makeClient().reimbursements.create({ ...params, destinationCurrency: 'naira', entries: [entry] }),
      {
        destinationCurrency: 'must be a 3-letter uppercase currency code',
        'entries.0.amount.value': 'must be a decimal string such as "12.50"',
        'entries.0.amount.currency': 'must be a 3-letter uppercase currency code',
        'entries.0.date': 'must be a date in YYYY-MM-DD format',
      },
      seen,
    );
  });

  it('refuses a personId that is not a uuid and an empty entries list', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().reimbursements.create({ ...params, personId: 'p-1', entries: [] }),
      { personId: 'must be a uuid', entries: 'must have at least 1 item(s)' },
      seen,
    );
  });
});

describe('client.reimbursements.review', () => {
  const path = `/v1/reimbursements/${REIMBURSEMENT_ID}/review`;

  it('POSTs the decision to /v1/reimbursements/{reimbursementId}/review and resolves on 204', async () => {
    const seen = serve(server, 'post', path, null);
    const result = await makeClient().reimbursements.review(REIMBURSEMENT_ID, {
      action: 'approve',
      sourceCurrency: 'USD',
    });
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(path);
    expectAuthHeaders(request);
    expect(jsonBody(request)).toEqual({ action: 'approve', sourceCurrency: 'USD' });
    expect(result).toBeUndefined();
  });

  it('refuses an unknown action and a bad sourceCurrency before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () =>
        makeClient().reimbursements.review(REIMBURSEMENT_ID, {
          action: 'accept' as ReviewAction,
          sourceCurrency: 'US',
        }),
      {
        action: 'must be one of "approve", "reject"',
        sourceCurrency: 'must be a 3-letter uppercase currency code',
      },
      seen,
    );
  });
});
