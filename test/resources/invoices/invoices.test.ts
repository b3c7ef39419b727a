import { describe, expect, it } from 'vitest';
import type { ReviewAction } from '../../../src/index.js';
import { makeClient, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, jsonBody, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const INVOICE_ID = 'f6a7b8c9-d0e1-4f2a-9b3c-4d5e6f7a8b9c';
const path = `/v1/invoices/${INVOICE_ID}/review`;

describe('client.invoices.review', () => {
  it('POSTs the decision to /v1/invoices/{invoiceId}/review and resolves to undefined on 204', async () => {
    const seen = serve(server, 'post', path, null);
    const result = await makeClient({ tenantKey: TENANT_KEY }).invoices.review(INVOICE_ID, {
      action: 'reject',
      reason: 'Hours do not match',
    });
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(path);
    expectAuthHeaders(request, TENANT_KEY);
    expect(jsonBody(request)).toEqual({ action: 'reject', reason: 'Hours do not match' });
    expect(result).toBeUndefined();
  });

  it('sends an approval without a reason', async () => {
    const seen = serve(server, 'post', path, null);
    await makeClient().invoices.review(INVOICE_ID, { action: 'approve' });
    expect(jsonBody(only(seen))).toEqual({ action: 'approve' });
  });

  it('refuses an action other than approve or reject, before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().invoices.review(INVOICE_ID, { action: 'pay' as ReviewAction }),
      { action: 'must be one of "approve", "reject"' },
      seen,
    );
  });
});
