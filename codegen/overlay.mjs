/**
 * The generator's one hand-written input besides the snapshot: what the API description does not say.
 * - the method name and return kind of every operation (the public surface; users type these names);
 * - the interface spec's overrides of the documents (a normalised shape, a rule between two filters);
 * - names kept from earlier releases, and corrections of known document defects, each with its reason.
 */

/**
 * `[operation, method path, return kind, params]`: `params` is `'params'` when the method takes a required
 * params object, `'params?'` when optional, absent when it takes none.
 */
export const OPERATIONS = [
  ['GET /v1/me', 'me.get', 'object'],
  ['GET /v1/balances', 'balances.list', 'object'],
  ['GET /v1/businesses/{businessId}', 'businesses.get', 'object'],
  ['GET /v1/businesses/{businessId}/balances', 'businesses.balances.list', 'object', 'params?'],
  ['GET /v1/businesses/{businessId}/funding-details', 'businesses.fundingDetails.get', 'object', 'params?'],
  [
    'POST /v1/businesses/{businessId}/crypto-deposit-addresses',
    'businesses.cryptoDepositAddresses.create',
    'object',
    'params',
  ],
  ['GET /v1/businesses/{businessId}/transactions', 'businesses.transactions.list', 'node-pages', 'params'],
  ['GET /v1/businesses/{businessId}/statement', 'businesses.statement.get', 'object', 'params'],
  ['POST /v1/businesses/{businessId}/deposits', 'businesses.deposits.create', 'keyed', 'params'],
  ['POST /v1/businesses/{businessId}/reserves', 'businesses.reserves.create', 'keyed', 'params'],
  [
    'POST /v1/businesses/{businessId}/withdrawal/link',
    'businesses.withdrawalLink.create',
    'object',
    'params?',
  ],
  ['GET /v1/businesses/{businessId}/external-accounts', 'businesses.externalAccounts.list', 'array'],
  [
    'POST /v1/businesses/{businessId}/external-accounts/link',
    'businesses.externalAccounts.createLink',
    'object',
    'params?',
  ],
  [
    'DELETE /v1/businesses/{businessId}/external-accounts/{externalAccountId}',
    'businesses.externalAccounts.delete',
    'void',
  ],
  ['POST /v1/businesses/{businessId}/departments', 'businesses.departments.create', 'object', 'params'],
  [
    'PUT /v1/businesses/{businessId}/departments/{departmentId}',
    'businesses.departments.update',
    'void',
    'params',
  ],
  ['POST /v1/businesses/{businessId}/customFields', 'businesses.customFields.create', 'object', 'params'],
  [
    'PUT /v1/businesses/{businessId}/customFields/{customFieldId}',
    'businesses.customFields.update',
    'void',
    'params',
  ],
  ['GET /v1/businesses/{businessId}/kyb', 'businesses.kyb.get', 'object'],
  ['POST /v1/businesses/{businessId}/kyb', 'businesses.kyb.submit', 'void', 'params'],
  ['PATCH /v1/businesses/{businessId}/kyb', 'businesses.kyb.update', 'void', 'params'],
  ['POST /v1/businesses/{businessId}/kyb-link', 'businesses.kyb.createLink', 'object', 'params?'],
  ['GET /v1/platform/businesses', 'platform.businesses.list', 'node-pages', 'params?'],
  ['POST /v1/platform/businesses', 'platform.businesses.create', 'keyed', 'params'],
  ['GET /v1/platform/disbursements', 'platform.disbursements.list', 'node-pages', 'params?'],
  ['GET /v1/platform/disbursements/{disbursementId}', 'platform.disbursements.get', 'object'],
  ['POST /v1/platform/transfers', 'platform.transfers.create', 'object', 'params'],
  ['GET /v1/permissions/roles', 'permissions.roles.list', 'object'],
  ['GET /v1/entities', 'entities.list', 'array'],
  ['POST /v1/entities', 'entities.create', 'object', 'params'],
  ['GET /v1/entities/{entityId}', 'entities.get', 'object'],
  ['PATCH /v1/entities/{entityId}', 'entities.update', 'void', 'params'],
  ['GET /v1/persons', 'persons.list', 'offset-pages', 'params?'],
  ['POST /v1/persons', 'persons.create', 'object', 'params'],
  ['GET /v1/persons/{personId}', 'persons.get', 'object'],
  ['PUT /v1/persons/{personId}/basicInfo', 'persons.basicInfo.update', 'void', 'params'],
  ['PUT /v1/persons/{personId}/personalInfo', 'persons.personalInfo.update', 'void', 'params'],
  ['PUT /v1/persons/{personId}/jobInfo', 'persons.jobInfo.update', 'void', 'params'],
  ['GET /v1/persons/{personId}/taxProfile', 'persons.taxProfile.get', 'object'],
  ['PUT /v1/persons/{personId}/taxProfile', 'persons.taxProfile.update', 'void', 'params'],
  ['GET /v1/persons/{personId}/paymentInfo', 'persons.paymentInfo.get', 'object'],
  ['PUT /v1/persons/{personId}/paymentInfo', 'persons.paymentInfo.update', 'void', 'params'],
  ['PUT /v1/persons/{personId}/type', 'persons.type.update', 'void', 'params'],
  ['POST /v1/persons/{personId}/offboard', 'persons.offboard', 'void', 'params'],
  ['POST /v1/persons/{personId}/cancelOffboarding', 'persons.cancelOffboarding', 'void'],
  ['POST /v1/persons/{personId}/reinstate', 'persons.reinstate', 'void', 'params?'],
  ['GET /v1/persons/{personId}/ipSetting', 'persons.ipSetting.get', 'object'],
  ['PUT /v1/persons/{personId}/ipSetting', 'persons.ipSetting.update', 'void', 'params'],
  ['GET /v1/persons/{personId}/instantPays', 'persons.instantPays.list', 'object', 'params?'],
  ['GET /v1/persons/{personId}/milestones', 'persons.milestones.list', 'array', 'params?'],
  ['POST /v1/persons/{personId}/milestones', 'persons.milestones.create', 'object', 'params'],
  ['PUT /v1/persons/{personId}/milestones/{milestoneId}', 'persons.milestones.update', 'void', 'params'],
  ['DELETE /v1/persons/{personId}/milestones/{milestoneId}', 'persons.milestones.delete', 'void'],
  [
    'POST /v1/persons/{personId}/milestones/{milestoneId}/complete',
    'persons.milestones.complete',
    'object',
    'params?',
  ],
  ['POST /v1/auth/login/jwt', 'auth.exchangeJwt', 'object', 'params'],
  ['GET /v1/users', 'users.list', 'offset-pages', 'params?'],
  ['GET /v1/users/{userId}', 'users.get', 'object'],
  ['POST /v1/users/invite', 'users.invite', 'object', 'params'],
  ['PUT /v1/users/{userId}/sub', 'users.sub.update', 'void', 'params'],
  ['POST /v1/users/admins', 'users.admins.create', 'object', 'params'],
  ['DELETE /v1/users/admins/{userId}', 'users.admins.delete', 'void'],
  ['GET /v1/users/{userId}/kyc', 'users.kyc.get', 'object'],
  ['POST /v1/users/{userId}/kyc', 'users.kyc.submit', 'void', 'params'],
  ['PATCH /v1/users/{userId}/kyc', 'users.kyc.resubmit', 'void', 'params'],
  ['GET /v1/users/{userId}/balances', 'users.balances.list', 'object'],
  ['GET /v1/users/{userId}/tax-forms', 'users.taxForms.list', 'object'],
  ['GET /v1/users/{userId}/tax-forms/{formId}/download', 'users.taxForms.download.get', 'object'],
  ['GET /v1/users/{userId}/wallets', 'users.wallets.list', 'node-pages'],
  ['GET /v1/users/{userId}/fees', 'users.fees.get', 'object', 'params'],
  ['GET /v1/users/{userId}/beneficiaries', 'users.beneficiaries.list', 'node-pages', 'params?'],
  ['POST /v1/users/{userId}/beneficiaries', 'users.beneficiaries.create', 'object', 'params'],
  ['GET /v1/users/{userId}/beneficiaries/{beneficiaryId}', 'users.beneficiaries.get', 'object'],
  ['DELETE /v1/users/{userId}/beneficiaries/{beneficiaryId}', 'users.beneficiaries.delete', 'void'],
  ['GET /v1/users/{userId}/transactions', 'users.transactions.list', 'node-pages', 'params?'],
  ['POST /v1/users/{userId}/transactions', 'users.transactions.create', 'object', 'params'],
  ['GET /v1/users/{userId}/transactions/{transactionId}', 'users.transactions.get', 'object', 'params?'],
  ['GET /v1/users/{userId}/virtual-accounts', 'users.virtualAccounts.list', 'node-pages', 'params?'],
  ['POST /v1/users/{userId}/virtual-accounts', 'users.virtualAccounts.create', 'void', 'params'],
  ['GET /v1/payrolls', 'payrolls.list', 'object', 'params?'],
  ['POST /v1/payrolls', 'payrolls.create', 'object', 'params'],
  ['GET /v1/payrolls/{payrollId}', 'payrolls.get', 'object'],
  ['POST /v1/payrolls/{payrollId}/save', 'payrolls.save', 'object', 'params'],
  ['POST /v1/payrolls/{payrollId}/approve', 'payrolls.approve', 'void'],
  ['DELETE /v1/payrolls/{payrollId}', 'payrolls.delete', 'void'],
  ['GET /v1/payrolls/{payrollId}/payslip-links', 'payrolls.payslipLinks.get', 'object', 'params?'],
  ['GET /v1/contract-templates', 'contractTemplates.list', 'object'],
  ['GET /v1/contracts', 'contracts.list', 'object', 'params?'],
  ['POST /v1/contracts', 'contracts.create', 'object', 'params'],
  ['POST /v1/contracts-upload', 'contracts.upload', 'object', 'params'],
  ['GET /v1/contracts/{contractId}', 'contracts.get', 'object', 'params?'],
  ['GET /v1/contracts/{contractId}/signingUrl', 'contracts.signingUrl.get', 'object', 'params?'],
  ['GET /v1/invoices', 'invoices.list', 'node-pages', 'params?'],
  ['GET /v1/invoices/{invoiceId}', 'invoices.get', 'object'],
  ['GET /v1/invoices/{invoiceId}/url', 'invoices.url.get', 'object'],
  ['POST /v1/invoices/{invoiceId}/review', 'invoices.review', 'void', 'params'],
  ['POST /v1/invoices/{invoiceId}/cancel', 'invoices.cancel', 'void', 'params?'],
  ['GET /v1/reimbursements', 'reimbursements.list', 'node-pages', 'params?'],
  ['POST /v1/reimbursements', 'reimbursements.create', 'object', 'params'],
  ['GET /v1/reimbursements/{reimbursementId}', 'reimbursements.get', 'object', 'params?'],
  ['DELETE /v1/reimbursements/{reimbursementId}', 'reimbursements.delete', 'void'],
  ['POST /v1/reimbursements/{reimbursementId}/review', 'reimbursements.review', 'void', 'params'],
  ['POST /v1/files/upload-url', 'files.createUploadUrl', 'object', 'params'],
  ['GET /v1/files/{fileId}', 'files.get', 'object'],
  ['GET /v1/beneficiaries', 'beneficiaries.list', 'node-pages', 'params?'],
  ['POST /v1/beneficiaries', 'beneficiaries.create', 'object', 'params'],
  ['GET /v1/beneficiaries/{beneficiaryId}', 'beneficiaries.get', 'object'],
  ['DELETE /v1/beneficiaries/{beneficiaryId}', 'beneficiaries.delete', 'void'],
  ['GET /v1/payouts', 'payouts.list', 'node-pages', 'params?'],
  ['POST /v1/payouts', 'payouts.create', 'object', 'params'],
  ['GET /v1/payouts/{payoutId}', 'payouts.get', 'object'],
  ['POST /v1/fx-quotes', 'fxQuotes.create', 'object', 'params'],
  ['GET /v1/payment-methods', 'paymentMethods.list', 'array', 'params?'],
  ['GET /v1/payment-requirements', 'paymentRequirements.get', 'object', 'params'],
  ['GET /v1/providers', 'providers.list', 'object', 'params'],
  ['GET /v1/providers/resolve', 'providers.resolve', 'object', 'params'],
  ['POST /v1/tax/calculate', 'tax.calculate', 'object', 'params'],
  ['POST /v1/tax/estimate', 'tax.estimate', 'object', 'params'],
  ['GET /v1/tax/fields', 'tax.fields.list', 'object', 'params'],
  ['GET /v1/tax/locations', 'tax.locations.list', 'object', 'params?'],
  ['POST /v1/sandbox/business-deposits', 'sandbox.businessDeposits.create', 'void', 'params'],
  ['DELETE /v1/sandbox/users/{userId}', 'sandbox.users.delete', 'void'],
  [
    'POST /v1/sandbox/users/{userId}/virtual-accounts/{virtualAccountId}/deposit',
    'sandbox.users.virtualAccounts.deposit',
    'void',
    'params',
  ],
  ['GET /v1/statutory/jurisdictions', 'statutory.jurisdictions.list', 'cursor-pages', 'params?'],
  ['GET /v1/statutory/jurisdictions/{country_code}', 'statutory.jurisdictions.get', 'object'],
  [
    'GET /v1/statutory/jurisdictions/{country_code}/filing-types',
    'statutory.jurisdictions.filingTypes.list',
    'object',
  ],
  [
    'GET /v1/statutory/jurisdictions/{country_code}/required-fields',
    'statutory.jurisdictions.requiredFields.get',
    'object',
    'params?',
  ],
  ['GET /v1/statutory/filings', 'statutory.filings.list', 'object', 'params?'],
  ['POST /v1/statutory/filings', 'statutory.filings.create', 'object', 'params'],
  ['POST /v1/statutory/filings/batch', 'statutory.filings.createBatch', 'object', 'params'],
  ['GET /v1/statutory/filings/{filing_id}', 'statutory.filings.get', 'object'],
  ['POST /v1/statutory/filings/{filing_id}/approve', 'statutory.filings.approve', 'void'],
  ['POST /v1/statutory/filings/{filing_id}/cancel', 'statutory.filings.cancel', 'void', 'params?'],
  ['POST /v1/statutory/filings/{filing_id}/amend', 'statutory.filings.amend', 'object', 'params'],
  ['GET /v1/statutory/filings/{filing_id}/document', 'statutory.filings.document.get', 'object'],
  ['GET /v1/statutory/compliance/summary', 'statutory.compliance.summary.get', 'object', 'params'],
  ['GET /v1/statutory/remittances', 'statutory.remittances.list', 'object', 'params?'],
  ['POST /v1/statutory/remittances', 'statutory.remittances.create', 'object', 'params'],
  ['GET /v1/statutory/remittances/{remittance_id}', 'statutory.remittances.get', 'object'],
  ['GET /v1/statutory/remittances/{remittance_id}/receipt', 'statutory.remittances.receipt.get', 'object'],
  ['GET /v1/statutory/requirements', 'statutory.requirements.list', 'object', 'params'],
  ['GET /v1/statutory/requirements/{requirement_id}', 'statutory.requirements.get', 'object'],
  ['GET /v1/statutory/events', 'statutory.events.list', 'cursor-pages', 'params'],
  ['GET /v1/statutory/persons/{person_id}/fields/{country_code}', 'statutory.persons.fields.get', 'object'],
  [
    'PUT /v1/statutory/persons/{person_id}/fields/{country_code}',
    'statutory.persons.fields.update',
    'void',
    'params',
  ],
  [
    'GET /v1/statutory/businesses/{business_id}/fields/{country_code}',
    'statutory.businesses.fields.get',
    'object',
  ],
  [
    'PUT /v1/statutory/businesses/{business_id}/fields/{country_code}',
    'statutory.businesses.fields.update',
    'void',
    'params',
  ],
];

