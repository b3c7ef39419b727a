import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  type PayrollCreateParams,
  type PersonCreateParams,
  RequestValidationError,
  type RequirementListParams,
  ResponseValidationError,
  type StatutoryEventListParams,
} from '../../../src/index.js';
import { makeClient, memoryLogger, PERSON_ID, SANDBOX, useMswServer } from '../../helpers/msw.js';
import {
  catchAll,
  expectAuthHeaders,
  expectRefused,
  jsonBody,
  only,
  queryOf,
  serve,
  TENANT_KEY,
} from '../wire.js';

const server = useMswServer();
const BUSINESS_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const OTHER_BUSINESS_ID = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';
const PAYOUT_ID = 'd0137ede-7df1-4a54-8206-b3ab7b03876f';

/** The rejection of a promise, or `undefined` when it resolves. */
function rejection(promise: PromiseLike<unknown>): Promise<unknown> {
  return Promise.resolve(promise).then(
    () => undefined,
    (reason: unknown) => reason,
  );
}

describe('overlay: client.me.get flattens the nested business (normalize flattenMe)', () => {
  it('exposes businessId and tenantKey taken from `business` when the body only nests them', async () => {
    const body = {
      apiKey: { id: 'ba51f42c-0adc-4a77-8dd1-a03dd4fb955f', accessLevel: 'FULL', status: 'active' },
      business: { id: BUSINESS_ID, tenantKey: TENANT_KEY, name: 'Acme', country: 'US' },
    };
    const seen = serve(server, 'get', '/v1/me', body);
    const me = await makeClient().me.get();
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1/me');
    expectAuthHeaders(request);
    expect(me.businessId).toBe(BUSINESS_ID);
    expect(me.tenantKey).toBe(TENANT_KEY);
    expect(me.business).toEqual(body.business);
    expect(me.apiKey).toEqual(body.apiKey);
  });

  it('keeps a top-level businessId and tenantKey over the nested ones', async () => {
    serve(server, 'get', '/v1/me', {
      businessId: BUSINESS_ID,
      tenantKey: TENANT_KEY,
      business: { id: OTHER_BUSINESS_ID, tenantKey: 'tk_other' },
    });
    const me = await makeClient().me.get();
    expect(me.businessId).toBe(BUSINESS_ID);
    expect(me.tenantKey).toBe(TENANT_KEY);
    expect(me.business).toEqual({ id: OTHER_BUSINESS_ID, tenantKey: 'tk_other' });
  });

  it('accepts a key without description or tenant prefix (null)', async () => {
    serve(server, 'get', '/v1/me', {
      apiKey: { id: 'ba51f42c-0adc-4a77-8dd1-a03dd4fb955f', description: null, tenantPrefix: null },
      business: { id: BUSINESS_ID },
    });
    const me = await makeClient().me.get();
    expect(me.apiKey?.description).toBeNull();
    expect(me.businessId).toBe(BUSINESS_ID);
  });
});

describe('overlay: client.paymentMethods.list normalises a single object (normalize asArray)', () => {
  const brazil = {
    country: 'BR',
    countryName: 'Brazil',
    paymentMethods: [{ type: 'bank', currency: 'BRL', status: 'active' }],
  };

  it('a single object becomes a one-element array', async () => {
    const seen = serve(server, 'get', '/v1/payment-methods', brazil);
    const result = await makeClient().paymentMethods.list({ countryCode: 'BR' });
    expect(queryOf(only(seen))).toEqual({ countryCode: 'BR' });
    expect(Array.isArray(result)).toBe(true);
    expect(result).toEqual([brazil]);
  });

  it('an array is returned as is', async () => {
    serve(server, 'get', '/v1/payment-methods', [
      brazil,
      { ...brazil, country: 'NG', countryName: 'Nigeria' },
    ]);
    expect(await makeClient().paymentMethods.list()).toHaveLength(2);
  });

  it('the normalised element is still validated in strict mode', async () => {
    serve(server, 'get', '/v1/payment-methods', { countryName: 'Brazil', paymentMethods: [] });
    const error = await rejection(makeClient().paymentMethods.list());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.map((i) => i.path)).toContain('0.country');
  });
});

