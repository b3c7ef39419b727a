import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, contractTemplateId, expectStatus, uploadedFileId } from './raw-http.js';

/*
 * A record made over HTTP holds what was sent plus what the service sets: a contract is sent for signature
 * (its status, a title of the person's and the template's names, an unsigned signature for the sender and for
 * the person), an entity is registered in the caller's tenant, each stamped with the clock's time; and only a
 * completed contract read with `includeDownloadUrl=true` links to its signed document. A contract signed
 * elsewhere and uploaded is stored complete, and reads like any other.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SENDER = { name: 'Rosa Delgado', email: 'rosa.delgado@acme.example' };

describe('records made by creates hold what the server sets (raw HTTP)', () => {
  const start = Date.parse('2026-06-02T14:00:00Z');
  const ctx = useMockServer({ seed: 'created-records', now: () => start });
  const seconds = () => Math.floor(ctx.server.simulator.clock.now() / 1000);

  it('sends a new contract for signature: status, title and both signatures, read back alike', async () => {
    const { server } = ctx;
    server.simulator.clock.advance('P2D');
    const personId = server.simulator.fixtures.personIds[1] ?? '';
    const templateId = await contractTemplateId(server);
    const person = await expectStatus(call(server, 'GET', `/v1/persons/${personId}`), 200, 'person');
    const templates = await expectStatus(call(server, 'GET', '/v1/contract-templates'), 200, 'templates');
    const template = templates.data.find((t: { id: string }) => t.id === templateId);
    const body = { templateId, personId, sender: SENDER, suppressNotification: true };
    const made = await expectStatus(call(server, 'POST', '/v1/contracts', { body }), 200, 'create');
    const read = await expectStatus(call(server, 'GET', `/v1/contracts/${made.id}`), 200, 'read');
    const personName = `${person.firstName} ${person.lastName}`;
    expect(read).toEqual({
      id: made.id,
      templateId,
      personId,
      status: 'awaiting business signature',
      name: `${personName} - ${template.name}`,
      signatures: [
        {
          id: expect.stringMatching(UUID),
          emailAddress: SENDER.email,
          name: SENDER.name,
          order: 0,
          status: 'unsigned',
        },
        {
          id: expect.stringMatching(UUID),
          emailAddress: person.email,
          name: personName,
          order: 1,
          status: 'unsigned',
        },
      ],
      createdAt: seconds(),
      customContractAttached: false,
    });
    expect(read.signatures[0].id).not.toBe(read.signatures[1].id);
    // The answer to the create is the same contract, with how the person is told about it.
    const { subject, title, ...contract } = made;
    expect(contract).toEqual(read);
    expect(subject).toEqual(expect.any(String));
    const me = await expectStatus(call(server, 'GET', '/v1/me'), 200, 'me');
    expect(title).toContain(me.business.name);
    const listed = await expectStatus(
      call(server, 'GET', '/v1/contracts', { query: { personId } }),
      200,
      'list',
    );
    expect(listed.data.find((c: { id: string }) => c.id === made.id)).toEqual(read);
    // The clock stands in the past, so the event's signature is too old to verify here: its body is read.
    const event = server.simulator.events('contract.created').at(-1);
    expect(JSON.parse(event?.body ?? '{}').data).toMatchObject({ id: made.id, personId, templateId });
  });

  it('refuses a contract whose sender has no name or e-mail, storing nothing', async () => {
    const { server } = ctx;
    const personId = server.simulator.fixtures.personIds[0] ?? '';
    const templateId = await contractTemplateId(server);
    const before = await expectStatus(call(server, 'GET', '/v1/contracts'), 200, 'list');
    const events = server.simulator.events('contract.created').length;
    const refused = await call(server, 'POST', '/v1/contracts', {
      body: { templateId, personId, sender: { name: '  ' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'invalid_request_body',
      params: {
        'sender.name': expect.stringContaining('required'),
        'sender.email': expect.stringContaining('required'),
      },
    });
    expect(await expectStatus(call(server, 'GET', '/v1/contracts'), 200, 'list')).toEqual(before);
    expect(server.simulator.events('contract.created')).toHaveLength(events);
  });

  it('registers a new entity as active in the caller’s tenant, at the clock’s time', async () => {
    const { server } = ctx;
    server.simulator.clock.advance('PT5H');
    const body = {
      legalName: 'Acme Robotics Ghana Ltd',
      country: 'GH',
      currency: 'GHS',
      entityType: 'other',
    };
    const made = await expectStatus(call(server, 'POST', '/v1/entities', { body }), 200, 'create');
    expect(made.id).toMatch(UUID);
    const read = await expectStatus(call(server, 'GET', `/v1/entities/${made.id}`), 200, 'read');
    expect(read).toEqual({
      ...body,
      id: made.id,
      status: 'ACTIVE',
      tenantKey: server.simulator.fixtures.tenantKey,
      createdTimestamp: seconds(),
      lastUpdatedTimestamp: seconds(),
    });
    const listed = await expectStatus(call(server, 'GET', '/v1/entities'), 200, 'list');
    expect(listed.find((e: { id: string }) => e.id === made.id)).toEqual(read);
    // Its status is the one the seeded entities read in.
    expect(new Set(listed.map((e: { status: string }) => e.status))).toEqual(new Set(['ACTIVE']));
  });

  it('links a completed contract to its signed document only when asked', async () => {
    const { server } = ctx;
    const listed = await expectStatus(call(server, 'GET', '/v1/contracts'), 200, 'list');
    const signed = listed.data.find((c: { status: string }) => c.status === 'completed');
    const unsigned = listed.data.find((c: { status: string }) => c.status !== 'completed');
    const read = (id: string, query?: Record<string, string>) =>
      expectStatus(call(server, 'GET', `/v1/contracts/${id}`, query && { query }), 200, `read ${id}`);
    const asked = { includeDownloadUrl: 'true' };
    const withLink = await read(signed.id, asked);
    const expires = withLink.downloadUrlExpiresAt;
    expect(withLink.downloadUrl).toBe(`${server.url}/_files/contracts/${signed.id}.pdf?expires=${expires}`);
    // Issued for a window of the clock: between 12 and 15 minutes of life ahead.
    expect(expires - seconds()).toBeGreaterThan(12 * 60 - 1);
    expect(expires - seconds()).toBeLessThanOrEqual(15 * 60);
    const { downloadUrl: _url, downloadUrlExpiresAt: _expires, ...contract } = withLink;
    expect(contract).toEqual(signed);
    // A read within the window answers the same link; an hour later, a new link with a later expiry.
    expect((await read(signed.id, asked)).downloadUrl).toBe(withLink.downloadUrl);
    server.simulator.clock.advance('PT1H');
    const later = await read(signed.id, asked);
    expect(later.downloadUrlExpiresAt).toBe(expires + 3600);
    expect(later.downloadUrl).toBe(
      `${server.url}/_files/contracts/${signed.id}.pdf?expires=${expires + 3600}`,
    );
    // Not asked, asked not to, or not signed by both: no link.
    for (const answer of [
      await read(signed.id),
      await read(signed.id, { includeDownloadUrl: 'false' }),
      await read(unsigned.id, asked),
    ]) {
      expect(answer).not.toHaveProperty('downloadUrl');
      expect(answer).not.toHaveProperty('downloadUrlExpiresAt');
    }
    const body = {
      templateId: await contractTemplateId(server),
      personId: server.simulator.fixtures.personIds[0],
      sender: SENDER,
    };
    const made = await expectStatus(call(server, 'POST', '/v1/contracts', { body }), 200, 'create');
    expect(await read(made.id, asked)).not.toHaveProperty('downloadUrl');
    expect(listed.data.some((c: object) => 'downloadUrl' in c)).toBe(false);
  });

  it('stores a contract signed elsewhere as completed, with its own document, and links to it', async () => {
    const { server } = ctx;
    server.simulator.clock.advance('P1D');
    const personId = server.simulator.fixtures.personIds[2] ?? '';
    const events = server.simulator.events('contract.created').length;
    const fileId = await uploadedFileId(server, 'contract');
    const body = { personId, fileId, contractName: 'Signed consulting agreement' };
    const made = await expectStatus(call(server, 'POST', '/v1/contracts-upload', { body }), 200, 'upload');
    const expected = {
      id: expect.stringMatching(UUID),
      personId,
      name: body.contractName,
      status: 'completed',
      signatures: [],
      createdAt: seconds(),
      customContractAttached: true,
    };
    expect(made).toEqual(expected);
    const read = await expectStatus(call(server, 'GET', `/v1/contracts/${made.id}`), 200, 'read');
    expect(read).toEqual(made);
    const listed = await expectStatus(
      call(server, 'GET', '/v1/contracts', { query: { personId } }),
      200,
      'list',
    );
    expect(listed.data.find((c: { id: string }) => c.id === made.id)).toEqual(made);
    const linked = await expectStatus(
      call(server, 'GET', `/v1/contracts/${made.id}`, { query: { includeDownloadUrl: 'true' } }),
      200,
      'read with link',
    );
    expect(linked.downloadUrl).toContain(`/contracts/${made.id}.pdf`);
    // That event names the template a contract is made from: an attached contract has none.
    expect(server.simulator.events('contract.created')).toHaveLength(events);
  });

  it('refuses to attach a file uploaded for another purpose, storing nothing', async () => {
    const { server } = ctx;
    const before = await expectStatus(call(server, 'GET', '/v1/contracts'), 200, 'list');
    const fileId = await uploadedFileId(server, 'kyc-id-front');
    const body = { personId: server.simulator.fixtures.personIds[0], fileId, contractName: 'Offer letter' };
    const refused = await call(server, 'POST', '/v1/contracts-upload', { body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'invalid_request_body',
      params: { fileId: expect.stringContaining('purpose contract') },
    });
    expect(await expectStatus(call(server, 'GET', '/v1/contracts'), 200, 'list')).toEqual(before);
  });
});
