import { describe, expect, it } from 'vitest';
import { WorkforceClient } from '../../src/index.js';
import { closeServersAfterEach, json, startServer } from '../reliability/server.js';

/*
 * HTTP header names are case-insensitive: a header given twice in different letter cases (a default header
 * and a call's, or a caller's and one the SDK sets) is one header with one value on the wire, never two values
 * joined into `a, b`. The call's value replaces the client's; the SDK's own (tenant, key, body type) win.
 */

closeServersAfterEach();

const KEY = 'sk_test_header_names_4c1d9e';

async function serverAnsweringMe() {
  return startServer(json(200, { businessId: '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b' }));
}

describe('header names in any letter case', () => {
  it('a call header replaces a default header of another case', async () => {
    const server = await serverAnsweringMe();
    const client = new WorkforceClient({
      apiKey: KEY,
      baseUrl: server.url,
      logLevel: 'off',
      defaultHeaders: { 'X-Trace': 'client', 'user-agent': 'mine/1.0' },
    });
    await client.me.get({ headers: { 'x-trace': 'call', ACCEPT: 'application/json' } });
    const sent = server.requests[0]!.headers;
    expect(sent['x-trace']).toBe('call');
    expect(sent.accept).toBe('application/json');
    expect(sent['user-agent']).toMatch(/^workforce-api\/\S+ node\/\S+$/);
  });

  it('the tenant key option wins over a tenant header in any case, and is sent once', async () => {
    const server = await serverAnsweringMe();
    const client = new WorkforceClient({
      apiKey: KEY,
      baseUrl: server.url,
      logLevel: 'off',
      tenantKey: 'tk_1',
    });
    await client.me.get({ headers: { 'x-multitenantkey': 'tk_other' } });
    await client.withTenant('tk_2').me.get({ headers: { 'X-MULTITENANTKEY': 'tk_other' } });
    await client.me.get({ tenantKey: null, headers: { 'x-multitenantkey': 'tk_header' } });
    expect(server.requests.map((r) => r.headers['x-multitenantkey'])).toEqual(['tk_1', 'tk_2', 'tk_header']);
  });

  it('the API key wins over an Authorization header in any case, static or from a provider', async () => {
    const server = await serverAnsweringMe();
    const headers = { authorization: 'Bearer not-mine' };
    const base = { baseUrl: server.url, logLevel: 'off' } as const;
    await new WorkforceClient({ ...base, apiKey: KEY }).me.get({ headers });
    await new WorkforceClient({ ...base, apiKey: async () => 'usr_tok_provided_1' }).me.get({ headers });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${KEY}`,
      'Bearer usr_tok_provided_1',
    ]);
  });

  it('a JSON body is sent as application/json whatever content-type a call header names', async () => {
    const server = await startServer(json(200, {}));
    const client = new WorkforceClient({ apiKey: KEY, baseUrl: server.url, logLevel: 'off' });
    await client.request(
      { method: 'POST', path: '/v1/things', body: { a: 1 } },
      { headers: { 'content-type': 'text/plain' } },
    );
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(server.requests[0]!.body).toBe('{"a":1}');
  });
});
