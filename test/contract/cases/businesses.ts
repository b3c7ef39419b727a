import type { BusinessKybSubmitParams } from '../../../src/index.js';
import {
  ADDRESS,
  BUSINESS_ID,
  type ContractCase,
  CUSTOM_FIELD_ID,
  EP,
  EXTERNAL_ACCOUNT_ID,
  FILE_ID,
  FILE_ID_2,
  PERSON_ID,
  WF,
} from './shared.js';

/* The caller's business: wallet, funding, withdrawals, bank accounts, set-up and KYB. */

const KYB = {
  entityName: 'Acme Holdings Inc.',
  entityType: 'c-corporation',
  taxIdentificationNumber: '12-3456789',
  incorporation: { date: '2019-04-02', address: ADDRESS },
  websiteURL: 'https://acme.test',
  natureOfBusiness: 'Software',
  sizeOfCompany: '51-200',
  sourceOfFunds: 'Revenue',
  annualRevenue: { currency: 'USD', min: 1_000_000, max: 5_000_000 },
  expectedMonthlyTransactionVolume: { currency: 'USD', min: 100_000, max: 500_000 },
  address: ADDRESS,
  principals: [
    {
      firstName: 'Grace',
      lastName: 'Hopper',
      ownershipPercentage: 0.6,
      email: 'grace@acme.test',
      address: ADDRESS,
      isExecutive: true,
      title: 'CEO',
      dateOfBirth: '1980-12-09',
      isEntity: false,
    },
  ],
  articlesOfIncorporation: [FILE_ID],
  bankStatements: [FILE_ID_2],
  proofOfAddress: [FILE_ID],
  taxDocuments: [FILE_ID_2],
} satisfies BusinessKybSubmitParams;

const LINK = { refreshURL: 'https://app.acme.test/refresh', returnURL: 'https://app.acme.test/done' };

