import { describe, expect, it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import type { Schema } from '../../src/internal/schema-kit.js';
import { isReferenceField, UNREAD_ID_FIELDS } from '../../src/testing/declared/references.js';
import { unwrap } from '../../src/testing/declared/wire.js';
import type { MockServer } from '../../src/testing/index.js';
import { useMockServer } from './helpers.js';
import { brazilianBeneficiary } from './support/bodies.js';

/*
 * The records a request body names must be the caller's: a payout's beneficiary and FX quote, a contract's
 * person and template, a milestone's documents. A record of another business reads exactly as an unknown
 * one. Money in a body is in an ISO 4217 currency, and money an operation moves is a positive amount. Every
 * refusal is a 400 naming the field, and changes nothing: lists, balances and the ledger read the same.
 */

type Json = Record<string, unknown>;

const UNKNOWN = '0f0e0d0c-0b0a-4909-8807-060504030201';

async function send(server: MockServer, method: string, path: string, body?: Json, tenantKey?: string) {
  const response = await fetch(new URL(path, server.url), {
    method,
    headers: {
      authorization: `Bearer ${server.apiKey}`,
      ...(tenantKey === undefined ? {} : { 'x-multitenantkey': tenantKey }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as Json };
}

describe('references and money in request bodies (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'reference-rules' });
  const ids = () => ctx.server.simulator.fixtures;
  const get = async (path: string, tenantKey?: string) => {
    const answer = await send(ctx.server, 'GET', path, undefined, tenantKey);
    expect(answer.status, `GET ${path}`).toBe(200);
    return answer.body;
  };
  /** What a refusal must leave alone: the lists it would add to, the balances and the ledger. */
  const state = async () => ({
    payouts: await get('/v1/payouts?limit=100'),
    contracts: await get('/v1/contracts'),
    milestones: await get(`/v1/persons/${ids().milestoneContractorId}/milestones`),
    balances: await get(`/v1/businesses/${ids().businessId}/balances?include=reserves`),
    ledger: ctx.server.simulator.businesses.ledger(),
  });
  const quote = async () =>
    (await send(ctx.server, 'POST', '/v1/fx-quotes', { from: 'USD', to: 'USD' })).body;
  const template = async () => ((await get('/v1/contract-templates')).data as Json[])[0]?.id as string;
  const payout = (beneficiaryId: string, quoteId: string, amount = 1_000, currency = 'USD') =>
    send(ctx.server, 'POST', '/v1/payouts', {
      beneficiaryId,
      quoteId,
      amount: { amount, currency },
      reference: 'INV-2026-118',
    });
  const contract = (personId: string, templateId: string) =>
    send(ctx.server, 'POST', '/v1/contracts', {
      personId,
      templateId,
      sender: { name: 'Acme HR', email: 'hr@acme.example' },
    });
  const milestone = (amount: Json) =>
    send(ctx.server, 'POST', `/v1/persons/${ids().milestoneContractorId}/milestones`, {
      title: 'Design review',
      amount,
      dueDate: '2026-12-30',
    });

  it('refuses a payout to an unknown beneficiary at an unknown quote, naming both, and books nothing', async () => {
    const before = await state();
    const refused = await payout(UNKNOWN, UNKNOWN);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'invalid_request_body',
      params: {
        beneficiaryId: 'is not a beneficiary of this business',
        quoteId: 'is not an FX quote of this business (POST /v1/fx-quotes)',
      },
    });
    expect(await state()).toEqual(before);
  });

  it('pays a beneficiary of the business at a quote it asked for, and books the PAYOUT debit', async () => {
    const beneficiaryId = ids().records.beneficiaryIds[0] as string;
    const { id: quoteId } = await quote();
    const ledger = ctx.server.simulator.businesses.ledger().length;
    const paid = await payout(beneficiaryId, String(quoteId));
    expect(paid.status).toBe(200);
    const read = await get(`/v1/payouts/${String(paid.body.id)}`);
    expect(read).toMatchObject({ beneficiaryId, quoteId });
    const booked = ctx.server.simulator.businesses.ledger().slice(ledger);
    expect(booked).toMatchObject([{ type: 'PAYOUT', direction: 'DEBIT', amount: { amount: 1_000 } }]);
  });

  it('answers an FX quote at the simulator rate, valid for 15 minutes, and refuses it once expired', async () => {
    // The simulator's clock runs with real time: the quote was made between these two readings.
    const sent = ctx.server.simulator.clock.now();
    const answered = (await send(ctx.server, 'POST', '/v1/fx-quotes', { from: 'USD', to: 'MXN' })).body;
    const received = ctx.server.simulator.clock.now();
    expect(answered).toMatchObject({ from: 'USD', to: 'MXN', rate: '18.000000' });
    const expires = Date.parse(String(answered.expirationTimestamp));
    // The answer carries whole seconds.
    expect(expires).toBeGreaterThanOrEqual(Math.floor(sent / 1000) * 1000 + 15 * 60_000);
    expect(expires).toBeLessThanOrEqual(received + 15 * 60_000);
    const { id: quoteId } = await quote();
    ctx.server.simulator.clock.advance('PT16M');
    const before = await state();
    const refused = await payout(ids().records.beneficiaryIds[0] as string, String(quoteId));
    expect(refused.status).toBe(400);
    expect((refused.body.params as Json).quoteId).toMatch(/^expired at .*; ask POST \/v1\/fx-quotes/);
    expect(await state()).toEqual(before);
  });

  it('refuses a contract for an unknown person and template, and makes one for its own', async () => {
    const before = await state();
    const refused = await contract(UNKNOWN, UNKNOWN);
    expect(refused.status).toBe(400);
    expect(refused.body.params).toEqual({
      personId: 'is not a person of this business',
      templateId: 'is not a contract template of this business (GET /v1/contract-templates)',
    });
    expect(await state()).toEqual(before);
    const made = await contract(ids().personIds[0] as string, await template());
    expect(made.status).toBe(200);
    expect(await get(`/v1/contracts/${String(made.body.id)}`)).toMatchObject({
      personId: ids().personIds[0],
    });
  });

  it('reads a record of another business exactly as an unknown one', async () => {
    const { childTenantKey } = ids();
    const upload = { purpose: 'kyc-id-front', fileName: 'id.pdf', contentType: 'application/pdf' };
    const file = await send(ctx.server, 'POST', '/v1/files/upload-url', upload, childTenantKey);
    const body: Json = { ...brazilianBeneficiary(String(file.body.fileId)) };
    const theirs = await send(ctx.server, 'POST', '/v1/beneficiaries', body, childTenantKey);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const [theirPerson] = (await get('/v1/persons', childTenantKey)).data as Json[];
    const before = await state();
    const { id: quoteId } = await quote();
    const paid = await payout(String(theirs.body.id), String(quoteId));
    expect(paid.status).toBe(400);
    expect(paid.body.params).toEqual({ beneficiaryId: 'is not a beneficiary of this business' });
    const signed = await contract(String(theirPerson?.id), await template());
    expect(signed.status).toBe(400);
    expect(signed.body.params).toEqual({ personId: 'is not a person of this business' });
    expect({ ...(await state()), ledger: before.ledger }).toEqual(before);
    // The other business itself names its own records.
    const templates = (await get('/v1/contract-templates', childTenantKey)).data as Json[];
    const sender = { name: 'Acme HR', email: 'hr@acme.example' };
    const theirContract = { personId: theirPerson?.id, templateId: templates[0]?.id, sender };
    expect((await send(ctx.server, 'POST', '/v1/contracts', theirContract, childTenantKey)).status).toBe(200);
  });

  it('refuses a milestone in a currency outside ISO 4217 or of no positive amount, and adds none', async () => {
    const before = await state();
    const unknownCurrency = await milestone({ amount: 10_000, currency: 'XYZ' });
    expect(unknownCurrency.status).toBe(400);
    expect(unknownCurrency.body.params).toEqual({
      'amount.currency': 'XYZ is not an ISO 4217 currency code',
    });
    const negative = await milestone({ amount: -10_000, currency: 'USD' });
    expect(negative.status).toBe(400);
    expect(negative.body.params).toEqual({ 'amount.amount': 'must be ≥ 1' });
    expect(await state()).toEqual(before);
    expect((await milestone({ amount: 10_000, currency: 'EUR' })).status).toBe(200);
  });

  it('refuses a milestone naming a document that is not a file of the business', async () => {
    const before = await state();
    const refused = await send(ctx.server, 'POST', `/v1/persons/${ids().milestoneContractorId}/milestones`, {
      title: 'Design review',
      amount: { amount: 10_000, currency: 'USD' },
      documentIds: [UNKNOWN],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.params).toEqual({
      'documentIds.0': 'is not a file id from POST /v1/files/upload-url',
    });
    expect(await state()).toEqual(before);
  });

  it('refuses a milestone edit in an unknown currency, an upload of an unknown file, a transaction to a business beneficiary', async () => {
    const { milestoneContractorId: personId, milestoneId, userId, personIds, records } = ids();
    const edit = { title: 'Design review', amount: { amount: 10_000, currency: 'XYZ' } };
    const milestones = await get(`/v1/persons/${personId}/milestones`);
    const edited = await send(ctx.server, 'PUT', `/v1/persons/${personId}/milestones/${milestoneId}`, edit);
    expect([edited.status, edited.body.params]).toEqual([
      400,
      { 'amount.currency': 'XYZ is not an ISO 4217 currency code' },
    ]);
    expect(await get(`/v1/persons/${personId}/milestones`)).toEqual(milestones);
    const upload = { personId: personIds[0], fileId: UNKNOWN, contractName: 'Consulting agreement' };
    const uploaded = await send(ctx.server, 'POST', '/v1/contracts-upload', upload);
    expect([uploaded.status, uploaded.body.params]).toEqual([
      400,
      { fileId: 'is not a file id from POST /v1/files/upload-url' },
    ]);
    const transactions = `/v1/users/${userId}/transactions`;
    const before = await get(transactions);
    const { id: quoteId } = await quote();
    const paid = await send(ctx.server, 'POST', transactions, {
      type: 'payout',
      beneficiaryId: records.beneficiaryIds[0],
      quoteId,
      reference: crypto.randomUUID(),
      amount: { value: '5.00', currency: 'USD' },
      sourceCurrency: 'USD',
    });
    expect([paid.status, paid.body.params]).toEqual([
      400,
      { beneficiaryId: 'is not a beneficiary of this user' },
    ]);
    expect(await get(transactions)).toEqual(before);
  });

  it('refuses a payout of no positive amount or in an unknown currency, and books nothing', async () => {
    const beneficiaryId = ids().records.beneficiaryIds[0] as string;
    const { id: quoteId } = await quote();
    const before = await state();
    const zero = await payout(beneficiaryId, String(quoteId), 0);
    expect(zero.body.params).toEqual({ 'amount.amount': 'must be a positive whole number of minor units' });
    const coin = await payout(beneficiaryId, String(quoteId), 1_000, 'ABC');
    expect(coin.body.params).toEqual({ 'amount.currency': 'ABC is not an ISO 4217 currency code' });
    expect([zero.status, coin.status]).toEqual([400, 400]);
    expect(await state()).toEqual(before);
  });
});

/** Every field name a schema holds, at any depth. */
function fieldNames(schema: Schema, into: Set<string>, depth = 0): Set<string> {
  const def = unwrap(schema);
  if (depth > 12) return into;
  const inner: Schema[] =
    def.type === 'object'
      ? Object.values(def.shape as Record<string, Schema>)
      : def.type === 'array'
        ? [def.element]
        : def.type === 'union'
          ? def.options
          : [];
  if (def.type === 'object') for (const name of Object.keys(def.shape)) into.add(name);
  for (const schema of inner) fieldNames(schema, into, depth + 1);
  return into;
}

describe('the body fields the reference rules read', () => {
  it('reads every body field of the API named like a reference, or says why not', () => {
    const names = new Set<string>();
    for (const { operation } of OPERATION_INDEX)
      if (operation.body && operation.params !== undefined) fieldNames(operation.params(), names);
    const idFields = [...names].filter(
      (name) => /(Id|Ids|IdFront|IdBack)$/.test(name) || /^idFile/.test(name),
    );
    expect(idFields.length).toBeGreaterThan(15);
    const unread = idFields.filter((name) => !isReferenceField(name) && UNREAD_ID_FIELDS[name] === undefined);
    expect(unread).toEqual([]);
    for (const name of ['beneficiaryId', 'quoteId', 'personId', 'templateId', 'documentIds', 'frontFileId'])
      expect(isReferenceField(name), name).toBe(true);
  });
});
