/** Steps 3 and 4 of the tour: a milestone with an uploaded document, and every person across pages. */
import { toMinorUnits } from '../../src/index.js';
import { call, got, short, step, type Tour } from './context.js';

/** Step 3: uploads a statement of work and creates a milestone for the milestone-paid contractor. */
export async function createMilestone({ client, server }: Tour): Promise<void> {
  step(3, 'Upload a document and create a milestone for a milestone-type contractor');
  const contractorId = server.simulator.fixtures.milestoneContractorId;
  const person = await client.persons.get(contractorId);
  call(`client.persons.get('${short(contractorId)}')`);
  got(`${person.firstName} ${person.lastName}, paid per milestone`);
  const sow = new TextEncoder().encode('%PDF-1.4\n% statement of work: prototype delivery\n');
  const { fileId } = await client.files.upload(sow, {
    purpose: 'milestone-document',
    contentType: 'application/pdf',
    fileName: 'statement-of-work.pdf',
  });
  call("client.files.upload(bytes, { purpose: 'milestone-document', contentType: 'application/pdf' })");
  got(`fileId ${fileId} (bytes PUT to the presigned URL, without the API key)`);
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const amount = { amount: toMinorUnits('2500.00', 'USD'), currency: 'USD' };
  const milestone = await client.persons.milestones.create(contractorId, {
    title: 'Prototype delivery',
    amount,
    dueDate,
    documentIds: [fileId],
  });
  call(
    `client.persons.milestones.create(personId, { amount: toMinorUnits('2500.00', 'USD') = ${amount.amount}, … })`,
  );
  got(`milestone ${milestone.id}, due ${dueDate}`);
}

/** Step 4: walks every page of persons. */
export async function listPersons({ client }: Tour): Promise<void> {
  step(4, 'Iterate every person, across pages');
  call('for await (const page of client.persons.list({ limit: 10 }).pages())');
  let persons = 0;
  let pages = 0;
  for await (const page of client.persons.list({ limit: 10 }).pages()) {
    pages += 1;
    persons += page.data.length;
    got(`page ${page.meta.currentPage}/${page.meta.pages}: ${page.data.length} persons`);
  }
  got(`${persons} persons in ${pages} pages; the iterator followed meta.pages and stopped by itself`);
}
