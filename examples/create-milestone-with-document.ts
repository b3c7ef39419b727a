/**
 * Uploads a statement of work and creates a milestone for a milestone-type contractor, with the document
 * attached.
 *
 *   CONTRACTOR_ID=<person id> DOCUMENT_PATH=./statement-of-work.pdf node examples/create-milestone-with-document.ts
 */
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { toMinorUnits, WorkforceClient } from 'workforce-api';

const contractorId = process.env.CONTRACTOR_ID;
const documentPath = process.env.DOCUMENT_PATH;
if (!contractorId || !documentPath) {
  console.error('Set CONTRACTOR_ID (a milestone-type contractor) and DOCUMENT_PATH (a PDF).');
  process.exit(1);
}

// Reads WORKFORCE_API_KEY and WORKFORCE_ENVIRONMENT (or WORKFORCE_BASE_URL) from the environment.
const client = new WorkforceClient();

// Two requests: an upload slot from the API, then the bytes PUT to its presigned URL (without the API key).
const { fileId } = await client.files.upload(await openAsBlob(documentPath), {
  purpose: 'milestone-document',
  contentType: 'application/pdf',
  fileName: basename(documentPath),
});

const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const milestone = await client.persons.milestones.create(contractorId, {
  title: 'Prototype delivery',
  description: 'Clickable prototype of the onboarding flow, as set out in the statement of work.',
  amount: { amount: toMinorUnits('2500.00', 'USD'), currency: 'USD' },
  dueDate,
  documentIds: [fileId],
});

console.log(`Milestone ${milestone.id} created for ${contractorId}, due ${dueDate}, with document ${fileId}`);
