import { describe, expect, it } from 'vitest';
import { BadRequestError, type FilePurpose, NotFoundError, RequestValidationError } from '../../src/index.js';
import { clientFor, eventData, failure, useMockServer } from './helpers.js';

const t = useMockServer();

describe('balances and external accounts', () => {
  it('lists wallets without reserves unless include=reserves asks for them', async () => {
    const client = clientFor(t.server);
    const { businessId } = t.server.simulator.fixtures;
    const plain = await client.balances.list();
    expect(plain.data.map((w) => w.currency)).toEqual(['USD', 'EUR']);
    expect(plain.data[0]).toEqual({
      id: expect.any(String),
      currency: 'USD',
      balance: 1_250_000,
      available: 1_000_000,
      processing: 150_000,
    });
    const withReserves = await client.businesses.balances.list(businessId, { include: 'reserves' });
    expect(withReserves.data.map((w) => w.reserves)).toEqual([100_000, 50_000]);
  });

  it('lists external accounts; confirming micro-deposits makes one active without a webhook', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const accounts = await client.businesses.externalAccounts.list(sim.fixtures.businessId);
    expect(accounts.map((a) => a.status)).toEqual(['active', 'needs_confirmation']);
    expect(accounts[1]).toMatchObject({
      last4: expect.stringMatching(/^\d{4}$/),
      hostedVerificationUrl: expect.any(String),
    });
    sim.businesses.confirmExternalAccount(sim.fixtures.externalAccountIds[1]!);
    expect((await client.businesses.externalAccounts.list(sim.fixtures.businessId))[1]?.status).toBe(
      'active',
    );
    expect(sim.events()).toEqual([]);
    sim.businesses.removeExternalAccount(sim.fixtures.externalAccountIds[0]!);
    expect(eventData(t.server, 'external-account.removed')).toEqual([
      expect.objectContaining({
        businessId: sim.fixtures.businessId,
        accounts: [expect.objectContaining({ status: 'removed' })],
      }),
    ]);
  });
});

describe('platform businesses', () => {
  const params = {
    businessName: 'Wayne Enterprises',
    country: 'US',
    adminFirstName: 'Bruce',
    adminLastName: 'Wayne',
    adminEmail: 'bruce@wayne.example',
    address: { line1: '1007 Mountain Drive', city: 'Gotham', countryCode: 'US' },
  };

  it('creates a business once per idempotencyKey and answers its tenant key', async () => {
    const client = clientFor(t.server);
    const first = await client.platform.businesses.create(params, { idempotencyKey: 'wayne-1' });
    const again = await client.platform.businesses.create(params, { idempotencyKey: 'wayne-1' });
    expect(again).toEqual(first);
    const other = await client.platform.businesses.create(params, { idempotencyKey: 'wayne-2' });
    expect(other.businessId).not.toBe(first.businessId);
    expect((await client.withTenant(first.tenantKey!).me.get()).businessId).toBe(first.businessId);
  });

  it('validates the body on the server', async () => {
    const error = await failure(
      clientFor(t.server).request({
        method: 'POST',
        path: '/v1/platform/businesses',
        body: { ...params, adminEmail: 'nope', idempotencyKey: 'k' },
      }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    // The simulator names the field; the SDK masks what is said about an e-mail field, as for any PII field.
    expect(error.params).toEqual({ adminEmail: '[redacted]' });
  });
});

describe('payment methods', () => {
  it('answers an array per country, filtered by countryCode, paymentMethod and currency', async () => {
    const client = clientFor(t.server);
    const all = await client.paymentMethods.list();
    expect(all.length).toBeGreaterThan(5);
    expect(await client.paymentMethods.list({ countryCode: 'KE', paymentMethod: 'momo' })).toEqual([
      {
        country: 'KE',
        countryName: 'Kenya',
        paymentMethods: [{ type: 'momo', currency: 'KES', status: 'active' }],
      },
    ]);
    const usd = await client.paymentMethods.list({ currency: 'USD', paymentMethod: 'swift' });
    expect(usd.every((c) => c.paymentMethods.every((m) => m.currency === 'USD' && m.type === 'swift'))).toBe(
      true,
    );
  });

  it('answers 404 for a country without methods and 400 for a malformed filter', async () => {
    const client = clientFor(t.server);
    await expect(client.paymentMethods.list({ countryCode: 'FR' })).rejects.toBeInstanceOf(NotFoundError);
    const error = await failure(
      client.request({
        method: 'GET',
        path: '/v1/payment-methods',
        query: { countryCode: 'FRA', paymentMethod: 'cash' },
      }),
    );
    expect(error.params).toEqual({
      countryCode: 'must be an ISO 3166-1 alpha-2 country code',
      paymentMethod: 'must be one of bank, swift, proxy, momo, ach',
    });
  });
});

describe('file uploads', () => {
  it('hands out a putUrl on the simulator that takes the bytes without the API key', async () => {
    const client = clientFor(t.server);
    const slot = await client.files.createUploadUrl({
      purpose: 'contract',
      contentType: 'application/pdf',
      fileName: 'c.pdf',
    });
    expect(slot).toMatchObject({ fileId: expect.any(String), expiresIn: 900 });
    expect(slot.putUrl.startsWith(`${t.server.url}/_uploads/${slot.fileId}?`)).toBe(true);
    const put = (headers: Record<string, string>) =>
      fetch(slot.putUrl, { method: 'PUT', headers, body: '%PDF-1.7' });
    expect(
      (await put({ 'content-type': 'application/pdf', authorization: `Bearer ${t.server.apiKey}` })).status,
    ).toBe(400);
    expect((await put({ 'content-type': 'image/png' })).status).toBe(403);
    const ok = await put({ 'content-type': 'application/pdf' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-request-id')).toMatch(/^req_/);
    expect((await put({ 'content-type': 'application/pdf' })).status).toBe(403);
  });

  it('uploads through client.files.upload', async () => {
    const { fileId } = await clientFor(t.server).files.upload(new Blob(['receipt']), {
      purpose: 'reimbursements-proof',
      contentType: 'image/jpeg',
    });
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an unknown purpose with 400 params (the SDK refuses it before sending too)', async () => {
    const body = { purpose: 'selfie', contentType: 'image/png' };
    const client = clientFor(t.server);
    const early = await failure(
      client.files.createUploadUrl(body as { purpose: FilePurpose; contentType: string }),
    );
    expect(early).toBeInstanceOf(RequestValidationError);
    expect(Object.keys(early.params ?? {})).toEqual(['purpose']);
    const error = await failure(client.request({ method: 'POST', path: '/v1/files/upload-url', body }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(Object.keys(error.params ?? {})).toEqual(['purpose']);
  });
});