/** Operations the documents do not declare: `GET /v1/balances` is named by the interface spec only. */
export const EXTRA_OPERATIONS = {
  'GET /v1/balances': {
    doc: 'workforce-management',
    operation: {
      responses: {
        200: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { data: { type: 'array', items: { $ref: '#/components/schemas/userBalance' } } },
              },
            },
          },
        },
      },
    },
  },
};

/** Summaries of the namespaces, in our words. */
export const NAMESPACES = {
  me: 'The identity behind the API key: its access level and the business requests resolve to.',
  balances: 'Wallet balances of the current business.',
  businesses:
    'A business: treasury (balances, deposits, reserves, statements), departments, custom fields and KYB.',
  platform: 'Platform tokens: the businesses under a platform, their disbursements and transfers.',
  permissions: 'Roles that can be granted to users.',
  entities: 'Legal sub-entities of the business.',
  persons:
    'Employees and contractors: onboarding, personal, job, tax and payment details, offboarding, milestones.',
  auth: 'Custom authentication: exchanging a partner JWT for a login token.',
  users: 'User accounts, admins, KYC, and the consumer wallets tied to users.',
  payrolls: 'Payroll runs: create, save entries, approve, read and payslips.',
  contractTemplates: 'Templates contracts are made from.',
  contracts: 'Contracts with persons: create, upload, read and signing links.',
  invoices: 'Contractor invoices: read, review and cancel.',
  reimbursements: 'Expense reimbursements: create, review, read and delete.',
  files: 'File uploads through presigned URLs, and file details.',
  beneficiaries: 'Payout beneficiaries of the business.',
  payouts: 'Payouts to beneficiaries.',
  fxQuotes: 'Foreign-exchange quotes.',
  paymentMethods: 'Payment methods available per country.',
  paymentRequirements: 'The fields a payment method needs in a country, as a JSON schema.',
  providers: 'Payment providers (banks, wallets) per country, and resolving one by code.',
  tax: 'The tax engine: calculations, estimates, the fields it needs and supported locations.',
  sandbox: 'Sandbox-only helpers: simulated deposits and user removal.',
  statutory:
    'Statutory compliance: jurisdictions, filings, remittances, requirements, audit events and filing fields.',
};

