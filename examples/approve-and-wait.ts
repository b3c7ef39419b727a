/**
 * Approves a payroll and waits until it is completed by reading it (`client.payrolls.waitFor`), for code that
 * cannot receive webhooks: a batch job, a CLI, a test. Each read is an ordinary call (retried on transient
 * failures); reads grow further apart up to `maxInterval`; a payroll that reaches a status it never leaves
 * (`Rejected`, say; the list is in docs/guides/running-in-production.md) stops the wait at once with a
 * `TerminalStatusError`. The `response` events count the reads, as a metrics exporter would.
 *
 *   PAYROLL_ID=<payroll in Pending Submission> node examples/approve-and-wait.ts
 *
 * Optional: PAYROLL_ID (default: the business's first payroll in Pending Submission), POLL_INTERVAL_MS (first
 * pause, default 30 000), WAIT_TIMEOUT_MS (default one week).
 */
import { isTerminalStatusError, isTimeoutError, WorkforceClient } from 'workforce-api';

const client = new WorkforceClient();

/** The payroll to approve: PAYROLL_ID, else the first saved payroll waiting for approval. */
async function payrollToApprove(): Promise<string> {
  if (process.env.PAYROLL_ID !== undefined) return process.env.PAYROLL_ID;
  const { data: payrolls } = await client.payrolls.list();
  const saved = payrolls.find((p) => p.status === 'Pending Submission');
  if (saved === undefined) throw new Error('No payroll is waiting for approval: set PAYROLL_ID');
  return saved.payrollId;
}
const payrollId = await payrollToApprove();
const interval = Number(process.env.POLL_INTERVAL_MS ?? 30_000);
const timeout = Number(process.env.WAIT_TIMEOUT_MS ?? 7 * 86_400_000);
let reads = 0;
client.on('response', (event) => {
  if (event.operation === 'payrolls.get') reads += 1;
});

await client.payrolls.approve(payrollId);
let payroll = await client.payrolls.get(payrollId);
// Awaiting Funds: the balance does not cover the debit. Waiting payrolls are funded in the order they were
// approved, so a deposit pays older waiting payrolls first: in the sandbox, deposit what every payroll waiting
// in this currency needs beyond the available balance.
if (payroll.status === 'Awaiting Funds' && payroll.debit !== undefined) {
  const { currency } = payroll.debit;
  const { data: payrolls } = await client.payrolls.list();
  const needed = payrolls
    .filter((p) => p.status === 'Awaiting Funds' && p.debit?.currency === currency)
    .reduce((sum, p) => sum + (p.debit?.amount ?? 0), 0);
  const { data: wallets } = await client.balances.list();
  const shortfall = needed - (wallets.find((w) => w.currency === currency)?.available ?? 0);
  await client.sandbox.businessDeposits.create({
    description: 'Payroll funding',
    value: { amount: shortfall, currency },
  });
  payroll = await client.payrolls.get(payrollId);
  console.log(`Deposited ${shortfall} ${currency} (minor units): ${payroll.status}`);
}
console.log(`Waiting for payroll ${payrollId} (${payroll.status}) to complete…`);

try {
  payroll = await client.payrolls.waitFor(payrollId, {
    until: 'Completed',
    interval,
    maxInterval: interval * 10,
    timeout,
  });
  console.log(`Payroll ${payrollId} is ${payroll.status} after ${reads} reads`);
} catch (error) {
  if (isTerminalStatusError(error))
    console.error(`The payroll ended ${error.reached}: nothing more will happen`);
  else if (isTimeoutError(error)) console.error(error.message);
  else throw error;
  process.exitCode = 1;
}