describe('overlay: client.businesses.externalAccounts.list unwraps { data } (normalize unwrapData)', () => {
  const path = `/v1/businesses/${BUSINESS_ID}/external-accounts`;
  const account = {
    id: 'ea_1',
    last4: '6789',
    bankName: 'First Bank',
    status: 'verified',
    provider: 'plaid',
  };

  it('{ data: [...] } becomes the bare array', async () => {
    const seen = serve(server, 'get', path, { data: [account, { id: 'ea_2', hostedVerificationUrl: null }] });
    const accounts = await makeClient().businesses.externalAccounts.list(BUSINESS_ID);
    expect(only(seen).url.pathname).toBe(path);
    expect(accounts).toEqual([account, { id: 'ea_2', hostedVerificationUrl: null }]);
  });

  it('unwraps with validateResponses off as well', async () => {
    serve(server, 'get', path, { data: [account] });
    const accounts = await makeClient({ validateResponses: 'off' }).businesses.externalAccounts.list(
      BUSINESS_ID,
    );
    expect(accounts).toEqual([account]);
  });
});

describe('overlay: client.statutory.requirements.list needs businessId unless personId (requireBusinessOrPerson)', () => {
  it('refuses {} before sending, naming businessId', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().statutory.requirements.list({} as RequirementListParams),
      { businessId: 'is required unless personId is given' },
      seen,
    );
  });

  it('refuses filters without businessId or personId before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () =>
        makeClient().statutory.requirements.list({
          status: 'outstanding',
          category: 'worker_data',
        } as RequirementListParams),
      { businessId: 'is required unless personId is given' },
      seen,
    );
  });

  it('accepts { personId } alone and sends it in the query', async () => {
    const seen = serve(server, 'get', '/v1/statutory/requirements', { data: [] });
    const result = await makeClient().statutory.requirements.list({ personId: PERSON_ID });
    const request = only(seen);
    expect(request.method).toBe('GET');
    expect(queryOf(request)).toEqual({ personId: PERSON_ID });
    expect(result).toEqual({ data: [] });
  });

  it('accepts { businessId } alone', async () => {
    const seen = serve(server, 'get', '/v1/statutory/requirements', { data: [] });
    await makeClient().statutory.requirements.list({ businessId: BUSINESS_ID });
    expect(queryOf(only(seen))).toEqual({ businessId: BUSINESS_ID });
  });
});

describe('overlay: client.statutory.events.list sends snake_case filters as given', () => {
  const params: StatutoryEventListParams = {
    businessId: BUSINESS_ID,
    resource_type: 'remittance',
    resource_id: 'rem_01HQ3K4N7XYZABC',
    event_type: 'remittance.completed',
  };
  const event = (id: string) => ({
    id,
    type: 'remittance.completed',
    resourceType: 'remittance',
    resourceId: 'rem_1',
    businessId: 'biz_1',
    actor: { type: 'system', id: null },
    occurredAt: '2026-11-25T10:00:00Z',
  });

  it('sends resource_type, resource_id and event_type with their wire names on every page', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(`${SANDBOX}/v1/statutory/events`, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(query);
        return query.cursor === 'c2'
          ? HttpResponse.json({ data: [event('evt_2')], pagination: { nextCursor: null, hasMore: false } })
          : HttpResponse.json({ data: [event('evt_1')], pagination: { nextCursor: 'c2', hasMore: true } });
      }),
    );
    const ids: string[] = [];
    for await (const e of makeClient().statutory.events.list(params)) ids.push(e.id!);
    expect(ids).toEqual(['evt_1', 'evt_2']);
    const wire = {
      businessId: BUSINESS_ID,
      resource_type: 'remittance',
      resource_id: 'rem_01HQ3K4N7XYZABC',
      event_type: 'remittance.completed',
    };
    expect(queries).toEqual([wire, { ...wire, cursor: 'c2' }]);
    for (const q of queries) {
      expect(q).not.toHaveProperty('resourceType');
      expect(q).not.toHaveProperty('eventType');
      expect(q).not.toHaveProperty('resourceId');
    }
  });

  it('refuses an event_type outside the closed vocabulary before sending', async () => {
    const seen = catchAll(server);
    const error = await rejection(
      makeClient().statutory.events.list({
        businessId: BUSINESS_ID,
        event_type: 'filing.exploded' as StatutoryEventListParams['event_type'],
      }),
    );
    expect(error).toMatchObject({ name: 'RequestValidationError' });
    expect(Object.keys((error as { params: Record<string, string> }).params)).toEqual(['event_type']);
    expect(seen).toHaveLength(0);
  });
});

