/**
 * Files a statutory return and pays it: supplies the business data the country's open requirements ask for,
 * creates the filing, waits until the system has validated it, approves it, then remits the amount due to the
 * authority, waits until the payment has completed and prints the receipt link.
 *
 *   SUI_ACCOUNT_NUMBER=<your state unemployment account> node examples/file-and-remit.ts
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { WorkforceClient } from 'workforce-api';

const client = new WorkforceClient();
const { businessId } = await client.me.get();
const countryCode = 'US';

// The business's own statutory data, by the field a requirement names. Yours comes from your records.
const statutoryData: Record<string, string> = {
  suiAccountNumber: process.env.SUI_ACCOUNT_NUMBER ?? '12-345678-9',
  ein: process.env.EIN ?? '12-3456789',
};

// An outstanding requirement blocks every filing of its country: supply what each one asks for first.
const { data: open } = await client.statutory.requirements.list({
  businessId,
  countryCode,
  status: 'outstanding',
});
const fields: Record<string, string> = {};
for (const requirement of open) {
  const field = requirement.affectedField;
  if (requirement.resourceType !== 'business' || field === undefined) continue;
  const value = statutoryData[field];
  if (value === undefined) throw new Error(`No value for ${field} (${requirement.name})`);
  fields[field] = value;
}
if (Object.keys(fields).length > 0) {
  await client.statutory.businesses.fields.update(businessId, countryCode, { fields });
  console.log(`Supplied ${Object.keys(fields).join(', ')} for ${countryCode}`);
}

const { id: filingId } = await client.statutory.filings.create({
  businessId,
  countryCode,
  filingTypeId: 'ft_us_payroll_tax',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  currency: 'USD',
});
console.log(`Filing ${filingId} created`);

// Validation runs in the background; the filing is ready for approval once it is in review.
let filing = await client.statutory.filings.get(filingId);
for (let tries = 0; filing.status !== 'in_review' && tries < 120; tries += 1) {
  if (filing.status === 'blocked') throw new Error(`Filing blocked: ${filing.blockedReasons?.join('; ')}`);
  await sleep(250);
  filing = await client.statutory.filings.get(filingId);
}
await client.statutory.filings.approve(filingId);
console.log(`Filing ${filingId} approved`);

const remittance = await client.statutory.remittances.create({
  businessId,
  countryCode,
  filingIds: [filingId],
  fundFromCurrency: 'USD',
});
// The receipt is the proof of payment: it exists once the remittance has completed, so wait for that first.
const { status } = await client.statutory.remittances.waitFor(remittance.id, {
  until: 'completed',
  interval: 250,
  timeout: 60_000,
});
const receipt = await client.statutory.remittances.receipt.get(remittance.id);
console.log(`Remittance ${remittance.id} is ${status}; receipt at ${receipt.url}`);
