import { describe, expect, it } from 'vitest';
import { RequestValidationError } from '../../src/index.js';
import { clientFor, useMockServer } from './helpers.js';

const t = useMockServer();

/*
 * A POST whose body the documents do not require (`params?` in its signature): called without params it sends
 * no body and is answered; a body that is sent is checked whole. The hosted KYB link is the one such operation
 * whose body, when sent, requires fields (both return URLs).
 */
describe('operations whose body may be left out', () => {
  it('kyb.createLink without params sends no body and answers a link; with an empty body it is refused', async () => {
    const client = clientFor(t.server);
    const { businessId } = await client.me.get();
    const sent: { body: string; type: string | null }[] = [];
    const watching = clientFor(t.server, {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push({ body: await request.clone().text(), type: request.headers.get('content-type') });
        return fetch(request);
      },
    });
    const link = await watching.businesses.kyb.createLink(businessId);
    expect(sent).toEqual([{ body: '', type: null }]);
    expect(link.url?.startsWith(`${t.server.url}/_pages/businesses/${businessId}/kyb?`)).toBe(true);
    expect(link.id).toEqual(expect.any(String));

    const empty = await fetch(`${t.server.url}/v1/businesses/${businessId}/kyb-link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.server.apiKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      params: { refreshURL: 'is required', returnURL: 'is required' },
    });
  });

  it('kyb.createLink with params checks them before sending', async () => {
    const client = clientFor(t.server);
    const { businessId } = await client.me.get();
    const error = await client.businesses.kyb
      .createLink(businessId, { refreshURL: 'https://app.example.com/again' } as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).params).toEqual({ returnURL: 'is required' });
    const link = await client.businesses.kyb.createLink(businessId, {
      refreshURL: 'https://app.example.com/again',
      returnURL: 'https://app.example.com/done',
    });
    expect(new URL(link.url ?? '').searchParams.get('returnURL')).toBe('https://app.example.com/done');
  });

  it('filings.cancel without params sends no body and cancels the filing', async () => {
    const client = clientFor(t.server);
    const { businessId } = await client.me.get();
    const { data } = await client.statutory.filings.list({ businessId });
    const pending = data.find((filing) => ['upcoming', 'pending', 'blocked'].includes(filing.status ?? ''));
    expect(pending, data.map((filing) => filing.status).join()).toBeDefined();
    await expect(client.statutory.filings.cancel(pending!.id)).resolves.toBeUndefined();
    expect((await client.statutory.filings.get(pending!.id)).status).toBe('cancelled');
  });
});
