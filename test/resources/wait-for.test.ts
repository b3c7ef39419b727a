import { describe, expect, it } from 'vitest';
import { createCore } from '../../src/entries/core.js';
import { payrollsWaitFor, usersKycSubmit } from '../../src/generated/functions.js';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import {
  isRequestAbortedError,
  isTerminalStatusError,
  isTimeoutError,
  isWorkforceError,
  RequestValidationError,
  STATE_MACHINES,
  TerminalStatusError,
  type TimeoutError,
  type WorkforceClient,
} from '../../src/index.js';
import { sampleValue } from '../../src/testing/declared/sample.js';
import type { MockServer } from '../../src/testing/index.js';
import { guideBlock, runGuideBlock } from '../helpers/guide-blocks.js';
import { clientFor, useMockServer } from '../testing/helpers.js';
import { uploadedFileId } from '../testing/raw-http.js';

/*
 * waitFor against the simulator: each read is a real GET; the simulator's clock moves between reads (from a
 * listener of the client's `response` events), as days pass between a real integrator's polls.
 */

const t = useMockServer();
const FAST = { interval: 5, maxInterval: 20 };

/** Advances the simulator's clock after every read of `operation`; returns the statuses read. */
function advanceOnEachRead(client: WorkforceClient, server: MockServer, operation: string, step = 'P1D') {
  const reads: number[] = [];
  client.on('response', (event) => {
    if (event.operation !== operation) return;
    reads.push(event.status);
    server.simulator.clock.advance(step);
  });
  return reads;
}

