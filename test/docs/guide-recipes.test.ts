import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../src/entries/core.js';
import { payrollsList } from '../../src/generated/functions.js';
import { isPermissionDeniedError, WorkforceClient } from '../../src/index.js';
import { type MockServer, startMockServer } from '../../src/testing/index.js';
import { createMockHandlers } from '../../src/testing/msw.js';
import { guideBlock, runGuideBlock } from '../helpers/guide-blocks.js';
import { codeBlocks } from './guide-code.js';

/*
 * Guide blocks that call the API run as written against the simulator (guide-code.test.ts only compiles
 * them): the raw keyed request of the retries guide, the resume-from-storage block of the pagination guide,
 * the refused input of the errors guide, the simulator controls of the testing guide, and the standalone
 * functions with a User token. The state they leave is read back over HTTP.
 */

const root = path.join(import.meta.dirname, '../..');

/** The ```ts block of `file` whose code contains `marker`. */
function blockWith(file: string, marker: string): string {
  const block = codeBlocks(file, readFileSync(path.join(root, file), 'utf8')).find((b) =>
    b.code.includes(marker),
  );
  if (block === undefined) throw new Error(`${file} has no ts block with ${marker}`);
  return block.code;
}

describe('against a simulator over HTTP', () => {
  let server: MockServer;
  let client: WorkforceClient;
  let businessId: string;
  beforeAll(async () => {
    server = await startMockServer();
    client = new WorkforceClient({ baseUrl: server.url, apiKey: server.apiKey, logLevel: 'off' });
    businessId = server.simulator.fixtures.businessId;
  });
  afterAll(() => server.close());

  /** How many ledger lines the business's USD wallet shows. */
  const ledgerLines = async () =>
    (
      await client.businesses.transactions
        .list(businessId, { currency: 'USD', startDate: '2000-01-01' })
        .toArray({ max: 1000 })
    ).length;

  it('retries guide, raw requests: the keyed deposit is made once, and answered again for the same key', async () => {
    const recipe = guideBlock('docs/guides/retries-and-idempotency.md', 'Raw requests');
    const accounts = await client.businesses.externalAccounts.list(businessId);
    const externalAccountId = accounts.find((account) => account.status === 'active')?.id;
    const scope = { client, businessId, externalAccountId, depositId: 'dep-2026-11-001' };
    const before = await ledgerLines();
    await runGuideBlock(recipe, scope);
    const after = await ledgerLines();
    expect(after).toBeGreaterThan(before);
    await runGuideBlock(recipe, scope);
    expect(await ledgerLines()).toBe(after);
  });

  it('errors guide, input refused before sending: a bad path id and the bad body fields in one error, nothing sent', async () => {
    const recipe = guideBlock('docs/guides/errors.md', 'Input refused before sending');
    let sent = 0;
    const counting = new WorkforceClient({
      baseUrl: server.url,
      apiKey: server.apiKey,
      logLevel: 'off',
      fetch: (input, init) => {
        sent += 1;
        return fetch(input, init);
      },
    });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fields: unknown[] = [];
    try {
      await runGuideBlock(recipe, { client: counting, personId: 'not-a-uuid' });
      fields = printed.mock.calls.map(([field]) => field);
    } finally {
      printed.mockRestore();
    }
    expect(fields.sort()).toEqual(['amount.amount', 'dueDate', 'personId']);
    expect(sent).toBe(0);
  });

  it('pagination guide, resuming from storage: a stored last page (null) ends the reading', async () => {
    const recipe = blockWith('docs/guides/pagination.md', 'StatutoryEventListParams');
    const result = await runGuideBlock(recipe, { client, businessId });
    const first = await client.statutory.events.list({ businessId });
    expect(result.stored).toBe(JSON.stringify(first.nextPageParams()));
    if (result.params === null) expect(first.hasNextPage()).toBe(false);
    else expect(result.params).toEqual(first.nextPageParams());
  });
});

describe('testing guide, driving state (a simulator of its own: the block moves money and records)', () => {
  let own: MockServer;
  beforeAll(async () => {
    own = await startMockServer();
  });
  afterAll(() => own.close());

  it('moves each record as its comment says, read back over HTTP', async () => {
    const { fixtures } = own.simulator;
    const [personId] = fixtures.personIds;
    const recipe = guideBlock('docs/guides/testing-your-app.md', 'Driving state');
    await runGuideBlock(recipe, { server: own, personId });
    const client = new WorkforceClient({ baseUrl: own.url, apiKey: own.apiKey, logLevel: 'off' });
    expect((await client.payrolls.get(fixtures.awaitingFundsPayrollId)).status).toBe('Completed');
    expect((await client.statutory.remittances.get(fixtures.remittanceId)).status).toBe('processing');
    expect((await client.reimbursements.get(fixtures.reimbursementId)).status).toBe('paid');
    const milestones = await client.persons.milestones.list(fixtures.milestoneContractorId);
    expect(milestones.find((m) => m.id === fixtures.milestoneId)?.status).not.toBe('Planned');
    const invoices = await client.invoices.list({ limit: 100 }).toArray({ max: 1000 });
    expect(invoices.filter((invoice) => invoice.personId === personId).length).toBeGreaterThan(0);
  });
});

describe('standalone functions guide, with a User token (the sandbox answered by msw handlers)', () => {
  const handlers = createMockHandlers();
  const mock = setupServer(...handlers);
  const { fixtures, keys } = handlers.simulator;
  const getUserToken = async () => keys.sandbox.user;
  beforeAll(() => mock.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => mock.close());

  it("reads the signed-in user's own person", async () => {
    const recipe = guideBlock('docs/guides/standalone-functions.md', 'Standalone functions');
    const result = await runGuideBlock(recipe, { getUserToken, personId: fixtures.userPersonId });
    expect(result.me).toMatchObject({ businessId: fixtures.businessId });
    expect(result.person).toMatchObject({ id: fixtures.userPersonId });
  });

  it('gets 403 for a business-wide list, as the guide says', async () => {
    const core = createCore({ apiKey: getUserToken, environment: 'sandbox', logLevel: 'off' });
    const error = await payrollsList(core).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isPermissionDeniedError(error)).toBe(true);
  });
});
