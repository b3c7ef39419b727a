/**
 * Prints the business's wallets, reserves included, as decimal amounts.
 *
 *   BUSINESS_ID=<business id> node examples/read-balances-with-reserves.ts   (default: the key's own business)
 */
import { fromMinorUnits, WorkforceClient } from 'workforce-api';

const client = new WorkforceClient();

const businessId = process.env.BUSINESS_ID ?? (await client.me.get()).businessId;
if (!businessId) {
  console.error('Set BUSINESS_ID: this key is not tied to one business.');
  process.exit(1);
}

const { data: wallets } = await client.businesses.balances.list(businessId, { include: 'reserves' });

console.log(
  ['currency', 'balance', 'available', 'processing', 'reserves'].map((h) => h.padStart(12)).join(''),
);
for (const wallet of wallets) {
  // Amounts are integers in the currency's smallest unit; fromMinorUnits() knows each currency's decimals.
  const amounts = [wallet.balance, wallet.available, wallet.processing, wallet.reserves ?? 0].map((minor) =>
    fromMinorUnits(minor, wallet.currency),
  );
  console.log([wallet.currency, ...amounts].map((cell) => cell.padStart(12)).join(''));
}
