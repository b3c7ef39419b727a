import { type ClientOptions, WorkforceClient } from '../../src/index.js';

/* Shared fixtures of the reliability suite: clients pointed at a loopback server, and valid inputs. */

export const KEY = 'sk_test_reliability_7f3e9a1c5b2d';
export const PERSON_ID = '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b';

/** A client for `baseUrl` with quiet logs and short timers; options override. */
export function clientFor(baseUrl: string, options: ClientOptions = {}): WorkforceClient {
  return new WorkforceClient({ apiKey: KEY, baseUrl, logLevel: 'off', ...options });
}

/** A valid body for `client.platform.businesses.create()` (the keyed POST). */
export function businessParams() {
  return {
    businessName: 'Acme Ltd',
    country: 'NG',
    address: { countryCode: 'NG' },
    adminFirstName: 'Ada',
    adminLastName: 'Obi',
    adminEmail: 'ada@acme.test',
  };
}

/** A valid body for `client.reimbursements.create()` (a POST without idempotency key). */
export function reimbursementParams() {
  return {
    title: 'Conference trip',
    currency: 'USD',
    destinationCurrency: 'USD',
    entries: [{ description: 'Taxi', amount: { value: '12.50', currency: 'USD' } }],
  };
}

export const CREATED_BUSINESS = { businessId: 'biz_new_1', tenantKey: 'tk_new_business_1234' };

/** Resolves to what a promise rejected with (fails the test if it resolved). */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to reject, it resolved');
}

/** Milliseconds a promise takes to settle, with what it settled to. */
export async function timed<T>(promise: Promise<T>): Promise<{ ms: number; error: Error | undefined }> {
  const started = performance.now();
  try {
    await promise;
    return { ms: performance.now() - started, error: undefined };
  } catch (error) {
    return { ms: performance.now() - started, error: error as Error };
  }
}

/** Sleeps `ms` (to let a would-be retry arrive before asserting it did not). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** `idempotencyKey` of each request body the server saw. */
export function idempotencyKeys(bodies: { body: string }[]): unknown[] {
  return bodies.map((r) => (JSON.parse(r.body) as { idempotencyKey?: unknown }).idempotencyKey);
}
