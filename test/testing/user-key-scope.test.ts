import { describe, expect, it } from 'vitest';
import { clientFor, useMockServer } from './helpers.js';
import { call } from './raw-http.js';

/*
 * A User token sees its own user's records only: the records below another user of the business (balances,
 * wallets, virtual accounts, transactions, beneficiaries) read as unknown (404, as users.get answers), and the
 * lists of records that name a person (claims, invoices) hold the token's person's only.
 */

type Json = Record<string, unknown>;

describe('what a User token sees (SDK and raw HTTP)', () => {
  const ctx = useMockServer({ seed: 'user-key-scope' });

  it("reads another user's records as unknown, and its own as before", async () => {
    const { fixtures, keys } = { fixtures: ctx.server.simulator.fixtures, keys: ctx.server.keys };
    const users = (await clientFor(ctx.server).users.list({ limit: 5 })).data.map((u) => u.id);
    const other = users.find((id) => id !== fixtures.userId) ?? '';
    const below = ['balances', 'wallets', 'virtual-accounts', 'transactions', 'beneficiaries'];
    const read = (userId: string, what: string) =>
      call(ctx.server, 'GET', `/v1/users/${userId}/${what}`, { apiKey: keys.sandbox.user });
    const theirs = await Promise.all(below.map((what) => read(other, what)));
    expect(theirs.map((a) => a.status)).toEqual(below.map(() => 404));
    for (const answer of theirs) expect((answer.body as Json).message).toMatch(`No user with id ${other}`);
    const own = await Promise.all(below.map((what) => read(fixtures.userId, what)));
    expect(own.map((a) => a.status)).toEqual(below.map(() => 200));
    // The business's own keys still read every user's records.
    const platform = await call(ctx.server, 'GET', `/v1/users/${other}/balances`);
    expect(platform.status).toBe(200);
  });

  it("lists the token's own claims and invoices only", async () => {
    const { fixtures } = ctx.server.simulator;
    const user = clientFor(ctx.server, { apiKey: ctx.server.keys.sandbox.user });
    const admin = clientFor(ctx.server);
    const mine = fixtures.userPersonId;
    const claims = await admin.reimbursements.list();
    expect(claims.data.some((c) => c.userId !== fixtures.userId)).toBe(true); // the seed's claim is another's
    const seen = await user.reimbursements.list();
    expect(seen.data.every((c) => c.userId === fixtures.userId)).toBe(true);
    const reimbursementId = fixtures.reimbursementId;
    const direct = await call(ctx.server, 'GET', `/v1/reimbursements/${reimbursementId}`, {
      apiKey: ctx.server.keys.sandbox.user,
    });
    expect(direct.status).toBe(404);
    const invoices = await user.invoices.list();
    expect(invoices.data.every((i) => i.personId === mine)).toBe(true);
  });

  it("reads a business's file as unknown, and the files its own user uploaded", async () => {
    const userKey = ctx.server.keys.sandbox.user;
    const admin = clientFor(ctx.server);
    const user = clientFor(ctx.server, { apiKey: userKey });
    const bytes = new TextEncoder().encode('%PDF-1.4 payroll register');
    const business = await admin.files.upload(new Blob([bytes]), {
      purpose: 'business-onboarding-document',
      contentType: 'application/pdf',
    });
    const asUser = await call(ctx.server, 'GET', `/v1/files/${business.fileId}`, { apiKey: userKey });
    expect(asUser.status).toBe(404);
    expect((asUser.body as Json).message).toMatch(`No file with id ${business.fileId}`);
    // A download link is handed out by a read the caller may make only: a forged one is refused.
    const link = (await admin.files.get(business.fileId)).getUrl;
    const forged = link.replace(/&signature=[^&]*/, '');
    expect((await fetch(forged)).status).toBe(403);
    expect((await fetch(link)).status).toBe(200);
    // A file the user's token uploaded is the user's own: it reads it, and so does the business.
    const own = await user.files.upload(new Blob([bytes]), {
      purpose: 'kyc-id-front',
      contentType: 'application/pdf',
    });
    expect((await user.files.get(own.fileId)).fileId).toBe(own.fileId);
    expect((await admin.files.get(own.fileId)).fileId).toBe(own.fileId);
  });
});
