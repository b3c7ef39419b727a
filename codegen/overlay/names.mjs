// @ts-check
/**
 * Names: the namespaces' summaries, class and model names chosen by hand, and names kept from earlier releases. Part of the overlay (`codegen/overlay.mjs`).
 */
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
