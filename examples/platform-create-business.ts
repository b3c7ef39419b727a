/**
 * With a Platform key: creates a business under the platform, then acts as it with `withTenant`.
 *
 *   WORKFORCE_API_KEY=<platform key> node examples/platform-create-business.ts
 */
import { randomUUID } from 'node:crypto';
import { WorkforceClient } from 'workforce-api';

const platform = new WorkforceClient();

// Keep the idempotency key with your own record of the request: sending it again (after a crash or a lost
// answer) returns the same business instead of creating a second one.
const idempotencyKey = process.env.IDEMPOTENCY_KEY ?? randomUUID();

const { businessId, tenantKey } = await platform.platform.businesses.create({
  businessName: 'Globex Nigeria Ltd',
  country: 'NG',
  adminFirstName: 'Ada',
  adminLastName: 'Obi',
  adminEmail: 'ada.obi@globex.example',
  address: { line1: '12 Marina Road', city: 'Lagos', countryCode: 'NG' },
  suppressWelcomeEmail: true,
  idempotencyKey,
});
console.log(`Created business ${businessId} (tenant key ${tenantKey.slice(0, 6)}…)`);

// Every call through `globex` carries its tenant key (X-MultiTenantKey): the platform acts as that business.
const globex = platform.withTenant(tenantKey);
const me = await globex.me.get();
const { data: wallets } = await globex.businesses.balances.list(businessId);
const persons = await globex.persons.list({ limit: 1 });

console.log(`Acting as ${me.businessId}: wallets ${wallets.length}, persons ${persons.meta.itemCount}`);