export const BUSINESS_CASES: readonly ContractCase[] = [
  {
    method: 'client.businesses.get',
    operation: 'GET /v1/businesses/{businessId}',
    documents: [WF],
    call: (client, options) => client.businesses.get(BUSINESS_ID, options),
  },
  {
    method: 'client.businesses.balances.list',
    operation: 'GET /v1/businesses/{businessId}/balances',
    documents: [WF, EP],
    // Only workforce-management declares the `include` query; the SDK sends it only when asked.
    call: (client, options, document) =>
      client.businesses.balances.list(BUSINESS_ID, document === WF ? { include: 'reserves' } : {}, options),
  },
  {
    method: 'client.businesses.balances.list',
    variant: 'include as an array, sent comma-separated',
    operation: 'GET /v1/businesses/{businessId}/balances',
    documents: [WF],
    call: (client, options) =>
      client.businesses.balances.list(BUSINESS_ID, { include: ['reserves'] }, options),
  },
  {
    method: 'client.businesses.fundingDetails.get',
    operation: 'GET /v1/businesses/{businessId}/funding-details',
    documents: [WF, EP],
    documentDefects: [
      {
        violation: 'response.body.type enum',
        document: EP,
        example: 'us_ach',
        reason: 'the example type is `us_ach`; its own enum is `ach | wire | iban | bank | swift | crypto`',
      },
    ],
    // Only workforce-management declares the `currency` query.
    call: (client, options, document) =>
      client.businesses.fundingDetails.get(BUSINESS_ID, document === WF ? { currency: 'USD' } : {}, options),
  },
  {
    method: 'client.businesses.cryptoDepositAddresses.create',
    operation: 'POST /v1/businesses/{businessId}/crypto-deposit-addresses',
    documents: [WF, EP],
    call: (client, options) =>
      client.businesses.cryptoDepositAddresses.create(
        BUSINESS_ID,
        { currency: 'USDC', chain: 'ethereum' },
        options,
      ),
  },
  {
    method: 'client.businesses.transactions.list',
    operation: 'GET /v1/businesses/{businessId}/transactions',
    documents: [WF],
    call: (client, options) =>
      client.businesses.transactions.list(BUSINESS_ID, { currency: 'USD', startDate: '2026-01-01' }, options),
  },
  {
    method: 'client.businesses.statement.get',
    operation: 'GET /v1/businesses/{businessId}/statement',
    documents: [WF],
    call: (client, options) =>
      client.businesses.statement.get(
        BUSINESS_ID,
        { currency: 'USD', periodStart: '2026-01-01', periodEnd: '2026-01-31', format: 'csv' },
        options,
      ),
  },
  {
    method: 'client.businesses.deposits.create',
    operation: 'POST /v1/businesses/{businessId}/deposits',
    documents: [WF],
    // No idempotencyKey: the SDK generates one (a keyed call).
    call: (client, options) =>
      client.businesses.deposits.create(
        BUSINESS_ID,
        {
          amount: { amount: 2_500_000, currency: 'USD' },
          externalAccountId: EXTERNAL_ACCOUNT_ID,
          paymentMethod: 'ach',
          description: 'March payroll funding',
          suppressNotification: false,
        },
        options,
      ),
  },
  {
    method: 'client.businesses.reserves.create',
    operation: 'POST /v1/businesses/{businessId}/reserves',
    documents: [WF],
    call: (client, options) =>
      client.businesses.reserves.create(
        BUSINESS_ID,
        {
          action: 'LOCK',
          type: 'SECURITY_DEPOSIT',
          personId: PERSON_ID,
          amount: { value: '1500.00', currency: 'USD' },
          description: 'Security deposit for a new hire',
        },
        options,
      ),
  },
  {
    method: 'client.businesses.withdrawalLink.create',
    operation: 'POST /v1/businesses/{businessId}/withdrawal/link',
    documents: [WF],
    call: (client, options) => client.businesses.withdrawalLink.create(BUSINESS_ID, LINK, options),
  },
  {
    method: 'client.businesses.externalAccounts.list',
    operation: 'GET /v1/businesses/{businessId}/external-accounts',
    documents: [WF],
    call: (client, options) => client.businesses.externalAccounts.list(BUSINESS_ID, options),
  },
  {
    method: 'client.businesses.externalAccounts.createLink',
    operation: 'POST /v1/businesses/{businessId}/external-accounts/link',
    documents: [WF],
    call: (client, options) =>
      client.businesses.externalAccounts.createLink(BUSINESS_ID, { ...LINK, mode: 'setup' }, options),
  },
  {
    method: 'client.businesses.externalAccounts.delete',
    operation: 'DELETE /v1/businesses/{businessId}/external-accounts/{externalAccountId}',
    documents: [WF],
    call: (client, options) =>
      client.businesses.externalAccounts.delete(BUSINESS_ID, EXTERNAL_ACCOUNT_ID, options),
  },
  {
    method: 'client.businesses.departments.create',
    operation: 'POST /v1/businesses/{businessId}/departments',
    documents: [WF],
    call: (client, options) =>
      client.businesses.departments.create(BUSINESS_ID, { data: ['Engineering', 'Finance'] }, options),
  },
  {
    method: 'client.businesses.departments.update',
    operation: 'PUT /v1/businesses/{businessId}/departments/{departmentId}',
    documents: [WF],
    call: (client, options) =>
      client.businesses.departments.update(BUSINESS_ID, 'dep_engineering', { name: 'Platform' }, options),
  },
  {
    method: 'client.businesses.customFields.create',
    operation: 'POST /v1/businesses/{businessId}/customFields',
    documents: [WF],
    call: (client, options) =>
      client.businesses.customFields.create(BUSINESS_ID, { data: ['Cost centre'] }, options),
  },
  {
    method: 'client.businesses.customFields.update',
    operation: 'PUT /v1/businesses/{businessId}/customFields/{customFieldId}',
    documents: [WF],
    call: (client, options) =>
      client.businesses.customFields.update(BUSINESS_ID, CUSTOM_FIELD_ID, { name: 'Cost center' }, options),
  },
  {
    method: 'client.businesses.kyb.get',
    operation: 'GET /v1/businesses/{businessId}/kyb',
    documents: [WF],
    // No example is documented: Prism builds one from the schema's property examples, and these break it.
    documentDefects: [
      { violation: 'response.body.websiteURL format', reason: 'the websiteURL example is "", not a `uri`' },
      ...['identityFileId', 'identityBackPageFileId', 'addressFileId'].map((field) => ({
        violation: `response.body.principals.0.entity.individuals.0.identifier.${field} format`,
        reason: `the ${field} example is \`file-id-12x\`, not a \`uuid\``,
      })),
    ],
    call: (client, options) => client.businesses.kyb.get(BUSINESS_ID, options),
  },
  {
    method: 'client.businesses.kyb.submit',
    operation: 'POST /v1/businesses/{businessId}/kyb',
    documents: [WF],
    call: (client, options) => client.businesses.kyb.submit(BUSINESS_ID, KYB, options),
  },
  {
    method: 'client.businesses.kyb.update',
    operation: 'PATCH /v1/businesses/{businessId}/kyb',
    documents: [WF],
    call: (client, options) =>
      client.businesses.kyb.update(
        BUSINESS_ID,
        { websiteURL: 'https://www.acme.test', bankStatements: [FILE_ID, FILE_ID_2] },
        options,
      ),
  },
  {
    method: 'client.businesses.kyb.createLink',
    operation: 'POST /v1/businesses/{businessId}/kyb-link',
    documents: [WF],
    call: (client, options) => client.businesses.kyb.createLink(BUSINESS_ID, LINK, options),
  },
];
