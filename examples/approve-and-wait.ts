/**
 * Approves a payroll and waits until it is completed by reading it (`client.payrolls.waitFor`), for code that
 * cannot receive webhooks: a batch job, a CLI, a test. Each read is an ordinary call (retried on transient
 * failures); reads grow further apart up to `maxInterval`; a payroll that ends Rejected or Deleted stops the
 * wait at once with a `TerminalStatusError`. The `response` events count the reads, as a metrics exporter would.
 *
 *   PAYROLL_ID=<payroll in Pending Submission> node examples/approve-and-wait.ts
 *
 * Optional: POLL_INTERVAL_MS (first pause, default 30 000), WAIT_TIMEOUT_MS (default one week).
 */
import { isTerminalStatusError, isTimeoutError, WorkforceClient } from 'workforce-api';

const payrollId = process.env.PAYROLL_ID;
if (payrollId === undefined) throw new Error('Set PAYROLL_ID to the payroll to approve');
const interval = Number(process.env.POLL_INTERVAL_MS ?? 30_000);
const timeout = Number(process.env.WAIT_TIMEOUT_MS ?? 7 * 86_400_000);

const client = new WorkforceClient();
let reads = 0;
client.on('response', (event) => {
  if (event.operation === 'payrolls.get') reads += 1;
});

await client.payrolls.approve(payrollId);
let payroll = await client.payrolls.get(payrollId);
// Awaiting Funds: the balance does not cover the debit. In the sandbox, deposit what it needs.
if (payroll.status === 'Awaiting Funds' && payroll.debit !== undefined) {
  await client.sandbox.businessDeposits.create({ description: 'Payroll funding', value: payroll.debit });
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
