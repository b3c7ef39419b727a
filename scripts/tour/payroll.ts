/** Steps 5 and 6 of the tour: balances with reserves, and payrolls followed to scheduled. */
import { fromMinorUnits, payrollWebhookStatusOf, type WorkforceClient } from '../../src/index.js';
import { call, got, money, note, short, step, type Tour } from './context.js';

/** Step 5: reads the balances with reserves and keeps the USD wallet for step 6. */
export async function readBalances(tour: Tour): Promise<void> {
  step(5, 'Read balances with reserves');
  const { data } = await tour.client.businesses.balances.list(tour.businessId, { include: 'reserves' });
  call("client.businesses.balances.list(businessId, { include: 'reserves' })");
  for (const w of data) {
    const f = (minor: number | null | undefined) =>
      minor == null || !w.currency ? '-' : fromMinorUnits(minor, w.currency);
    got(
      `${w.currency}: balance ${f(w.balance)}, available ${f(w.available)}, processing ${f(w.processing)}, reserves ${f(w.reserves)}`,
    );
  }
  note('amounts arrive as integer minor units; fromMinorUnits() formats them without floats');
  tour.usd = data.find((w) => w.currency === 'USD');
}

/** Reads one payroll and prints its status in both vocabularies and its debit. */
async function showPayroll(client: WorkforceClient, payrollId: string, label: string) {
  const payroll = await client.payrolls.get(payrollId);
  call(`client.payrolls.get('${short(payrollId)}')  (${label})`);
  got(
    `status '${payroll.status}' (webhook vocabulary: '${payroll.status ? payrollWebhookStatusOf(payroll.status) : '-'}'), debit ${money(payroll.debit)}`,
  );
  return payroll;
}

/** Step 6: funds the payroll awaiting funds and approves the pending one. */
export async function followPayrolls({ client, server, usd }: Tour): Promise<void> {
  step(6, 'Follow payrolls to scheduled');
  const { awaitingFundsPayrollId, pendingPayrollId } = server.simulator.fixtures;
  note("payroll ids from the simulator's seed; in production they arrive with payroll.* webhooks");
  const waiting = await showPayroll(client, awaitingFundsPayrollId, 'before');
  const debit = waiting.debit;
  if (!debit || usd?.available === undefined) throw new Error('expected a USD debit and a USD wallet');
  const shortfall = debit.amount - usd.available;
  note(
    `the USD wallet has ${money({ amount: usd.available, currency: 'USD' })} available: short by ${money({ amount: shortfall, currency: 'USD' })}`,
  );
  await client.sandbox.businessDeposits.create({
    description: 'Tour top-up',
    value: { amount: shortfall, currency: 'USD' },
  });
  call("client.sandbox.businessDeposits.create({ description, value: { amount, currency: 'USD' } })");
  got('204: funds deposited (sandbox only)');
  const funded = await showPayroll(client, awaitingFundsPayrollId, 'after');
  note(`'${waiting.status}' → '${funded.status}'`);
  const saved = await showPayroll(client, pendingPayrollId, 'a second payroll');
  await client.payrolls.approve(pendingPayrollId);
  call(`client.payrolls.approve('${short(pendingPayrollId)}')`);
  got('204: approved');
  const approved = await showPayroll(client, pendingPayrollId, 'after approval');
  note(`'${saved.status}' → '${approved.status}': the EUR balance already covered it`);
}
