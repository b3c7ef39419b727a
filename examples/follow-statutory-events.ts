/**
 * Reads the statutory audit log in batches, the way a scheduled job would: each run processes at most
 * MAX_PAGES pages and stores where it stopped, and the next run resumes from there.
 *
 *   BUSINESS_ID=<business id> CHECKPOINT_FILE=./statutory-events.json node examples/follow-statutory-events.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { type StatutoryEvent, type StatutoryEventListParams, WorkforceClient } from 'workforce-api';

const checkpointFile = process.env.CHECKPOINT_FILE ?? 'statutory-events.checkpoint.json';
const maxPages = Number(process.env.MAX_PAGES ?? 10);
const pageSize = Number(process.env.PAGE_SIZE ?? 100);

const client = new WorkforceClient();

async function readCheckpoint(): Promise<StatutoryEventListParams | undefined> {
  try {
    return JSON.parse(await readFile(checkpointFile, 'utf8')) as StatutoryEventListParams;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function handle(event: StatutoryEvent): void {
  console.log(`${event.occurredAt}  ${event.type.padEnd(22)} ${event.resourceId}  by ${event.actor.type}`);
}

const checkpoint = await readCheckpoint();
let params = checkpoint;
if (params === undefined) {
  const businessId = process.env.BUSINESS_ID ?? (await client.me.get()).businessId;
  if (!businessId) throw new Error('Set BUSINESS_ID: this key is not tied to one business.');
  params = { businessId, limit: pageSize };
}
console.log(checkpoint ? `Resuming from ${checkpointFile}` : 'Reading the audit log from the start');

let pages = 0;
for await (const page of client.statutory.events.list(params).pages({ prefetch: 0 })) {
  for (const event of page.data) handle(event);
  // nextPageParams() is plain JSON: the cursor and the filters. On the last page there is no cursor, so the
  // next run asks for events after the newest one seen instead.
  const last = page.data.at(-1);
  const { cursor: _cursor, ...filters } = params;
  const next = page.nextPageParams() ?? (last ? { ...filters, since: last.occurredAt } : params);
  await writeFile(checkpointFile, JSON.stringify(next));
  pages += 1;
  if (page.hasNextPage() && pages >= maxPages) {
    console.log(`Stopped after ${pages} pages; run again to continue.`);
    break;
  }
}
if (pages > 0) console.log(`Checkpoint saved to ${checkpointFile}`);
