import {
  BENEFICIARY_ID,
  type ContractCase,
  type DocumentDefect,
  EP,
  FILE_ID,
  FILE_ID_2,
  GT,
  PAYOUT_ID,
  PERSON_ID,
  QUOTE_ID,
  TRANSACTION_ID,
  USER_ID,
  VIRTUAL_ACCOUNT_ID,
  WF,
} from './shared.js';

/* Files, payouts to beneficiaries, FX, payment rails, global tax and the sandbox helpers. */

const PUT_URL_DEFECT: DocumentDefect = {
  violation: 'response.body.putUrl format',
  reason: 'the example putUrl contains a space, which its own `format: uri` forbids',
};

// The embedded-payments document lists fewer purposes and no fileName.
const uploadParams = (document: string) =>
  document === WF
    ? ({ purpose: 'milestone-document', contentType: 'application/pdf', fileName: 'review.pdf' } as const)
    : ({ purpose: 'kyc-id-front', contentType: 'image/jpeg' } as const);

const usd = (amount: number) => ({ amount, currency: 'USD' });

const ID_FILE_BACK = 'the example idFileBack is "", which its own `format: uuid` forbids';

export const PAYMENT_CASES: readonly ContractCase[] = [
  {
    method: 'client.files.createUploadUrl',
    operation: 'POST /v1/files/upload-url',
    documents: [WF, EP],
    documentDefects: [PUT_URL_DEFECT],
    call: (client, options, document) => client.files.createUploadUrl(uploadParams(document), options),
  },
  {
    method: 'client.files.upload',
    operation: 'POST /v1/files/upload-url',
    documents: [WF, EP],
    documentDefects: [PUT_URL_DEFECT],
    offApiRequests: 1,
    call: (client, options, document) =>
      client.files.upload(new Uint8Array([37, 80, 68, 70]), uploadParams(document), options),
  },
  {
    method: 'client.files.get',
    operation: 'GET /v1/files/{fileId}',
    documents: [WF, EP],
    call: (client, options) => client.files.get(FILE_ID, options),
  },
  {
    method: 'client.beneficiaries.list',
    operation: 'GET /v1/beneficiaries',
    documents: [EP],
    documentDefects: [
      { violation: 'response.body.data.0.kyc.idFileBack format', example: 'colombia', reason: ID_FILE_BACK },
    ],
    call: (client, options) => client.beneficiaries.list({}, options),
  },
  {
    method: 'client.beneficiaries.create',
    operation: 'POST /v1/beneficiaries',
    documents: [EP],
    call: (client, options) =>
      client.beneficiaries.create(
        {
          name: 'Camila Souza',
          email: 'camila@example.test',
          countryCode: 'BR',
          currency: 'BRL',
          paymentDetails: {
            preferredMethod: 'proxy',
            proxy: { accountName: 'Camila Souza', type: 'CPF', value: '12345678909', currency: 'BRL' },
          },
          kyc: {
            firstName: 'Camila',
            lastName: 'Souza',
            dateOfBirth: '1992-07-21',
            countryCode: 'BR',
            idType: 'NATIONAL_ID',
            idNumber: '123456789',
            idFileFront: FILE_ID,
            idFileBack: FILE_ID_2,
          },
        },
        options,
      ),
  },
  {
    method: 'client.beneficiaries.get',
    operation: 'GET /v1/beneficiaries/{beneficiaryId}',
    documents: [EP],
    documentDefects: [
      { violation: 'response.body.kyc.idFileBack format', example: 'colombia', reason: ID_FILE_BACK },
    ],
    call: (client, options) => client.beneficiaries.get(BENEFICIARY_ID, options),
  },
  {
    method: 'client.beneficiaries.delete',
    operation: 'DELETE /v1/beneficiaries/{beneficiaryId}',
    documents: [EP],
    call: (client, options) => client.beneficiaries.delete(BENEFICIARY_ID, options),
  },
  {
    method: 'client.payouts.list',
    operation: 'GET /v1/payouts',
    documents: [EP],
    call: (client, options) =>
      client.payouts.list(
        {
          reference: 'INV-2026-0042',
          status: 'succeeded',
          startDate: '2026-01-01',
          endDate: '2026-03-31',
          order: 'desc',
          limit: 20,
        },
        options,
      ),
  },
  {
    method: 'client.payouts.create',
    operation: 'POST /v1/payouts',
    documents: [EP],
    documentDefects: [
      {
        violation: 'request.body required',
        reason:
          'CreatePayoutRequest requires a top-level `currency` it does not declare; its own request example has none',
      },
    ],
    call: (client, options) =>
      client.payouts.create(
        {
          beneficiaryId: BENEFICIARY_ID,
          quoteId: QUOTE_ID,
          amount: { amount: 125_000, currency: 'BRL' },
          reference: 'INV-2026-0042',
        },
        options,
      ),
  },
  {
    method: 'client.payouts.get',
    operation: 'GET /v1/payouts/{payoutId}',
    documents: [EP],
    call: (client, options) => client.payouts.get(PAYOUT_ID, options),
  },
  {
    method: 'client.fxQuotes.create',
    operation: 'POST /v1/fx-quotes',
    documents: [EP],
    call: (client, options) => client.fxQuotes.create({ from: 'USD', to: 'BRL' }, options),
  },
  {
    method: 'client.paymentMethods.list',
    operation: 'GET /v1/payment-methods',
    documents: [EP],
    call: (client, options) =>
      client.paymentMethods.list({ countryCode: 'BR', paymentMethod: 'bank', currency: 'BRL' }, options),
  },
  {
    method: 'client.paymentRequirements.get',
    operation: 'GET /v1/payment-requirements',
    documents: [EP],
    call: (client, options) =>
      client.paymentRequirements.get({ countryCode: 'NG', paymentMethod: 'bank', currency: 'NGN' }, options),
  },
  {
    method: 'client.paymentRequirements.get',
    variant: 'accepting application/schema+json, the only type the document answers with',
    operation: 'GET /v1/payment-requirements',
    documents: [EP],
    call: (client, options) =>
      client.paymentRequirements.get(
        { countryCode: 'CO', paymentMethod: 'bank', currency: 'COP' },
        { ...options, headers: { ...options.headers, Accept: 'application/schema+json' } },
      ),
  },
  {
    method: 'client.providers.list',
    operation: 'GET /v1/providers',
    documents: [EP],
    call: (client, options) => client.providers.list({ countryCode: 'GH' }, options),
  },
  {
    method: 'client.providers.resolve',
    operation: 'GET /v1/providers/resolve',
    documents: [EP],
    call: (client, options) =>
      client.providers.resolve({ code: 'CHASUS33', currency: 'USD', paymentMethod: 'swift' }, options),
  },
  {
    method: 'client.tax.calculate',
    operation: 'POST /v1/tax/calculate',
    documents: [GT],
    call: (client, options) =>
      client.tax.calculate(
        {
          personId: PERSON_ID,
          salary: usd(8_000),
          bonus: usd(1_000),
          overtime: usd(250),
          allowances: [{ name: 'Transport', isTaxable: true, amount: usd(120) }],
          deductions: [{ name: 'Health plan', isStatutory: false, amount: usd(200) }],
          additionalAttributes: { filingStatus: 'single' },
        },
        options,
      ),
  },
  {
    method: 'client.tax.estimate',
    operation: 'POST /v1/tax/estimate',
    documents: [GT],
    call: (client, options) =>
      client.tax.estimate(
        {
          countryCode: 'US',
          regionCode: 'NY',
          type: 'gross-to-net',
          salary: usd(120_000),
          outputCurrency: 'USD',
        },
        options,
      ),
  },
  {
    method: 'client.tax.estimate',
    variant: 'net to gross',
    operation: 'POST /v1/tax/estimate',
    documents: [GT],
    call: (client, options) =>
      client.tax.estimate(
        { countryCode: 'MX', type: 'net-to-gross', net: { amount: 45_000, currency: 'MXN' } },
        options,
      ),
  },
  {
    method: 'client.tax.fields.list',
    operation: 'GET /v1/tax/fields',
    documents: [GT],
    call: (client, options) => client.tax.fields.list({ country: 'US' }, options),
  },
  {
    method: 'client.tax.locations.list',
    operation: 'GET /v1/tax/locations',
    documents: [GT],
    call: (client, options) => client.tax.locations.list({ country: 'US' }, options),
  },
  {
    method: 'client.sandbox.businessDeposits.create',
    operation: 'POST /v1/sandbox/business-deposits',
    documents: [WF],
    call: (client, options) =>
      client.sandbox.businessDeposits.create(
        { description: 'Payroll 10/10', value: { amount: 1_000_000, currency: 'USD' } },
        options,
      ),
  },
  {
    method: 'client.sandbox.users.delete',
    operation: 'DELETE /v1/sandbox/users/{userId}',
    documents: [WF],
    call: (client, options) => client.sandbox.users.delete(USER_ID, options),
  },
  {
    method: 'client.sandbox.users.virtualAccounts.deposit',
    operation: 'POST /v1/sandbox/users/{userId}/virtual-accounts/{virtualAccountId}/deposit',
    documents: [EP],
    call: (client, options) =>
      client.sandbox.users.virtualAccounts.deposit(
        USER_ID,
        VIRTUAL_ACCOUNT_ID,
        {
          amount: { value: 50_000, currency: 'USD' },
          reference: TRANSACTION_ID,
          description: 'Test deposit',
        },
        options,
      ),
  },
];
