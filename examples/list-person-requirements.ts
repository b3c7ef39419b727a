/**
 * Lists the outstanding statutory requirements that wait on one person, and what to supply for each.
 *
 *   PERSON_ID=<person id> node examples/list-person-requirements.ts
 */
import { WorkforceClient } from 'workforce-api';

const personId = process.env.PERSON_ID;
if (!personId) {
  console.error('Set PERSON_ID to the person to check.');
  process.exit(1);
}

const client = new WorkforceClient();

// With personId alone, the API answers the `worker_data` requirements this person is affected by.
const { data } = await client.statutory.requirements.list({ personId, status: 'outstanding' });

if (data.length === 0) console.log(`Nothing outstanding for ${personId}.`);
for (const requirement of data) {
  const missing = (requirement.affectedPersons ?? [])
    .filter((person) => person.personId === personId)
    .map((person) => person.missingFieldLabel ?? person.missingField ?? requirement.affectedField);
  console.log(`${requirement.name} (${requirement.category}): missing ${missing.join(', ')}`);
  if (requirement.resolutionGuide) console.log(`  to resolve: ${requirement.resolutionGuide}`);
}
