import { expect } from 'vitest';
import type { Model, World } from './world.js';

/*
 * What must hold after every step of a run, read over HTTP: the books balance, every list item equals its read,
 * nothing of one tenant is visible to another, and time only moves forward.
 */

type Wire = Record<string, unknown>;

/** A decimal string of the API (`'12.34'`) in minor units, for a currency of 0, 2 or 3 decimals. */
function minor(value: unknown): number {
  const [whole = '0', fraction = ''] = String(value).replace('-', '').split('.');
  const sign = String(value).startsWith('-') ? -1 : 1;
  return sign * Number(`${whole}${fraction}`);
}

const amountOf = (transaction: Wire) => minor((transaction.totalAmount as { value: string }).value);

/** Signed effect of a business transaction on its wallet's balance. */
function effect(transaction: Wire): number {
  return transaction.balanceEffect === 'increase' ? amountOf(transaction) : -amountOf(transaction);
}

/** Each wallet: balance is the sum of its ledger, nothing negative, and a statement that adds up. */
export async function booksBalance(world: World): Promise<void> {
  for (const [index, tenant] of world.tenants.entries()) {
    for (const wallet of await world.wallets(index)) {
      const currency = String(wallet.currency);
      const label = `${currency} wallet of tenant ${index}`;
      const ledger = await world.transactions(index, currency);
      const balance = Number(wallet.balance);
      expect(
        ledger.reduce((sum, t) => sum + effect(t), 0),
        `${label}: balance = sum of its ledger`,
      ).toBe(balance);
      expect(Number(wallet.available), `${label}: available ≥ 0`).toBeGreaterThanOrEqual(0);
      expect(Number(wallet.reserves ?? 0), `${label}: reserves ≥ 0`).toBeGreaterThanOrEqual(0);
      expect(Number(wallet.available), `${label}: available ≤ balance`).toBeLessThanOrEqual(balance);
      const today = new Date(await world.now()).toISOString().slice(0, 10);
      const query = `currency=${currency}&periodStart=2000-01-01&periodEnd=${today}`;
      const answer = await world.call(index, 'GET', `/v1/businesses/${tenant.businessId}/statement?${query}`);
      expect(answer.status, `${label}: statement`).toBe(200);
      const statement = answer.body as Record<string, { value: string }> & { transactions: Wire[] };
      const lines = statement.transactions;
      const credits = lines.filter((t) => t.direction === 'CREDIT').reduce((s, t) => s + amountOf(t), 0);
      const debits = lines.filter((t) => t.direction === 'DEBIT').reduce((s, t) => s + amountOf(t), 0);
      const [opening, closing] = [
        minor(statement.openingBalance?.value),
        minor(statement.closingBalance?.value),
      ];
      expect(minor(statement.totalCredits?.value), `${label}: totalCredits = sum of credit lines`).toBe(
        credits,
      );
      expect(minor(statement.totalDebits?.value), `${label}: totalDebits = sum of debit lines`).toBe(debits);
      expect(opening + credits - debits, `${label}: opening + credits − debits = closing`).toBe(closing);
      expect(closing, `${label}: closing = balance`).toBe(balance);
    }
  }
}

/**
 * The seeded user's wallets: each balance is the sum of the user's ledger entries in its currency (read from
 * the simulator's books), nothing is negative, and the balances read shows the wallets.
 */
export async function userBooksBalance(world: World): Promise<void> {
  const wallets = await world.userWallets();
  const entries = world.server.simulator.businesses.ledger(undefined, world.userId);
  for (const wallet of wallets) {
    const label = `the user's ${String(wallet.currency)} wallet`;
    const sum = entries
      .filter((e) => e.amount.currency === wallet.currency)
      .reduce((total, e) => total + (e.direction === 'CREDIT' ? 1 : -1) * e.amount.amount, 0);
    expect(Number(wallet.balance), `${label}: balance = sum of its ledger`).toBe(sum);
    expect(Number(wallet.available), `${label}: available ≥ 0`).toBeGreaterThanOrEqual(0);
  }
  const balances = await world.call(0, 'GET', `/v1/users/${world.userId}/balances`);
  expect((balances.body as { data: Wire[] }).data, "the user's balances read its wallets").toEqual(wallets);
}

