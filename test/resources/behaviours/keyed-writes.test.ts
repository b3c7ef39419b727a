import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  type BusinessDepositCreateParams,
  type BusinessReserveCreateParams,
  InternalServerError,
} from '../../../src/index.js';
import { makeClient, PERSON_ID, recorder, SANDBOX, useMswServer } from '../../helpers/msw.js';
import { expectAuthHeaders, jsonBody, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const CALLER_KEY = '9b1f2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const OTHER_KEY = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5e';

const depositPath = `/v1/businesses/${BUSINESS_ID}/deposits`;
const reservePath = `/v1/businesses/${BUSINESS_ID}/reserves`;

const deposit: BusinessDepositCreateParams = {
  amount: { amount: 500_000, currency: 'USD' },
  externalAccountId: 'ea_1',
  paymentMethod: 'ach',
  description: 'Top up for August payroll',
  suppressNotification: false,
};
const depositCreated = { id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b' };

const reserve: BusinessReserveCreateParams = {
  action: 'LOCK',
  type: 'SECURITY_DEPOSIT',
  personId: PERSON_ID,
  amount: { value: '1500.00', currency: 'USD' },
  description: 'Security deposit for Ada',
};
const reserveCreated = { disbursementId: 'a9b8c7d6-e5f4-4a3b-8c2d-1e0f9a8b7c6d' };

/** Answers 503 to the first `failures` requests, then `body`; records every request. */
function flaky(path: string, body: unknown, failures = 1) {
  const rec = recorder();
  server.use(
    http.post(`${SANDBOX}${path}`, async ({ request }) => {
      await rec.record(request);
      if (rec.seen.length <= failures) {
        return HttpResponse.json(
          { code: 'service_unavailable', message: 'try again' },
          { status: 503, headers: { 'Retry-After': '0' } },
        );
      }
      return HttpResponse.json(body as never);
    }),
  );
  return rec.seen;
}

const keyOf = (request: { body: string }) =>
  (JSON.parse(request.body) as { idempotencyKey?: unknown }).idempotencyKey;

describe('keyed write: client.businesses.deposits.create', () => {
  it('POSTs the deposit with a generated uuid idempotencyKey when the caller gives none', async () => {
    const seen = serve(server, 'post', depositPath, depositCreated);
    const result = await makeClient({ tenantKey: TENANT_KEY }).businesses.deposits.create(
      BUSINESS_ID,
      deposit,
    );
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(depositPath);
    expect(request.url.search).toBe('');
    expectAuthHeaders(request, TENANT_KEY);
    expect(jsonBody(request)).toEqual({ ...deposit, idempotencyKey: expect.stringMatching(UUID) });
    expect(result).toEqual(depositCreated);
  });

  it('generates a different key for each call', async () => {
    const seen = serve(server, 'post', depositPath, depositCreated);
    await makeClient().businesses.deposits.create(BUSINESS_ID, deposit);
    await makeClient().businesses.deposits.create(BUSINESS_ID, deposit);
    expect(seen).toHaveLength(2);
    expect(keyOf(seen[0]!)).not.toBe(keyOf(seen[1]!));
  });

  it("sends the caller's key: options.idempotencyKey, or the params field", async () => {
    const seen = serve(server, 'post', depositPath, depositCreated);
    await makeClient().businesses.deposits.create(BUSINESS_ID, deposit, { idempotencyKey: 'deposit-aug-1' });
    await makeClient().businesses.deposits.create(BUSINESS_ID, {
      ...deposit,
      idempotencyKey: 'deposit-aug-2',
    });
    expect(seen.map(keyOf)).toEqual(['deposit-aug-1', 'deposit-aug-2']);
    expect(JSON.parse(seen[0]!.body)).toEqual({ ...deposit, idempotencyKey: 'deposit-aug-1' });
  });

  it('options.idempotencyKey wins over the params field', async () => {
    const seen = serve(server, 'post', depositPath, depositCreated);
    await makeClient().businesses.deposits.create(
      BUSINESS_ID,
      { ...deposit, idempotencyKey: 'from-params' },
      { idempotencyKey: 'from-options' },
    );
    expect(keyOf(only(seen))).toBe('from-options');
  });

  it('retries a 503 then 200 with the SAME generated key: exactly 2 requests', async () => {
    const seen = flaky(depositPath, depositCreated);
    const result = await makeClient().businesses.deposits.create(BUSINESS_ID, deposit);
    expect(result).toEqual(depositCreated);
    expect(seen).toHaveLength(2);
    expect(keyOf(seen[0]!)).toMatch(UUID);
    expect(keyOf(seen[1]!)).toBe(keyOf(seen[0]!));
    expect(JSON.parse(seen[1]!.body)).toEqual(JSON.parse(seen[0]!.body));
  });

  it("retries a 503 then 200 with the caller's key", async () => {
    const seen = flaky(depositPath, depositCreated);
    await makeClient().businesses.deposits.create(BUSINESS_ID, deposit, { idempotencyKey: 'deposit-aug-3' });
    expect(seen.map(keyOf)).toEqual(['deposit-aug-3', 'deposit-aug-3']);
  });
});

describe('keyed write: client.businesses.reserves.create', () => {
  it('POSTs the reserve with a generated uuid idempotencyKey when the caller gives none', async () => {
    const seen = serve(server, 'post', reservePath, reserveCreated);
    const result = await makeClient({ tenantKey: TENANT_KEY }).businesses.reserves.create(
      BUSINESS_ID,
      reserve,
    );
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(reservePath);
    expectAuthHeaders(request, TENANT_KEY);
    expect(jsonBody(request)).toEqual({ ...reserve, idempotencyKey: expect.stringMatching(UUID) });
    expect(result).toEqual(reserveCreated);
  });

  it("sends the caller's key: options.idempotencyKey, or the params field", async () => {
    const seen = serve(server, 'post', reservePath, reserveCreated);
    await makeClient().businesses.reserves.create(BUSINESS_ID, reserve, { idempotencyKey: CALLER_KEY });
    await makeClient().businesses.reserves.create(BUSINESS_ID, { ...reserve, idempotencyKey: OTHER_KEY });
    expect(seen.map(keyOf)).toEqual([CALLER_KEY, OTHER_KEY]);
  });

  it('retries a 503 then 200 with the SAME key: exactly 2 requests', async () => {
    const seen = flaky(reservePath, reserveCreated);
    expect(await makeClient().businesses.reserves.create(BUSINESS_ID, reserve)).toEqual(reserveCreated);
    expect(seen).toHaveLength(2);
    expect(keyOf(seen[0]!)).toMatch(UUID);
    expect(keyOf(seen[1]!)).toBe(keyOf(seen[0]!));
  });

  it("retries with the caller's params key unchanged", async () => {
    const seen = flaky(reservePath, reserveCreated);
    await makeClient().businesses.reserves.create(BUSINESS_ID, { ...reserve, idempotencyKey: CALLER_KEY });
    expect(seen.map(keyOf)).toEqual([CALLER_KEY, CALLER_KEY]);
  });
});

describe('unkeyed write: client.payrolls.create', () => {
  it('is sent exactly once when it gets a 503, and carries no idempotencyKey', async () => {
    const seen = flaky('/v1/payrolls', { payrollId: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b' });
    const error = await makeClient()
      .payrolls.create({ workerType: 'CONTRACTOR', type: 'REGULAR' })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(503);
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ workerType: 'CONTRACTOR', type: 'REGULAR' });
  });
});
