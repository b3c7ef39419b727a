import { describe, expect, it } from 'vitest';
import { STATE_MACHINES } from '../../src/transitions.js';
import { useMockServer } from './helpers.js';
import { call, expectStatus } from './raw-http.js';
import { virtualAccountRequest } from './support/bodies.js';

/*
 * Reimbursements and virtual accounts read in the documents' words: a virtual account's status is one of the
 * values its schema enumerates; a reimbursement's (its documents enumerate none) is a status of the SDK's
 * reimbursement table, which `waitFor` matches; a list item reads as the read of the same record. A
 * reimbursement shows its documented fields only.
 */

type Json = Record<string, unknown>;

/** The statuses the virtual account schema enumerates. */
const VIRTUAL_ACCOUNT_STATUSES = ['Requested', 'Approved', 'Rejected', 'Deactivated'];

/** The fields the reimbursement read and list document. */
const REIMBURSEMENT_FIELDS = [
  'id',
  'userId',
  'title',
  'fullName',
  'currency',
  'destinationCurrency',
  'status',
  'totalAmount',
  'entries',
  'sourceAmount',
  'destinationAmount',
  'potentialSourceAmount',
  'fxRate',
  'createdTimestamp',
  'lastUpdatedTimestamp',
];

describe('read statuses in the documents’ words (raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'read-statuses' });
  const read = async (path: string) => expectStatus(call(ctx.server, 'GET', path), 200, path);
  const claim = async (id: string) => ({
    read: (await read(`/v1/reimbursements/${id}`)) as Json,
    item: ((await read('/v1/reimbursements')).data as Json[]).find((c) => c.id === id),
  });

  it('reads a reimbursement as submitted, then approved, the list item agreeing with the read', async () => {
    const id = ctx.server.simulator.fixtures.reimbursementId;
    const submitted = await claim(id);
    expect(submitted.read.status).toBe('submitted');
    expect(submitted.read).toMatchObject(submitted.item ?? { missing: true });
    expect(Object.keys(submitted.read).filter((k) => !REIMBURSEMENT_FIELDS.includes(k))).toEqual([]);
    const person = ctx.server.simulator.businesses.person(
      ctx.server.simulator.reimbursements.get(id).personId,
    );
    expect(submitted.read.fullName).toBe(`${person.firstName} ${person.lastName}`);
    await expectStatus(
      call(ctx.server, 'POST', `/v1/reimbursements/${id}/review`, { body: { action: 'approve' } }),
      204,
      'approve',
    );
    const approved = await claim(id);
    expect([approved.read.status, approved.item?.status]).toEqual(['approved', 'approved']);
    const statuses = STATE_MACHINES.reimbursement.statuses as readonly string[];
    expect(statuses).toContain(approved.read.status);
    expect(approved.read).toMatchObject(approved.item ?? { missing: true });
  });

  it("reads a user's virtual accounts in the statuses their schema enumerates, a new request as Requested", async () => {
    const path = `/v1/users/${ctx.server.simulator.fixtures.userId}/virtual-accounts`;
    const before = (await read(path)).data as Json[];
    await expectStatus(
      call(ctx.server, 'POST', path, {
        body: virtualAccountRequest(),
      }),
      204,
      'request',
    );
    const after = (await read(path)).data as Json[];
    expect(after).toHaveLength(before.length + 1);
    const made = after.filter((a) => !before.some((b) => b.id === a.id));
    expect(made.map((a) => a.status)).toEqual(['Requested']);
    for (const account of after) expect(VIRTUAL_ACCOUNT_STATUSES).toContain(account.status);
  });
});