/** Class names kept from earlier releases (the default joins the singular segments: `PersonMilestones`). */
export const CLASS_NAMES = {
  me: 'MeResource',
  'persons.milestones': 'Milestones',
  'businesses.externalAccounts': 'ExternalAccounts',
  'statutory.remittances': 'Remittances',
  'statutory.requirements': 'Requirements',
  'statutory.businesses.fields': 'BusinessFields',
};

/**
 * Names of per-operation models kept from earlier releases (the default is built from the method path:
 * `PersonCreateParams`, `PersonGetResponse`, `PayoutListItem`). `response` names the body (or, for an array,
 * its element), `item` the element of a page.
 */
export const MODEL_NAMES = {
  'me.get': { response: 'Me' },
  'balances.list': { response: 'WalletBalanceList' },
  'businesses.balances.list': { params: 'BusinessBalanceListParams', response: 'WalletBalanceList' },
  'persons.get': { response: 'Person' },
  'persons.list': { params: 'PersonListParams' },
  'platform.businesses.create': {
    params: 'PlatformBusinessCreateParams',
    response: 'PlatformBusinessCreateResponse',
  },
  'payrolls.get': { response: 'Payroll' },
  // The API's nouns (issue 22); the earlier names stay as deprecated aliases (`RENAMED`).
  'businesses.get': { response: 'Business' },
  'reimbursements.get': { response: 'Reimbursement' },
  'users.list': { params: 'UserListParams' },
  'invoices.review': { params: 'InvoiceReviewParams' },
  'reimbursements.create': { params: 'ReimbursementCreateParams', response: 'ReimbursementCreateResponse' },
  'reimbursements.review': { params: 'ReimbursementReviewParams' },
  'files.createUploadUrl': { params: 'FileCreateUploadUrlParams', response: 'FileUploadUrl' },
  'paymentMethods.list': { params: 'PaymentMethodListParams', response: 'PaymentMethodsByCountry' },
  'statutory.requirements.list': { params: 'StatutoryRequirementListQuery' },
  'statutory.events.list': { params: 'StatutoryEventListParams' },
};