describe('request validation from the schema rules', () => {
  const person: PersonCreateParams = {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@acme.test',
    type: 'CONTRACTOR',
    contractorType: 'INDIVIDUAL',
    address: { line1: '1 Marina', city: 'Lagos', countryCode: 'NG' },
    compInfo: { type: 'net', salary: { amount: 500_000, currency: 'USD' }, frequency: 'monthly' },
  };

  it('client.persons.create POSTs a valid person as JSON', async () => {
    const created = { id: '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2c' };
    const seen = serve(server, 'post', '/v1/persons', created);
    const result = await makeClient({ tenantKey: TENANT_KEY }).persons.create(person);
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/persons');
    expectAuthHeaders(request, TENANT_KEY);
    expect(jsonBody(request)).toEqual(person);
    expect(result).toEqual(created);
  });

  it('client.persons.create missing every required field is refused naming each, nothing sent', async () => {
    const seen = catchAll(server);
    const error = await rejection(makeClient().persons.create({} as PersonCreateParams));
    expect(error).toBeInstanceOf(RequestValidationError);
    const { params } = error as RequestValidationError;
    expect(Object.keys(params).sort()).toEqual([
      'address',
      'compInfo',
      'email',
      'firstName',
      'lastName',
      'type',
    ]);
    expect(params).toMatchObject({
      firstName: 'is required',
      lastName: 'is required',
      email: 'is required',
      address: 'is required',
      compInfo: 'is required',
    });
    expect(seen).toHaveLength(0);
  });

  it('a missing required enum field is reported as "is required", like any other missing field', async () => {
    const seen = catchAll(server);
    const { type: _type, ...withoutType } = person;
    await expectRefused(
      () => makeClient().persons.create(withoutType as PersonCreateParams),
      { type: 'is required' },
      seen,
    );
    await expectRefused(
      () => makeClient().payrolls.create({ type: 'REGULAR' } as PayrollCreateParams),
      { workerType: 'is required' },
      seen,
    );
  });

  it('client.persons.create missing some fields names only those, including nested ones', async () => {
    const seen = catchAll(server);
    const { email: _email, compInfo: _compInfo, ...rest } = person;
    await expectRefused(
      () => makeClient().persons.create({ ...rest, address: { city: 'Lagos' } } as PersonCreateParams),
      { email: 'is required', compInfo: 'is required', 'address.countryCode': 'is required' },
      seen,
    );
  });

  it('a closed request enum is refused: payrolls.create with the response spelling ONE-OFF', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () =>
        makeClient().payrolls.create({
          workerType: 'CONTRACTOR',
          type: 'ONE-OFF' as 'ONE_OFF',
        }),
      { type: 'must be one of "ONE_OFF", "REGULAR"' },
      seen,
    );
  });

  it('a closed request enum is refused: persons.create with a lowercase type', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().persons.create({ ...person, type: 'contractor' as 'CONTRACTOR' }),
      { type: 'must be one of "EMPLOYEE", "CONTRACTOR"' },
      seen,
    );
  });

  it.each([
    ['client.persons.list', () => makeClient().persons.list({ limit: 101 })],
    ['client.platform.businesses.list', () => makeClient().platform.businesses.list({ limit: 101 })],
    ['client.platform.disbursements.list', () => makeClient().platform.disbursements.list({ limit: 500 })],
    [
      'client.statutory.events.list',
      () => makeClient().statutory.events.list({ businessId: BUSINESS_ID, limit: 101 }),
    ],
  ] as const)('%s refuses a limit over the documented maximum of 100 before sending', async (_name, call) => {
    const seen = catchAll(server);
    await expectRefused(call, { limit: 'must be ≤ 100' }, seen);
  });

  it('a limit of exactly 100 is accepted', async () => {
    const seen = serve(server, 'get', '/v1/platform/businesses', { data: [], node: { next: null } });
    await makeClient().platform.businesses.list({ limit: 100 });
    expect(queryOf(only(seen))).toEqual({ limit: '100' });
  });
});

