import { describe, expect, it } from 'vitest';
import { PLACES } from '../../src/testing/declared/realistic-data.js';
import { useMockServer } from './helpers.js';
import { call, expectStatus, itemsOf } from './raw-http.js';

/*
 * The default seed's entities, contracts, beneficiaries (of the business and of a user), a user's transactions
 * and virtual accounts, read over HTTP: each record tells one story. Its names and e-mails are one party's, its
 * statuses one documented spelling, its address one place, its times in order on the simulator's clock, and
 * the ids it holds name records a GET finds.
 */

// biome-ignore lint/suspicious/noExplicitAny: the tests read raw JSON bodies field by field.
type Json = any;

/** The documented statuses of each collection (entities: the documents' one example). */
const STATUSES = {
  entity: ['ACTIVE'],
  contract: ['completed', 'awaiting business signature', 'revoked'],
  signature: ['signed', 'unsigned'],
  transaction: ['initiated', 'processing', 'success', 'failed'],
  virtualAccount: ['Requested', 'Approved', 'Rejected', 'Deactivated'],
};

/** The place an address is in, found by its city; its state, postal code and country must be the place's. */
function expectPlace(address: Json) {
  const place = PLACES.find((p) => p.city === address.city);
  expect(place, `a seeded city: ${JSON.stringify(address)}`).toBeDefined();
  expect(address).toMatchObject({
    state: place?.state,
    postalCode: place?.postalCode,
    countryCode: place?.countryCode,
  });
  return place;
}

/** A US routing number's check digit (ABA: weights 3, 7, 1). */
function validRouting(routing: string): boolean {
  const sum = [...routing].reduce((total, d, i) => total + Number(d) * ([3, 7, 1][i % 3] ?? 0), 0);
  return /^\d{9}$/.test(routing) && sum % 10 === 0;
}

/** Values that name the same status in another spelling (`success` / `SUCCESS`). */
function respellings(values: string[]): string[] {
  const byKey = new Map<string, Set<string>>();
  for (const value of values) {
    const key = value.toLowerCase().replace(/[^a-z]/g, '');
    byKey.set(key, new Set([...(byKey.get(key) ?? []), value]));
  }
  return [...byKey.values()].filter((spellings) => spellings.size > 1).flatMap((s) => [...s]);
}

/**
 * A completed contract is signed by every party, in signing order, each after the contract was made and having
 * last opened it no earlier than signing (and no later than `clock`); any other contract by no one.
 */
function expectSignedInOrder(contract: Json, clock: number) {
  const signed = contract.status === 'completed';
  let last = contract.createdAt;
  for (const signature of contract.signatures) {
    expect(signature.status).toBe(signed ? 'signed' : 'unsigned');
    if (!signed) {
      expect(signature.signedAt).toBeUndefined();
      continue;
    }
    expect(last).toBeLessThanOrEqual(signature.signedAt);
    expect(signature.signedAt).toBeLessThanOrEqual(signature.lastViewedAt);
    expect(signature.lastViewedAt).toBeLessThanOrEqual(clock);
    last = signature.signedAt;
  }
}

const cents = (amount: Json) => Math.round(Number(amount.value) * 100);

