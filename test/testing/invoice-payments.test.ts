import { describe, expect, it } from 'vitest';
import { eventData, useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';
import { booksProblems, walletsOf } from './support/books.js';

/*
 * A contractor invoice is paid with the business's money, over HTTP: once approved, the payment is one `INVOICE`
 * debit of the wallet in the invoice's currency (a transaction, a statement line) under the payment reference
 * the paid invoice and `invoice.contractor.paid` carry; an approved invoice the
 * wallet cannot cover stays approved until a deposit covers it; a rejected one moves nothing.
 */

describe('paying contractor invoices (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'invoice-payments' });
  const sim = () => ctx.server.simulator;
  const usd = async () => (await walletsOf(ctx.server)).find((w) => w.currency === 'USD');
  const review = (id: string, action: 'approve' | 'reject') =>
    call(ctx.server, 'POST', `/v1/invoices/${id}/review`, {
      body: action === 'approve' ? { action } : { action, reason: 'Hours not agreed' },
    });
  const read = (id: string) => expectStatus(call(ctx.server, 'GET', `/v1/invoices/${id}`), 200, 'invoice');
  const transactions = async () => {
    const path = `/v1/businesses/${sim().fixtures.businessId}/transactions`;
    const query = { currency: 'USD', startDate: '1970-01-01', limit: '100' };
    return (await expectStatus(call(ctx.server, 'GET', path, { query }), 200, 'transactions')).data as {
      reference: string;
      reason: string;
      direction: string;
      amount: { value: string; currency: string };
    }[];
  };

  it('debits the USD wallet by the approved invoice once it is paid, as one transaction', async () => {
    const { invoiceId } = sim().fixtures;
    const invoice = await read(invoiceId);
    sim().settle(); // the seeded work that was already due (a remittance in flight) first
    const before = await usd();
    await expectStatus(review(invoiceId, 'approve'), 204, 'approve');
    // Approval decides; the payment comes with the next round of the service's work.
    expect((await usd())?.balance).toBe(before?.balance);
    sim().settle();
    const paid = await read(invoiceId);
    expect(paid.status).toBe('paid');
    const after = await usd();
    expect(after?.balance).toBe((before?.balance ?? 0) - invoice.total.amount);
    expect(after?.available).toBe((before?.available ?? 0) - invoice.total.amount);
    const lines = (await transactions()).filter((t) => t.reference === paid.reference);
    expect(lines).toEqual([
      expect.objectContaining({ direction: 'DEBIT', amount: { value: '2500.00', currency: 'USD' } }),
    ]);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('keeps an invoice the wallet cannot cover approved until a deposit covers it', async () => {
    const personId = sim().fixtures.milestoneContractorId;
    const available = (await usd())?.available ?? 0;
    const amount = { amount: available + 100_000, currency: 'USD' };
    const invoice = sim().invoices.submit({ personId, amount });
    await expectStatus(review(invoice.id, 'approve'), 204, 'approve');
    sim().settle();
    expect((await read(invoice.id)).status).toBe('approved');
    expect((await transactions()).some((t) => t.reference === invoice.id)).toBe(false);
    expect(await booksProblems(ctx.server)).toEqual([]);

    sim().businesses.deposit({ amount: 200_000, currency: 'USD' });
    sim().settle();
    const paid = await read(invoice.id);
    expect(paid.status).toBe('paid');
    expect((await transactions()).filter((t) => t.reference === paid.reference)).toHaveLength(1);
    expect((await usd())?.available).toBe(available + 200_000 - amount.amount);
    expect(await booksProblems(ctx.server)).toEqual([]);
  });

  it('moves no money for a rejected invoice', async () => {
    const { invoiceId } = sim().fixtures;
    sim().settle();
    const before = await usd();
    const invoice = await read(invoiceId);
    await expectStatus(review(invoiceId, 'reject'), 204, 'reject');
    sim().settle();
    expect((await read(invoiceId)).status).toBe('rejected');
    expect(await usd()).toEqual(before);
    expect((await transactions()).some((t) => t.reason === `Invoice ${invoice.invoiceNumber}`)).toBe(false);
  });

  it('names one reference on the paid invoice, its webhook and the transaction that paid it', async () => {
    const { invoiceId } = sim().fixtures;
    await expectStatus(review(invoiceId, 'approve'), 204, 'approve');
    sim().settle();
    const paid = await read(invoiceId);
    expect(paid).toMatchObject({ status: 'paid', reference: expect.stringMatching(/^PAY-[0-9A-F]{10}$/) });
    const [event, ...more] = eventData(ctx.server, 'invoice.contractor.paid');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ id: invoiceId, reference: paid.reference, personId: paid.personId });
    const lines = (await transactions()).filter((t) => t.reference === paid.reference);
    expect(lines).toEqual([
      expect.objectContaining({
        direction: 'DEBIT',
        status: 'Completed',
        reason: `Invoice ${paid.invoiceNumber}`,
        amount: { value: '2500.00', currency: 'USD' },
      }),
    ]);
  });
});
