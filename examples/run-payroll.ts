/**
 * Runs a payroll end to end and follows it through its webhooks: creates it, saves its entry, approves it,
 * funds the business when the balance does not cover it (sandbox deposit), then waits until the
 * `payroll.status.updated` webhooks, verified by `createWebhookHandler`, report it completed.
 *
 *   WORKFORCE_WEBHOOK_SECRET=whsec_… PORT=3000 node examples/run-payroll.ts
 *
 * Register http://<this host>:<PORT>/webhooks as your webhook endpoint first. Optional: PERSON_ID (the
 * contractor to pay; default the business's first contractor), AMOUNT (in cents, default 250000 = 2,500.00 USD).
 */
import { createServer } from 'node:http';
import { createWebhookHandler, toNodeHandler, WorkforceClient } from 'workforce-api';

const client = new WorkforceClient();
const amount = Number(process.env.AMOUNT ?? 250_000);

/** The contractor to pay: PERSON_ID, else the first contractor of the business. */
async function contractorToPay(): Promise<string> {
  if (process.env.PERSON_ID !== undefined) return process.env.PERSON_ID;
  for await (const person of client.persons.list({ limit: 100 })) {
    if (person.type === 'CONTRACTOR') return person.id;
  }
  throw new Error('The business has no contractor: set PERSON_ID');
}
const personId = await contractorToPay();

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
const payDay = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
await client.payrolls.save(payrollId, {
  payrollDate: payDay,
  payPeriod: { fromDate: `${payDay.slice(0, 8)}01`, toDate: payDay },
  entries: [{ personId, salary: { amount, currency: 'USD' } }],
});
await client.payrolls.approve(payrollId);
let payroll = await client.payrolls.get(payrollId);
console.log(`Payroll ${payrollId} approved for ${payDay}: ${payroll.status}`);

// Awaiting Funds: the balance does not cover the debit. Waiting payrolls are funded in the order they were
// approved, so a deposit pays older waiting payrolls first: in the sandbox, deposit what every payroll waiting
// in this currency needs beyond the available balance.
if (payroll.status === 'Awaiting Funds' && payroll.debit !== undefined) {
  const { currency } = payroll.debit;
  const { data: payrolls } = await client.payrolls.list();
  const waiting = payrolls.filter((p) => p.status === 'Awaiting Funds' && p.debit?.currency === currency);
  const needed = waiting.reduce((sum, p) => sum + (p.debit?.amount ?? 0), 0);
  const { data: wallets } = await client.balances.list();
  const available = wallets.find((w) => w.currency === currency)?.available ?? 0;
  const shortfall = needed - available;
  console.log(
    `${waiting.length} payroll(s) wait for ${needed} ${currency} (minor units); ${available} available`,
  );
  await client.sandbox.businessDeposits.create({
    description: 'Payroll funding',
    value: { amount: shortfall, currency },
  });
  payroll = await client.payrolls.get(payrollId);
  console.log(`Deposited ${shortfall}: ${payroll.status}`);
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