/** The fields two views of one record share must be equal. */
export function expectSameRecord(listed: Wire, read: Wire, label: string): void {
  const shared = Object.keys(listed).filter((key) => key in read);
  const pick = (record: Wire) => Object.fromEntries(shared.map((key) => [key, record[key]]));
  expect(pick(listed), `${label}: list item = read`).toEqual(pick(read));
}

/** Every listed person and payroll of every tenant equals its read (the whole lists: run at the end). */
export async function listsEqualReads(world: World, ids?: Model): Promise<void> {
  for (const index of world.tenants.keys()) {
    for (const [path, key] of [
      ['/v1/persons', 'id'],
      ['/v1/payrolls', 'payrollId'],
    ] as const) {
      const only =
        ids === undefined
          ? undefined
          : new Set(path === '/v1/persons' ? ids.persons[index] : ids.payrolls[index]);
      for (const item of await world.listAll(index, path)) {
        const id = String(item[key] ?? item.id);
        if (only !== undefined && !only.has(id)) continue;
        const read = await world.call(index, 'GET', `${path}/${id}`);
        expect(read.status, `GET ${path}/${id}`).toBe(200);
        expectSameRecord(item, read.body as Wire, `${path}/${id}`);
      }
    }
  }
}

/** What one tenant made can be neither read nor listed by the other. */
export async function tenantsIsolated(world: World, model: Model): Promise<void> {
  for (const [owner, ids] of model.persons.entries()) {
    const other = owner === 0 ? 1 : 0;
    const listed = new Set((await world.listAll(other, '/v1/persons')).map((p) => p.id));
    for (const id of ids.slice(-3)) {
      expect(
        (await world.call(other, 'GET', `/v1/persons/${id}`)).status,
        `person ${id} read by the other tenant`,
      ).toBe(404);
      expect(listed.has(id), `person ${id} listed by the other tenant`).toBe(false);
    }
  }
  for (const [owner, ids] of model.payrolls.entries()) {
    const other = owner === 0 ? 1 : 0;
    for (const id of ids.slice(-3)) {
      expect(
        (await world.call(other, 'GET', `/v1/payrolls/${id}`)).status,
        `payroll ${id} read by the other tenant`,
      ).toBe(404);
    }
  }
}

/** The clock never goes back, and a record's update time is never before its creation or after now. */
export async function timeMovesForward(world: World, model: Model): Promise<void> {
  const now = await world.now();
  expect(now, 'the clock never goes back').toBeGreaterThanOrEqual(model.clock);
  model.clock = now;
  for (const [index, ids] of model.payrolls.entries()) {
    for (const id of ids.slice(-3)) {
      const read = (await world.call(index, 'GET', `/v1/payrolls/${id}`)).body as Wire;
      for (const [created, updated] of [
        ['createdAt', 'updatedAt'],
        ['createdTimestamp', 'lastUpdatedTimestamp'],
      ] as const) {
        const [c, u] = [read[created], read[updated]];
        if (typeof c === 'number' && typeof u === 'number')
          expect(u, `payroll ${id}: ${updated} ≥ ${created}`).toBeGreaterThanOrEqual(c);
      }
    }
  }
}

/** The seeded user reads the name, email and phone of its person: one human, one identity. */
export async function identitiesAgree(world: World): Promise<void> {
  const user = (await world.call(0, 'GET', `/v1/users/${world.userId}`)).body as Wire;
  const person = (await world.call(0, 'GET', `/v1/persons/${String(user.personId)}`)).body as Wire;
  const contact = (record: Wire) => [record.firstName, record.lastName, record.email, record.phoneNumber];
  expect(contact(user), "the user reads its person's name, email and phone").toEqual(contact(person));
}

/** Every invariant, after a step. */
export async function checkInvariants(world: World, model: Model): Promise<void> {
  await booksBalance(world);
  await identitiesAgree(world);
  await userBooksBalance(world);
  await listsEqualReads(world, model);
  await tenantsIsolated(world, model);
  await timeMovesForward(world, model);
}
