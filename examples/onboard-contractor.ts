/**
 * Onboards a contractor: creates the person, records how they are paid, prepares their contract from a
 * template and prints the link they sign it at.
 *
 *   node examples/onboard-contractor.ts
 */
import { WorkforceClient } from 'workforce-api';

const client = new WorkforceClient();

const person = await client.persons.create({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace.hopper@example.test',
  type: 'CONTRACTOR',
  address: {
    line1: '350 Fifth Avenue',
    city: 'New York',
    postalCode: '10118',
    state: 'NY',
    countryCode: 'US',
  },
  compInfo: { type: 'salaried', salary: { amount: 650_000, currency: 'USD' }, frequency: 'monthly' },
});
console.log(`Created contractor ${person.id}`);

await client.persons.paymentInfo.update(person.id, {
  preferredMethod: 'ach',
  ach: {
    bankName: 'First Bank',
    accountName: 'Grace Hopper',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountType: 'checking',
  },
});
const paymentInfo = await client.persons.paymentInfo.get(person.id);
console.log(`Paid by ${paymentInfo.preferredMethod}`);

const { data: templates } = await client.contractTemplates.list();
// A template is written for employees or for contractors: take one for contractors.
const template = templates.find((t) => t.personType === 'contractor');
if (template === undefined) throw new Error('No contractor template: create one in the dashboard first');
const contract = await client.contracts.create({
  templateId: template.id,
  personId: person.id,
  sender: { email: 'hr@example.test', name: 'Acme HR' },
});
const signing = await client.contracts.signingUrl.get(contract.id);
console.log(`Contract ${contract.id} from "${template.name}": the contractor signs at ${signing.url}`);
