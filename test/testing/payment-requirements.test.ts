import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';

/*
 * `GET /v1/payment-requirements` over raw HTTP: the JSON Schema of the payment details of a corridor the
 * payment-methods catalog lists as active, in the documented `application/schema+json`; 404 for any other
 * corridor, 400 for a query missing a documented parameter.
 */

const ctx = useMockServer();

type Item = Record<string, unknown>;

async function requirements(query: string) {
  const response = await fetch(`${ctx.server.url}/v1/payment-requirements?${query}`, {
    headers: { authorization: `Bearer ${ctx.server.apiKey}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as Item,
  };
}

describe('payment requirements', () => {
  it('answers the schema of the US ACH corridor', async () => {
    const answer = await requirements('countryCode=US&paymentMethod=ach&currency=USD');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/schema+json');
    expect(answer.body).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      title: 'United States - ach payment details in USD',
    });
    expect(answer.body.required).toEqual([
      'accountName',
      'accountNumber',
      'routingNumber',
      'accountType',
      'address',
    ]);
    expect((answer.body.properties as Item).routingNumber).toMatchObject({ pattern: '^[0-9]{9}$' });
  });

  it('answers a schema for every active corridor the payment-methods catalog lists', async () => {
    const response = await fetch(`${ctx.server.url}/v1/payment-methods`, {
      headers: { authorization: `Bearer ${ctx.server.apiKey}` },
    });
    const catalog = (await response.json()) as { country: string; paymentMethods: Item[] }[];
    const corridors = catalog.flatMap((c) =>
      c.paymentMethods
        .filter((m) => m.status === 'active')
        .map((m) => `countryCode=${c.country}&paymentMethod=${m.type}&currency=${m.currency}`),
    );
    expect(corridors.length).toBeGreaterThan(10);
    for (const corridor of corridors) expect((await requirements(corridor)).status, corridor).toBe(200);
  });

  it('is 404 for a corridor the catalog does not list as active, 400 without a currency', async () => {
    const unknown = await requirements('countryCode=GB&paymentMethod=ach&currency=GBP');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/No active ach payouts in GBP to GB/);
    expect((await requirements('countryCode=IN&paymentMethod=swift&currency=USD')).status).toBe(404);
    const missing = await requirements('countryCode=US&paymentMethod=ach');
    expect(missing.status).toBe(400);
    expect(missing.body.params).toHaveProperty('currency');
  });
});