describe('seeded records are coherent (raw HTTP)', () => {
  const start = Date.parse('2026-06-15T12:00:00Z');
  const ctx = useMockServer({ seed: 'seeded-coherence', now: () => start });
  const get = async (path: string, what = path) => expectStatus(call(ctx.server, 'GET', path), 200, what);
  const now = async () => Math.floor(Date.parse((await get('/_simulator/clock')).now) / 1000);

  it('seeds entities of the business in one status, at one place each, in its tenant', async () => {
    const { fixtures } = ctx.server.simulator;
    const listed: Json[] = await get('/v1/entities');
    expect(listed.map((e) => e.id)).toEqual(fixtures.records.entityIds);
    const clock = await now();
    for (const id of fixtures.records.entityIds) {
      const entity = await get(`/v1/entities/${id}`);
      expect(entity.status).toBe('ACTIVE');
      expect(entity.tenantKey).toBe(fixtures.tenantKey);
      const place = expectPlace(entity.address);
      expect([entity.country, entity.currency]).toEqual([place?.countryCode, place?.currency]);
      expect(entity.phoneNumber).toEqual({ countryCode: '1', number: expect.stringMatching(/^\d{10}$/) });
      expect(entity.phoneNumber.number.startsWith(place?.phone[1].slice(0, 3))).toBe(true);
      expect(entity.taxId).toMatch(/^\d{2}-\d{7}$/);
      expect(Date.parse(entity.incorporationDate) / 1000).toBeLessThan(entity.createdTimestamp);
      expect(entity.createdTimestamp).toBeLessThanOrEqual(entity.lastUpdatedTimestamp);
      expect(entity.lastUpdatedTimestamp).toBeLessThanOrEqual(clock);
    }
    expect(new Set(listed.map((e) => e.status))).toEqual(new Set(STATUSES.entity));
  });

  it('seeds contracts from the catalog, signed by their person and the business signer, in time order', async () => {
    const { fixtures } = ctx.server.simulator;
    const templates: Json[] = (await get('/v1/contract-templates')).data;
    const contracts: Json[] = itemsOf(await get('/v1/contracts')) ?? [];
    expect(contracts.map((c) => c.id)).toEqual(fixtures.records.contractIds);
    const clock = await now();
    const signers = new Set<string>();
    for (const listed of contracts) {
      const contract = await get(`/v1/contracts/${listed.id}`);
      expect(contract).toEqual(listed);
      expect(STATUSES.contract).toContain(contract.status);
      const person = await get(`/v1/persons/${contract.personId}`, 'the contract’s person');
      const personName = `${person.firstName} ${person.lastName}`;
      const template = templates.find((t) => t.id === contract.templateId);
      expect(template, 'the template is in GET /v1/contract-templates').toBeDefined();
      expect(template.personType).toBe(person.type.toLowerCase());
      expect(template.createdTimestamp).toBeLessThanOrEqual(contract.createdAt);
      expect(template.tenantKey).toBe(fixtures.tenantKey);
      expect(contract.name).toBe(`${personName} - ${template.name}`);
      const [business, worker, ...others] = contract.signatures;
      expect(others).toEqual([]);
      expect([business.order, worker.order]).toEqual([0, 1]);
      expect([worker.name, worker.emailAddress]).toEqual([personName, person.email]);
      signers.add(`${business.name} <${business.emailAddress}>`);
      const found = itemsOf(await get(`/v1/persons?email=${encodeURIComponent(business.emailAddress)}`));
      expect(found?.map((p: Json) => `${p.firstName} ${p.lastName}`)).toEqual([business.name]);
      expect(new Set([contract.id, business.id, worker.id]).size).toBe(3);
      expectSignedInOrder(contract, clock);
      expect(contract.createdAt).toBeLessThanOrEqual(clock);
    }
    expect(signers.size).toBe(1);
    expect(respellings(contracts.map((c) => c.status))).toEqual([]);
    expect(contracts.some((c) => c.status === 'completed')).toBe(true);
  });

  /** Every beneficiary of a list: one person's name everywhere, paid by its preferred method only. */
  async function expectBeneficiaries(path: string, ids?: string[]) {
    const listed: Json[] = itemsOf(await get(path)) ?? [];
    if (ids !== undefined) expect(listed.map((b) => b.id)).toEqual(ids);
    expect(listed.length).toBeGreaterThan(0);
    const clock = await now();
    for (const item of listed) {
      const beneficiary = await get(`${path}/${item.id}`);
      const { name, email, countryCode, currency, paymentDetails, kyc } = { ...beneficiary, kyc: item.kyc };
      expect(name).toBe(`${kyc.firstName} ${kyc.lastName}`);
      const ascii = (text: string) =>
        text
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase();
      expect(email.split('@')[0]).toBe(`${ascii(kyc.firstName)}.${ascii(kyc.lastName)}`);
      expect(kyc.countryCode).toBe(countryCode);
      const method = paymentDetails.preferredMethod;
      expect(Object.keys(paymentDetails).sort()).toEqual([method, 'preferredMethod'].sort());
      const details = paymentDetails[method];
      expect(details.accountName).toBe(name);
      if (details.email !== undefined) expect(details.email).toBe(email);
      if (details.currency !== undefined) expect(details.currency).toBe(currency);
      if (details.phoneNumber !== undefined) expect(details.phoneNumber.countryCode).toBe('1');
      expect(details.iban).toBeUndefined();
      const place = expectPlace(details.address);
      expect([place?.countryCode, place?.currency]).toEqual([countryCode, currency]);
      expect(validRouting(details.routingNumber ?? details.bankCode)).toBe(true);
      expect(beneficiary.createdTimestamp).toBeLessThanOrEqual(beneficiary.lastUpdatedTimestamp);
      expect(beneficiary.lastUpdatedTimestamp).toBeLessThanOrEqual(clock);
    }
    return listed;
  }

  it('seeds beneficiaries of the business, each one person paid in their own country', async () => {
    const { fixtures } = ctx.server.simulator;
    await expectBeneficiaries('/v1/beneficiaries', fixtures.records.beneficiaryIds);
  });

  it('seeds a user’s beneficiaries, and transactions paying them in their currency', async () => {
    const { userId } = ctx.server.simulator.fixtures;
    const beneficiaries = await expectBeneficiaries(`/v1/users/${userId}/beneficiaries`);
    const transactions: Json[] = itemsOf(await get(`/v1/users/${userId}/transactions`)) ?? [];
    expect(transactions.length).toBeGreaterThan(0);
    const clock = await now();
    for (const listed of transactions) {
      const transaction = await get(`/v1/users/${userId}/transactions/${listed.id}`);
      expect(transaction).toEqual(listed);
      expect(STATUSES.transaction).toContain(transaction.status);
      const { amount, sourceAmount, feeAmount } = transaction;
      if (transaction.type === 'payout') {
        const paid = await get(`/v1/users/${userId}/beneficiaries/${transaction.beneficiaryId}`);
        expect(beneficiaries.map((b) => b.id)).toContain(paid.id);
        expect(amount.currency).toBe(paid.currency);
      } else expect(transaction.beneficiaryId).toBeUndefined();
      expect([sourceAmount.currency, feeAmount.currency, Number(transaction.fxRate)]).toEqual([
        amount.currency,
        amount.currency,
        1,
      ]);
      expect(cents(sourceAmount)).toBe(cents(amount) + cents(feeAmount));
      expect(transaction.createdTimestamp).toBeLessThanOrEqual(transaction.lastUpdatedTimestamp);
      expect(transaction.lastUpdatedTimestamp).toBeLessThanOrEqual(clock);
    }
    expect(respellings(transactions.map((t) => t.status))).toEqual([]);
  });

  it('seeds a user’s virtual accounts, bank details only once approved and in the user’s name', async () => {
    const { userId } = ctx.server.simulator.fixtures;
    const user = await get(`/v1/users/${userId}`);
    const accounts: Json[] = itemsOf(await get(`/v1/users/${userId}/virtual-accounts`)) ?? [];
    expect(accounts.length).toBeGreaterThan(0);
    const clock = await now();
    for (const account of accounts) {
      expect(STATUSES.virtualAccount).toContain(account.status);
      expect(account.accountInformation !== undefined).toBe(account.status === 'Approved');
      const info = account.accountInformation;
      if (info !== undefined) {
        expect(info.accountName).toBe(`${user.firstName} ${user.lastName}`);
        expect(validRouting(info.routingNumber)).toBe(true);
        const place = PLACES.find((p) => info.bankAddress.endsWith(`${p.city}, ${p.state} ${p.postalCode}`));
        expect(place?.countryCode, info.bankAddress).toBe(info.countryCode);
      }
      expect(account.createdTimestamp).toBeLessThanOrEqual(account.lastUpdatedTimestamp);
      expect(account.lastUpdatedTimestamp).toBeLessThanOrEqual(clock);
    }
    expect(accounts.some((a) => a.status === 'Approved')).toBe(true);
    expect(respellings(accounts.map((a) => a.status))).toEqual([]);
  });
});
