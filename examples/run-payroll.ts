/**
 * Runs a payroll end to end and follows it through its webhooks: creates it, saves its entry, approves it,
 * funds the business when the balance does not cover it (sandbox deposit), then waits until the
 * `payroll.status.updated` webhooks, verified by `createWebhookHandler`, report it completed.
 *
 *   PERSON_ID=<worker> WORKFORCE_WEBHOOK_SECRET=whsec_… PORT=3000 node examples/run-payroll.ts
 *
 * Register http://<this host>:<PORT>/webhooks as your webhook endpoint first.
 */
import { createServer } from 'node:http';
import { createWebhookHandler, toNodeHandler, WorkforceClient } from 'workforce-api';

const personId = process.env.PERSON_ID;
if (personId === undefined) throw new Error('Set PERSON_ID to the worker to pay');
const client = new WorkforceClient();

// The webhook endpoint: every delivery is verified before a handler sees it.
let payrollId: string | undefined;
const seen: string[] = [];
let complete = () => {};
const completed = new Promise<void>((resolve) => {
  complete = resolve;
});
const onWebhook = toNodeHandler(
  createWebhookHandler({
    secret: process.env.WORKFORCE_WEBHOOK_SECRET,
    on: {
      'payroll.status.updated': (event) => {
        if (event.data.id !== payrollId) return;
        seen.push(event.data.status);
        console.log(`webhook: payroll is ${event.data.status}`);
        if (event.data.status === 'completed') complete();
      },
    },
  }),
);
const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/webhooks') void onWebhook(req, res);
  else res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 3000), resolve));
console.log('Webhook endpoint ready');

// Create, save and approve.
const created = await client.payrolls.create({ workerType: 'CONTRACTOR', type: 'ONE_OFF' });
payrollId = created.payrollId;
if (payrollId === undefined) throw new Error('The API did not return the payroll id');
const payDay = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
await client.payrolls.save(payrollId, {
  payrollDate: payDay,
  payPeriod: { fromDate: `${payDay.slice(0, 8)}01`, toDate: payDay },
  entries: [{ personId, salary: { amount: 250_000, currency: 'USD' } }],
});
await client.payrolls.approve(payrollId);
let payroll = await client.payrolls.get(payrollId);
console.log(`Payroll ${payrollId} approved for ${payDay}: ${payroll.status}`);

// Awaiting Funds: the balance does not cover the debit. In the sandbox, deposit what it needs.
if (payroll.status === 'Awaiting Funds' && payroll.debit !== undefined) {
  await client.sandbox.businessDeposits.create({ description: 'Payroll funding', value: payroll.debit });
  payroll = await client.payrolls.get(payrollId);
  console.log(`Funded: ${payroll.status}`);
}

console.log('Waiting for pay day…');
const timeout = setTimeout(() => {
  console.error(`No completion webhook; saw ${seen.join(', ') || 'none'}`);
  process.exit(1);
}, 60_000);
await completed;
clearTimeout(timeout);
payroll = await client.payrolls.get(payrollId);
console.log(`Payroll ${payrollId} is ${payroll.status}; webhooks: ${seen.join(' → ')}`);
server.close();
