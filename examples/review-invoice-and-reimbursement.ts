/**
 * Approves the oldest submitted contractor invoice, then files a reimbursement claim for a person and
 * approves it: the two review flows of an admin.
 *
 *   PERSON_ID=<a person with a user account> node examples/review-invoice-and-reimbursement.ts
 */
import { WorkforceClient } from 'workforce-api';

const client = new WorkforceClient();
const personId = process.env.PERSON_ID;
if (personId === undefined) throw new Error('Set PERSON_ID to the person who claims the expense');

// Invoices come in node pages; `for await` reads them all.
let approvedInvoice: string | undefined;
for await (const invoice of client.invoices.list({ status: 'submitted' })) {
  if (invoice.id === undefined) continue;
  await client.invoices.review(invoice.id, { action: 'approve' });
  approvedInvoice = invoice.id;
  break;
}
if (approvedInvoice === undefined) console.log('No submitted invoice to review');
else
  console.log(`Approved invoice ${approvedInvoice}: ${(await client.invoices.get(approvedInvoice)).status}`);

const claim = await client.reimbursements.create({
  personId,
  title: 'Client visit',
  currency: 'USD',
  destinationCurrency: 'USD',
  entries: [
    { description: 'Train tickets', amount: { currency: 'USD', value: '42.50' }, date: '2026-11-20' },
  ],
});
if (claim.id === undefined) throw new Error('The API did not return the claim id');
await client.reimbursements.review(claim.id, { action: 'approve', sourceCurrency: 'USD' });
const reviewed = await client.reimbursements.get(claim.id);
console.log(`Reimbursement ${claim.id} is ${reviewed.status}`);
