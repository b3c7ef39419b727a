import { describe, expect, it } from 'vitest';
import { SimulatorError } from '../../src/testing/index.js';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';

/*
 * The controls that make money records keep the rules the API keeps for money: a contractor's invoice
 * (`sim.invoices.submit`) and a reimbursement claim (`sim.reimbursements.create`) name a positive count of
 * minor units of an ISO 4217 currency, as `POST /v1/reimbursements` requires. A refusal is a SimulatorError
 * naming the field, and the lists read over HTTP do not change.
 */

describe('money controls keep the rules of the API', () => {
  const ctx = useMockServer({ seed: 'control-money-rules' });
  const sim = () => ctx.server.simulator;
  const lists = async () => ({
    invoices: await expectStatus(call(ctx.server, 'GET', '/v1/invoices'), 200, 'invoices'),
    claims: await expectStatus(call(ctx.server, 'GET', '/v1/reimbursements'), 200, 'claims'),
    events: sim().events().length,
  });
  const refusal = (act: () => unknown): Record<string, string> => {
    try {
      act();
    } catch (error) {
      if (error instanceof SimulatorError) return error.params ?? {};
      throw error;
    }
    throw new Error('expected a SimulatorError');
  };

  it('refuses an invoice or a claim of no positive amount or in an unknown currency, and makes nothing', async () => {
    const personId = sim().fixtures.personIds[0] ?? '';
    const before = await lists();
    expect(
      refusal(() => sim().invoices.submit({ personId, amount: { amount: 0, currency: 'USD' } })),
    ).toEqual({
      'amount.amount': 'must be a positive integer amount in minor units',
    });
    expect(
      refusal(() => sim().invoices.submit({ personId, amount: { amount: 1_000, currency: 'ABC' } })),
    ).toEqual({
      'amount.currency': 'ABC is not an ISO 4217 currency code',
    });
    const claim = { personId, title: 'Taxi', currency: 'USD', amount: 4_500 };
    expect(refusal(() => sim().reimbursements.create({ ...claim, amount: -5 }))).toEqual({
      'amount.amount': 'must be a positive integer amount in minor units',
    });
    expect(refusal(() => sim().reimbursements.create({ ...claim, destinationCurrency: 'ZZZ' }))).toEqual({
      destinationCurrency: 'ZZZ is not an ISO 4217 currency code',
    });
    expect(await lists()).toEqual(before);
    const made = sim().reimbursements.create(claim);
    const read = await expectStatus(call(ctx.server, 'GET', `/v1/reimbursements/${made.id}`), 200, 'claim');
    expect(read).toMatchObject({ totalAmount: { currency: 'USD', value: '45.00' } });
  });
});