/** Component names (`document#component#mode`, mode `res` or `req`) kept from earlier releases. */
export const RENAMES = {
  'workforce-management#userBalance#res': 'WalletBalance',
  'workforce-management#userEntry#res': 'User',
  'statutory-compliance#Event#res': 'StatutoryEvent',
  // The document has both `amount` (integer minor units) and `Amount` (a decimal string): two names.
  'workforce-management#Amount#res': 'DecimalAmount',
  'workforce-management#Amount#req': 'DecimalAmountInput',
  'embedded-consumer-wallets#Amount#res': 'DecimalAmount',
  'embedded-consumer-wallets#Amount#req': 'DecimalAmountInput',
  // The sandbox deposit's `{ value, currency }` in minor units, beside the payouts' `{ amount, currency }`.
  'embedded-payments#amount#req': 'MinorValueAmountInput',
  // Not to be confused with the `client.paymentMethods` namespace class.
  'workforce-management#paymentMethods#res': 'PaymentMethodDetails',
  'workforce-management#paymentMethods#req': 'PaymentMethodDetailsInput',
  'statutory-compliance#paymentMethods#res': 'StatutoryPaymentMethodDetails',
  'statutory-compliance#paymentMethods#req': 'StatutoryPaymentMethodDetailsInput',
  // The documents name some schemas after the call (`GetEntityResponse`, `CreatePersonRequest`); users
  // search for the noun. The earlier names stay as deprecated aliases (`RENAMED`).
  'workforce-management#GetEntitiesResponse#res': 'Entity',
  'workforce-management#GetEntityResponse#res': 'EntityDetails',
  'workforce-management#GetKYB#res': 'Kyb',
  'workforce-management#KYBPrincipal#res': 'KybPrincipal',
  'workforce-management#CreatePersonRequest#req': 'PersonInput',
  'workforce-management#GetPersonTaxProfileResponse#res': 'TaxProfile',
  'workforce-management#UpdatePersonTaxProfileRequest#req': 'TaxProfileInput',
  'workforce-management#payrollEntryInput#req': 'PayrollEntryInput',
  'workforce-management#ReimbursementEntryRequest#req': 'ReimbursementEntryInput',
  'workforce-management#GenerateKybLinkRequest#req': 'KybLinkInput',
  'statutory-compliance#IDResponse#res': 'CreatedId',
  'statutory-compliance#RequiredFieldsResponse#res': 'RequiredFields',
  'statutory-compliance#StatutoryFieldsResponse#res': 'StatutoryFields',
  'global-tax#CalculateTaxesResponse#res': 'TaxCalculation',
  'global-tax#CalculateTaxesSummary#res': 'TaxCalculationSummary',
  'global-tax#CalculateTaxesLineItem#res': 'TaxCalculationLineItem',
  'global-tax#EstimateTaxesResponse#res': 'TaxEstimate',
  'global-tax#EstimateTaxesRequest#req': 'TaxEstimateInput',
};

