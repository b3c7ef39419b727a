import { describe, expect, it } from 'vitest';
import { closeServersAfterEach, json, startServer } from '../reliability/server.js';
import { clientFor as clientOf } from '../reliability/support.js';
import { clientFor, useMockServer } from '../testing/helpers.js';

/*
 * An operation whose return kind is `void` (a review, an update, a delete) resolves to `undefined`
 * whatever body the API sends; `.withResponse()` still hands over the raw response.
 */

const t = useMockServer();
closeServersAfterEach();

const ID = '7fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('void operations', () => {
  it('invoices.review against the simulator resolves to undefined, and the review happened', async () => {
    const client = clientFor(t.server);
    const { invoiceId } = t.server.simulator.fixtures;
    const before = await client.invoices.get(invoiceId);
    expect(before.status).toBe('pending');
    await expect(client.invoices.review(invoiceId, { action: 'approve' })).resolves.toBeUndefined();
    expect((await client.invoices.get(invoiceId)).status).toBe('approved');
  });

  it('a body sent with a void answer is ignored; withResponse keeps the response', async () => {
    const server = await startServer(json(200, { id: ID, status: 'done' }, { 'x-request-id': 'req_void' }));
    const client = clientOf(server.url);
    await expect(client.reimbursements.review(ID, { action: 'approve' })).resolves.toBeUndefined();
    await expect(client.beneficiaries.delete(ID)).resolves.toBeUndefined();
    const { data, response, requestId } = await client.statutory.businesses.fields
      .update(ID, 'NG', { fields: { tin: 'x' } })
      .withResponse();
    expect(data).toBeUndefined();
    expect(requestId).toBe('req_void');
    expect(response.status).toBe(200);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/reimbursements/${ID}/review`,
      `DELETE /v1/beneficiaries/${ID}`,
      `PUT /v1/statutory/businesses/${ID}/fields/NG`,
    ]);
  });

  it('an object operation still resolves to its body', async () => {
    const server = await startServer(json(200, { id: ID }));
    await expect(
      clientOf(server.url).reimbursements.create({
        title: 'Taxi',
        currency: 'USD',
        destinationCurrency: 'USD',
        entries: [{ description: 'Taxi', amount: { value: '12.50', currency: 'USD' } }],
      }),
    ).resolves.toEqual({ id: ID });
  });
});
