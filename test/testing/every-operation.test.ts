import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { NotFoundError, WorkforceClient } from '../../src/index.js';
import { shapeOf } from '../../src/testing/declared/operation-roles.js';
import { Simulator, startMockServer } from '../../src/testing/index.js';
import { createMockHandlers } from '../../src/testing/msw.js';
import { brazilianBeneficiary } from './support/bodies.js';
import { completedRemittance, validParams } from './support/call-inputs.js';
import { actionIds, orderedPlans, referencedIdsAt, seededIds } from './support/raw-calls.js';
import { drawnPathValue, methodOf } from './support/sdk-calls.js';

/*
 * Every method of the API map, called through the SDK against the simulator, in an order where what a call
 * needs exists: creates first, deletes last. Each call must succeed with a body the SDK's response schema
 * accepts (validation is strict), and what a create made must be what a later read returns.
 */

const plans = orderedPlans();

interface Outcome {
  name: string;
  error?: string;
}

/** Calls every method once; returns what failed and the ids creates made, by collection. */
async function callEveryMethod(client: WorkforceClient, simulator: Simulator, baseUrl: string) {
  const { fixtures } = simulator;
  const ids: Record<string, string> = seededIds(fixtures);
  const created = new Map<string, string>();
  const outcomes: Outcome[] = [];
  // The records bodies name (a file, a template, a quote, beneficiaries), and an invoice to read and review.
  const references = await referencedIdsAt(baseUrl, simulator.apiKey, fixtures);
  ids.fileId = String(references.known.fileId);
  ids.formId = String(references.known.formId);
  ids.invoiceId = fixtures.invoiceId;
  // A second pending invoice: the review may reject the seeded one, and a rejected invoice cannot be cancelled.
  const cancelledInvoiceId = simulator.invoices.submit({
    personId: fixtures.personIds[0] as string,
    amount: { amount: 50_000, currency: 'USD' },
  }).id;
  const forActions = actionIds(fixtures, completedRemittance(simulator));
  const known = {
    ...references.known,
    businessId: fixtures.businessId,
    personId: fixtures.personIds[0],
    currency: 'USD',
    value: '12.50',
    // An active external account of the seed (deposits are pulled from one).
    externalAccountId: fixtures.externalAccountIds[0],
    // A platform transfer moves money between two tenants of the platform (an unknown one is refused).
    sourceTenantKey: fixtures.tenantKey,
    destinationTenantKey: fixtures.childTenantKey,
    // A provider the providers list has (resolve answers only those).
    code: 'NG-BANK-001',
    // A pay day to come (a payroll is not saved with a past one).
    payrollDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  };
  for (const plan of plans) {
    const { operation } = plan;
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
    // Each id: one a create (or a list) of that collection gave, else the seeded data's, else a drawn one.
    const args: unknown[] = names.map((name) => {
      const prefix = operation.path.slice(0, operation.path.indexOf(`/{${name}}`));
      const fromCollection = created.get(shapeOf(prefix));
      if (name === 'personId' && plan.name.startsWith('persons.milestones'))
        return fixtures.milestoneContractorId;
      const forAction = forActions[plan.name]?.[name];
      if (forAction !== undefined) return forAction;
      if (plan.name === 'invoices.cancel') return cancelledInvoiceId;
      // The sandbox deposits into an account the user's list showed.
      if (name === 'virtualAccountId') return created.get('/v1/users/{}/virtual-accounts');
      // A delete removes what this run created; other calls use the seeded records where there are some.
      if (plan.role === 'delete' && name === names.at(-1)) return fromCollection ?? ids[name];
      return ids[name] ?? fromCollection ?? drawnPathValue(operation.pathSchema?.(), name);
    });
    if (operation.params) {
      const schema = operation.params();
      const context = {
        known: { ...known, ...references.forOperation[plan.name] },
        uuid: () => crypto.randomUUID(),
        now: Date.now(),
        optional: false,
      };
      args.push(validParams(plan.name, schema, context));
    }
    try {
      const result = (await methodOf(client, plan.name)(...args)) as Record<string, unknown> | undefined;
      const listed = Array.isArray(result) ? result : result?.data;
      // A create answers its record, or the items it added (`{ data: [{ id, name }] }`, departments).
      const item = Array.isArray(listed) ? (listed[0] as { id?: unknown } | undefined) : undefined;
      const made = typeof result?.id === 'string' ? result.id : item?.id;
      if (plan.role === 'create' && typeof made === 'string')
        created.set(plan.collection ?? plan.shape, made);
      if (plan.role === 'list' && Array.isArray(listed)) {
        const first = listed[0] as { id?: unknown } | undefined;
        if (typeof first?.id === 'string' && !created.has(plan.shape)) created.set(plan.shape, first.id);
      }
      outcomes.push({ name: plan.name });
    } catch (error) {
      outcomes.push({ name: plan.name, error: `${(error as Error).name}: ${(error as Error).message}` });
    }
  }
  return { outcomes, created };
}

