import { describe, expect, it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { sampleValue } from '../../src/testing/declared/sample.js';
import { Simulator } from '../../src/testing/index.js';
import { unwrapWebhook } from '../../src/webhooks/index.js';
import { EVENT_TYPE_LIST } from '../../src/webhooks/known-event-types.js';

/*
 * Drives every state machine of the simulator through each of its moves, then verifies and parses every
 * event it emitted with the SDK's own strict event schemas: a receiver built on the pair never loses one.
 */

const requests: Promise<unknown>[] = [];

function driveEveryMachine(sim: Simulator): void {
  const { fixtures } = sim;
  const [first, second, third] = fixtures.personIds as [string, string, string];
  // Persons, users and bank accounts.
  const person = sim.businesses.createPerson({ firstName: 'Grace', lastName: 'Hopper' });
  sim.businesses.createUser(person.id);
  const account = sim.businesses.addExternalAccount({ bankName: 'First Bank', status: 'needs_confirmation' });
  sim.businesses.confirmExternalAccount(account.id);
  sim.businesses.removeExternalAccount(account.id);
  // KYC: submitted and approved; submitted and rejected, resubmitted and (still) rejected.
  const headers = { authorization: `Bearer ${sim.apiKey}`, 'content-type': 'application/json' };
  const kyc = async (userId: string, method: 'POST' | 'PATCH') => {
    const operation = OPERATION_INDEX.find(
      (e) => e.name === (method === 'POST' ? 'users.kyc.submit' : 'users.kyc.resubmit'),
    );
    // The identity documents a submission names are files the business uploaded.
    const upload = { purpose: 'kyc-id-front', fileName: 'id.pdf', contentType: 'application/pdf' };
    const uploaded = await sim.handle(
      new Request('http://127.0.0.1/v1/files/upload-url', {
        method: 'POST',
        headers,
        body: JSON.stringify(upload),
      }),
    );
    const { fileId } = (await uploaded.json()) as { fileId: string };
    const files = ['frontFileId', 'backFileId', 'selfieFileId', 'addressProofFileId'];
    const body = sampleValue(operation?.operation.params?.() as never, 'kyc', {
      known: Object.fromEntries(files.map((name) => [name, fileId])),
      uuid: () => crypto.randomUUID(),
      now: Date.now(),
      // A resubmission sends the components it resubmits (both were rejected); a submission what it requires.
      optional: method === 'PATCH',
    });
    return sim.handle(
      new Request(`http://127.0.0.1/v1/users/${userId}/kyc`, { method, headers, body: JSON.stringify(body) }),
    );
  };
  requests.push(kyc(fixtures.userId, 'POST'));
  const doubter = sim.businesses.createUser(
    sim.businesses.createPerson({ firstName: 'Ann', lastName: 'Reject' }).id,
  );
  requests.push(
    kyc(doubter.id, 'POST')
      .then(() => sim.settle())
      .then(() => kyc(doubter.id, 'PATCH')),
  );
  // Offboarding: scheduled and cancelled; scheduled, completed when the clock reaches the exit date, reinstated.
  const leaver = sim.businesses.createPerson({ firstName: 'Ken', lastName: 'Thompson' });
  sim.offboarding.schedule(leaver.id, { exitDate: '2026-01-31', reason: 'Relocation' });
  sim.offboarding.cancel(leaver.id);
  sim.offboarding.schedule(leaver.id, { exitDate: '2026-01-31', reason: null });
  sim.settle();
  sim.offboarding.reinstate(leaver.id);
  // Payrolls: funded, processed, completed; rejected; deleted.
  sim.businesses.deposit({ amount: 5_000_000, currency: 'USD' });
  sim.payrolls.process(fixtures.awaitingFundsPayrollId);
  sim.payrolls.complete(fixtures.awaitingFundsPayrollId);
  const usd = { amount: 100_000, currency: 'USD' };
  sim.payrolls.reject(
    sim.payrolls.create({ workerType: 'EMPLOYEE', entries: [{ personId: first, salary: usd }] }).payrollId,
  );
  sim.payrolls.delete(sim.payrolls.create({ entries: [{ personId: second, salary: usd }] }).payrollId);
  // Invoices and reimbursements, for persons with and without a user account.
  const withoutUser = sim.businesses.createPerson({ firstName: 'Alan', lastName: 'Turing' }).id;
  for (const personId of [fixtures.userPersonId, third, withoutUser]) {
    const approved = sim.invoices.submit({ personId, amount: { amount: 50_000, currency: 'USD' } });
    sim.invoices.review(approved.id, 'approve');
    sim.invoices.pay(approved.id);
    const rejected = sim.invoices.submit({ personId, amount: { amount: 10_000, currency: 'USD' } });
    sim.invoices.review(rejected.id, 'reject', 'Wrong amount');
    const claim = sim.reimbursements.create({ personId, title: 'Train', currency: 'USD', amount: 4_200 });
    sim.reimbursements.review(claim.id, { action: 'approve' });
    sim.reimbursements.pay(claim.id);
    const refused = sim.reimbursements.create({ personId, title: 'Taxi', currency: 'USD', amount: 900 });
    sim.reimbursements.review(refused.id, { action: 'reject', reason: 'No receipt' });
  }
  sim.milestones.complete(fixtures.milestoneId);
  // Statutory: requirements, filings, remittances through every move.
  const requirement = sim.statutory.createRequirement({
    countryCode: 'US',
    category: 'business_tax_parameter',
    name: 'EIN',
    affectedField: 'ein',
  });
  sim.statutory.satisfyRequirement(requirement.id);
  // The seeded requirements block filings until they are satisfied (filing.blocked, then filing.pending).
  sim.statutory.satisfyRequirement(fixtures.requirementId);
  sim.statutory.satisfyRequirement(fixtures.workerRequirementId);
  const filing = sim.statutory.createFiling({ countryCode: 'US', periodLabel: '2026-Q3' });
  for (let i = 0; i < 4; i++) sim.statutory.advanceFiling(filing.id);
  const rejected = sim.statutory.createFiling({ countryCode: 'US', periodLabel: '2026-Q4' });
  sim.statutory.advanceFiling(rejected.id);
  sim.statutory.advanceFiling(rejected.id);
  sim.statutory.advanceFiling(rejected.id);
  sim.statutory.rejectFiling(rejected.id);
  const remittance = sim.statutory.createRemittance({ countryCode: 'US', filingIds: [filing.id] });
  sim.statutory.advanceRemittance(remittance.id);
  sim.statutory.advanceRemittance(remittance.id);
  const unpaid = sim.statutory.createFiling({ countryCode: 'US', periodLabel: '2027-Q1' });
  for (let i = 0; i < 3; i++) sim.statutory.advanceFiling(unpaid.id);
  const failed = sim.statutory.createRemittance({ countryCode: 'US', filingIds: [unpaid.id] });
  sim.statutory.failRemittance(failed.id);
  sim.settle();
}

describe('every event the simulator emits', () => {
  it('verifies and parses with the SDK strict event schemas, for every state machine move', async () => {
    const sim = new Simulator({ seed: 'events-parse', webhookRetryDelaysMs: [] });
    driveEveryMachine(sim);
    const answers = (await Promise.all(requests)) as unknown[];
    expect(answers.filter((a) => a instanceof Response && !a.ok)).toEqual([]);
    sim.settle();
    // Dates passing: filings not yet filed turn overdue after 30 days; the approved identity document of
    // the KYC above nears expiry, expires into its grace period, then expires.
    for (const days of ['P31D', 'P310D', 'P40D', 'P70D']) sim.clock.advance(days);
    const events = sim.events();
    expect(events.length).toBeGreaterThan(40);
    const refused: string[] = [];
    for (const event of events) {
      try {
        const parsed = await unwrapWebhook(event.body, event.headers, {
          secret: sim.webhookSecret,
          strictPayloads: true,
        });
        expect(parsed.eventType).toBe(event.eventType);
      } catch (error) {
        refused.push(`${event.eventType}: ${(error as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
    // Each emitted type is one the SDK knows.
    const types = new Set(events.map((e) => e.eventType));
    for (const type of [
      'user.kyc.updated',
      'person.offboarding.completed',
      'person.reinstated',
      'filing.accepted',
    ]) {
      expect(types).toContain(type);
    }
    const kycStatuses = events
      .filter((e) => e.eventType === 'user.kyc.updated')
      .map((e) => JSON.parse(e.body).data.status);
    expect(new Set(kycStatuses)).toEqual(new Set(['processing', 'approved', 'rejected']));
    const stages = events
      .filter((e) => e.eventType === 'user.kyc.expiry')
      .map((e) => JSON.parse(e.body).data.stage);
    expect(stages).toEqual(['about-to-expire', 'in-grace-period', 'expired']);
    const known = new Set<string>(EVENT_TYPE_LIST);
    expect([...new Set(events.map((e) => e.eventType))].filter((t) => !known.has(t))).toEqual([]);
    await sim.close();
  });
});