describe('response validation of documented-required fields (strict mode)', () => {
  const payout = {
    id: PAYOUT_ID,
    beneficiaryId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    quoteId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
    reference: 'payout-1',
    amount: { amount: 100_000, currency: 'NGN' },
    sourceAmount: { amount: 6500, currency: 'USD' },
    feeAmount: { amount: 100, currency: 'USD' },
    fxRate: '1530.25',
    status: 'succeeded',
    createdTimestamp: 1_750_000_000,
    lastUpdatedTimestamp: 1_750_000_100,
  };

  it('client.payouts.get returns a payout that has every required field', async () => {
    serve(server, 'get', `/v1/payouts/${PAYOUT_ID}`, payout);
    expect(await makeClient().payouts.get(PAYOUT_ID)).toEqual(payout);
  });

  it('client.payouts.get fails with ResponseValidationError naming a missing required field', async () => {
    const { fxRate: _fxRate, ...withoutFxRate } = payout;
    serve(server, 'get', `/v1/payouts/${PAYOUT_ID}`, withoutFxRate);
    const error = await rejection(makeClient({ validateResponses: 'strict' }).payouts.get(PAYOUT_ID));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([{ path: 'fxRate', message: 'is required' }]);
  });

  it('strict is the default mode', async () => {
    const { id: _id, ...withoutId } = payout;
    serve(server, 'get', `/v1/payouts/${PAYOUT_ID}`, withoutId);
    await expect(makeClient().payouts.get(PAYOUT_ID)).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('an item of a page missing a required field fails the page', async () => {
    const { status: _status, ...withoutStatus } = payout;
    serve(server, 'get', '/v1/payouts', { data: [payout, withoutStatus], node: { next: null } });
    const error = await rejection(makeClient().payouts.list());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.map((i) => i.path)).toEqual(['data.1.status']);
  });

  it('client.persons.create answered without its required id is returned, logged at error, and not resent', async () => {
    // An unkeyed create that the API answered 2xx has happened: an error would invite a second person (ADR 0018).
    const seen = serve(server, 'post', '/v1/persons', { status: 'created' });
    const log = memoryLogger();
    const created = await makeClient({ logger: log.logger, logLevel: 'warn' }).persons.create({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@acme.test',
      type: 'EMPLOYEE',
      address: { countryCode: 'NG' },
      compInfo: {},
    });
    expect(created).toEqual({ status: 'created' });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.level).toBe('error');
    expect(log.lines[0]?.text).toContain('id is required');
    expect(seen).toHaveLength(1);
  });

  it("in 'warn' mode the same body is returned and a warning logged", async () => {
    const { fxRate: _fxRate, ...withoutFxRate } = payout;
    serve(server, 'get', `/v1/payouts/${PAYOUT_ID}`, withoutFxRate);
    const log = memoryLogger();
    const result = await makeClient({
      validateResponses: 'warn',
      logger: log.logger,
      logLevel: 'warn',
    }).payouts.get(PAYOUT_ID);
    expect(result).toEqual(withoutFxRate);
    expect(log.lines.some((l) => l.level === 'warn' && l.text.includes('fxRate'))).toBe(true);
  });
});
