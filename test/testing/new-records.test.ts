import { describe, expect, it } from 'vitest';
import type { Schema } from '../../src/internal/schema-kit.js';
import { COLLECTIONS } from '../../src/testing/declared/collections.js';
import { shapeOf } from '../../src/testing/declared/operation-roles.js';
import { sampleValue, schemaAccepts } from '../../src/testing/declared/sample.js';
import { defOf, objectShape } from '../../src/testing/declared/wire.js';
import { HAND_WRITTEN } from '../../src/testing/routes/all.js';
import { useMockServer } from './helpers.js';
import { call, differences, expectStatus, fill, PLANS, referencesOf, seedIds } from './raw-http.js';

/*
 * A record made by a create the simulator serves from its declaration holds what was sent and what the server
 * sets (its id, its first documented status, its times), plus only the fields its schema requires: nothing
 * drawn contradicts what was sent, and no detail of a later stage of its life is there. Walked over every
 * such create of the API map that has a read, over plain HTTP.
 */

const CREATES = PLANS.filter(
  (plan) =>
    plan.role === 'create' &&
    COLLECTIONS[plan.collection ?? '']?.create === undefined &&
    !HAND_WRITTEN.some((route) => route.method === 'POST' && shapeOf(route.path) === plan.shape) &&
    PLANS.some((p) => p.role === 'read' && p.collection === plan.collection),
);

/**
 * Fields a new record may hold though not sent: its id, status, times, owner, the fee a payment is priced with,
 * and what its read requires.
 */
const SERVER_SET =
  /^(id|status|businessId|userId|createdAt|createdTimestamp|updatedAt|lastUpdatedTimestamp|feeAmount)$/;

/** Fields the service derives for a new record of one create (their values: created-records.test.ts). */
const DERIVED: Readonly<Record<string, readonly string[]>> = {
  'contracts.create': ['name', 'signatures', 'customContractAttached'],
  'entities.create': ['tenantKey'],
};

function requiredOf(schema: Schema | undefined): Set<string> {
  const shape = schema === undefined ? {} : (objectShape(schema) ?? {});
  return new Set(
    Object.entries(shape)
      .filter(([, field]) => defOf(field).type !== 'optional')
      .map(([name]) => name),
  );
}

describe('records made by declared creates (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'new-records' });

  it('holds what was sent and what the server sets, nothing of a later stage', async () => {
    const { fixtures } = ctx.server.simulator;
    const ids = seedIds(fixtures);
    const references = await referencesOf(ctx.server);
    const known = {
      ...references.known,
      businessId: fixtures.businessId,
      personId: fixtures.personIds[0],
      currency: 'USD',
    };
    expect(CREATES.length).toBeGreaterThan(4);
    const problems: string[] = [];
    const walked: string[] = [];
    for (const plan of CREATES) {
      const schema = plan.operation.params?.();
      const context = {
        known: { ...known, ...references.forOperation[plan.name] },
        uuid: () => crypto.randomUUID(),
        now: Date.now(),
        optional: false,
      };
      let sent =
        schema === undefined ? {} : (sampleValue(schema, 'params', context) as Record<string, unknown>);
      if (schema !== undefined && !schemaAccepts(schema, sent))
        sent = sampleValue(schema, 'params', { ...context, optional: true }) as Record<string, unknown>;
      if (plan.name === 'payouts.create')
        sent = { ...sent, beneficiaryId: fixtures.records.beneficiaryIds[0] };
      const made = await expectStatus(
        call(ctx.server, 'POST', fill(plan.operation.path, ids), { body: sent }),
        '2xx',
        plan.name,
      );
      const read = PLANS.find((p) => p.role === 'read' && p.collection === plan.collection);
      if (read === undefined || typeof made?.id !== 'string') continue;
      const path = fill(read.operation.path, { ...ids, [read.idParam ?? 'id']: made.id });
      const record = await expectStatus(call(ctx.server, 'GET', path), 200, read.name);
      walked.push(plan.name);
      const { idempotencyKey: _once, ...kept } = sent;
      problems.push(...differences(kept, record).diffs.map((d) => `${plan.name}: ${d}`));
      const required = requiredOf(read.operation.response?.());
      for (const name of Object.keys(record))
        if (
          !(name in sent) &&
          !SERVER_SET.test(name) &&
          !required.has(name) &&
          !DERIVED[plan.name]?.includes(name)
        )
          problems.push(`${plan.name}: ${name} neither sent, set by the server nor required`);
    }
    console.info(`creates walked: ${walked.join(' ')}`);
    expect(walked.length).toBe(CREATES.length);
    expect(problems).toEqual([]);
  });
});
