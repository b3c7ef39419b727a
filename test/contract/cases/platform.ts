import { BUSINESS_ID, type ContractCase, DISBURSEMENT_ID, ENTITY_ID, NG_ADDRESS, WF } from './shared.js';

/* The caller, the businesses of a platform (and transfers between them), roles and legal entities. */

export const PLATFORM_CASES: readonly ContractCase[] = [
  {
    method: 'client.me.get',
    operation: 'GET /v1/me',
    documents: [WF],
    call: (client, options) => client.me.get(options),
  },
  {
    method: 'client.platform.businesses.list',
    operation: 'GET /v1/platform/businesses',
    documents: [WF],
    call: (client, options) => client.platform.businesses.list({ limit: 25, next: 'cursor_2' }, options),
  },
  {
    method: 'client.platform.businesses.create',
    operation: 'POST /v1/platform/businesses',
    documents: [WF],
    call: (client, options) =>
      client.platform.businesses.create(
        {
          businessName: 'Acme Ltd',
          businessShortName: 'Acme',
          country: 'NG',
          registrationId: 'RC-123456',
          adminFirstName: 'Ada',
          adminLastName: 'Obi',
          adminEmail: 'ada@acme.test',
          // A dialing code, as the document's phoneNumber example writes it ("1").
          adminPhoneNumber: { countryCode: '234', number: '8012345678' },
          address: NG_ADDRESS,
          suppressWelcomeEmail: true,
        },
        options,
      ),
  },
  {
    method: 'client.platform.businesses.create',
    variant: 'without the optional admin phone number',
    operation: 'POST /v1/platform/businesses',
    documents: [WF],
    call: (client, options) =>
      client.platform.businesses.create(
        {
          businessName: 'Acme Ltd',
          country: 'NG',
          adminFirstName: 'Ada',
          adminLastName: 'Obi',
          adminEmail: 'ada@acme.test',
          address: NG_ADDRESS,
        },
        options,
      ),
  },
  {
    method: 'client.platform.disbursements.list',
    operation: 'GET /v1/platform/disbursements',
    documents: [WF],
    documentDefects: [
      {
        violation: 'response.body.data.0.paymentDetails.wallet.type enum',
        example: 'payrollAndPayout',
        reason: 'the example wallet type is `USER`; its own enum is `user | business`',
      },
    ],
    call: (client, options) =>
      client.platform.disbursements.list(
        {
          businessId: BUSINESS_ID,
          currency: 'USD',
          startDate: '2026-01-01',
          endDate: '2026-03-31',
          type: 'PAYROLL',
          status: 'SUCCESS',
          includeRevenueShare: true,
          limit: 50,
        },
        options,
      ),
  },
  {
    method: 'client.platform.disbursements.get',
    operation: 'GET /v1/platform/disbursements/{disbursementId}',
    documents: [WF],
    call: (client, options) => client.platform.disbursements.get(DISBURSEMENT_ID, options),
  },
  {
    method: 'client.platform.transfers.create',
    operation: 'POST /v1/platform/transfers',
    documents: [WF],
    call: (client, options) =>
      client.platform.transfers.create(
        {
          sourceTenantKey: 'acme-us',
          destinationTenantKey: 'acme-ng',
          amount: { amount: 500_000, currency: 'USD' },
          reference: 'Q1 revenue share',
        },
        options,
      ),
  },
  {
    method: 'client.permissions.roles.list',
    operation: 'GET /v1/permissions/roles',
    documents: [WF],
    call: (client, options) => client.permissions.roles.list(options),
  },
  {
    method: 'client.entities.list',
    operation: 'GET /v1/entities',
    documents: [WF],
    call: (client, options) => client.entities.list(options),
  },
  {
    method: 'client.entities.create',
    operation: 'POST /v1/entities',
    documents: [WF],
    call: (client, options) =>
      client.entities.create(
        {
          legalName: 'Acme Nigeria Ltd',
          country: 'NG',
          currency: 'NGN',
          entityType: 'limited liability company',
          address: NG_ADDRESS,
          registrationNumber: 'RC-654321',
          taxId: '12345678-0001',
          incorporationDate: '2021-06-15',
        },
        options,
      ),
  },
  {
    method: 'client.entities.get',
    operation: 'GET /v1/entities/{entityId}',
    documents: [WF],
    call: (client, options) => client.entities.get(ENTITY_ID, options),
  },
  {
    method: 'client.entities.update',
    operation: 'PATCH /v1/entities/{entityId}',
    documents: [WF],
    call: (client, options) =>
      client.entities.update(
        ENTITY_ID,
        { legalName: 'Acme Nigeria Limited', taxId: '12345678-0002' },
        options,
      ),
  },
];
