import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Simulator, SimulatorError } from '../../src/testing/index.js';

function ids(sim: Simulator) {
  return { fixtures: sim.fixtures, keys: sim.keys, secret: sim.webhookSecret };
}

describe('Simulator', () => {
  it('is deterministic: the same seed gives the same ids, keys and secret; another seed does not', () => {
    expect(ids(new Simulator({ seed: 1 }))).toEqual(ids(new Simulator({ seed: 1 })));
    expect(ids(new Simulator({ seed: 2 })).fixtures.businessId).not.toBe(
      ids(new Simulator({ seed: 1 })).fixtures.businessId,
    );
  });

  it('seeds 50 persons, 30 users and sends no webhook for the seed itself', () => {
    const sim = new Simulator();
    expect(sim.fixtures.personIds).toHaveLength(50);
    expect(sim.events()).toEqual([]);
    expect(sim.statutory.auditLog().map((e) => e.type)).toContain('filing.blocked');
    expect(sim.apiKey).toBe(sim.keys.sandbox.platform);
  });

  it('answers a web Request directly with an x-request-id', async () => {
    const sim = new Simulator();
    const response = await sim.handle(
      new Request('http://127.0.0.1/v1/persons?limit=1', {
        headers: { authorization: `Bearer ${sim.keys.sandbox.org}` },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    expect(await response.json()).toMatchObject({ meta: { limit: 1, pages: 50 } });
    const missing = await sim.handle(
      new Request('http://127.0.0.1/v1/nothing', { headers: { authorization: `Bearer ${sim.apiKey}` } }),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'resource_not_found' });
  });

  it('refuses malformed JSON with 400 invalid_request_body', async () => {
    const sim = new Simulator();
    const response = await sim.handle(
      new Request('http://127.0.0.1/v1/reimbursements', {
        method: 'POST',
        headers: { authorization: `Bearer ${sim.apiKey}`, 'content-type': 'application/json' },
        body: '{nope',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_request_body',
      message: 'The request body is not valid JSON',
      params: { '(root)': 'must be valid JSON' },
    });
  });

  it('tick moves each record one step; settle runs until nothing moves', () => {
    const sim = new Simulator();
    sim.payrolls.approve(sim.fixtures.pendingPayrollId);
    // The payroll, the remittance and each seeded payout (all initiated) move a step, each user's wallet
    // transaction in flight (processing) succeeds, and each requested virtual account is sent to the bank.
    const payouts = sim.fixtures.records.payoutIds.length;
    const moved = sim.tick();
    const usersSettled = sim
      .events('transaction.succeeded')
      .filter(
        (e) => (JSON.parse(e.body) as { data: { recipientType: string } }).data.recipientType === 'USER',
      ).length;
    expect(usersSettled).toBeGreaterThan(0);
    const submitted = sim.events('virtual-account.submitted').length;
    expect(submitted).toBeGreaterThan(0);
    expect(moved).toBe(2 + payouts + usersSettled + submitted);
    expect(sim.payrolls.get(sim.fixtures.pendingPayrollId).status).toBe('Processing');
    expect(sim.statutory.remittance(sim.fixtures.remittanceId).status).toBe('processing');
    // Then the payroll and the remittance complete, each payout succeeds, and the bank issues each account.
    expect(sim.settle()).toBe(2 + payouts + submitted);
    expect(sim.events('virtual-account.created')).toHaveLength(submitted);
    expect(sim.payrolls.get(sim.fixtures.pendingPayrollId).status).toBe('Completed');
    expect(sim.settle()).toBe(0);
  });

  it('throws SimulatorError for moves the state machines do not allow', () => {
    const sim = new Simulator();
    expect(() => sim.payrolls.complete(sim.fixtures.awaitingFundsPayrollId)).toThrow(SimulatorError);
    expect(() => sim.invoices.pay(sim.fixtures.invoiceId)).toThrow(/is pending; it cannot become paid/);
    expect(() => sim.payrolls.get('nope')).toThrow(/no payroll with id nope/);
    expect(() => sim.issueKey({ kind: 'user', userId: 'nope' })).toThrow(SimulatorError);
  });

  it('refuses an unusable webhook secret when it is created', () => {
    expect(() => new Simulator({ webhookSecret: 'not-a-secret' })).toThrow(/whsec_/);
    expect(() => new Simulator({ webhookSecret: 'whsec_abc' })).toThrow();
  });

  it('returns copies: changing a returned record does not change the state', () => {
    const sim = new Simulator();
    const payroll = sim.payrolls.get(sim.fixtures.awaitingFundsPayrollId);
    payroll.status = 'Completed';
    expect(sim.payrolls.get(sim.fixtures.awaitingFundsPayrollId).status).toBe('Awaiting Funds');
  });

  it('never imports msw at module level (only createMockHandlers loads it)', () => {
    const root = join(import.meta.dirname, '../../src/testing');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const valueImports = files.filter((file) =>
      /^import\s+(?!type\b)[^;]*from\s+'msw/m.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(valueImports).toEqual([]);
  });

  it('the testing entry exports the type of every namespace class (its reference page needs it)', async () => {
    const entry = readFileSync(join(import.meta.dirname, '../../src/testing/index.ts'), 'utf8');
    const exported = new Set(
      [...entry.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap(([, names]) =>
        (names ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
      ),
    );
    const sim = new Simulator();
    const classes = Object.values(sim)
      .filter((value) => typeof value === 'object' && Object.getPrototypeOf(value) !== Object.prototype)
      .map((value) => (value as object).constructor.name);
    await sim.close();
    expect(classes.length).toBeGreaterThan(8);
    expect(classes.filter((name) => !exported.has(name))).toEqual([]);
  });
});
