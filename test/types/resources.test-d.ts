import { describe, expectTypeOf, it } from 'vitest';
import type {
  APIPromise,
  CursorPage,
  ExternalAccount,
  FileUploadResult,
  FileUploadUrl,
  Me,
  OffsetPage,
  PagePromise,
  PaymentMethodsByCountry,
  PaymentMethodType,
  Payroll,
  PersonListParams,
  PersonMilestoneCreateResponse,
  PlatformBusinessCreateResponse,
  Remittance,
  RemittanceStatus,
  Requirement,
  RequirementCategory,
  RequirementStatus,
  StatutoryEvent,
  StatutoryEventListParams,
  StatutoryEventType,
  StatutoryRequirementListResponse,
  User,
  UserListParams,
  UserStatus,
  WalletBalance,
  WalletBalanceList,
  WorkforceClient,
} from '../../src/index.js';

declare const client: WorkforceClient;
const personId = '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b';
const amount = { amount: 1000, currency: 'USD' };

describe('results are inferred from the declared operations', () => {
  it('single reads and creates', () => {
    expectTypeOf(client.me.get()).toEqualTypeOf<APIPromise<Me>>();
    expectTypeOf(client.balances.list()).toEqualTypeOf<APIPromise<WalletBalanceList>>();
    expectTypeOf(client.businesses.balances.list('b')).toEqualTypeOf<APIPromise<WalletBalanceList>>();
    expectTypeOf(client.businesses.externalAccounts.list('b')).toEqualTypeOf<APIPromise<ExternalAccount[]>>();
    expectTypeOf(client.persons.milestones.create(personId, { title: 't', amount })).toEqualTypeOf<
      APIPromise<PersonMilestoneCreateResponse>
    >();
    expectTypeOf(client.payrolls.get('p')).toEqualTypeOf<APIPromise<Payroll>>();
    expectTypeOf(client.statutory.remittances.get('r')).toEqualTypeOf<APIPromise<Remittance>>();
    expectTypeOf(client.statutory.requirements.list({ businessId: 'b' })).toEqualTypeOf<
      APIPromise<StatutoryRequirementListResponse>
    >();
    expectTypeOf(client.paymentMethods.list()).toEqualTypeOf<APIPromise<PaymentMethodsByCountry[]>>();
    expectTypeOf(
      client.files.createUploadUrl({ purpose: 'contract', contentType: 'application/pdf' }),
    ).toEqualTypeOf<APIPromise<FileUploadUrl>>();
    expectTypeOf(
      client.files.upload(new Blob([]), { purpose: 'contract', contentType: 'application/pdf' }),
    ).toEqualTypeOf<APIPromise<FileUploadResult>>();
  });

  it('creates return their ids; reviews and updates return nothing', async () => {
    expectTypeOf((await client.persons.milestones.create(personId, { title: 't', amount })).id).toBeString();
    expectTypeOf(
      await client.platform.businesses.create({
        businessName: 'Acme',
        country: 'NG',
        address: { countryCode: 'NG' },
        adminFirstName: 'A',
        adminLastName: 'O',
        adminEmail: 'a@acme.test',
      }),
    ).toExtend<PlatformBusinessCreateResponse>();
    expectTypeOf(client.invoices.review('i', { action: 'approve' })).toEqualTypeOf<APIPromise<void>>();
    expectTypeOf(client.reimbursements.review('r', { action: 'reject' })).toEqualTypeOf<APIPromise<void>>();
    expectTypeOf(
      client.statutory.businesses.fields.update('b', 'NG', { fields: { tin: '1', doc: { fileId: 'f' } } }),
    ).toEqualTypeOf<APIPromise<void>>();
  });

  it('lists return page promises of their models', () => {
    expectTypeOf(client.users.list()).toEqualTypeOf<PagePromise<User, OffsetPage<User, UserListParams>>>();
    expectTypeOf(client.statutory.events.list({ businessId: 'b' })).toEqualTypeOf<
      PagePromise<StatutoryEvent, CursorPage<StatutoryEvent, StatutoryEventListParams>>
    >();
  });

  it('nextPageParams() is typed with the list params, so it can be passed straight back to list()', async () => {
    const page = await client.statutory.events.list({ businessId: 'b' });
    const next = page.nextPageParams();
    expectTypeOf(next).toEqualTypeOf<StatutoryEventListParams | null>();
    if (next) expectTypeOf(client.statutory.events.list(next)).toMatchTypeOf<PromiseLike<unknown>>();
    const persons = await client.persons.list();
    expectTypeOf(persons.nextPageParams()).toEqualTypeOf<PersonListParams | null>();
  });

  it('models carry their wire types: integer minor units, decimal remittances, open enums', async () => {
    const wallet = {} as WalletBalance;
    expectTypeOf(wallet.available).toEqualTypeOf<number>();
    expectTypeOf(wallet.reserves).toEqualTypeOf<number | null | undefined>();
    const remittance = await client.statutory.remittances.get('r');
    // The documents require none of a remittance's fields: each is optional, none is missing from the type.
    expectTypeOf(remittance.amount).toEqualTypeOf<number | undefined>();
    expectTypeOf(remittance.status).toEqualTypeOf<RemittanceStatus | undefined>();
    expectTypeOf(remittance.statusHistory![0]!.to).toEqualTypeOf<string | undefined>();
    const requirement = {} as Requirement;
    expectTypeOf(requirement.affectedPersons).toExtend<{ personId: string }[] | undefined>();
  });
});