/** Names of earlier releases (`old → new`), exported as deprecated aliases so users' imports keep compiling. */
export const RENAMED = {
  BusinessGetResponse: 'Business',
  ReimbursementGetResponse: 'Reimbursement',
  GetEntitiesResponse: 'Entity',
  GetEntityResponse: 'EntityDetails',
  GetKYB: 'Kyb',
  KYBPrincipal: 'KybPrincipal',
  CreatePersonRequestInput: 'PersonInput',
  GetPersonTaxProfileResponse: 'TaxProfile',
  UpdatePersonTaxProfileRequestInput: 'TaxProfileInput',
  PayrollEntryInputInput: 'PayrollEntryInput',
  ReimbursementEntryRequestInput: 'ReimbursementEntryInput',
  GenerateKybLinkRequestInput: 'KybLinkInput',
  IDResponse: 'CreatedId',
  RequiredFieldsResponse: 'RequiredFields',
  StatutoryFieldsResponse: 'StatutoryFields',
  CalculateTaxesResponse: 'TaxCalculation',
  CalculateTaxesSummary: 'TaxCalculationSummary',
  CalculateTaxesLineItem: 'TaxCalculationLineItem',
  EstimateTaxesResponse: 'TaxEstimate',
  EstimateTaxesRequestInput: 'TaxEstimateInput',
  // Method-named types that did not follow the `<Stem>Params` / `<Stem>Response` pattern.
  MilestoneCreateParams: 'PersonMilestoneCreateParams',
  MilestoneCreateResponse: 'PersonMilestoneCreateResponse',
  BusinessFieldsUpdateParams: 'StatutoryBusinessFieldUpdateParams',
  RequirementListQuery: 'StatutoryRequirementListQuery',
  RequirementList: 'StatutoryRequirementListResponse',
  RequirementListFilters: 'StatutoryRequirementListFilters',
  RequirementListParams: 'StatutoryRequirementListParams',
  FileUploadUrlCreateParams: 'FileCreateUploadUrlParams',
};

