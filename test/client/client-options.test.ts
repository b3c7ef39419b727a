import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ENVIRONMENTS,
  isRequestValidationError,
  isWorkforceError,
  RequestValidationError,
  VERSION,
  WorkforceClient,
  WorkforceError,
} from '../../src/index.js';
import { API_KEY, makeClient, recorder, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();

const ENV_NAMES = [
  'WORKFORCE_API_KEY',
  'WORKFORCE_ENVIRONMENT',
  'WORKFORCE_BASE_URL',
  'WORKFORCE_LOG',
  'WORKFORCE_WEBHOOK_SECRET',
];

function clearEnv() {
  for (const name of ENV_NAMES) vi.stubEnv(name, '');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function meHandler(base: string) {
  const rec = recorder();
  server.use(
    http.get(`${base}/v1/me`, async ({ request }) => {
      await rec.record(request);
      return HttpResponse.json({ business: { id: 'biz_1', tenantKey: 'tk_live_000001' } });
    }),
  );
  return rec;
}

describe('construction', () => {
  it('throws a clear WorkforceError when no API key is given or set in the environment', () => {
    clearEnv();
    expect(() => new WorkforceClient({ environment: 'sandbox' })).toThrow(WorkforceError);
    expect(() => new WorkforceClient({ environment: 'sandbox' })).toThrow(/WORKFORCE_API_KEY/);
  });

  it('refuses to guess the environment: neither environment nor baseUrl throws', () => {
    clearEnv();
    expect(() => new WorkforceClient({ apiKey: API_KEY })).toThrow(/environment/);
  });

  it('rejects an unknown environment name', () => {
    clearEnv();
    // @ts-expect-error: only 'production' and 'sandbox' exist
    expect(() => new WorkforceClient({ apiKey: API_KEY, environment: 'staging' })).toThrow(
      /production.*sandbox/,
    );
  });

  it('maps environments to their base URLs', () => {
    clearEnv();
    expect(ENVIRONMENTS).toEqual({
      production: 'https://api.cadanapay.com',
      sandbox: 'https://dev-api.cadanapay.com',
    });
    expect(new WorkforceClient({ apiKey: API_KEY, environment: 'production' }).baseUrl).toBe(
      'https://api.cadanapay.com',
    );
    expect(new WorkforceClient({ apiKey: API_KEY, environment: 'sandbox' }).baseUrl).toBe(
      'https://dev-api.cadanapay.com',
    );
  });

  it('sends production calls to the production host', async () => {
    clearEnv();
    const rec = meHandler('https://api.cadanapay.com');
    const client = new WorkforceClient({ apiKey: API_KEY, environment: 'production', logLevel: 'off' });
    await client.me.get();
    expect(rec.seen[0]?.url.href).toBe('https://api.cadanapay.com/v1/me');
  });

  it('reads the API key, environment and log level from the environment variables', async () => {
    clearEnv();
    vi.stubEnv('WORKFORCE_API_KEY', 'sk_env_0123456789');
    vi.stubEnv('WORKFORCE_ENVIRONMENT', 'sandbox');
    vi.stubEnv('WORKFORCE_LOG', 'off');
    const rec = meHandler(SANDBOX);
    await new WorkforceClient().me.get();
    expect(rec.seen[0]?.headers.get('authorization')).toBe('Bearer sk_env_0123456789');
  });

  it('rejects an invalid WORKFORCE_LOG value', () => {
    clearEnv();
    vi.stubEnv('WORKFORCE_LOG', 'loud');
    expect(() => new WorkforceClient({ apiKey: API_KEY, environment: 'sandbox' })).toThrow(/logLevel/);
  });

  it('lets baseUrl (option or WORKFORCE_BASE_URL) override the environment', async () => {
    clearEnv();
    const rec = meHandler('https://proxy.example.com/workforce');
    const client = makeClient({ baseUrl: 'https://proxy.example.com/workforce/' });
    expect(client.baseUrl).toBe('https://proxy.example.com/workforce');
    await client.me.get();
    expect(rec.seen[0]?.url.href).toBe('https://proxy.example.com/workforce/v1/me');

    vi.stubEnv('WORKFORCE_BASE_URL', 'http://127.0.0.1:4010');
    expect(new WorkforceClient({ apiKey: API_KEY }).baseUrl).toBe('http://127.0.0.1:4010');
  });

  it('prefers an explicit environment over WORKFORCE_BASE_URL', () => {
    clearEnv();
    vi.stubEnv('WORKFORCE_BASE_URL', 'http://localhost:4010');
    expect(new WorkforceClient({ apiKey: API_KEY, environment: 'production' }).baseUrl).toBe(
      'https://api.cadanapay.com',
    );
  });

  it.each(['http://localhost:4010', 'http://127.0.0.1:4010', 'http://127.5.6.7', 'http://[::1]:8080'])(
    'allows plain http for the loopback host %s',
    (baseUrl) => {
      clearEnv();
      expect(() => new WorkforceClient({ apiKey: API_KEY, baseUrl })).not.toThrow();
    },
  );

  it.each([
    'http://api.example.com',
    'http://10.0.0.5',
    'http://localhost.example.com',
    'ftp://localhost',
    'not a url',
    'https://user:pass@api.example.com',
  ])('refuses the base URL %s', (baseUrl) => {
    clearEnv();
    expect(() => new WorkforceClient({ apiKey: API_KEY, baseUrl })).toThrow(WorkforceError);
  });

  it.each([
    ['timeout', { timeout: 0 }],
    ['timeout', { timeout: 1.5 }],
    ['totalTimeout', { totalTimeout: -1 }],
    ['maxRetries', { maxRetries: -1 }],
    ['maxRetries', { maxRetries: 2.5 }],
    ['validateResponses', { validateResponses: 'sometimes' as never }],
  ])('rejects an invalid %s', (name, options) => {
    clearEnv();
    expect(() => makeClient(options)).toThrow(new RegExp(name));
  });

  it('rejects a default header with CR/LF before any request', () => {
    expect(() => makeClient({ defaultHeaders: { 'X-Trace': 'a\r\nInjected: 1' } })).toThrow(
      RequestValidationError,
    );
  });
});

describe('browser guard', () => {
  it('refuses a static key when a DOM is present', () => {
    vi.stubGlobal('window', { document: {} });
    expect(() => makeClient()).toThrow(/browser/);
    try {
      makeClient();
    } catch (error) {
      expect(isWorkforceError(error)).toBe(true);
      expect(String(error)).not.toContain(API_KEY);
    }
  });

  it('treats a browser worker (WorkerGlobalScope with importScripts) as a browser', () => {
    vi.stubGlobal('process', { ...process, versions: { ...process.versions, node: undefined } });
    vi.stubGlobal('WorkerGlobalScope', class {});
    vi.stubGlobal('importScripts', () => undefined);
    expect(() => makeClient()).toThrow(/browser/);
  });

  it('does not treat an edge runtime worker (WorkerGlobalScope without importScripts) as a browser', () => {
    vi.stubGlobal('process', { ...process, versions: { ...process.versions, node: undefined } });
    vi.stubGlobal('WorkerGlobalScope', class {});
    expect(() => makeClient()).not.toThrow();
  });

  it('allows a provider function (User tokens) in a browser', () => {
    vi.stubGlobal('window', { document: {} });
    expect(() => makeClient({ apiKey: async () => 'user_token_abcdef' })).not.toThrow();
  });

  it('allows a static key with dangerouslyAllowBrowser', () => {
    vi.stubGlobal('window', { document: {} });
    expect(() => makeClient({ dangerouslyAllowBrowser: true })).not.toThrow();
  });
});

describe('headers', () => {
  it('sends a User-Agent naming the SDK version and runtime, with the caller suffix', async () => {
    const rec = meHandler(SANDBOX);
    await makeClient({ userAgent: 'payroll-app/2.1' }).me.get();
    expect(rec.seen[0]?.headers.get('user-agent')).toBe(
      `workforce-api/${VERSION} node/${process.versions.node} payroll-app/2.1`,
    );
  });

  it('sends default headers on every request and Accept: application/json', async () => {
    const rec = meHandler(SANDBOX);
    await makeClient({ defaultHeaders: { 'X-Correlation': 'c-1' } }).me.get();
    expect(rec.seen[0]?.headers.get('x-correlation')).toBe('c-1');
    expect(rec.seen[0]?.headers.get('accept')).toBe('application/json');
  });
});

describe('tenants', () => {
  it('omits X-MultiTenantKey by default', async () => {
    const rec = meHandler(SANDBOX);
    await makeClient().me.get();
    expect(rec.seen[0]?.headers.has('x-multitenantkey')).toBe(false);
  });

  it('sends the client tenant key, overridden per request, omitted with null', async () => {
    const rec = meHandler(SANDBOX);
    const client = makeClient({ tenantKey: 'tk_client_000001' });
    await client.me.get();
    await client.me.get({ tenantKey: 'tk_request_000002' });
    await client.me.get({ tenantKey: null });
    expect(rec.seen.map((r) => r.headers.get('x-multitenantkey'))).toEqual([
      'tk_client_000001',
      'tk_request_000002',
      null,
    ]);
  });

  it('withTenant returns a scoped client and leaves the parent unchanged', async () => {
    const rec = meHandler(SANDBOX);
    const parent = makeClient();
    const child = parent.withTenant('tk_child_000003');
    expect(child).not.toBe(parent);
    await child.me.get();
    await parent.me.get();
    expect(rec.seen.map((r) => r.headers.get('x-multitenantkey'))).toEqual(['tk_child_000003', null]);
  });

  it.each(['', '  ', 'tk\r\nX-Evil: 1', 'tk\u0000x'])('withTenant refuses %j before sending', (tenantKey) => {
    const error = (() => {
      try {
        makeClient().withTenant(tenantKey);
      } catch (e) {
        return e;
      }
    })();
    expect(isRequestValidationError(error)).toBe(true);
  });

  it('refuses a per-request tenant key with a newline and sends nothing', async () => {
    const rec = meHandler(SANDBOX);
    await expect(makeClient().me.get({ tenantKey: 'tk\nx' })).rejects.toBeInstanceOf(RequestValidationError);
    expect(rec.seen).toHaveLength(0);
  });

  it('withOptions overrides options without touching the parent', async () => {
    const rec = meHandler(SANDBOX);
    const parent = makeClient({ defaultHeaders: { 'X-A': '1' } });
    const child = parent.withOptions({ defaultHeaders: { 'X-B': '2' }, apiKey: 'sk_other_987654321' });
    await child.me.get();
    await parent.me.get();
    expect(rec.seen[0]?.headers.get('x-b')).toBe('2');
    expect(rec.seen[0]?.headers.get('authorization')).toBe('Bearer sk_other_987654321');
    expect(rec.seen[1]?.headers.get('x-a')).toBe('1');
    expect(rec.seen[1]?.headers.has('x-b')).toBe(false);
    expect(rec.seen[1]?.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
  });

  it('withOptions({ environment }) switches the address of a client made with a baseUrl', async () => {
    const PROXY = 'https://payroll-proxy.example.com';
    const viaProxy = meHandler(PROXY);
    const sandbox = meHandler(ENVIRONMENTS.sandbox);
    const parent = new WorkforceClient({ apiKey: API_KEY, baseUrl: PROXY, logLevel: 'off' });
    const child = parent.withOptions({ environment: 'sandbox' });
    expect(child.baseUrl).toBe(ENVIRONMENTS.sandbox);
    await child.me.get();
    await parent.me.get();
    // A baseUrl given with the environment still wins, as in the constructor.
    expect(parent.withOptions({ environment: 'sandbox', baseUrl: PROXY }).baseUrl).toBe(PROXY);
    expect(parent.withOptions({ timeout: 5_000 }).baseUrl).toBe(PROXY);
    expect(sandbox.seen).toHaveLength(1);
    expect(viaProxy.seen).toHaveLength(1);
  });
});
