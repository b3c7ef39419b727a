import { describe, expect, it } from 'vitest';
import {
  type PayrollCreateParams,
  type PersonCreateParams,
  RequestValidationError,
  ResponseValidationError,
} from '../../../src/index.js';
import { makeClient, memoryLogger, useMswServer } from '../../helpers/msw.js';
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
import { BUSINESS_ID, rejection } from './support.js';

const server = useMswServer();
const PAYOUT_ID = 'd0137ede-7df1-4a54-8206-b3ab7b03876f';

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