/**
 * Corrections of the documents, by `document#component` (a component) or by method path (an operation's
 * params or response), each a function of a copy of the node. Every entry says why.
 */
export const PATCHES = {
  // Absent until a verification link exists: the API answers `null`.
  'workforce-management#ExternalAccount': (node) => {
    node.properties.hostedVerificationUrl = { type: 'string', nullable: true };
    return node;
  },
  // The interface spec: a milestone's `dueDate` is `YYYY-MM-DD`.
  'workforce-management#AddMilestoneRequest': (node) => {
    node.properties.dueDate = { type: 'string', format: 'date' };
    return node;
  },
  'workforce-management#UpdateMilestoneRequest': (node) => {
    if (node.properties?.dueDate) node.properties.dueDate = { type: 'string', format: 'date' };
    return node;
  },
  // An expense line's date is a calendar date and its amount a decimal string in major units ("12.50"): the
  // document types both as bare strings.
  'workforce-management#ReimbursementEntryRequest': (node) => {
    node.properties.date = { type: 'string', format: 'date' };
    node.properties.amount.properties.value = {
      type: 'string',
      'x-schema': ['k', 'decimal'],
      'x-ts': 'string',
    };
    return node;
  },
  // A reimbursement without an expense line is refused by the API; say so before sending.
  'workforce-management#CreateReimbursementRequest': (node) => {
    node.properties.entries.minItems = 1;
    return node;
  },
  // The interface spec lists `affectedPersons` (the persons a `worker_data` requirement waits on).
  'statutory-compliance#Requirement': (node) => {
    node.properties.affectedPersons = {
      type: 'array',
      items: {
        type: 'object',
        required: ['personId'],
        properties: {
          personId: { type: 'string' },
          personName: { type: 'string' },
          missingField: { type: 'string' },
          missingFieldLabel: { type: 'string' },
        },
      },
    };
    return node;
  },
  // The interface spec lists the statutory event kinds; the document types `type` as any string.
  'statutory-compliance#Event': (node) => {
    node.properties.type = {
      type: 'string',
      enum: [
        'filing.upcoming',
        'filing.created',
        'filing.blocked',
        'filing.pending',
        'filing.in_review',
        'filing.approved',
        'filing.submitted',
        'filing.accepted',
        'filing.rejected',
        'filing.overdue',
        'filing.amended',
        'filing.cancelled',
        'remittance.created',
        'remittance.processing',
        'remittance.completed',
        'remittance.failed',
        'requirement.created',
        'requirement.satisfied',
        'requirement.waived',
      ],
    };
    return node;
  },
};

/**
 * Request fields the documents type as bare strings but the API's vocabulary fixes, by field name (a regular
 * expression): country codes are ISO 3166-1 alpha-2 and currencies ISO 4217, both uppercase (the interface
 * spec). Checked before sending, so a lowercase `ng` never reaches a payroll. Each names a kit schema of
 * `src/internal/schema-table.ts`.
 */
