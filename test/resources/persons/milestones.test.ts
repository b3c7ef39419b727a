import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PersonMilestoneCreateParams, PersonMilestoneCreateResponse } from '../../../src/index.js';
import { makeClient, PERSON_ID, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, jsonBody, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const MILESTONE_ID = '7a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const DOC_ID = 'c06f3427-3bbe-4d70-9a54-28acda267e48';

const valid: PersonMilestoneCreateParams = {
  title: 'Design review',
  description: 'Second iteration',
  amount: { amount: 150_000, currency: 'USD' },
  dueDate: '2026-09-30',
  documentIds: [DOC_ID],
};

describe('client.persons.milestones.create', () => {
  it('POSTs the milestone as JSON to /v1/persons/{personId}/milestones and returns its id', async () => {
    const seen = serve(server, 'post', `/v1/persons/${PERSON_ID}/milestones`, { id: MILESTONE_ID });
    const result = await makeClient({ tenantKey: TENANT_KEY }).persons.milestones.create(PERSON_ID, valid);
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(`/v1/persons/${PERSON_ID}/milestones`);
    expectAuthHeaders(request, TENANT_KEY);
    expect(jsonBody(request)).toEqual(valid);
    expect(result).toEqual({ id: MILESTONE_ID });
    expectTypeOf(result).toEqualTypeOf<PersonMilestoneCreateResponse>();
  });

  it('sends no tenant header when the client has none', async () => {
    const seen = serve(server, 'post', `/v1/persons/${PERSON_ID}/milestones`, { id: MILESTONE_ID });
    await makeClient().persons.milestones.create(PERSON_ID, { title: 'T', amount: valid.amount });
    expectAuthHeaders(only(seen));
    expect(jsonBody(only(seen))).toEqual({ title: 'T', amount: valid.amount });
  });

  it('honours the per-call options: a tenantKey override, or null to omit the header', async () => {
    const seen = serve(server, 'post', `/v1/persons/${PERSON_ID}/milestones`, { id: MILESTONE_ID });
    const client = makeClient({ tenantKey: TENANT_KEY });
    await client.persons.milestones.create(PERSON_ID, valid, { tenantKey: 'tk_other_business' });
    await client.persons.milestones.create(PERSON_ID, valid, { tenantKey: null });
    expect(seen.map((r) => r.headers.get('x-multitenantkey'))).toEqual(['tk_other_business', null]);
  });

  it('refuses a non-integer amount.amount before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () =>
        makeClient().persons.milestones.create(PERSON_ID, {
          ...valid,
          amount: { amount: 12.5, currency: 'USD' },
        }),
      { 'amount.amount': 'must be an integer' },
      seen,
    );
  });

  it('refuses a currency that is not three uppercase letters', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () =>
        makeClient().persons.milestones.create(PERSON_ID, {
          ...valid,
          amount: { amount: 1, currency: 'usd' },
        }),
      { 'amount.currency': 'must be a 3-letter uppercase currency code' },
      seen,
    );
  });

  it('refuses a dueDate that is not YYYY-MM-DD or not a real date', async () => {
    const seen = catchAll(server);
    const client = makeClient();
    for (const dueDate of ['30/09/2026', '2026-02-30', '2026-9-1']) {
      await expectRefused(
        () => client.persons.milestones.create(PERSON_ID, { ...valid, dueDate }),
        { dueDate: 'must be a date in YYYY-MM-DD format' },
        seen,
      );
    }
  });

  it('refuses documentIds that are not uuids, naming the entry', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().persons.milestones.create(PERSON_ID, { ...valid, documentIds: [DOC_ID, 'file-2'] }),
      { 'documentIds.1': 'must be a uuid' },
      seen,
    );
  });

  it('refuses a personId that is not a uuid', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().persons.milestones.create('not-a-uuid', valid),
      { personId: 'must be a uuid' },
      seen,
    );
  });

  it('reports every missing required field at once', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().persons.milestones.create(PERSON_ID, {} as PersonMilestoneCreateParams),
      { title: 'is required', amount: 'is required' },
      seen,
    );
  });
});
