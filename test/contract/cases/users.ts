import {
  ADDRESS,
  BENEFICIARY_ID,
  type ContractCase,
  CW,
  EP,
  FILE_ID,
  FILE_ID_2,
  PERSON_ID,
  QUOTE_ID,
  ROLE_ID,
  TRANSACTION_ID,
  USER_ID,
  WF,
} from './shared.js';

/* Users: logins, admins, KYC, and a user's consumer wallet (balances, beneficiaries, transactions). */

const ID_DETAILS = {
  number: 'P12345678',
  type: 'passport',
  issuedBy: 'U.S. Department of State',
  issuedDate: '2020-05-01',
  expirationDate: '2030-04-30',
  issuedCountryCode: 'US',
  frontFileId: FILE_ID,
  selfieFileId: FILE_ID_2,
} as const;

const IDENTITY = { firstName: 'Ada', lastName: 'Lovelace', dob: '1990-12-10', nationality: 'US' };

export const USER_CASES: readonly ContractCase[] = [
  {
    method: 'client.users.list',
    operation: 'GET /v1/users',
    documents: [WF],
    call: (client, options) =>
      client.users.list(
        { page: 2, limit: 50, personId: PERSON_ID, email: 'ada@acme.test', includeStatus: 'true' },
        options,
      ),
  },
  {
    method: 'client.users.get',
    operation: 'GET /v1/users/{userId}',
    documents: [WF],
    call: (client, options) => client.users.get(USER_ID, options),
  },
  {
    method: 'client.users.invite',
    operation: 'POST /v1/users/invite',
    documents: [WF],
    call: (client, options) =>
      client.users.invite({ personId: PERSON_ID, suppressWelcomeEmail: true, returnLink: true }, options),
  },
  {
    method: 'client.users.sub.update',
    operation: 'PUT /v1/users/{userId}/sub',
    documents: [WF],
    call: (client, options) => client.users.sub.update(USER_ID, { tokenSub: 'auth0|64f1c2d3e4' }, options),
  },
  {
    method: 'client.users.admins.create',
    operation: 'POST /v1/users/admins',
    documents: [WF],
    call: (client, options) =>
      client.users.admins.create(
        {
          roleId: ROLE_ID,
          email: 'grace@acme.test',
          firstName: 'Grace',
          lastName: 'Hopper',
          suppressWelcomeEmail: false,
        },
        options,
      ),
  },
  {
    method: 'client.users.admins.delete',
    operation: 'DELETE /v1/users/admins/{userId}',
    documents: [WF],
    call: (client, options) => client.users.admins.delete(USER_ID, options),
  },
  {
    method: 'client.users.kyc.get',
    operation: 'GET /v1/users/{userId}/kyc',
    documents: [WF],
    call: (client, options) => client.users.kyc.get(USER_ID, options),
  },
  {
    method: 'client.users.kyc.submit',
    operation: 'POST /v1/users/{userId}/kyc',
    documents: [WF],
    call: (client, options) =>
      client.users.kyc.submit(
        USER_ID,
        { ...IDENTITY, address: ADDRESS, idDetails: ID_DETAILS, addressProofFileId: FILE_ID_2 },
        options,
      ),
  },
  {
    method: 'client.users.kyc.resubmit',
    operation: 'PATCH /v1/users/{userId}/kyc',
    documents: [WF],
    call: (client, options) =>
      client.users.kyc.resubmit(
        USER_ID,
        {
          identity: { ...IDENTITY, idDetails: ID_DETAILS },
          address: { address: ADDRESS, addressProofFileId: FILE_ID_2 },
        },
        options,
      ),
  },
  {
    method: 'client.users.balances.list',
    operation: 'GET /v1/users/{userId}/balances',
    documents: [WF],
    call: (client, options) => client.users.balances.list(USER_ID, options),
  },
  {
    method: 'client.users.taxForms.list',
    operation: 'GET /v1/users/{userId}/tax-forms',
    documents: [WF],
    call: (client, options) => client.users.taxForms.list(USER_ID, options),
  },
  {
    method: 'client.users.taxForms.download.get',
    operation: 'GET /v1/users/{userId}/tax-forms/{formId}/download',
    documents: [WF],
    call: (client, options) => client.users.taxForms.download.get(USER_ID, 'form_1099nec_2025', options),
  },
  {
    method: 'client.users.wallets.list',
    operation: 'GET /v1/users/{userId}/wallets',
    documents: [CW],
    call: (client, options) => client.users.wallets.list(USER_ID, options),
  },
  {
    method: 'client.users.fees.get',
    operation: 'GET /v1/users/{userId}/fees',
    documents: [CW],
    call: (client, options) =>
      client.users.fees.get(
        USER_ID,
        {
          sourceCurrency: 'USD',
          paymentMethod: 'bank',
          destinationCurrency: 'NGN',
          destinationCountry: 'NG',
          sourceAmount: '250.00',
        },
        options,
      ),
  },
  {
    method: 'client.users.beneficiaries.list',
    operation: 'GET /v1/users/{userId}/beneficiaries',
    documents: [CW],
    call: (client, options) => client.users.beneficiaries.list(USER_ID, {}, options),
  },
  {
    method: 'client.users.beneficiaries.create',
    operation: 'POST /v1/users/{userId}/beneficiaries',
    documents: [CW],
    call: (client, options) =>
      client.users.beneficiaries.create(
        USER_ID,
        {
          name: 'Chinedu Okafor',
          email: 'chinedu@example.test',
          countryCode: 'NG',
          currency: 'NGN',
          paymentDetails: {
            preferredMethod: 'bank',
            bank: {
              accountName: 'Chinedu Okafor',
              accountNumber: '0123456789',
              bankCode: '058',
              bankName: 'GTBank',
              currency: 'NGN',
            },
          },
        },
        options,
      ),
  },
  {
    method: 'client.users.beneficiaries.get',
    operation: 'GET /v1/users/{userId}/beneficiaries/{beneficiaryId}',
    documents: [CW],
    call: (client, options) => client.users.beneficiaries.get(USER_ID, BENEFICIARY_ID, options),
  },
  {
    method: 'client.users.beneficiaries.delete',
    operation: 'DELETE /v1/users/{userId}/beneficiaries/{beneficiaryId}',
    documents: [CW],
    call: (client, options) => client.users.beneficiaries.delete(USER_ID, BENEFICIARY_ID, options),
  },
  {
    method: 'client.users.transactions.list',
    operation: 'GET /v1/users/{userId}/transactions',
    documents: [CW],
    call: (client, options) =>
      client.users.transactions.list(USER_ID, { reference: TRANSACTION_ID, type: 'payout' }, options),
  },
  {
    method: 'client.users.transactions.create',
    operation: 'POST /v1/users/{userId}/transactions',
    documents: [CW],
    call: (client, options) =>
      client.users.transactions.create(
        USER_ID,
        {
          type: 'payout',
          beneficiaryId: BENEFICIARY_ID,
          quoteId: QUOTE_ID,
          amount: { value: '250.00', currency: 'NGN' },
          sourceCurrency: 'USD',
          reference: TRANSACTION_ID,
        },
        options,
      ),
  },
  {
    method: 'client.users.transactions.get',
    operation: 'GET /v1/users/{userId}/transactions/{transactionId}',
    documents: [CW],
    call: (client, options) =>
      client.users.transactions.get(USER_ID, TRANSACTION_ID, { document: 'firc' }, options),
  },
  {
    method: 'client.users.virtualAccounts.list',
    operation: 'GET /v1/users/{userId}/virtual-accounts',
    documents: [EP],
    call: (client, options) => client.users.virtualAccounts.list(USER_ID, {}, options),
  },
  {
    method: 'client.users.virtualAccounts.create',
    operation: 'POST /v1/users/{userId}/virtual-accounts',
    documents: [EP],
    call: (client, options) =>
      client.users.virtualAccounts.create(
        USER_ID,
        {
          currency: 'USD',
          customIdentification: { type: 'ssn', number: '123-45-6789' },
          jobInformation: {
            employerName: 'Acme Holdings Inc.',
            address: ADDRESS,
            employerWebsite: 'https://acme.test',
            title: 'Staff Engineer',
            type: 'full-time',
            netPay: { amount: 650_000, currency: 'USD' },
            frequency: 'monthly',
            contractStartDate: '2026-04-01',
          },
          suppressNotification: true,
        },
        options,
      ),
  },
];
