import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, ConnectionError, WorkforceClient } from '../../src/index.js';
import { createMockHandlers } from '../../src/testing/msw.js';
import { verified } from './helpers.js';

const handlers = createMockHandlers({ seed: 'msw', webhookRetryDelaysMs: [] });
const server = setupServer(...handlers);
const sim = handlers.simulator;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  sim.faults.clear();
  server.resetHandlers();
});
afterAll(async () => {
  server.close();
  await sim.close();
});

function client(apiKey = handlers.apiKey) {
  return new WorkforceClient({ environment: 'sandbox', apiKey, logLevel: 'off' });
}

describe('createMockHandlers', () => {
  it('intercepts the sandbox base URL and answers from the simulator', async () => {
    expect(handlers.baseUrl).toBe('https://dev-api.cadanapay.com');
    expect(await client().me.get()).toMatchObject({ businessId: sim.fixtures.businessId });
    const page = await client().persons.list({ page: 3 });
    expect(page.meta).toEqual({ limit: 20, currentPage: 3, itemCount: 50, pages: 3, skipped: 40 });
  });

  it('shares state with the simulator: a deposit over HTTP schedules the waiting payroll and signs the webhook', async () => {
    await client().request({
      method: 'POST',
      path: '/v1/sandbox/business-deposits',
      body: { value: { amount: 1_000_000, currency: 'USD' } },
    });
    expect(sim.payrolls.get(sim.fixtures.awaitingFundsPayrollId).status).toBe('Scheduled');
    const [event] = sim.events('payroll.status.updated');
    expect(verified(sim.webhookSecret, event!)).toMatchObject({ data: { status: 'scheduled' } });
  });

  it('answers 401 for a key of the other environment', async () => {
    await expect(client(sim.keys.production.org).me.get()).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('turns a dropped connection into a network error: ConnectionError for a POST', async () => {
    sim.faults.set([{ kind: 'drop', method: 'POST' }]);
    const call = client().invoices.review(sim.fixtures.invoiceId, { action: 'approve' });
    await expect(call).rejects.toBeInstanceOf(ConnectionError);
    expect(sim.invoices.get(sim.fixtures.invoiceId).status).toBe('pending');
  });

  it('serves upload URLs on the intercepted host', async () => {
    const { fileId } = await client().files.upload(new Blob(['x']), {
      purpose: 'contract',
      contentType: 'text/plain',
    });
    expect(fileId).toEqual(expect.any(String));
  });

  it('can answer for an existing simulator on another base URL', async () => {
    const more = createMockHandlers({ simulator: sim, baseUrl: 'https://api.cadanapay.com/' });
    expect(more.simulator).toBe(sim);
    expect(more.baseUrl).toBe('https://api.cadanapay.com');
    server.use(...more);
    const production = new WorkforceClient({
      environment: 'production',
      apiKey: sim.apiKey,
      logLevel: 'off',
    });
    expect(await production.me.get()).toMatchObject({ businessId: sim.fixtures.businessId });
  });
});
