/**
 * Approves the oldest contractor invoice awaiting review, then files a reimbursement claim for that contractor
 * and approves it: the two review flows of an admin.
 *
 *   node examples/review-invoice-and-reimbursement.ts
 *   PERSON_ID=<who claims the expense> node examples/review-invoice-and-reimbursement.ts
 */
import { WorkforceClient } from 'workforce-api';

const client = new WorkforceClient();

// Invoices come in node pages; `for await` reads them all. A submitted invoice reads `pending` until reviewed.
let approved: { id: string; personId?: string | undefined } | undefined;
for await (const invoice of client.invoices.list({ status: 'pending' })) {
  if (invoice.status !== 'pending') continue;
  await client.invoices.review(invoice.id, { action: 'approve' });
  approved = { id: invoice.id, personId: invoice.personId };
  break;
}
if (approved === undefined) console.log('No invoice awaiting review');
else console.log(`Approved invoice ${approved.id}: ${(await client.invoices.get(approved.id)).status}`);

// The claimant: PERSON_ID if given, else the contractor whose invoice was approved.
const personId = process.env.PERSON_ID ?? approved?.personId;
if (personId === undefined) throw new Error('Set PERSON_ID to the person who claims the expense');
const claim = await client.reimbursements.create({
  personId,
  title: 'Client visit',
  currency: 'USD',
  destinationCurrency: 'USD',
  entries: [
    { description: 'Train tickets', amount: { currency: 'USD', value: '42.50' }, date: '2026-11-20' },
  ],
});
await client.reimbursements.review(claim.id, { action: 'approve', sourceCurrency: 'USD' });
const reviewed = await client.reimbursements.get(claim.id);
console.log(`Reimbursement ${claim.id} is ${reviewed.status}`);
