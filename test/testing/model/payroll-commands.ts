import type fc from 'fast-check';
import { expect } from 'vitest';
import { dayFromNow, is2xx, refused, show } from './commands.js';
import { checkInvariants } from './invariants.js';
import type { Model, World } from './world.js';

/* Payroll runs, the clock and repeated actions, as model-based commands (see commands.ts). */

type Wire = Record<string, unknown>;
type Command = fc.AsyncCommand<Model, World>;

/** How a payroll's entry can be wrong; `own` (a person of the same business) must be accepted. */
export const ENTRY_KINDS = [
  'own',
  'own',
  'otherTenant',
  'unknownPerson',
  'negativeAmount',
  'reversedPeriod',
  'pastPayDate',
] as const;

export class CreatePayroll implements Command {
  constructor(
    readonly tenant: number,
    readonly entry: (typeof ENTRY_KINDS)[number],
    readonly amount: number,
  ) {}
  check = (model: Model) => {
    const owner = this.entry === 'otherTenant' ? 1 - this.tenant : this.tenant;
    return (model.persons[owner]?.length ?? 0) > 0;
  };
  async run(model: Model, world: World) {
    const created = await world.call(this.tenant, 'POST', '/v1/payrolls', {
      workerType: 'CONTRACTOR',
      type: 'ONE_OFF',
    });
    expect(is2xx(created), `a payroll is created: ${show(created)}`).toBe(true);
    const id = String((created.body as Wire).payrollId ?? (created.body as Wire).id);
    model.payrolls[this.tenant]?.push(id);
    const fresh = (await world.call(this.tenant, 'GET', `/v1/payrolls/${id}`)).body as Wire;
    expect(
      (fresh.entries as unknown[] | undefined) ?? [],
      'a new payroll has no entries it was not sent',
    ).toEqual([]);
    const owner = this.entry === 'otherTenant' ? 1 - this.tenant : this.tenant;
    const personId =
      this.entry === 'unknownPerson'
        ? '0f0e0d0c-0b0a-4909-8807-060504030201'
        : (model.persons[owner]?.at(-1) ?? '');
    const [payDate, start, past] = await Promise.all([
      dayFromNow(world, 10),
      dayFromNow(world, -20),
      dayFromNow(world, -400),
    ]);
    const body = {
      payrollDate: this.entry === 'pastPayDate' ? past : payDate,
      payPeriod:
        this.entry === 'reversedPeriod'
          ? { fromDate: payDate, toDate: start }
          : { fromDate: start, toDate: payDate },
      entries: [
        {
          personId,
          salary: { amount: this.entry === 'negativeAmount' ? -this.amount : this.amount, currency: 'USD' },
        },
      ],
    };
    const send = () => world.call(this.tenant, 'POST', `/v1/payrolls/${id}/save`, body);
    if (this.entry !== 'own') return refused(world, send, `payroll save with ${this.entry}`);
    const saved = await send();
    expect(is2xx(saved), `a payroll of the business's own contractor is saved: ${show(saved)}`).toBe(true);
    model.saved.add(id);
    const read = (await world.call(this.tenant, 'GET', `/v1/payrolls/${id}`)).body as Wire;
    expect(read.entries, 'the saved entries are read back').toMatchObject([
      { personId, salary: { amount: this.amount } },
    ]);
    await checkInvariants(world, model);
  }
  toString = () => `CreatePayroll(tenant ${this.tenant}, ${this.entry}, ${this.amount})`;
}

export class ApprovePayroll implements Command {
  constructor(
    readonly tenant: number,
    readonly pick: number,
  ) {}
  check = (model: Model) => (model.payrolls[this.tenant]?.length ?? 0) > 0;
  async run(model: Model, world: World) {
    const ids = model.payrolls[this.tenant] ?? [];
    const id = ids[this.pick % ids.length] ?? '';
    const send = () => world.call(this.tenant, 'POST', `/v1/payrolls/${id}/approve`);
    if (!model.saved.has(id)) return refused(world, send, 'approving a payroll that was never saved');
    if (model.approved.has(id)) return refused(world, send, 'approving an approved payroll again');
    const answer = await send();
    expect(is2xx(answer), `a saved payroll is approved: ${show(answer)}`).toBe(true);
    model.approved.add(id);
    await checkInvariants(world, model);
  }
  toString = () => `ApprovePayroll(tenant ${this.tenant}, #${this.pick})`;
}

export class AdvanceClock implements Command {
  constructor(readonly duration: string) {}
  check = () => true;
  async run(model: Model, world: World) {
    const answer = await world.call(0, 'POST', '/_simulator/clock/advance', { duration: this.duration });
    expect(answer.status, show(answer)).toBe(200);
    await checkInvariants(world, model);
  }
  toString = () => `AdvanceClock(${this.duration})`;
}

/** Approving the seeded filing in review: the first approval may move it, any later one is refused. */
export class ApproveFiling implements Command {
  check = () => true;
  async run(model: Model, world: World) {
    const id = world.server.simulator.fixtures.inReviewFilingId;
    const path = `/v1/statutory/filings/${id}/approve`;
    const before = await world.call(0, 'GET', `/v1/statutory/filings/${id}`);
    if (model.filingApproved) {
      await refused(world, () => world.call(0, 'POST', path, {}), 'approving an approved filing');
      expect(await world.call(0, 'GET', `/v1/statutory/filings/${id}`), 'the filing is unchanged').toEqual(
        before,
      );
      return;
    }
    const answer = await world.call(0, 'POST', path, {});
    expect(is2xx(answer), `a filing in review is approved: ${show(answer)}`).toBe(true);
    model.filingApproved = true;
    await checkInvariants(world, model);
  }
  toString = () => 'ApproveFiling';
}

/** Reviewing the seeded pending invoice: the first review moves it, any later one is refused and changes nothing. */
export class ReviewInvoice implements Command {
  constructor(readonly action: 'approve' | 'reject') {}
  check = () => true;
  async run(model: Model, world: World) {
    const id = world.server.simulator.fixtures.invoiceId;
    const body =
      this.action === 'approve' ? { action: 'approve' } : { action: 'reject', reason: 'Wrong hours' };
    const send = () => world.call(0, 'POST', `/v1/invoices/${id}/review`, body);
    if (model.invoiceReviewed) {
      const before = await world.call(0, 'GET', `/v1/invoices/${id}`);
      await refused(world, send, 'reviewing a reviewed invoice');
      expect(await world.call(0, 'GET', `/v1/invoices/${id}`), 'the invoice is unchanged').toEqual(before);
      return;
    }
    const answer = await send();
    expect(is2xx(answer), `a pending invoice is reviewed: ${show(answer)}`).toBe(true);
    model.invoiceReviewed = true;
    const read = (await world.call(0, 'GET', `/v1/invoices/${id}`)).body as Wire;
    expect(read.status, 'the review moved the invoice').toBe(
      this.action === 'approve' ? 'approved' : 'rejected',
    );
    await checkInvariants(world, model);
  }
  toString = () => `ReviewInvoice(${this.action})`;
}
