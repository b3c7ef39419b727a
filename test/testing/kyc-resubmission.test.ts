import { describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, expectStatus, uploadedFileId } from './raw-http.js';
import { kycSubmission } from './support/bodies.js';

/*
 * A KYC resubmission (`PATCH /v1/users/{userId}/kyc`) over HTTP: the documents allow the identity only after
 * a rejection, the address only before a first submission or after a rejection. A refused resubmission answers
 * 400 naming the rule, and changes nothing: not the KYC read back, not the events.
 */

const ctx = useMockServer();

type Item = Record<string, unknown>;

const kycOf = (userId: string): Promise<Item> =>
  expectStatus(call(ctx.server, 'GET', `/v1/users/${userId}/kyc`), 200, 'kyc');

const kycEvents = () => ctx.server.simulator.events('user.kyc.updated').length;

function identity(): Promise<Item> {
  const person = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dob: '1990-12-10',
    country: 'GB',
    number: 'P9876543',
  };
  return kycSubmission(ctx.server, { ...person, issuedBy: 'HM Passport Office' });
}

async function address(): Promise<Item> {
  return {
    address: { line1: '12 Baker Street', city: 'London', postalCode: 'NW1 6XE', countryCode: 'GB' },
    addressProofFileId: await uploadedFileId(ctx.server, 'kyc-address-proof'),
  };
}

const resubmit = (userId: string, body: unknown) =>
  call(ctx.server, 'PATCH', `/v1/users/${userId}/kyc`, { body });

/** Sends a resubmission that must be refused; checks the 400 and that the KYC and events are as before. */
async function refused(userId: string, body: unknown): Promise<Item> {
  const before = await kycOf(userId);
  const events = kycEvents();
  const error = await expectStatus(resubmit(userId, body), 400, 'refused resubmission');
  expect(error).toMatchObject({ code: 'invalid_request_body', message: expect.any(String) });
  expect(await kycOf(userId)).toEqual(before);
  expect(kycEvents()).toBe(events);
  return error as Item;
}

describe('KYC resubmission', () => {
  it('resubmits a rejected identity: it moves to processing, the approved address stays', async () => {
    const { rejectedKycUserId: userId } = ctx.server.simulator.fixtures;
    expect(await kycOf(userId)).toMatchObject({ identity: 'rejected', address: 'approved' });
    const events = kycEvents();
    await expectStatus(resubmit(userId, { identity: await identity() }), 204, 'resubmit identity');
    const read = await kycOf(userId);
    expect(read).toMatchObject({ identity: 'processing', address: 'approved', firstName: 'Ada' });
    expect(read).not.toHaveProperty('identityStatusReason');
    expect(kycEvents()).toBe(events + 1);
    const event = ctx.server.simulator.events('user.kyc.updated').at(-1);
    expect(JSON.parse(event?.body ?? '{}').data).toMatchObject({
      userId,
      type: 'identity',
      status: 'processing',
    });
  });

  it('refuses an address resubmission once the address is approved, naming the rule', async () => {
    const { rejectedKycUserId: userId } = ctx.server.simulator.fixtures;
    const error = await refused(userId, { address: await address() });
    expect(error.message).toMatch(
      /address may be resubmitted only when not started or rejected \(it is approved\)/,
    );
    expect(error.params).toEqual({
      address: 'may be resubmitted only when not started or rejected (it is approved)',
    });
  });

  it('refuses the whole resubmission when one component may not be resubmitted: the identity stays rejected', async () => {
    const { rejectedKycUserId: userId } = ctx.server.simulator.fixtures;
    await refused(userId, { identity: await identity(), address: await address() });
    expect(await kycOf(userId)).toMatchObject({ identity: 'rejected' });
  });

  it('refuses an identity that was never rejected, and takes an address not started', async () => {
    const { userId } = ctx.server.simulator.fixtures;
    expect(await kycOf(userId)).toMatchObject({ identity: 'not started', address: 'not started' });
    const error = await refused(userId, { identity: await identity() });
    expect(error.params).toEqual({ identity: 'may be resubmitted only when rejected (it is not started)' });
    await expectStatus(resubmit(userId, { address: await address() }), 204, 'resubmit address');
    expect(await kycOf(userId)).toMatchObject({ identity: 'not started', address: 'processing' });
    // In review now: a second address resubmission is refused.
    await refused(userId, { address: await address() });
  });

  it('refuses a resubmission that sends neither component', async () => {
    const { rejectedKycUserId: userId } = ctx.server.simulator.fixtures;
    const error = await refused(userId, {});
    expect(error.message).toMatch(/sends the identity, the address or both/);
  });

  it('answers 404 for an unknown user', async () => {
    const answer = await resubmit(crypto.randomUUID(), { identity: await identity() });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'resource_not_found' });
  });
});