describe('waitFor resolves as the clock advances', () => {
  it('payrolls: an approved payroll is read until Completed', async () => {
    const client = clientFor(t.server);
    const { pendingPayrollId } = t.server.simulator.fixtures;
    await client.payrolls.approve(pendingPayrollId);
    expect((await client.payrolls.get(pendingPayrollId)).status).toBe('Scheduled');
    const reads = advanceOnEachRead(client, t.server, 'payrolls.get', 'P8D');
    const payroll = await client.payrolls.waitFor(pendingPayrollId, { until: 'Completed', ...FAST });
    expect(payroll.status).toBe('Completed');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it("the testing guide's wait: a listener moves the clock a day on each read, then unsubscribes", async () => {
    const sim = t.server.simulator;
    const before = sim.clock.now();
    const recipe = guideBlock('docs/guides/testing-your-app.md', "A wait driven by the simulator's clock");
    const { client, payroll, pendingPayrollId } = await runGuideBlock(recipe, { server: t.server, expect });
    expect(payroll).toMatchObject({ status: 'Completed' });
    // Pay day came after several reads, each moving the clock a day.
    expect(sim.clock.now() - before).toBeGreaterThanOrEqual(2 * 86_400_000);
    // Unsubscribed: a later read moves the clock no more (less than a real minute passes, not a day).
    const clockAfterWait = sim.clock.now();
    await (client as WorkforceClient).payrolls.get(pendingPayrollId as string);
    expect(sim.clock.now() - clockAfterWait).toBeLessThan(60_000);
  });

  it('statutory.filings: a blocked filing is read until in_review, then (approved) until accepted', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const { blockedFilingId, requirementId } = sim.fixtures;
    sim.statutory.satisfyRequirement(requirementId);
    advanceOnEachRead(client, t.server, 'statutory.filings.get');
    const review = await client.statutory.filings.waitFor(blockedFilingId, { until: 'in_review', ...FAST });
    expect(review.status).toBe('in_review');
    await client.statutory.filings.approve(blockedFilingId);
    const accepted = await client.statutory.filings.waitFor(blockedFilingId, {
      until: ['accepted', 'rejected'],
      ...FAST,
    });
    expect(accepted.status).toBe('accepted');
  });

  it('statutory.remittances: a pending remittance is read until completed', async () => {
    const client = clientFor(t.server);
    const { remittanceId } = t.server.simulator.fixtures;
    const reads = advanceOnEachRead(client, t.server, 'statutory.remittances.get');
    const remittance = await client.statutory.remittances.waitFor(remittanceId, {
      until: 'completed',
      ...FAST,
    });
    expect(remittance.status).toBe('completed');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('invoices: an approved invoice is read until paid', async () => {
    const client = clientFor(t.server);
    const { invoiceId } = t.server.simulator.fixtures;
    await client.invoices.review(invoiceId, { action: 'approve' });
    advanceOnEachRead(client, t.server, 'invoices.get');
    const invoice = await client.invoices.waitFor(invoiceId, { until: 'paid', ...FAST });
    expect(invoice.status).toBe('paid');
  });

  it('reimbursements: an approved claim is read until paid', async () => {
    const client = clientFor(t.server);
    const { reimbursementId } = t.server.simulator.fixtures;
    await client.reimbursements.review(reimbursementId, { action: 'approve' });
    advanceOnEachRead(client, t.server, 'reimbursements.get');
    const claim = await client.reimbursements.waitFor(reimbursementId, {
      until: (record) => record.status === 'paid',
      ...FAST,
    });
    expect(claim.status).toBe('paid');
  });

  it('users.kyc: a submitted verification is read until approved, per component (a standalone submit)', async () => {
    const client = clientFor(t.server);
    const { userId } = t.server.simulator.fixtures;
    const core = createCore({ baseUrl: t.server.url, apiKey: t.server.apiKey, logLevel: 'off' });
    await usersKycSubmit(core, userId, await kycBody(t.server));
    expect((await client.users.kyc.get(userId)).identity).toBe('processing');
    advanceOnEachRead(client, t.server, 'users.kyc.get', 'PT1H');
    const identity = await client.users.kyc.waitFor(userId, { until: 'approved', ...FAST });
    expect(identity.identity).toBe('approved');
    const address = await client.users.kyc.waitFor(userId, {
      until: 'approved',
      component: 'address',
      ...FAST,
    });
    expect(address.address).toBe('approved');
  });

  it('the standalone payrollsWaitFor does the same with a core', async () => {
    const sim = t.server.simulator;
    const core = createCore({
      baseUrl: t.server.url,
      apiKey: t.server.apiKey,
      logLevel: 'off',
      on: { response: (e) => e.operation === 'payrolls.get' && sim.clock.advance('P8D') },
    });
    sim.businesses.deposit({ amount: 10_000_000, currency: 'USD' });
    const payroll = await payrollsWaitFor(core, sim.fixtures.awaitingFundsPayrollId, {
      until: 'Completed',
      ...FAST,
    });
    expect(payroll.status).toBe('Completed');
  });
});

describe('waitFor stops', () => {
  it('rejects with TerminalStatusError on a terminal status that does not match (a payroll Rejected)', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    const { awaitingFundsPayrollId } = sim.fixtures;
    let reads = 0;
    client.on('response', () => {
      if (++reads === 1) sim.payrolls.reject(awaitingFundsPayrollId);
    });
    const error = await client.payrolls
      .waitFor(awaitingFundsPayrollId, { until: 'Completed', ...FAST })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TerminalStatusError);
    expect(isTerminalStatusError(error) && isWorkforceError(error)).toBe(true);
    expect(error).toMatchObject({ machine: 'payroll', reached: 'Rejected', awaited: '"Completed"' });
    expect((error as Error).message).toBe(
      'The payroll reached "Rejected", which it never leaves, while waiting for "Completed"',
    );
    expect(JSON.stringify(error)).not.toContain(awaitingFundsPayrollId);
    expect(reads).toBe(2);
  });

  it('a failed remittance ends a wait for completed', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    sim.statutory.failRemittance(sim.fixtures.remittanceId);
    await expect(
      client.statutory.remittances.waitFor(sim.fixtures.remittanceId, { until: 'completed', ...FAST }),
    ).rejects.toMatchObject({ name: 'TerminalStatusError', reached: 'failed' });
  });

  it('rejects with RequestAbortedError when the signal fires between reads', async () => {
    const client = clientFor(t.server);
    const controller = new AbortController();
    client.on('response', () => controller.abort());
    const error = await client.payrolls
      .waitFor(t.server.simulator.fixtures.awaitingFundsPayrollId, {
        until: 'Completed',
        signal: controller.signal,
        interval: 60_000,
      })
      .catch((e: unknown) => e);
    expect(isRequestAbortedError(error)).toBe(true);
  });

  it('rejects with a TimeoutError naming what was awaited and the last status seen', async () => {
    const client = clientFor(t.server);
    let reads = 0;
    client.on('response', () => reads++);
    const error = await client.payrolls
      .waitFor(t.server.simulator.fixtures.awaitingFundsPayrollId, {
        until: 'Completed',
        timeout: 60,
        ...FAST,
      })
      .catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'Timed out after 60 ms waiting for the payroll to reach "Completed"; last status seen: "Awaiting Funds"',
    );
    expect(reads).toBeGreaterThanOrEqual(2);
    // The wait only read: nothing it sent can have changed anything.
    expect((error as TimeoutError).requestMayHaveBeenProcessed).toBe(false);
    expect((await client.payrolls.get(t.server.simulator.fixtures.awaitingFundsPayrollId)).status).toBe(
      'Awaiting Funds',
    );
  });

  it('refuses a status the machine does not have at once, naming the valid ones, before any read', async () => {
    const client = clientFor(t.server);
    let requests = 0;
    client.on('request', () => requests++);
    const id = t.server.simulator.fixtures.awaitingFundsPayrollId;
    const started = Date.now();
    const error = await client.payrolls.waitFor(id, { until: 'Completd' } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    const statuses = STATE_MACHINES.payroll.statuses.map((s) => JSON.stringify(s)).join(', ');
    expect((error as RequestValidationError).params).toEqual({
      until: `"Completd" is not a status of the payroll; its statuses are ${statuses}`,
    });
    expect(requests).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_000);
    const listed = await client.statutory.filings
      .waitFor(t.server.simulator.fixtures.blockedFilingId, { until: ['accepted', 'filed', 'done'] } as never)
      .catch((e: unknown) => e);
    expect((listed as RequestValidationError).params.until).toMatch(
      /^"filed", "done" are not statuses of the filing; its statuses are "upcoming", /,
    );
    expect(requests).toBe(0);
  });

  it('refuses bad params before sending anything', async () => {
    const client = clientFor(t.server);
    let requests = 0;
    client.on('request', () => requests++);
    const id = t.server.simulator.fixtures.awaitingFundsPayrollId;
    const error = await client.payrolls
      .waitFor(id, { until: [], timeout: -1, component: 'address' } as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).params).toEqual({
      until: 'must be a status, a non-empty list of statuses, or a function of the record',
      timeout: 'must be a positive integer number of milliseconds',
      component: 'must be one of (none: this record has one status)',
    });
    expect(requests).toBe(0);
  });

  it('each read is an ordinary call: a 503 is retried with its Retry-After and the wait goes on', async () => {
    const client = clientFor(t.server);
    const sim = t.server.simulator;
    sim.faults.set([
      { kind: 'unavailable', method: 'GET', path: '/v1/payrolls/{payrollId}', times: 1, retryAfter: 0 },
    ]);
    const retries: string[] = [];
    client.on('retry', (e) => retries.push(`${e.operation} ${e.reason}`));
    sim.payrolls.reject(sim.fixtures.awaitingFundsPayrollId);
    await expect(
      client.payrolls.waitFor(sim.fixtures.awaitingFundsPayrollId, {
        until: ['Rejected', 'Completed'],
        ...FAST,
      }),
    ).resolves.toMatchObject({ status: 'Rejected' });
    expect(retries).toEqual(['payrolls.get HTTP 503']);
  });
});

/** A KYC submission drawn from its schema, naming documents uploaded first (the simulator checks they exist). */
async function kycBody(server: MockServer) {
  const operation = OPERATION_INDEX.find((e) => e.name === 'users.kyc.submit')?.operation;
  const body = sampleValue(operation?.params?.() as never, 'kyc', {
    uuid: () => crypto.randomUUID(),
    now: Date.now(),
    optional: false,
  }) as Record<string, unknown>;
  const details = body.idDetails as Record<string, unknown>;
  for (const field of Object.keys(details).filter((name) => /FileId$/.test(name)))
    details[field] = await uploadedFileId(server);
  return body as unknown as Parameters<typeof usersKycSubmit>[2];
}
