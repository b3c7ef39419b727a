import { expect } from 'vitest';
import type { MockServer } from '../../../src/testing/index.js';

/*
 * The system under the model-based test, seen only over HTTP: two tenants of one platform, the calls a payroll
 * integration makes, and the views the invariants read (lists, reads, balances, transactions, statements).
 */

type Wire = Record<string, unknown>;

/** One answer of the simulator. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A business the Platform key acts on through its tenant key. */
export interface Tenant {
  businessId: string;
  tenantKey: string;
}

/** What the model remembers between steps. */
export interface Model {
  /** Persons created by the run, per tenant index. */
  persons: string[][];
  /** The last e-mail given to a person of each tenant (a duplicate reuses it). */
  emails: Map<number, string>;
  /** Payrolls saved by the run. */
  saved: Set<string>;
  /** Payrolls approved by the run. */
  approved: Set<string>;
  /** Payrolls created by the run, per tenant index. */
  payrolls: string[][];
  /** Keyed deposits sent: key → the body and the first answer. */
  deposits: Map<string, { body: Wire; answer: Answer }>;
  /** Whether the seeded filing in review was approved by the run. */
  filingApproved: boolean;
  /** Whether the seeded pending invoice was reviewed by the run. */
  invoiceReviewed: boolean;
  /** The last clock reading (ms). */
  clock: number;
  /** Counter for unique names and keys. */
  serial: number;
}

/** The simulator and the tenants the run acts on. */
export class World {
  readonly tenants: readonly Tenant[];
  /** An active external account of the first tenant (deposits come from it). */
  externalAccountId = '';
  /** A seeded person of the first tenant (reserves are held for it). */
  seededPersonId = '';
  /** The seeded user of the first tenant, whose wallet deposits and wallet transactions move. */
  userId = '';
  /** An Approved virtual account of that user (sandbox deposits land in it). */
  virtualAccountId = '';
  /** One of that user's beneficiaries (wallet transactions pay it). */
  userBeneficiaryId = '';

  /** A world over a fresh server, with the seeded ids the commands need. */
  static async open(server: MockServer): Promise<World> {
    const world = new World(server);
    const { businessId } = world.tenants[0] as Tenant;
    const accounts = await world.call(0, 'GET', `/v1/businesses/${businessId}/external-accounts`);
    const list = (
      Array.isArray(accounts.body) ? accounts.body : ((accounts.body as { data?: Wire[] }).data ?? [])
    ) as Wire[];
    world.externalAccountId = String(list.find((account) => account.status === 'active')?.id);
    world.seededPersonId = server.simulator.fixtures.personIds[0] ?? '';
    world.userId = server.simulator.fixtures.userId;
    const user = `/v1/users/${world.userId}`;
    const virtual = (await world.call(0, 'GET', `${user}/virtual-accounts`)).body as { data: Wire[] };
    world.virtualAccountId = String(virtual.data.find((a) => a.status === 'Approved')?.id);
    const payees = (await world.call(0, 'GET', `${user}/beneficiaries`)).body as { data: Wire[] };
    world.userBeneficiaryId = String(payees.data[0]?.id);
    return world;
  }

  private constructor(readonly server: MockServer) {
    const f = server.simulator.fixtures;
    this.tenants = [
      { businessId: f.businessId, tenantKey: f.tenantKey },
      { businessId: f.childBusinessId, tenantKey: f.childTenantKey },
    ];
  }

  /** One request with the Platform key under a tenant. */
  async call(tenant: number, method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.server.apiKey}`,
      'x-multitenantkey': this.tenants[tenant]?.tenantKey ?? '',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.server.url), {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // A file answer (a statement as CSV) stays text.
    }
    return { status: response.status, body: parsed };
  }

  /** Every item of an offset-paged list. */
  async listAll(tenant: number, path: string): Promise<Wire[]> {
    const items: Wire[] = [];
    for (let page = 1; page <= 50; page += 1) {
      const sep = path.includes('?') ? '&' : '?';
      const answer = await this.call(tenant, 'GET', `${path}${sep}page=${page}&limit=100`);
      expect(answer.status, `GET ${path}`).toBe(200);
      const body = answer.body as { data: Wire[]; meta?: { pages?: number; currentPage?: number } };
      items.push(...body.data);
      if (body.data.length === 0 || (body.meta?.currentPage ?? 1) >= (body.meta?.pages ?? 1)) break;
    }
    return items;
  }

  /** The simulator's clock, in ms. */
  async now(): Promise<number> {
    const answer = await this.call(0, 'GET', '/_simulator/clock');
    return Date.parse((answer.body as { now: string }).now);
  }

  /** Everything a refused request must leave as it was, for every tenant. */
  async digest(): Promise<string> {
    const parts: unknown[] = [];
    for (const [index, tenant] of this.tenants.entries()) {
      parts.push(await this.listAll(index, '/v1/persons'));
      parts.push(await this.listAll(index, '/v1/payrolls'));
      parts.push(
        (await this.call(index, 'GET', `/v1/businesses/${tenant.businessId}/balances?include=reserves`)).body,
      );
      for (const currency of await this.currencies(index))
        parts.push(await this.transactions(index, currency));
    }
    parts.push(
      await this.userWallets(),
      (await this.call(0, 'GET', `/v1/users/${this.userId}/transactions`)).body,
    );
    return JSON.stringify(parts);
  }

  /** The seeded user's wallets, as `GET /v1/users/{userId}/wallets` reads them. */
  async userWallets(): Promise<Wire[]> {
    const answer = await this.call(0, 'GET', `/v1/users/${this.userId}/wallets`);
    expect(answer.status, "the user's wallets").toBe(200);
    return (answer.body as { data: Wire[] }).data;
  }

  /** The wallets of a tenant. */
  async wallets(tenant: number): Promise<Wire[]> {
    const { businessId } = this.tenants[tenant] as Tenant;
    const answer = await this.call(tenant, 'GET', `/v1/businesses/${businessId}/balances?include=reserves`);
    expect(answer.status).toBe(200);
    return (answer.body as { data: Wire[] }).data;
  }

  async currencies(tenant: number): Promise<string[]> {
    return (await this.wallets(tenant)).map((wallet) => String(wallet.currency));
  }

  /** Every business transaction of a tenant in one currency (cursor pages). */
  async transactions(tenant: number, currency: string): Promise<Wire[]> {
    const { businessId } = this.tenants[tenant] as Tenant;
    const items: Wire[] = [];
    let cursor = '';
    for (let i = 0; i < 50; i += 1) {
      const query = `currency=${currency}&startDate=2000-01-01&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const answer = await this.call(tenant, 'GET', `/v1/businesses/${businessId}/transactions?${query}`);
      expect(answer.status, 'transactions').toBe(200);
      const body = answer.body as { data: Wire[]; node?: { next?: string } };
      items.push(...body.data);
      if (!body.node?.next) break;
      cursor = encodeURIComponent(body.node.next);
    }
    return items;
  }
}

/** A fresh model for a world. */
export async function modelOf(world: World): Promise<Model> {
  return {
    persons: world.tenants.map(() => []),
    emails: new Map(),
    saved: new Set(),
    approved: new Set(),
    payrolls: world.tenants.map(() => []),
    deposits: new Map(),
    filingApproved: false,
    invoiceReviewed: false,
    clock: await world.now(),
    serial: 0,
  };
}
