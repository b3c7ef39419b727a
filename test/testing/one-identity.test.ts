import { describe, expect, it } from 'vitest';
import { clientFor, eventData, useMockServer } from './helpers.js';
import { call } from './raw-http.js';

/*
 * A person and the person's user account are one human: when the person's basic info changes, the user reads
 * the same name, email and phone (users.get and users.list), its update is announced with `user.updated`
 * (payload equal to a fresh read), and a change that leaves the user as it was announces nothing. An
 * administrator is a user tied to no person: what users.admins.create makes, users.get and users.list read.
 */

describe('a person and its user are one identity', () => {
  const ctx = useMockServer({ seed: 'one-identity' });

  it('a basic-info update of a person carries to the user, with user.updated', async () => {
    const client = clientFor(ctx.server);
    const personId = ctx.server.simulator.fixtures.personIds[5] as string;
    const [user] = await client.users.list({ personId }).toArray({ max: 10 });
    expect(user?.personId).toBe(personId);
    const userId = String(user?.id);

    await client.persons.basicInfo.update(personId, {
      firstName: 'Margaret',
      lastName: 'Hamilton-Lovelace',
      email: 'margaret.hl@acme.example',
      phoneNumber: { countryCode: '44', number: '7700900123' },
    });

    const person = await client.persons.get(personId);
    const read = await client.users.get(userId);
    const [listed] = await client.users.list({ personId }).toArray({ max: 10 });
    for (const view of [read, listed]) {
      expect(view).toMatchObject({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phoneNumber: person.phoneNumber,
      });
    }
    const [event] = eventData(ctx.server, 'user.updated');
    expect(event).toEqual({
      id: userId,
      type: 'basic_info',
      firstName: read.firstName,
      lastName: read.lastName,
      email: read.email,
      phoneNumber: read.phoneNumber,
      isNameUpdated: true,
      tenantKey: ctx.server.simulator.fixtures.tenantKey,
    });
  });

  it('an update that changes only the email says the name is unchanged; one that changes nothing says nothing', async () => {
    const client = clientFor(ctx.server);
    const personId = ctx.server.simulator.fixtures.personIds[6] as string;
    const before = await client.persons.get(personId);
    const names = { firstName: String(before.firstName), lastName: String(before.lastName) };
    await client.persons.basicInfo.update(personId, { ...names, email: 'moved.on@acme.example' });
    expect(eventData(ctx.server, 'user.updated')).toMatchObject([
      { email: 'moved.on@acme.example', isNameUpdated: false },
    ]);
    await client.persons.basicInfo.update(personId, { ...names, email: 'moved.on@acme.example' });
    expect(eventData(ctx.server, 'user.updated')).toHaveLength(1);
    expect(eventData(ctx.server, 'person.updated')).toHaveLength(2);
  });

  it('an administrator made by users.admins.create is a user: read, listed, announced, and removed by delete', async () => {
    const client = clientFor(ctx.server);
    const sent = { firstName: 'Jane', lastName: 'Founder', email: 'jane.founder@acme.example' };
    const { id } = await client.users.admins.create(sent);
    const read = await client.users.get(id);
    expect(read).toEqual({ id, ...sent, status: 'invitation_sent' });
    const listed = await client.users.list({ limit: 100 }).toArray({ max: 200 });
    expect(listed.filter((u) => u.id === id)).toEqual([read]);
    expect(eventData(ctx.server, 'user.created')).toEqual([
      { id, ...sent, tenantKey: ctx.server.simulator.fixtures.tenantKey },
    ]);

    const again = await call(ctx.server, 'POST', '/v1/users/admins', { body: sent });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      params: { email: 'is already the email of a user of this business' },
    });

    await client.users.admins.delete(id);
    expect((await call(ctx.server, 'GET', `/v1/users/${id}`)).status).toBe(404);
    const other = ctx.server.simulator.fixtures.userId;
    expect((await call(ctx.server, 'DELETE', `/v1/users/admins/${other}`)).status).toBe(404);
    expect((await client.users.get(other)).id).toBe(other);
  });

  it('a business created by the platform starts with its admin as its one user, seen only in its tenant', async () => {
    const client = clientFor(ctx.server);
    const { tenantKey } = await client.platform.businesses.create({
      businessName: 'Wayne Enterprises',
      adminFirstName: 'Bruce',
      adminLastName: 'Wayne',
      adminEmail: 'bruce@wayne.example',
      country: 'US',
      address: { line1: '1007 Mountain Drive', city: 'Gotham', countryCode: 'US' },
      idempotencyKey: 'wayne-admin',
    });
    const users = await client.withTenant(String(tenantKey)).users.list().toArray({ max: 10 });
    expect(users).toEqual([
      {
        id: expect.any(String),
        firstName: 'Bruce',
        lastName: 'Wayne',
        email: 'bruce@wayne.example',
        status: 'invitation_sent',
      },
    ]);
    const primary = await client.users.list({ limit: 100 }).toArray({ max: 200 });
    expect(primary.map((u) => u.id)).not.toContain(users[0]?.id);
    expect((await call(ctx.server, 'GET', `/v1/users/${users[0]?.id}`)).status).toBe(404);
  });

  it("a User token's users list holds only its own user, administrators included in no one else's view", async () => {
    const client = clientFor(ctx.server);
    const { keys, simulator } = ctx.server;
    await client.users.admins.create({
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'ada.admin@acme.example',
    });
    const answer = await call(ctx.server, 'GET', '/v1/users', {
      apiKey: keys.sandbox.user,
      query: { limit: '100' },
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { id: string }[] }).data.map((u) => u.id)).toEqual([
      simulator.fixtures.userId,
    ]);
  });
});