describe('the requirements filter needs businessId unless personId is given', () => {
  it('accepts businessId, personId or both', () => {
    client.statutory.requirements.list({ businessId: 'b' });
    client.statutory.requirements.list({ personId });
    client.statutory.requirements.list({ businessId: 'b', personId, countryCode: 'NG', status: 'waived' });
  });

  it('rejects a call with neither', () => {
    // @ts-expect-error businessId is required unless personId is given
    client.statutory.requirements.list({});
    // @ts-expect-error filters alone are not enough
    client.statutory.requirements.list({ countryCode: 'NG', category: 'worker_data' });
  });
});

describe('inputs are typed', () => {
  it('rejects unknown include values, review actions and missing required fields', () => {
    client.businesses.balances.list('b', { include: ['reserves'] });
    // @ts-expect-error only 'reserves' can be included
    client.businesses.balances.list('b', { include: 'fees' });
    // @ts-expect-error action is 'approve' or 'reject'
    client.invoices.review('i', { action: 'pay' });
    // @ts-expect-error businessId is required
    client.statutory.events.list({ limit: 10 });
    // @ts-expect-error a milestone needs an amount
    client.persons.milestones.create(personId, { title: 't' });
  });
});

describe('open enums accept their known literals and any other string', () => {
  it('keeps the known literals distinct from plain string', () => {
    expectTypeOf<'pending'>().toExtend<RemittanceStatus>();
    expectTypeOf<'in_review'>().toExtend<RemittanceStatus>();
    expectTypeOf<RemittanceStatus>().not.toEqualTypeOf<string>();
    expectTypeOf<'worker_data'>().toExtend<RequirementCategory>();
    expectTypeOf<'a_new_category'>().toExtend<RequirementCategory>();
    expectTypeOf<'waived'>().toExtend<RequirementStatus>();
    expectTypeOf<'filing.approved'>().toExtend<StatutoryEventType>();
    expectTypeOf<'filing.reopened'>().toExtend<StatutoryEventType>();
    expectTypeOf<'momo'>().toExtend<PaymentMethodType>();
    expectTypeOf<'pix'>().toExtend<PaymentMethodType>();
    expectTypeOf<'invitation_sent'>().toExtend<UserStatus>();
    expectTypeOf<string>().toExtend<UserStatus>();
  });

  it('lets a switch over the known values narrow', () => {
    const describeStatus = (status: RemittanceStatus): string => {
      switch (status) {
        case 'pending':
        case 'processing':
          return 'in flight';
        case 'completed':
          return 'paid';
        case 'failed':
          return 'failed';
        default:
          return `other: ${status}`;
      }
    };
    expectTypeOf(describeStatus).returns.toBeString();
  });
});
