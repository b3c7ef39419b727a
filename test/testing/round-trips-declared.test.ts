import { describe, expect, it } from 'vitest';
import type { PlannedOperation } from '../../src/testing/declared/operation-roles.js';
import { sampleValue, schemaAccepts } from '../../src/testing/declared/sample.js';
import type { MockServer } from '../../src/testing/index.js';
import { useMockServer } from './helpers.js';
import { call, differences, fill, PLANS, referencesOf, seedIds } from './raw-http.js';

/*
 * Every create and update of a collection the API can read back, over plain HTTP: the body is drawn from the
 * operation's params schema (ids from the seed), the record is read with the collection's read operation, and
 * each value sent must come back unchanged wherever the read shows that field.
 */

/**
 * Values set over the drawn body. A payroll's `ONE_OFF` reads `ONE-OFF` (the API's two spellings), so the
 * type sent is the one both spell alike; proof files must have been uploaded, so claims send none (and name
 * their claimant once); a wallet transaction names its money once; a remittance pays the country of its filing; statutory
 * fields are a free-form map the schema draws empty.
 */
const OVERRIDES: Readonly<Record<string, (body: Record<string, unknown>) => void>> = {
  'payrolls.create': (body) => Object.assign(body, { type: 'REGULAR', workerType: 'EMPLOYEE' }),
  'reimbursements.create': (body) => {
    // A claim names its claimant once: a userId of another person than personId is refused (400).
    delete body.userId;
    for (const entry of body.entries as Record<string, unknown>[]) delete entry.fileIds;
  },
  // A wallet transaction names its money once: amount with sourceCurrency, or sourceAmount (the documents' oneOf),
  // and asks for a sum the seeded wallet covers (a drawn amount may exceed its balance, which is refused).
  'users.transactions.create': (body) => {
    delete body.sourceAmount;
    const amount = body.amount as { value?: unknown } | undefined;
    if (amount !== undefined) amount.value = '10.00';
  },
  // A remittance pays its filings' authority: the seed's payable filing is a GB return.
  'statutory.remittances.create': (body) => Object.assign(body, { countryCode: 'GB' }),
  'statutory.persons.fields.update': (body) => Object.assign(body, { fields: { rfc: 'HOPG061209AB1' } }),
  'statutory.businesses.fields.update': (body) =>
    Object.assign(body, { fields: { suiAccountNumber: '12-34567' } }),
};

const readOf = (collection: string | undefined) =>
  PLANS.find((plan) => plan.role === 'read' && plan.collection === collection);
const WRITES = PLANS.filter(
  (plan) => (plan.role === 'create' || plan.role === 'update') && readOf(plan.collection) !== undefined,
);

function drawBody(plan: PlannedOperation, known: Record<string, unknown>): Record<string, unknown> {
  const schema = plan.operation.params?.();
  if (schema === undefined) return {};
  const context = { known, uuid: () => crypto.randomUUID(), now: Date.now(), optional: true };
  const body = sampleValue(schema, 'params', context) as Record<string, unknown>;
  return schemaAccepts(schema, body)
    ? body
    : (sampleValue(schema, 'params', { ...context, optional: false }) as Record<string, unknown>);
}

type References = Awaited<ReturnType<typeof referencesOf>>;

async function roundTrip(
  server: MockServer,
  plan: PlannedOperation,
  ids: Record<string, string>,
  references: References,
) {
  const { fixtures } = server.simulator;
  const known = {
    ...references.known,
    ...references.forOperation[plan.name],
    ...ids,
    businessId: fixtures.businessId,
    personId: fixtures.personIds[3],
    currency: 'USD',
    countryCode: 'US',
  };
  const body = drawBody(plan, known);
  OVERRIDES[plan.name]?.(body);
  const written = await call(server, plan.operation.method, fill(plan.operation.path, ids), { body });
  if (written.status >= 300)
    return {
      name: plan.name,
      diffs: [`write answered ${written.status} ${JSON.stringify(written.body)}`],
      present: 0,
    };
  const read = readOf(plan.collection) as PlannedOperation;
  const answer = written.body as Record<string, unknown> | undefined;
  const id =
    plan.role === 'create'
      ? String(answer?.id ?? answer?.payrollId ?? answer?.[read.idParam ?? ''] ?? '')
      : ids[read.idParam ?? ''];
  const got = await call(
    server,
    'GET',
    fill(read.operation.path, { ...ids, [read.idParam ?? '']: id ?? '' }),
  );
  if (got.status !== 200) return { name: plan.name, diffs: [`read answered ${got.status}`], present: 0 };
  return { name: plan.name, ...differences(body, got.body) };
}

describe('declared writes read back (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'round-trips-declared' });

  it('reads back every value each create and update sent', async () => {
    const ids: Record<string, string> = { ...seedIds(ctx.server.simulator.fixtures) };
    const { records } = ctx.server.simulator.fixtures;
    Object.assign(ids, { entityId: records.entityIds[0] ?? '', contractId: records.contractIds[0] ?? '' });
    const references = await referencesOf(ctx.server);
    const results = [];
    for (const plan of WRITES) results.push(await roundTrip(ctx.server, plan, ids, references));
    const failed = results.filter((r) => r.diffs.length > 0 || r.present === 0);
    console.info(
      `declared writes read back ${results.length - failed.length}/${results.length}: ${results.map((r) => r.name).join(', ')}`,
    );
    expect(failed).toEqual([]);
  });
});
