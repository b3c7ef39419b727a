import { describe, expect, it } from 'vitest';
import { AuthenticationError, PermissionDeniedError } from '../../src/index.js';
import { startMockServer } from '../../src/testing/index.js';
import { clientFor, failure, useMockServer } from './helpers.js';

const t = useMockServer();

describe('bearer authentication', () => {
  it('answers 401 with an x-request-id when the Authorization header is missing', async () => {
    const response = await fetch(`${t.server.url}/v1/me`);
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toMatch(/^req_/);
    expect(await response.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
  });

  it('answers 401 for an unknown key', async () => {
    const error = await failure(clientFor(t.server, { apiKey: 'sim_test_org_unknown' }).me.get());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.status).toBe(401);
    expect(error.requestId).toMatch(/^req_/);
  });

  it('answers 401 for a key of the other environment', async () => {
    const client = clientFor(t.server, { apiKey: t.server.keys.production.platform });
    await expect(client.me.get()).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('plays production when asked: production keys work, sandbox keys get 401', async () => {
    const production = await startMockServer({ environment: 'production' });
    try {
      expect(production.apiKey).toBe(production.keys.production.platform);
      await expect(clientFor(production).me.get()).resolves.toMatchObject({ businessId: expect.any(String) });
      const sandboxKey = clientFor(production, { apiKey: production.keys.sandbox.org });
      await expect(sandboxKey.me.get()).rejects.toBeInstanceOf(AuthenticationError);
    } finally {
      await production.close();
    }
  });

  it('answers 401 for an expired User token', async () => {
    const sim = t.server.simulator;
    const expired = sim.issueKey({ kind: 'user', userId: sim.fixtures.userId, ttlSeconds: 0 });
    await expect(clientFor(t.server, { apiKey: expired }).me.get()).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });
});

describe('key kinds and tenants', () => {
  it('a Platform key acts on its primary business when X-MultiTenantKey is omitted', async () => {
    const me = await clientFor(t.server).me.get();
    const { fixtures } = t.server.simulator;
    expect(me).toMatchObject({ businessId: fixtures.businessId, tenantKey: fixtures.tenantKey });
    expect(me.apiKey?.accessLevel).toBe('PLATFORM');
  });

  it('a Platform key selects a business it created with X-MultiTenantKey', async () => {
    const { fixtures } = t.server.simulator;
    const child = clientFor(t.server).withTenant(fixtures.childTenantKey);
    expect((await child.me.get()).businessId).toBe(fixtures.childBusinessId);
    expect((await child.persons.list()).meta.itemCount).toBe(4);
  });

  it('a Platform key gets 403 forbidden for a tenant key outside its platform', async () => {
    const outside = clientFor(t.server).withTenant(t.server.simulator.fixtures.outsideTenantKey);
    const error = await failure(outside.me.get());
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error.code).toBe('forbidden');
    await expect(clientFor(t.server).withTenant('tnt_nobody').me.get()).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('an Org key reaches its own business only', async () => {
    const org = clientFor(t.server, { apiKey: t.server.keys.sandbox.org });
    const { fixtures } = t.server.simulator;
    expect(await org.me.get()).toMatchObject({
      businessId: fixtures.businessId,
      apiKey: { accessLevel: 'FULL' },
    });
    expect((await org.withTenant(fixtures.tenantKey).me.get()).businessId).toBe(fixtures.businessId);
    await expect(org.withTenant(fixtures.childTenantKey).me.get()).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    const create = org.request({ method: 'POST', path: '/v1/platform/businesses', body: {} });
    await expect(create).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('a User key sees its own person and user only, and gets 403 elsewhere', async () => {
    const { fixtures } = t.server.simulator;
    const user = clientFor(t.server, { apiKey: t.server.keys.sandbox.user });
    const persons = await user.persons.list();
    expect(persons.data.map((p) => p.id)).toEqual([fixtures.userPersonId]);
    expect(persons.meta).toMatchObject({ itemCount: 1, pages: 1 });
    await expect(user.persons.get(fixtures.userPersonId)).resolves.toMatchObject({
      id: fixtures.userPersonId,
    });
    await expect(user.persons.get(fixtures.personIds[10]!)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(user.balances.list()).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(user.payrolls.get(fixtures.awaitingFundsPayrollId)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    expect((await user.users.list()).data.map((u) => u.id)).toEqual([fixtures.userId]);
  });

  it('a businessId in the path must be the resolved business: 403 for another, 404 for an unknown one', async () => {
    const client = clientFor(t.server);
    const { fixtures } = t.server.simulator;
    await expect(client.businesses.balances.list(fixtures.businessId)).resolves.toMatchObject({
      data: expect.any(Array),
    });
    await expect(client.businesses.balances.list(fixtures.childBusinessId)).rejects.toMatchObject({
      status: 403,
    });
    await expect(client.businesses.balances.list('no-such-business')).rejects.toMatchObject({ status: 404 });
    const child = client.withTenant(fixtures.childTenantKey);
    await expect(child.businesses.balances.list(fixtures.childBusinessId)).resolves.toBeDefined();
  });
});