describe('every operation against startMockServer()', () => {
  let server: Awaited<ReturnType<typeof startMockServer>>;
  let client: WorkforceClient;
  beforeAll(async () => {
    server = await startMockServer({ seed: 'every-operation', webhookRetryDelaysMs: [] });
    client = new WorkforceClient({
      baseUrl: server.url,
      apiKey: server.apiKey,
      logLevel: 'off',
      maxRetries: 0,
      validateResponses: 'strict',
    });
  });
  afterAll(() => server.close());

  it('answers each method of the API with a body the SDK accepts', async () => {
    const { outcomes } = await callEveryMethod(client, server.simulator, server.url);
    expect(outcomes).toHaveLength(OPERATION_INDEX.length);
    expect(outcomes.filter((o) => o.error !== undefined)).toEqual([]);
  });

  it('reads back what a create or update made, lists it, and 404s it once deleted', async () => {
    const person = await client.persons.create({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@acme.test',
      type: 'EMPLOYEE',
      address: {
        line1: '350 Fifth Avenue',
        city: 'New York',
        postalCode: '10118',
        state: 'NY',
        countryCode: 'US',
      },
      compInfo: { type: 'salaried', salary: { amount: 9_500_000, currency: 'USD' }, frequency: 'monthly' },
    });
    expect((await client.persons.get(person.id)).firstName).toBe('Grace');
    const listed = await client.persons.list({ email: 'grace@acme.test' });
    expect(listed.data.map((p) => p.id)).toEqual([person.id]);

    await client.persons.paymentInfo.update(person.id, {
      preferredMethod: 'ach',
      ach: {
        bankName: 'First Bank',
        accountName: 'Grace Hopper',
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountType: 'checking',
      },
    } as never);
    await client.persons.jobInfo.update(person.id, {
      jobInfo: { startDate: '2026-04-01', title: 'Staff Engineer', department: 'Engineering' },
    } as never);
    const reread = await client.persons.get(person.id);
    expect(reread.jobInfo?.title).toBe('Staff Engineer');
    // Seeded and created persons alike read as complete records.
    expect(reread.address?.countryCode).toMatch(/^[A-Z]{2}$/);
    const paymentInfo = await client.persons.paymentInfo.get(person.id);
    expect(JSON.stringify(paymentInfo)).toContain('000123456789');

    const [template] = (await client.contractTemplates.list()).data;
    const contract = await client.contracts.create({
      templateId: template?.id ?? '',
      personId: person.id,
      sender: { email: 'hr@acme.test', name: 'Acme HR' },
    });
    expect(contract.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await client.contracts.get(contract.id ?? '');
    expect(read.id).toBe(contract.id);
    expect(read.personId).toBe(person.id);

    const idFile = await client.files.createUploadUrl({
      purpose: 'kyc-id-front',
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
    });
    const beneficiary = await client.beneficiaries.create(brazilianBeneficiary(idFile.fileId, idFile.fileId));
    expect((await client.beneficiaries.get(beneficiary.id)).id).toBe(beneficiary.id);
    await client.beneficiaries.delete(beneficiary.id);
    await expect(client.beneficiaries.get(beneficiary.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.contracts.get(crypto.randomUUID())).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('requests the API would refuse, on operations served from their declarations', () => {
  it('answers 400 with params for a bad body or query, and the 404 body for an unknown id', async () => {
    const server = await startMockServer({ seed: 'refusals' });
    try {
      const send = (method: string, path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const badBody = await send('POST', '/v1/contracts', { personId: 'not-a-uuid' });
      expect(badBody.status).toBe(400);
      const refused = (await badBody.json()) as { code: string; params: Record<string, string> };
      expect(refused.code).toBe('invalid_request_body');
      expect(Object.keys(refused.params)).toEqual(
        expect.arrayContaining(['personId', 'templateId', 'sender']),
      );
      const badQuery = await send('GET', '/v1/payouts?limit=many');
      expect(badQuery.status).toBe(400);
      expect(((await badQuery.json()) as { params: object }).params).toHaveProperty('limit');
      const unknown = await send('GET', `/v1/contracts/${crypto.randomUUID()}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: 'resource_not_found', message: expect.any(String) });
      const badId = await send('GET', '/v1/contracts/not-a-uuid');
      expect(badId.status).toBe(400);
      expect(((await badId.json()) as { params: object }).params).toHaveProperty('contractId');
    } finally {
      await server.close();
    }
  });
});

describe('catalogs that agree with each other', () => {
  it('resolves only providers the list has, and lists every field a requirement asks for', async () => {
    const sim = new Simulator({ seed: 'catalogs' });
    const handlers = createMockHandlers({ simulator: sim });
    const msw = setupServer(...handlers);
    msw.listen({ onUnhandledFrame: 'error' });
    try {
      const client = new WorkforceClient({ baseUrl: handlers.baseUrl, apiKey: sim.apiKey, logLevel: 'off' });
      const { data: providers } = await client.providers.list({ countryCode: 'NG' });
      expect(providers.length).toBeGreaterThan(0);
      const [first] = providers as [(typeof providers)[number]];
      const resolved = await client.providers.resolve({
        code: first.code,
        currency: first.currency,
        paymentMethod: 'bank',
      });
      expect(resolved).toMatchObject({ bankName: first.name, countryCode: 'NG' });
      await expect(
        client.providers.resolve({ code: 'NOT-LISTED', currency: 'NGN', paymentMethod: 'bank' }),
      ).rejects.toBeInstanceOf(NotFoundError);

      const requirement = sim.statutory.requirement(sim.fixtures.requirementId);
      const fields = await client.statutory.jurisdictions.requiredFields.get(requirement.countryCode);
      expect(fields.fields.map((f) => f.key)).toContain(requirement.affectedField);
    } finally {
      msw.close();
    }
  });
});

describe('every operation against the msw handlers', () => {
  const handlers = createMockHandlers({ seed: 'every-operation-msw', webhookRetryDelaysMs: [] });
  const msw = setupServer(...handlers);
  beforeAll(() => msw.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => msw.close());

  it('answers each method of the API with a body the SDK accepts', async () => {
    const client = new WorkforceClient({
      baseUrl: handlers.baseUrl,
      apiKey: handlers.simulator.apiKey,
      logLevel: 'off',
      maxRetries: 0,
      validateResponses: 'strict',
    });
    const { outcomes } = await callEveryMethod(client, handlers.simulator, handlers.baseUrl);
    expect(outcomes.filter((o) => o.error !== undefined)).toEqual([]);
  });
});
