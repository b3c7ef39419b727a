/**
 * Files a statutory return and pays it: creates the filing, waits until the system has validated it, approves
 * it, then remits the amount due to the authority and prints the receipt link.
 *
 *   node examples/file-and-remit.ts
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { WorkforceClient } from 'workforce-api';

const client = new WorkforceClient();
const { businessId } = await client.me.get();
if (businessId === undefined) throw new Error('This example needs an Org or Platform key');

const { id: filingId } = await client.statutory.filings.create({
  businessId,
  countryCode: 'US',
  filingTypeId: 'ft_us_payroll_tax',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  currency: 'USD',
});
console.log(`Filing ${filingId} created`);

// Validation runs in the background; the filing is ready for approval once it is in review.
let filing = await client.statutory.filings.get(filingId);
for (let tries = 0; filing.status !== 'in_review' && tries < 60; tries += 1) {
  if (filing.status === 'blocked') throw new Error(`Filing blocked: ${filing.blockedReasons?.join('; ')}`);
  await sleep(250);
  filing = await client.statutory.filings.get(filingId);
}
await client.statutory.filings.approve(filingId);
console.log(`Filing ${filingId} approved`);

const remittance = await client.statutory.remittances.create({
  businessId,
  countryCode: 'US',
  filingIds: [filingId],
  fundFromCurrency: 'USD',
});
// The create answers with the id only; the status is on the remittance itself.
const { status } = await client.statutory.remittances.get(remittance.id);
const receipt = await client.statutory.remittances.receipt.get(remittance.id);
console.log(`Remittance ${remittance.id} is ${status}; receipt at ${receipt.url}`);
