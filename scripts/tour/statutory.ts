/** Steps 7 and 8 of the tour: a statutory requirement resolved to unblock a filing, and a remittance paid. */
import type { WorkforceClient } from '../../src/index.js';
import { call, describeEvent, got, note, step, type Tour } from './context.js';

/** The filings the audit log says were blocked. */
async function blockedFilingIds({ client, businessId }: Tour): Promise<string[]> {
  const ids: string[] = [];
  const events = client.statutory.events.list({ businessId, event_type: 'filing.blocked', limit: 10 });
  for await (const event of events) if (event.resourceId) ids.push(event.resourceId);
  return ids;
}

/** Reads one filing and prints its status. */
async function filingStatus(client: WorkforceClient, filingId: string): Promise<string> {
  const filing = await client.statutory.filings.get(filingId);
  call(`client.statutory.filings.get('${filingId}')`);
  got(`filing status '${filing.status}'`);
  return filing.status ?? 'unknown';
}

/** Step 7: supplies the missing business field and shows the filing unblocked. */
export async function resolveRequirement(tour: Tour): Promise<void> {
  step(7, 'Resolve a statutory requirement and unblock a filing');
  const { client, businessId, server } = tour;
  const { data } = await client.statutory.requirements.list({
    businessId,
    countryCode: 'US',
    status: 'outstanding',
  });
  call("client.statutory.requirements.list({ businessId, countryCode: 'US', status: 'outstanding' })");
  for (const r of data) got(`[${r.category}] ${r.name}: supply '${r.affectedField}'`);
  const requirement = data.find((r) => r.resourceType === 'business' && r.affectedField !== undefined);
  if (requirement?.affectedField === undefined)
    throw new Error('expected an outstanding business requirement');
  const [filingId] = await blockedFilingIds(tour);
  call("for await (const e of client.statutory.events.list({ businessId, event_type: 'filing.blocked' }))");
  got(`blocked filing ${filingId}`);
  if (filingId === undefined) throw new Error('expected a blocked filing in the audit log');
  const before = await filingStatus(client, filingId);
  await client.statutory.businesses.fields.update(businessId, 'US', {
    fields: { [requirement.affectedField]: '123-4567-8' },
  });
  call(
    `client.statutory.businesses.fields.update(businessId, 'US', { fields: { ${requirement.affectedField}: '…' } })`,
  );
  await server.simulator.webhooks.idle();
  for (const event of tour.received.filter(
    (e) => e.eventType.startsWith('requirement.') || e.eventType.startsWith('filing.'),
  )) {
    got(`webhook ${event.eventType}: ${describeEvent(event)}`);
  }
  const after = await filingStatus(client, filingId);
  note(`filing '${before}' → '${after}'`);
}

/** Step 8: lets the simulated authority complete a remittance and reads its history. */
export async function readRemittance({ client, server, businessId }: Tour): Promise<void> {
  step(8, 'Read a remittance and its status history');
  const page = await client.statutory.events.list({ businessId, resource_type: 'remittance', limit: 1 });
  const created = page.data[0];
  if (created === undefined) throw new Error('expected a remittance in the audit log');
  call("client.statutory.events.list({ businessId, resource_type: 'remittance', limit: 1 })");
  const remittanceId = created.resourceId ?? '';
  got(`${created.type} for ${remittanceId}`);
  // The tax authority's side of the payment: the simulator plays it.
  server.simulator.statutory.advanceRemittance(remittanceId);
  server.simulator.statutory.advanceRemittance(remittanceId);
  note('the authority processes and confirms the payment (sim.statutory.advanceRemittance, twice)');
  const remittance = await client.statutory.remittances.get(remittanceId);
  call(`client.statutory.remittances.get('${remittanceId}')`);
  got(
    `${remittance.authorityName} (${remittance.countryCode}): '${remittance.status}', amount ${remittance.amount} (decimal, local currency), funded ${remittance.fundedAmount} ${remittance.fundedCurrency}`,
  );
  for (const change of remittance.statusHistory ?? []) {
    got(`  ${change.from} → ${change.to} at ${new Date((change.timestamp ?? 0) * 1000).toISOString()}`);
  }
}
