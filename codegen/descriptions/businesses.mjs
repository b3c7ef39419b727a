/** Descriptions of `client.businesses`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'businesses.get':
    'Reads a business: its country and currency, tenant key, address, instant-pay and payroll settings, departments and custom fields. Answers 404 for an unknown business.',
  'businesses.balances.list':
    "Lists the business's wallet balances, one per currency, as integers in hundredths of the currency unit; pass `include: 'reserves'` to add the amount locked in reserves. Answers 404 for an unknown business.",
  'businesses.fundingDetails.get':
    'Lists the account details to send money to when funding the business (bank, ACH, wire, IBAN, SWIFT or crypto), optionally for one currency. Read-only; money that arrives shows up in the balances and the ledger.',
  'businesses.cryptoDepositAddresses.create':
    'Opens a stablecoin deposit address of the business on a blockchain network (USDC on ethereum, solana, arbitrum, base or polygon; USDT on ethereum, solana or tron); coins sent there fund the business. Answers 400 for an unsupported currency and network pair, or when the business already has an address for that pair.',
  'businesses.transactions.list':
    "Pages through the business's ledger for one currency from `startDate` on: each money movement in or out (deposits, payouts, payroll, fees), with its direction and effect on the balance, for reconciliation. For the payment method, exchange rate and fees of each movement use `platform.disbursements.list()`.",
  'businesses.statement.get':
    'Returns the account statement of one currency for a period, as JSON by default, or as a CSV or BAI2 file with `format`. Answers 400 for a missing or invalid period or currency.',
  'businesses.deposits.create':
    "Pulls money into the business by ACH debit from one of its linked external accounts (`businesses.externalAccounts.list()`), and answers the deposit's id; the money is added to the balance once the debit settles. Answers 400 for an invalid body and 404 for an unknown business or account.",
  'businesses.reserves.create':
    "Locks part of the business balance for a person (a security deposit, severance or notice-period pay), or releases it again, and answers the id of the money movement. Locked amounts stay in the balance's `reserves` and are not available for spending.",
  'businesses.withdrawalLink.create':
    'Creates a short-lived signed link at which a business owner can send funds from the business wallet to an outside bank account (a beneficiary) with no dashboard login. Nothing moves until the owner completes the page.',
  'businesses.externalAccounts.list':
    'Lists the bank accounts linked to the business for pulling deposits, with their status: `needs_confirmation` (waiting for micro-deposit verification), `active` or `removed`. No webhook announces that a `needs_confirmation` account became `active`: poll this list.',
  'businesses.externalAccounts.createLink':
    'Creates a hosted page link at which the business links a bank account. When the account is linked the `external-account.added` webhook follows; accounts verified by micro-deposits start `needs_confirmation`, instantly verified ones start `active`.',
  'businesses.externalAccounts.delete':
    'Removes a linked bank account; it shows as `removed` and the `external-account.removed` webhook follows. Answers 404 for an unknown account.',
  'businesses.departments.create':
    'Adds departments to the business, one per name given, and answers them with their new ids; persons can then be placed in them.',
  'businesses.departments.update': 'Renames a department. Answers 400 for an invalid name.',
  'businesses.customFields.create':
    'Adds custom fields (extra attributes the business records on its persons), one per name given, and answers them with their ids.',
  'businesses.customFields.update': 'Renames a custom field. Answers 400 for an invalid name.',
  'businesses.kyb.get':
    "Reads the business's verification (KYB) record: company details, principals, documents, its status and what is still due. Answers 404 when verification has not been started.",
  'businesses.kyb.submit':
    'Sends the business verification details (the first submission, or any change to the list of principals); the review that follows sends `business.kyb.reviewed` (more information needed), `business.kyb.completed` or `business.kyb.rejected` (final). Allowed only while the status is `initialized`, `incomplete`, `awaiting-principal-kyc` or `needs-additional-info`: 400 otherwise or for invalid input. In the sandbox, tax id `000-CAD-AUTO-APPROVE` approves at once and `000-CAD-AUTO-FLAG` flags the submission.',
  'businesses.kyb.update':
    'Corrects verification details already sent: only the fields given change, existing principals are named by `id`, and document lists are added to rather than replaced; new principals need `submit()`. Answers 400 for an unknown principal id, invalid input, or a status of `pending-review`, `complete` or `rejected`.',
  'businesses.kyb.createLink':
    'Creates a link to a hosted page where the business completes verification itself, with the URLs to return to when done or when the link has expired; the same KYB webhooks follow the review.',
};

const LINK_URLS = {
  refreshURL: 'Where the browser is sent when the link has expired, to ask for a new one.',
  returnURL: 'Where the browser is sent when the person leaves or completes the page.',
};
const ENTITY_TYPE =
  'The legal form: `corporation`, `c-corporation`, `s-corporation`, `partnership`, `sole proprietorship`, `limited liability company`, `non profit` or `other`.';
const KYB_STATUS =
  'Where verification is: `initialized` (started), `incomplete` (details missing), `awaiting-principal-kyc` (principals must verify themselves), `needs-additional-info` (reviewed, more is needed: see `requirements`), `pending-review` (with the reviewers), `complete` (verified) or `rejected` (final; no resubmission).';
const RANGE = {
  currency: 'ISO 4217 code of the bounds.',
  min: 'Lower bound.',
  max: 'Upper bound.',
};
const IDENTIFIER = {
  identifier: 'A government identity document; individuals only.',
  'identifier.type': 'The document kind: `passport` or `ssn`.',
  'identifier.value': 'The document number.',
  'identifier.identityFileId': 'The uploaded file of its front page.',
  'identifier.identityBackPageFileId': 'The uploaded file of its back page.',
  'identifier.addressFileId': 'The uploaded proof of address.',
};
const PRINCIPAL_COMMON = {
  ownershipPercentage: 'The share of the business the principal owns.',
  isExecutive: 'Whether the principal runs the company (a controlling person).',
  title: 'Their role, such as CEO.',
  dateOfBirth: '`YYYY-MM-DD`; individuals only.',
  isEntity:
    'Whether the principal is a company rather than a person; a company gives `entity` instead of the personal fields.',
};
const ENTITY_REQ = {
  entity: 'The company, when `isEntity` is true.',
  'entity.companyName': 'Its registered legal name.',
  'entity.entityType': ENTITY_TYPE,
  'entity.incorporation': 'When and where it was incorporated.',
  'entity.incorporation.date': 'Date of incorporation, `YYYY-MM-DD`.',
  'entity.certificateOfIncorporationFileId': 'The uploaded certificate of incorporation; optional.',
  'entity.proofOfAddressFileId': 'The uploaded proof of address; optional.',
  'entity.ownershipDocumentFileId':
    'The uploaded document proving its stake in the business; the only document it must give.',
  'entity.individuals':
    'Its own owners of 25 % or more, plus one or more people who control it, in the same shape (repeated down the ownership chain).',
};
const KYB_INPUT = {
  entityName: 'The registered name of the business.',
  entityType: ENTITY_TYPE,
  taxIdentificationNumber: 'The tax id of the business.',
  incorporation: 'When and where the business was incorporated.',
  'incorporation.date': 'Date of incorporation, `YYYY-MM-DD`.',
  websiteURL: 'The website of the business.',
  natureOfBusiness: 'What the business does and its industry.',
  sizeOfCompany: 'How large the company is.',
  sourceOfFunds: 'Where its money comes from.',
  annualRevenue: 'The range of its yearly revenue.',
  ...Object.fromEntries(Object.entries(RANGE).map(([k, v]) => [`annualRevenue.${k}`, v])),
  expectedMonthlyTransactionVolume: 'The range of money it expects to move each month.',
  ...Object.fromEntries(Object.entries(RANGE).map(([k, v]) => [`expectedMonthlyTransactionVolume.${k}`, v])),
  principals: 'The owners and controlling persons of the business.',
};
const KYB_FILES = {
  articlesOfIncorporation: 'Ids of uploaded files of the articles of incorporation.',
  bankStatements: 'Ids of uploaded bank statements.',
  proofOfAddress: 'Ids of uploaded proofs of address.',
  taxDocuments: 'Ids of uploaded tax documents.',
};

export const models = {
  'businesses.get#response': {
    summary: 'A business as read: identity, settings, departments and custom fields.',
    fields: {
      country: 'ISO 3166-1 alpha-2 code of the country the business is registered in.',
      tenantKey: 'The key that selects this business in the `X-MultiTenantKey` header (Platform tokens).',
      currency: 'ISO 4217 code of its main currency.',
      shortName: 'A short display name.',
      status: 'The state of the business account.',
      instantPaySettings: 'How workers may draw earned pay before payday.',
      payrollSettings: 'When payroll runs and how many approvals it needs.',
    },
  },
  'workforce-management#address': {
    summary: 'A postal address; only the country is always present.',
    fields: {
      line2: 'Second address line.',
      state: 'State, province or region.',
      countryCode: 'ISO 3166-1 alpha-2 code of the country.',
    },
  },
  'workforce-management#instantPaySettings': {
    summary: "The business's rules for instant pay (workers drawing earned pay before payday).",
    fields: {
      accessPercentage: 'The share of earned pay a worker may draw, in percent.',
      requiresApproval: 'Whether instant-pay requests need an approval.',
      contractorAccess: 'Whether contractors may use instant pay too.',
    },
  },
  'workforce-management#payrollSettings': {
    summary: "The business's payroll schedule and approval rule.",
    fields: {
      payrollDay: 'The day of the month payroll is paid.',
      numApproversNeeded: 'How many admins must approve a payroll.',
    },
  },
  'workforce-management#phoneNumber': {
    summary: 'A phone number split into country calling code and local number.',
    fields: {
      countryCode: 'The calling code of the country.',
      number: 'The number without the calling code.',
    },
  },
  'workforce-management#department': {
    summary: 'A department of the business, to which persons can belong.',
  },
  'workforce-management#customField': {
    summary: 'An extra attribute the business records on its persons, and its value.',
    fields: { value: 'The value recorded for the person.' },
  },
  'businesses.balances.list#params': {
    summary: 'What `client.businesses.balances.list()` takes.',
    fields: { include: "Extra fields to add: `'reserves'` (the amount locked in reserves)." },
  },
  'businesses.fundingDetails.get#params': {
    summary: 'What `client.businesses.fundingDetails.get()` takes.',
    fields: { currency: 'Only details for this currency (ISO 4217).' },
  },
  'businesses.fundingDetails.get#response': {
    summary:
      'The answer of `client.businesses.fundingDetails.get()`: the ways to send money to the business.',
  },
  'workforce-management#FundingDetails': {
    summary: 'One way to send money to the business: a bank account, or a crypto address.',
    fields: {
      type: 'The rail: `ach`, `wire`, `bank` (local transfer), `iban`, `swift` or `crypto`; the fields that apply depend on it.',
      currency: 'ISO 4217 code of what the account receives.',
      accountNumber: '`ach`, `bank` and `wire`: the account number; `iban`: the IBAN.',
      routingNumber: 'The bank routing number; `ach`, `bank` and `wire` only.',
      accountType: '`Checking` or `Savings` (for `ach` and `bank`).',
      swiftCode: 'The SWIFT/BIC; `iban` and `swift` only.',
      country: 'The country of the account (for `iban`).',
      address: 'The wallet address to send coins to (for `crypto`).',
      chain: 'The blockchain network (for `crypto`).',
      cryptoType: 'The coin (for `crypto`).',
      memo: 'A memo or reference to include with the transfer (for `crypto`).',
    },
  },
  'businesses.cryptoDepositAddresses.create#params': {
    summary: 'What `client.businesses.cryptoDepositAddresses.create()` takes: the coin and the network.',
    fields: {
      currency: 'The stablecoin to receive: `USDC` or `USDT`.',
      chain:
        'The network: `ethereum`, `solana`, `arbitrum`, `base` or `polygon` for USDC; `ethereum`, `solana` or `tron` for USDT.',
    },
  },
  'businesses.cryptoDepositAddresses.create#response': {
    summary: 'The answer of `client.businesses.cryptoDepositAddresses.create()`: the new deposit address.',
    fields: { chain: 'The blockchain network.', address: 'The address to send coins to.' },
  },
  'businesses.transactions.list#params': {
    summary: 'What `client.businesses.transactions.list()` takes: the currency and the first day to list.',
    fields: {
      currency: 'The currency of the ledger to read (ISO 4217).',
      startDate: 'List entries from this date on.',
    },
  },
  'workforce-management#BusinessTransaction': {
    summary: "An entry of the business's ledger: money in or out of one currency balance.",
    fields: {
      status: 'The state of the movement.',
      vendorId: 'The id of the payee or payer.',
      vendorName: 'The name of the payee or payer.',
      reference: 'The reference of the movement.',
      direction: '`CREDIT` (money in) or `DEBIT` (money out).',
      balanceEffect: 'Whether the entry makes the balance go up (`increase`) or down (`decrease`).',
      paymentDetails: 'The rail or the kind of entry, and the account details used.',
      amount: 'The amount moved.',
      transactionFee: 'The fee charged for it.',
      totalAmount: 'The amount plus the fee.',
      sourceAmount: 'The amount in the currency it was paid from, when converted.',
      fxRate: 'The exchange rate, when a conversion took place; otherwise `null`.',
      reason: 'Why the money moved.',
      bulkPaymentReference: 'The reference shared by the payments of one bulk run.',
      createdTimestamp: 'When it was created, in Unix seconds.',
      lastUpdatedTimestamp: 'When it last changed, in Unix seconds.',
      date: 'The date of the entry.',
    },
  },
  'workforce-management#businessTransactionPaymentDetails': {
    summary: 'How a ledger entry moved: the rail and account details, or a label for entries without a rail.',
    fields: {
      preferredMethod:
        'Either the rail (`bank`, `momo`, `swift`, `ach`, `wire`, `crypto`, `card`, `proxy`; `Transfer` for any wallet-to-wallet move, deposits included) or, for entries without one, their kind: `Payment Fee`, `Payroll`, `Payroll Reversal`, `Subscription Fees`, `Statutory Deposit`, `Payroll Fees` or `Interest`.',
      momo: 'Mobile-money details, when that rail was used.',
      bank: 'Local bank details, when that rail was used.',
      swift: 'SWIFT details, when that rail was used.',
      ach: 'ACH details, when that rail was used.',
      wallet: 'The wallet on the other side of a transfer.',
      wire: 'Wire details, when that rail was used.',
    },
  },
  'workforce-management#momoDetails': {
    summary: 'A mobile-money account.',
    fields: {
      accountName: 'The name the account is registered to.',
      provider: 'The mobile-money operator.',
      providerCode: 'The code of the operator (see `client.providers.list()`).',
      phoneNumber: 'The phone number the account is tied to.',
      currency: 'ISO 4217 code of the account.',
    },
  },
  'workforce-management#bankDetails': {
    summary: 'A local bank account.',
    fields: {
      accountName: 'The name on the account.',
      accountType: 'The kind of account, such as checking or savings.',
      ownerType: 'Who holds it: an `Individual` or a `Business`.',
      bankCode: 'The code that identifies the bank.',
      sortCode: 'The UK sort code; for India it carries the IFSC.',
      iban: 'The IBAN, in countries that use one.',
      provider: 'The platform that provides the account (such as `wise`).',
      currency: 'ISO 4217 code of the account.',
      beneficiaryId: 'An identity document of the account holder, where the country asks for one.',
      email: 'The email of the account holder.',
    },
  },
  'workforce-management#beneficiaryId': {
    summary: 'An identity document of an account holder, where a country requires one (such as Colombia).',
    fields: {
      type: 'The document kind: `NIT` (tax id), `CC` (citizen id), `CE` (foreigner id), `TI` (minor id) or `PASS` (passport).',
      value: 'The document number.',
    },
  },
  'workforce-management#swiftDetails': {
    summary: 'A bank account reached through SWIFT, for international transfers.',
    fields: {
      currency: 'ISO 4217 code of the account.',
      iban: 'The International Bank Account Number.',
      accountName: 'The name on the account.',
      swiftCode: "The bank's SWIFT/BIC code.",
      address: "The holder's postal address.",
    },
  },
  'workforce-management#achDetails': {
    summary: 'A US bank account reached through ACH.',
    fields: {
      accountName: 'The name on the account.',
      routingNumber: "The bank's ACH routing number.",
      accountType: '`Checking` or `Savings`.',
      provider: 'The platform that provides the account (such as `wise`).',
      address: "The holder's postal address.",
    },
  },
  'workforce-management#walletDetails': {
    summary: 'A wallet held with the API, of a user or of a business.',
    fields: {
      type: 'Whose wallet it is: a `user` or a `business`.',
      identifier: 'The id of the wallet.',
      currency: 'ISO 4217 code of the wallet.',
    },
  },
  'workforce-management#wireDetails': {
    summary: 'A US bank account reached by wire transfer.',
    fields: {
      accountName: 'The name on the account.',
      routingNumber: 'The routing number of the bank.',
      address: "The holder's postal address.",
    },
  },
  'workforce-management#Amount': {
    summary: 'An amount as a decimal string in major units (`"10.00"`) with its currency.',
    fields: {
      value: 'The amount in major units, as a decimal string (`"12.50"`).',
      currency: 'ISO 4217 code.',
    },
  },
  'businesses.statement.get#params': {
    summary: 'What `client.businesses.statement.get()` takes: the currency, the period and the format.',
    fields: {
      currency: 'The currency balance to report on (ISO 4217).',
      periodStart: 'First day of the period (ISO 8601 date).',
      periodEnd: 'Last day of the period (ISO 8601 date).',
      format: 'A file instead of JSON: `csv` or `bai2` (the banking exchange format).',
    },
  },
  'businesses.statement.get#response': {
    summary:
      'The answer of `client.businesses.statement.get()`: the statement, as JSON or as the file asked for.',
  },
  'businesses.deposits.create#params': {
    summary: 'What `client.businesses.deposits.create()` takes: the amount and the linked account to debit.',
    fields: {
      amount: 'How much to pull, in minor units, and its currency.',
      idempotencyKey:
        'A unique key that makes a repeated request create one deposit; the SDK makes one when none is given.',
      externalAccountId: 'The linked bank account to debit (see `businesses.externalAccounts.list()`).',
      paymentMethod: 'The rail: `ach` (a direct debit) is the only one.',
      description: 'A label shown on the ledger entry and in notification emails.',
      suppressNotification: 'Whether to skip the notification emails.',
    },
  },
  'businesses.deposits.create#response': {
    summary: 'The answer of `client.businesses.deposits.create()`: the id of the deposit.',
  },
  'businesses.reserves.create#params': {
    summary:
      'What `client.businesses.reserves.create()` takes: lock or release, what for, for whom and how much.',
    fields: {
      action: '`LOCK` sets money aside; `RELEASE` returns it to the available balance.',
      type: 'What the money is held for: `SECURITY_DEPOSIT`, `SEVERANCE` or `NOTICE_PERIOD` pay.',
      personId: 'The person the reserve is for.',
      amount: 'How much, as a decimal string in major units.',
      idempotencyKey:
        'A unique key that makes a repeated request act once; the SDK makes one when none is given.',
      description: 'Why the reserve is locked or released.',
    },
  },
  'businesses.reserves.create#response': {
    summary: 'The answer of `client.businesses.reserves.create()`.',
    fields: { disbursementId: 'The id of the money movement that locked or released the reserve.' },
  },
  'businesses.withdrawalLink.create#params': {
    summary: 'What `client.businesses.withdrawalLink.create()` takes: where to send the browser afterwards.',
    fields: LINK_URLS,
  },
  'businesses.withdrawalLink.create#response': {
    summary: 'The answer of `client.businesses.withdrawalLink.create()`.',
    fields: { url: 'The short-lived signed link to the withdrawal page.' },
  },
  'workforce-management#ExternalAccount': {
    summary: 'A bank account outside the API, linked to the business to pull deposits from.',
    fields: {
      last4: 'The last four digits of the account number.',
      status:
        '`needs_confirmation` (waiting for micro-deposit verification), `active` (usable) or `removed`.',
      hostedVerificationUrl:
        'Where to confirm the micro-deposits, while verification is pending; otherwise `null`.',
      provider: 'The service through which the account was linked.',
    },
  },
  'businesses.externalAccounts.createLink#params': {
    summary: 'What `client.businesses.externalAccounts.createLink()` takes.',
    fields: {
      ...LINK_URLS,
      mode: '`standard` (default) opens on an overview page with a button to add an account; `setup` goes straight to choosing the bank.',
    },
  },
  'businesses.externalAccounts.createLink#response': {
    summary: 'The answer of `client.businesses.externalAccounts.createLink()`.',
    fields: { url: 'The link to the hosted page.' },
  },
  'businesses.departments.create#params': {
    summary: 'What `client.businesses.departments.create()` takes.',
    fields: { data: 'The names of the departments to add.' },
  },
  'businesses.departments.create#response': {
    summary: 'The answer of `client.businesses.departments.create()`: the departments added, with their ids.',
  },
  'businesses.departments.update#params': {
    summary: 'What `client.businesses.departments.update()` takes.',
    fields: { name: 'The new name.' },
  },
  'businesses.customFields.create#params': {
    summary: 'What `client.businesses.customFields.create()` takes.',
    fields: { data: 'The names of the custom fields to add.' },
  },
  'businesses.customFields.create#response': {
    summary:
      'The answer of `client.businesses.customFields.create()`: the custom fields added, with their ids.',
  },
  'businesses.customFields.update#params': {
    summary: 'What `client.businesses.customFields.update()` takes.',
    fields: { name: 'The new name.' },
  },
  'workforce-management#GetKYB': {
    summary: "The business's verification (KYB) record: what was sent, its status and what is still due.",
    fields: {
      id: 'The id of the verification record.',
      tenantKey: "The business's tenant key.",
      ...KYB_INPUT,
      email: 'The contact email of the business.',
      status: KYB_STATUS,
      documents: 'Temporary links to the documents sent.',
      'documents.articlesOfIncorporation': 'Links to the articles of incorporation.',
      'documents.bankStatements': 'Links to the bank statements.',
      'documents.proofOfAddress': 'Links to the proofs of address.',
      'documents.taxDocuments': 'Links to the tax documents.',
      requirements: 'What the review still needs.',
      'requirements.currentlyDue': 'Dotted paths of the fields still to provide.',
      'requirements.errors': 'Fields that were refused, and why.',
      'requirements.errors.field': 'The dotted path of the field.',
      'requirements.errors.reason': 'Why it was refused.',
    },
  },
  'workforce-management#KYBPrincipal': {
    summary:
      'Someone who owns or controls the business, as recorded: a person, or a company with its own owners.',
    fields: {
      ownershipPercentage: PRINCIPAL_COMMON.ownershipPercentage,
      isExecutive: PRINCIPAL_COMMON.isExecutive,
      title: PRINCIPAL_COMMON.title,
      isEntity: PRINCIPAL_COMMON.isEntity,
      id: 'The id of the principal; name it to change this principal with `kyb.update()` or a new `kyb.submit()`.',
      identifier: 'A government identity document; individuals only.',
      'identifier.type': 'The document kind: `passport` or `ssn`.',
      'identifier.value': 'The document number.',
      entity: 'The company, when `isEntity` is true.',
      'entity.companyName': 'Its registered legal name.',
      'entity.entityType': 'Its legal form.',
      'entity.incorporation': 'When and where it was incorporated.',
      'entity.incorporation.date': 'Date of incorporation.',
      'entity.certificateOfIncorporationFileURLs': 'Temporary links to its certificate of incorporation.',
      'entity.proofOfAddressFileURLs': 'Temporary links to its proof of address.',
      'entity.ownershipDocumentFileURLs': 'Temporary links to the documents proving its stake.',
      'entity.individuals': 'Its own owners and controlling persons, in the same shape.',
      'entity.individuals.ownershipPercentage': 'The share of the company they own (0.25 to 1).',
      'entity.individuals.isExecutive': 'Whether they run the company.',
      'entity.individuals.isEntity': 'Whether this owner is a company rather than a person.',
      'entity.individuals.id': 'The id of this owner; name it when changing them.',
    },
  },
  'businesses.kyb.submit#params': {
    summary:
      'What `client.businesses.kyb.submit()` takes: the business details, principals and document files.',
    fields: { ...KYB_INPUT, ...KYB_FILES },
  },
  'workforce-management#PrincipalRequest': {
    summary:
      'Someone who owns or controls the business, as sent: a person, or a company with its own owners.',
    fields: { ...PRINCIPAL_COMMON, ...ENTITY_REQ, ...IDENTIFIER },
  },
  'workforce-management#EntityIndividual': {
    summary: 'Someone who owns or controls a company principal; it can itself be a company, nested further.',
    fields: {
      ...PRINCIPAL_COMMON,
      ownershipPercentage: 'The share of the company they own.',
      isExecutive: 'Whether they run the company; every company principal needs one such person or more.',
      ...IDENTIFIER,
      entity: "The company, when `isEntity` is true, in the same shape as a principal's `entity`.",
    },
  },
  'businesses.kyb.update#params': {
    summary: 'What `client.businesses.kyb.update()` takes: only the fields to change.',
    fields: {
      ...KYB_INPUT,
      principals: 'Changes to existing principals, each named by `id` (new ones need `kyb.submit()`).',
      'principals.id': 'The id of the principal to change.',
      ...Object.fromEntries(
        Object.entries({ ...PRINCIPAL_COMMON, ...ENTITY_REQ, ...IDENTIFIER }).map(([k, v]) => [
          `principals.${k}`,
          v,
        ]),
      ),
      articlesOfIncorporation: 'Ids of uploaded files to add to the articles of incorporation.',
      bankStatements: 'Ids of uploaded bank statements to add.',
      proofOfAddress: 'Ids of uploaded proofs of address to add.',
      taxDocuments: 'Ids of uploaded tax documents to add.',
    },
  },
  'businesses.kyb.createLink#params': {
    summary: 'What `client.businesses.kyb.createLink()` takes: where to send the browser afterwards.',
    fields: LINK_URLS,
  },
  'workforce-management#GenerateKybLinkRequest': {
    summary: 'The return addresses of a hosted verification page.',
    fields: LINK_URLS,
  },
  'businesses.kyb.createLink#response': {
    summary: 'The answer of `client.businesses.kyb.createLink()`: the link to the hosted verification page.',
    fields: { url: 'The link to open.', expiresAt: 'When the link stops working, in Unix seconds.' },
  },
};
