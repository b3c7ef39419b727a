import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError } from '../../src/index.js';
import { clientFor, eventData, failure, useMockServer } from './helpers.js';

const t = useMockServer();

describe('requirements and filings', () => {
  it('lists the outstanding requirement that blocks the seeded filing', async () => {
    const sim = t.server.simulator;
    const { businessId, requirementId, requirementField, blockedFilingId } = sim.fixtures;
    expect(sim.statutory.filing(blockedFilingId)).toMatchObject({
      status: 'blocked',
      blockedBy: [requirementId],
    });
    const outstanding = await clientFor(t.server).statutory.requirements.list({
      businessId,
      status: 'outstanding',
      countryCode: 'US',
    });
    expect(outstanding.data).toEqual([
      expect.objectContaining({
        id: requirementId,
        affectedField: requirementField,
        resourceType: 'business',
        resourceId: businessId,
        resolutionGuide: expect.stringContaining(`PUT /v1/statutory/businesses/${businessId}/fields/US`),
      }),
    ]);
  });

  it('PUT fields supplying the affectedField emits requirement.satisfied listing the unblocked filing', async () => {
    const client = clientFor(t.server);
    const { businessId, requirementId, requirementField, blockedFilingId } = t.server.simulator.fixtures;
    await client.statutory.businesses.fields.update(businessId, 'US', {
      fields: { [requirementField]: 'SUI-123' },
    });
    const me = await client.me.get();
    expect(eventData(t.server, 'requirement.satisfied')).toEqual([
      {
        resourceType: 'requirement',
        resourceId: requirementId,
        businessId,
        actor: { type: 'user', id: me.apiKey?.id },
        data: {
          name: 'State unemployment insurance account number',
          category: 'business_tax_parameter',
          countryCode: 'US',
          status: 'satisfied',
          unblockedFilings: [blockedFilingId],
        },
      },
    ]);
    const satisfied = await client.statutory.requirements.list({ businessId, status: 'satisfied' });
    expect(satisfied.data.map((r) => r.status)).toEqual(['satisfied']);
  });

  it('then moves the filing back to pending (filing.pending), recorded in the audit log', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const { businessId, requirementField, blockedFilingId } = sim.fixtures;
    await client.statutory.businesses.fields.update(businessId, 'US', {
      fields: { [requirementField]: 'SUI-123' },
    });
    expect(eventData(t.server, 'filing.pending')).toEqual([
      expect.objectContaining({
        resourceType: 'filing',
        resourceId: blockedFilingId,
        data: {
          filingType: 'ft_us_payroll_tax',
          countryCode: 'US',
          periodLabel: '2026-Q2',
          status: 'pending',
        },
      }),
    ]);
    expect(sim.statutory.filing(blockedFilingId)).toMatchObject({ status: 'pending', blockedBy: [] });
    const audit = await client.statutory.events.list({ businessId, resource_id: blockedFilingId });
    expect(audit.data.map((e) => e.type)).toEqual(['filing.created', 'filing.blocked', 'filing.pending']);
  });

  it('leaves the requirement outstanding when the fields do not include its affectedField', async () => {
    const client = clientFor(t.server);
    const { businessId, requirementId } = t.server.simulator.fixtures;
    await client.statutory.businesses.fields.update(businessId, 'US', { fields: { somethingElse: 'x' } });
    expect(t.server.simulator.statutory.requirement(requirementId).status).toBe('outstanding');
    expect(t.server.simulator.events('requirement.satisfied')).toEqual([]);
  });

  it('validates business fields: file references must be uploaded statutory documents', async () => {
    const client = clientFor(t.server);
    const { businessId } = t.server.simulator.fixtures;
    const error = await failure(
      client.request({
        method: 'PUT',
        path: `/v1/statutory/businesses/${businessId}/fields/US`,
        body: { fields: { poa: { fileId: '00000000-0000-4000-8000-000000000000' }, bad: 3 } },
      }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.params).toEqual({
      'fields.poa.fileId': 'is not a file id from POST /v1/files/upload-url',
      'fields.bad': 'must be a string or an object with a fileId',
    });
    const { fileId } = await client.files.upload(new Blob(['%PDF']), {
      purpose: 'statutory-document',
      contentType: 'application/pdf',
    });
    await client.statutory.businesses.fields.update(businessId, 'US', { fields: { poa: { fileId } } });
    expect(t.server.simulator.businesses.get().fields.US).toEqual({ poa: { fileId } });
  });

  it("validates a person's file fields like a business's: a file uploaded for another purpose is refused", async () => {
    const client = clientFor(t.server);
    const personId = t.server.simulator.fixtures.personIds[0] as string;
    const { fileId } = await client.files.upload(new Blob(['%PDF']), {
      purpose: 'contract',
      contentType: 'application/pdf',
    });
    const path = `/v1/statutory/persons/${personId}/fields/MX`;
    const error = await failure(
      client.request({ method: 'PUT', path, body: { fields: { rfc: 'HOPG061209AB1', idCard: { fileId } } } }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.params).toEqual({
      'fields.idCard.fileId': 'was uploaded with purpose contract, not statutory-document',
    });
    // Nothing is stored: the string field sent with it is not written either.
    expect(await client.request({ method: 'GET', path })).toMatchObject({ fields: {} });
  });

  it('blocks pending filings when a requirement is created (filing.blocked with blockedReasons)', () => {
    const sim = t.server.simulator;
    const filing = sim.statutory.createFiling({ countryCode: 'DE', periodLabel: '2026-06', workerCount: 3 });
    expect(eventData(t.server, 'filing.created')[0]).toMatchObject({
      data: {
        filingType: 'ft_de_payroll_tax',
        countryCode: 'DE',
        periodLabel: '2026-06',
        status: 'pending',
        workerCount: 3,
      },
    });
    const requirement = sim.statutory.createRequirement({
      countryCode: 'DE',
      category: 'business_registration',
      name: 'Betriebsnummer',
      affectedField: 'betriebsnummer',
    });
    expect(eventData(t.server, 'requirement.created')).toHaveLength(1);
    expect(eventData(t.server, 'filing.blocked')).toEqual([
      expect.objectContaining({
        resourceId: filing.id,
        actor: { type: 'system', id: null },
        data: expect.objectContaining({
          status: 'blocked',
          blockedReasons: [
            { code: 'requirement_outstanding', message: 'Betriebsnummer: betriebsnummer is missing' },
          ],
        }),
      }),
    ]);
    expect(sim.statutory.submitBusinessFields('DE', { betriebsnummer: '12345678' })).toEqual([
      expect.objectContaining({ id: requirement.id, status: 'satisfied' }),
    ]);
    expect(sim.statutory.filing(filing.id).status).toBe('pending');
  });

  it('walks a filing through in_review, approved, submitted and accepted (with filedAt)', () => {
    const sim = t.server.simulator;
    const filing = sim.statutory.createFiling({ countryCode: 'GB', periodLabel: '2026-07' });
    for (let i = 0; i < 4; i += 1) sim.statutory.advanceFiling(filing.id);
    const types = sim.events().map((e) => e.eventType);
    expect(types).toEqual([
      'filing.created',
      'filing.in_review',
      'filing.approved',
      'filing.submitted',
      'filing.accepted',
    ]);
    const accepted = eventData(t.server, 'filing.accepted')[0];
    expect(accepted).toMatchObject({
      actor: { type: 'authority' },
      data: { status: 'accepted', filedAt: expect.any(String) },
    });
    expect(sim.statutory.filing(filing.id).statusHistory.map((h) => h.to)).toEqual([
      'in_review',
      'approved',
      'submitted',
      'accepted',
    ]);
    expect(() => sim.statutory.advanceFiling(filing.id)).toThrow(/no next step/);
    expect(() => sim.statutory.advanceFiling(sim.fixtures.blockedFilingId)).toThrow(/blocked/);
  });

  it('requires businessId unless personId, and filters worker_data requirements by personId', async () => {
    const client = clientFor(t.server);
    const error = await failure(client.request({ method: 'GET', path: '/v1/statutory/requirements' }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.params).toEqual({ businessId: 'is required unless personId is given' });
    const { personIds, workerRequirementId } = t.server.simulator.fixtures;
    // The MX worker-data requirement names the first worker living in Mexico (after the 45 US persons).
    const forWorker = await client.statutory.requirements.list({ personId: personIds[45]! });
    expect(forWorker.data).toEqual([
      expect.objectContaining({
        id: workerRequirementId,
        category: 'worker_data',
        affectedPersons: [expect.objectContaining({ personId: personIds[45], missingField: 'rfc' })],
      }),
    ]);
    expect((await client.statutory.requirements.list({ personId: personIds[6]! })).data).toEqual([]);
  });
});

describe('remittances', () => {
  it('moves pending → processing → completed, appending each move to statusHistory in Unix seconds', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const id = sim.fixtures.remittanceId;
    expect(await client.statutory.remittances.get(id)).toMatchObject({
      status: 'pending',
      statusHistory: [],
      paymentReference: null,
    });
    sim.statutory.advanceRemittance(id);
    const processing = await client.statutory.remittances.get(id);
    expect(processing.status).toBe('processing');
    expect(processing.statusHistory).toEqual([
      { from: 'pending', to: 'processing', timestamp: expect.any(Number) },
    ]);
    expect(Number.isInteger(processing.statusHistory?.[0]?.timestamp)).toBe(true);
    expect(Math.abs((processing.statusHistory?.[0]?.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    expect(sim.tick()).toBeGreaterThan(0);
    const completed = await client.statutory.remittances.get(id);
    expect(completed).toMatchObject({ status: 'completed', paymentReference: expect.stringMatching(/^MX-/) });
    expect(completed.statusHistory?.map((h) => `${h.from}→${h.to}`)).toEqual([
      'pending→processing',
      'processing→completed',
    ]);
    expect(eventData(t.server, 'remittance.completed')).toEqual([
      {
        resourceType: 'remittance',
        resourceId: id,
        businessId: sim.fixtures.businessId,
        actor: { type: 'authority', id: 'auth_mx_sat' },
        data: {
          countryCode: 'MX',
          authority: 'Servicio de Administración Tributaria',
          status: 'completed',
          amount: 27_000,
          currency: 'MXN',
          paymentReference: completed.paymentReference,
        },
      },
    ]);
    expect(() => sim.statutory.advanceRemittance(id)).toThrow(/no next step/);
  });

  it('fails a processing remittance with remittance.failed', () => {
    const sim = t.server.simulator;
    const filing = sim.statutory.createFiling({ countryCode: 'NG', periodLabel: '2026-06' });
    for (let step = 0; step < 3; step += 1) sim.statutory.advanceFiling(filing.id);
    const before = sim.events().length;
    const remittance = sim.statutory.createRemittance({
      countryCode: 'NG',
      filingIds: [filing.id],
      fundedCurrency: 'USD',
    });
    sim.statutory.advanceRemittance(remittance.id);
    sim.statutory.failRemittance(remittance.id);
    expect(remittance).toMatchObject({
      amount: 1_000,
      currency: 'NGN',
      authorityName: 'Federal Inland Revenue Service',
    });
    expect(
      sim
        .events()
        .slice(before)
        .map((e) => e.eventType),
    ).toEqual(['remittance.created', 'remittance.processing', 'remittance.failed']);
  });

  it('answers 404 in the statutory error shape for an unknown remittance', async () => {
    const response = await fetch(`${t.server.url}/v1/statutory/remittances/rem_nope`, {
      headers: { authorization: `Bearer ${t.server.apiKey}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: expect.any(String), details: null },
    });
    await expect(clientFor(t.server).statutory.remittances.get('rem_nope')).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