export const FIELD_RULES = {
  '^(countryCode|country|destinationCountry)$': 'country',
  '^(currency|[a-z]+Currency)$': 'currency',
};

/**
 * Behaviours the interface spec adds to an operation:
 * - `normalize`: a function of `src/internal/normalize.ts` reshaping the raw body before validation;
 * - `response`: a patch of the response schema;
 * - `paramsSchema`: wraps the generated params schema in a hand-written rule of `src/internal/schema-kit.ts`;
 * - `paramsType`: the name of an alias (`ALIASES`) that replaces the generated params type in signatures;
 * - `fields`: hand-written validators of single params (`name → schema descriptor`).
 */
export const BEHAVIOURS = {
  // The spec names `businessId` (and the tenant key) at the top level; the documents nest them in `business`.
  // A key without a description or tenant prefix has them `null`.
  'me.get': {
    normalize: 'flattenMe',
    response: (node) => {
      const apiKey = node.properties.apiKey.properties;
      apiKey.description = { type: 'string', nullable: true };
      apiKey.tenantPrefix = { type: 'string', nullable: true };
      return {
        ...node,
        properties: { businessId: { type: 'string' }, tenantKey: { type: 'string' }, ...node.properties },
      };
    },
  },
  // The spec's `{ data: [...] }`; some deployments answer a bare array.
  'balances.list': { normalize: 'wrapData' },
  // The spec says an array; some guide pages show a single object.
  'paymentMethods.list': { normalize: 'asArray' },
  // The answer is a JSON Schema document, served as `application/schema+json`.
  'paymentRequirements.get': { accept: 'application/schema+json, application/json' },
  // One document answers `{ data: [details] }`, the other the details object alone.
  'businesses.fundingDetails.get': { normalize: 'wrapObjectAsData' },
  // Answered as `{ data: [...] }` by some deployments; the surface is the array.
  'businesses.externalAccounts.list': { normalize: 'unwrapData' },
  // The answer is written as the creation's own model (its required fields are in `REQUIRED`).
  'platform.businesses.create': {
    response: (node) => ({ ...node }),
  },
  // The content type is sent again as the upload's Content-Type header: a plain `type/subtype` only.
  'files.createUploadUrl': {
    fields: { contentType: ['k', 'mime'] },
    fieldTypes: { contentType: 'string' },
  },
  // `include` takes one value or several, sent comma-separated.
  'businesses.balances.list': {
    fields: { include: ['l', ['reserves']] },
    fieldTypes: { include: "'reserves' | readonly 'reserves'[]" },
  },
  // A statutory field value is text or an uploaded file; one message names both shapes.
  'statutory.businesses.fields.update': {
    fields: { fields: ['k', 'statutoryFields'] },
    fieldTypes: { fields: 'Record<string, string | { fileId: string }>' },
  },
  'statutory.persons.fields.update': {
    fields: { fields: ['k', 'statutoryFields'] },
    fieldTypes: { fields: 'Record<string, string | { fileId: string }>' },
  },
  // The spec: `businessId` is required unless `personId` is given.
  'statutory.requirements.list': {
    paramsSchema: 'requireBusinessOrPerson',
    paramsType: 'StatutoryRequirementListParams',
  },
};

/**
 * Methods beyond the API's operations, written by hand in `src/internal/` and called in one statement:
 * `[namespace, declaration, call]`.
 */
export const EXTRA_METHODS = {
  files: [
    {
      name: 'upload',
      imports: {
        uploadFile: '../../uploads.js',
        FileUploadParams: '../../uploads.js',
        FileUploadResult: '../../uploads.js',
        UploadContent: '../../core/request-options.js',
      },
      signature:
        'upload(content: UploadContent, params: FileUploadParams, options?: RequestOptions): Promise<FileUploadResult>',
      body: 'return uploadFile(transportOf(this.core), {{op:files.createUploadUrl}}, content, params, options);',
      summary:
        'Uploads a file in one call: asks for an upload URL, then PUTs the bytes there (without the API key).',
    },
  ],
};

/**
 * Named parts of the generated models, kept from earlier releases so users' imports keep working:
 * `name → [type, summary]`.
 */
