import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * A person's payment info is stored only when it can pay them: it carries the details of the method it prefers
 * (a `momo` object for `momo`), and the method is one the payment-methods catalog offers in the country the
 * person lives in (no ACH for a worker in Mexico). A wallet (the person's own user wallet) needs no details.
 * A refusal is a 400 naming the field and changes nothing. The seed's payment info keeps the same rule.
 */

type Json = Record<string, unknown>;

describe('payment info a country can pay (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'payment-info-rules' });

  async function personIn(country: string): Promise<string> {
    const listed = await expectStatus(
      call(ctx.server, 'GET', '/v1/persons', { query: { limit: '100' } }),
      200,
      'persons',
    );
    for (const { id } of listed.data as Json[]) {
      const person = await expectStatus(call(ctx.server, 'GET', `/v1/persons/${String(id)}`), 200, 'person');
      if ((person.address as Json | undefined)?.countryCode === country) return String(id);
    }
    throw new Error(`no seeded person lives in ${country}`);
  }
  const put = (id: string, body: unknown) =>
    call(ctx.server, 'PUT', `/v1/persons/${id}/paymentInfo`, { body });
  const read = async (id: string) => (await call(ctx.server, 'GET', `/v1/persons/${id}/paymentInfo`)).body;

  it('refuses a preferred method without its details, and keeps what was stored', async () => {
    const id = await personIn('US');
    const before = await read(id);
    const answer = await put(id, { preferredMethod: 'momo' });
    expect(answer.status).toBe(400);
    expect((answer.body as { params: Json }).params).toEqual({
      momo: 'is required with preferredMethod momo',
    });
    expect(await read(id)).toEqual(before);
  });

  it('refuses ACH for a worker in Mexico, naming what Mexico offers, and takes a bank account', async () => {
    const id = await personIn('MX');
    const before = await read(id);
    const ach = {
      accountName: 'Lucía Romero',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      accountType: 'Checking',
      bankName: 'First Bank',
    };
    const refused = await put(id, { preferredMethod: 'ach', ach });
    expect(refused.status).toBe(400);
    expect((refused.body as { params: Json }).params).toEqual({
      preferredMethod: 'ach is not offered in MX, which offers bank, swift',
    });
    expect(await read(id)).toEqual(before);

    const bank = {
      accountName: 'Lucía Romero',
      accountNumber: '012345678901234567',
      bankName: 'BBVA México',
      bankCode: '012',
    };
    await expectStatus(put(id, { preferredMethod: 'bank', bank }), 204, 'bank');
    expect(await read(id)).toEqual({ preferredMethod: 'bank', bank });
  });

  it("takes a wallet with no details: the person's own user wallet", async () => {
    const id = await personIn('US');
    await expectStatus(put(id, { preferredMethod: 'wallet' }), 204, 'wallet');
    expect(await read(id)).toEqual({ preferredMethod: 'wallet' });
  });

  it("seeds each person's payment info with a method their country offers, and its details", async () => {
    const listed = await expectStatus(
      call(ctx.server, 'GET', '/v1/persons', { query: { limit: '100' } }),
      200,
      'persons',
    );
    const offered = new Map<string, string[]>();
    for (const { id } of listed.data as Json[]) {
      const person = await expectStatus(call(ctx.server, 'GET', `/v1/persons/${String(id)}`), 200, 'person');
      const country = String((person.address as Json).countryCode);
      if (!offered.has(country)) {
        const catalog = await call(ctx.server, 'GET', '/v1/payment-methods', {
          query: { countryCode: country },
        });
        const [entry] = catalog.body as { paymentMethods: { type: string }[] }[];
        offered.set(country, entry?.paymentMethods.map((m) => m.type) ?? []);
      }
      const info = (await read(String(id))) as Json;
      const method = String(info.preferredMethod);
      expect(offered.get(country), `${String(id)} in ${country}`).toContain(method);
      expect(info[method]).toMatchObject({
        accountName: `${String(person.firstName)} ${String(person.lastName)}`,
      });
    }
    expect([...offered.keys()].sort()).toEqual(expect.arrayContaining(['MX', 'US']));
  });
});
