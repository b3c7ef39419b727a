/**
 * Lists every person of the business as tab-separated lines, fetching page after page as the loop needs them.
 *
 *   node examples/list-all-persons.ts > persons.tsv
 */
import { WorkforceClient } from 'workforce-api';

const client = new WorkforceClient();

let count = 0;
// `for await` follows the pages until the last one; 100 is the largest page the API serves.
for await (const person of client.persons.list({ limit: 100 })) {
  count += 1;
  console.log([person.id, person.firstName ?? '', person.lastName ?? '', person.email ?? ''].join('\t'));
}

console.error(`${count} persons`);