export const ALIASES = {
  BalanceInclude: ["'reserves'", 'An extra field of a wallet balance, requested with `include`.'],
  ExternalAccountStatus: [
    "Exclude<ExternalAccount['status'], undefined>",
    'The status of an external bank account.',
  ],
  FilePurpose: [
    "FileCreateUploadUrlParams['purpose']",
    'What an uploaded file is for; decides who may use it.',
  ],
  ReviewAction: ["InvoiceReviewParams['action']", 'The decision of a review: `approve` or `reject`.'],
  PaymentMethodStatus: ["PaymentMethod['status']", 'Whether a payment method is available (open enum).'],
  PaymentMethodType: ["PaymentMethod['type']", 'The kind of a payment method (open enum).'],
  PayrollType: [
    "Exclude<Payroll['type'], undefined>",
    'Whether a payroll is regular or one-off (open enum).',
  ],
  PayrollWorkerType: [
    "Exclude<Payroll['workerType'], undefined>",
    'Who a payroll pays: employees or contractors.',
  ],
  PlatformBusinessAddress: [
    "PlatformBusinessCreateParams['address']",
    'The address of a business created under a platform.',
  ],
  ReimbursementEntryParams: [
    "ReimbursementCreateParams['entries'][number]",
    'One expense line of a reimbursement.',
  ],
  BusinessFieldValue: [
    'string | { fileId: string }',
    'A statutory field value: text, or an uploaded file (`client.files.upload()`) by its id.',
  ],
  StatutoryActor: [
    "Exclude<StatutoryEvent['actor'], undefined>",
    'Who caused a statutory event: a user, the system or an authority.',
  ],
  StatutoryEventType: [
    "Exclude<StatutoryEvent['type'], undefined>",
    'The kind of a statutory audit event (open enum).',
  ],
  StatutoryResourceType: [
    "Exclude<StatutoryEvent['resourceType'], undefined>",
    'The kind of record a statutory event is about.',
  ],
  RemittanceStatus: ["Exclude<Remittance['status'], undefined>", 'The status of a remittance (open enum).'],
  RemittanceStatusChange: [
    "Exclude<Remittance['statusHistory'], undefined>[number]",
    'One status change of a remittance.',
  ],
  RequirementAffectedPerson: [
    "Exclude<Requirement['affectedPersons'], undefined>[number]",
    'A person a `worker_data` requirement waits on, and the field they are missing.',
  ],
  RequirementCategory: [
    "Exclude<Requirement['category'], undefined>",
    'The kind of a compliance item (open enum).',
  ],
  RequirementStatus: [
    "Exclude<Requirement['status'], undefined>",
    'The status of a requirement (open enum).',
  ],
  StatutoryRequirementListFilters: [
    "Omit<StatutoryRequirementListQuery, 'businessId' | 'personId'>",
    'The filters of `client.statutory.requirements.list()` besides the business or person.',
  ],
  StatutoryRequirementListParams: [
    'StatutoryRequirementListFilters & ({ businessId: string; personId?: string | undefined } | { businessId?: string | undefined; personId: string })',
    'What `client.statutory.requirements.list()` takes: `businessId` is required unless `personId` is given.',
  ],
};

/**
 * Present means required (docs/adr/0019-present-means-required.md). The generator applies `rule` to types
 * and to strict validation alike; `fields` adds what the rule and the documents do not cover, each entry
 * with its reason. Keys name models as the descriptions do: `document#component` or `<method>#response`.
 */
export const REQUIRED = {
  rule:
    'A response field is required when the documents mark it required, when it is the identifier (`id`, ' +
    '`<noun>Id` or `<noun>_id`) of a resource object (an element of a list, the answer of a `get`) or of a ' +
    "create's answer (or of each element of its `data`), when it is the `data` array of a list answer, or " +
    'when an entry below names it.',
  fields: {
    'workforce-management#userBalance': {
      fields: ['id', 'currency', 'balance', 'available', 'processing'],
      reason: 'the interface spec lists these fields of every wallet balance (`reserves` only on request)',
    },
    'statutory-compliance#Event': {
      fields: ['id', 'type', 'resourceType', 'resourceId', 'businessId', 'actor', 'occurredAt'],
      reason: 'the interface spec lists every field of an audit event but `data` as always present',
    },
    'statutory-compliance#JurisdictionSummary': {
      fields: ['countryCode'],
      reason: 'a jurisdiction has no `id`: its country code is its identifier (the path of its `get`)',
    },
    'statutory-compliance#Jurisdiction': {
      fields: ['countryCode'],
      reason: 'a jurisdiction has no `id`: its country code is its identifier (the path of its `get`)',
    },
    'workforce-management#taxForm': {
      fields: ['formId'],
      reason: 'a tax form is identified by `formId`, the id `client.users.taxForms.download.get()` takes',
    },
    'businesses.reserves.create#response': {
      fields: ['disbursementId'],
      reason: 'the answer of a reserve is the disbursement it created, and that id is its only field',
    },
    'platform.businesses.create#response': {
      fields: ['businessId', 'tenantKey'],
      reason: 'the interface spec: creating a business under a platform returns its id and tenant key',
    },
  },
};
