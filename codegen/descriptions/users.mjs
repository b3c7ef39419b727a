/** Descriptions of `client.users`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'users.list':
    'Lists the user accounts (logins) of the business, page by page (`page` from 1, `limit` 1 to 100, 20 by default); iterate the result to walk every page. Filter by `personId` or `email`; `includeStatus` adds each account status.',
  'users.get':
    'Reads one user account by its user id, which is not the person id: the account links to its person through `personId`. An unknown id gives 404.',
  'users.invite':
    'Creates the user account of an existing person, so they can sign in, and answers with the new user id; a `user.created` webhook follows. A welcome email with a sign-up link goes out unless `suppressWelcomeEmail` is `true`. An unknown or invalid `personId` is refused with 400.',
  'users.sub.update':
    'Links a user to the subject (`sub` claim) your own identity provider puts in its tokens. After that, a JWT of yours for that subject can be exchanged through `client.auth.exchangeJwt()` to sign the user in.',
  'users.admins.create':
    'Adds an administrator to the business and answers with the new user id; `roleId` (from `client.permissions.roles.list()`) limits what they may do. A welcome email goes out unless `suppressWelcomeEmail` is `true`.',
  'users.admins.delete': 'Removes an administrator from the business by user id. An unknown id gives 404.',
  'users.kyc.get':
    "Reads a user's identity verification (KYC): the status of the `identity` and `address` checks, the reason of a refusal, and the identity document on file. Takes a user id, not a person id.",
  'users.kyc.submit':
    "Sends a user's identity details and document files for verification; takes a user id, not a person id. Upload the files first (`client.files.upload()` with purposes `kyc-id-front`, `kyc-id-back`, `kyc-selfie`, `kyc-address-proof`); the checks then move to `processing`, and every status change fires `user.kyc.updated`. Refused with 400 for missing or malformed details.",
  'users.kyc.resubmit':
    'Sends corrected identity and/or address details after a refusal; at least one of the two is needed. Identity is accepted only when its check is `rejected`, address only when its check is `not started` or `rejected`; each status change fires `user.kyc.updated`.',
  'users.balances.list':
    'Reads the wallet balances of a user, each with its currency, in minor units. An unknown user gives 404.',
  'users.taxForms.list':
    'Lists the tax forms a user has filled in (such as a W-8BEN), with whether each is complete and can be downloaded.',
  'users.taxForms.download.get':
    "Gives a link to download one of a user's tax forms; the link works for a short time only. An unknown user or form gives 404.",
  'users.wallets.list':
    "Lists a user's wallets with their currency and balances in minor units; iterate the result to walk every page.",
  'users.fees.get':
    "Reads a user's payout price list: fee, delivery time and limits for every corridor. Give `paymentMethod` and `destinationCurrency` to also get an `estimate` for one corridor (`sourceAmount` turns a percentage fee into an amount); `paymentMethod`, `destinationCountry` or `sourceAmount` without `destinationCurrency` is refused with 400.",
  'users.beneficiaries.list':
    'Lists the payout recipients a user has saved; iterate the result to walk every page.',
  'users.beneficiaries.create':
    'Saves a payout recipient for a user (name, country, currency and payment details) and answers with its id. The fields the payment details need depend on country and method; `client.paymentRequirements.get()` lists them.',
  'users.beneficiaries.get': "Reads one of a user's saved payout recipients. An unknown id gives 404.",
  'users.beneficiaries.delete': "Removes one of a user's saved payout recipients. An unknown id gives 404.",
  'users.transactions.list':
    "Lists the money movements out of a user's wallets; filter by your `reference` or by `type`. Iterate the result to walk every page.",
  'users.transactions.create':
    "Moves money out of a user's wallet: a `payout` to a saved beneficiary or a `savings_funding`, at the rate of an FX quote (`client.fxQuotes.create()`). Give either `amount` (what arrives) or `sourceAmount` (what leaves), and a fresh uuid as `reference`; `transaction.initiated`, then `transaction.succeeded` or `transaction.failed` webhooks follow.",
  'users.transactions.get':
    "Reads one movement of a user's wallet, with its amounts, fee, rate and status. `document: 'firc'` adds a download link for the Foreign Inward Remittance Certificate of a payout to India.",
  'users.virtualAccounts.list':
    'Lists the virtual bank accounts of a user, with the bank details once the account is issued; iterate the result to walk every page.',
  'users.virtualAccounts.create':
    'Asks for a virtual bank account in a currency for a user, so the user can receive bank deposits; the answer is empty. The request moves from requested to submitted (sent to the bank) to active, announced by `virtual-account.requested`, `virtual-account.submitted` and `virtual-account.created`.',
};

const userFields = {
  id: 'The user id, which KYC, wallet and tax-form calls take (not the person id).',
  personId: 'The person record this account belongs to, when it belongs to one.',
  metadata: 'Your own key-value pairs, stored with the account.',
};

const identityDetailsFields = {
  number: 'Number of the identity document.',
  type: 'Kind of document: `passport`, `driver_license`, `national_id`, `voter_id_card`, `id_card` or `pan_card` (India).',
  issuedBy: 'Who issued the document, such as a passport office.',
  issuedDate: 'Date of issue, `YYYY-MM-DD`.',
  expirationDate:
    'Date of expiry, `YYYY-MM-DD`; `user.kyc.expiry` warns in the 30 days before it and during the 60-day grace period after it, then the user must verify again.',
  issuedCountryCode: 'ISO 3166-1 alpha-2 code of the issuing country.',
  frontFileId: 'Uploaded image of the front (purpose `kyc-id-front`).',
  backFileId: 'Uploaded image of the back (purpose `kyc-id-back`), for two-sided documents.',
  selfieFileId: 'Uploaded selfie (purpose `kyc-selfie`).',
};

const feeTimelineFields = {
  'timeline.minDays': 'Fewest days to delivery.',
  'timeline.maxDays': 'Most days to delivery.',
  'timeline.businessDaysOnly': '`true` when weekends are not counted in the days.',
};

const walletBankFields = {
  accountType: 'Kind of account, such as `Checking` or `Savings`.',
  ownerType: 'Who holds the account: an individual or a business.',
  bankCode: 'Code identifying the bank in its country.',
  branchName: 'Branch of the bank.',
  sortCode: 'UK sort code; for India it carries the IFSC.',
  iban: 'International Bank Account Number, where the country uses one.',
  provider: 'Platform that holds the account, such as `wise`.',
  currency: 'ISO 4217 code of the account currency.',
  beneficiaryId: 'Identity document of the holder, which some countries require.',
};

const paymentDetailsFields = {
  preferredMethod:
    'Which detail object the money goes through: `momo` (mobile money), `bank` (local bank), `swift`, `ach`, `wallet` (a wallet on the platform), `crypto` (`cryptoWallet`) or `proxy` (an alias such as a Pix key).',
  momo: 'Mobile money account.',
  bank: 'Bank account in the country paid into.',
  swift: 'Bank account reached over SWIFT.',
  ach: 'US bank account reached over ACH.',
  wallet: 'Wallet held on the platform.',
  cryptoWallet: 'Crypto wallet address.',
  proxy: 'Payment alias, such as a Pix key.',
};

const cryptoFields = {
  address: 'Wallet address on the chain.',
  chain: 'Blockchain network, such as `ETH` or `SOL`.',
  memo: 'Memo or tag some networks need (XLM, XRP).',
  type: 'The coin or token, such as `USDC` or `BTC`.',
};

const proxyFields = {
  accountName: 'Name the alias is registered to.',
  ownerType: '`individual` or `business`.',
  type: 'The alias system, such as `pix`.',
  value: 'The alias itself: a phone number, email, tax id or random key.',
  beneficiaryId: 'Identity document of the holder, which some countries require.',
  currency: 'ISO 4217 code of the account currency.',
};

const transactionParamsFields = {
  type: '`payout` (to a saved beneficiary) or `savings_funding` (into savings).',
  beneficiaryId: 'The saved recipient (`client.users.beneficiaries.create()`).',
  quoteId: 'The FX quote whose rate applies (`client.fxQuotes.create()`); quotes expire.',
  amount: 'What the recipient gets, as a decimal string and currency; give this or `sourceAmount`.',
  sourceAmount: "What leaves the user's wallet, as a decimal string and currency; give this or `amount`.",
  sourceCurrency: 'The wallet currency to pay from, with `amount`.',
  reference:
    'Your own uuid for this movement; keep it to find the movement again (`client.users.transactions.list()`).',
};

export const models = {
  'users.list#params': {
    summary: 'Filters and paging of `client.users.list()`.',
    fields: {
      page: 'Page number, from 1.',
      limit: 'Accounts per page, 1 to 100 (20 when omitted).',
      personId: 'Only the account of this person.',
      email: 'Only the account with this email address.',
      includeStatus: 'Adds the `status` of each account to the answer.',
    },
  },
  'workforce-management#userEntry': {
    summary: 'A user account: a login of an administrator, employee or contractor.',
    fields: {
      ...userFields,
      roleId: 'The role that limits what an administrator may do (`client.permissions.roles.list()`).',
      status: '`active` (signed up) or `invitation_sent` (invited, not signed up yet).',
    },
  },
  'users.get#response': {
    summary: 'A user account.',
    fields: { ...userFields, status: 'Where the account stands; see `UserStatus`.' },
  },
  'workforce-management#userStatus': {
    summary:
      'The status of a user account: `invitation_sent` (invited, not signed up yet) or `blocked` (access blocked); accounts in use read `active`.',
  },
  'users.invite#params': {
    summary: 'The person to create a user account for.',
    fields: {
      personId: 'The person who gets the account (`client.persons.create()`).',
      suppressWelcomeEmail: '`true` sends no welcome email; you pass the sign-up link on yourself.',
      returnLink: "`true` asks for the person's sign-up link to be returned as well.",
    },
  },
  'users.invite#response': {
    summary: 'The created user account.',
    fields: { userId: 'Id of the new user; KYC, wallet and tax-form calls take it.' },
  },
  'users.sub.update#params': {
    summary: 'The subject your identity provider gives this user.',
    fields: { tokenSub: 'The `sub` claim of the JWTs your provider issues for this user.' },
  },
  'users.admins.create#params': {
    summary: 'A new administrator of the business.',
    fields: {
      roleId: 'A role that limits what the administrator may do (`client.permissions.roles.list()`).',
      suppressWelcomeEmail: '`true` sends no welcome email.',
    },
  },
  'users.admins.create#response': {
    summary: 'The created administrator.',
    fields: { id: 'User id of the new administrator.' },
  },
  'users.kyc.get#response': {
    summary: 'Where the identity verification (KYC) of a user stands.',
    fields: {
      idDetails: 'The identity document on file.',
      identity: 'Status of the identity check.',
      address: 'Status of the address check.',
      identityStatusReason: 'Why the identity check was refused, when it was.',
      addressStatusReason: 'Why the address check was refused, when it was.',
    },
  },
  'workforce-management#idDetails': {
    summary: 'The identity document on file for a user.',
    fields: {
      country: 'ISO 3166-1 alpha-2 code of the issuing country.',
      type: "Kind of document: `Passport`, `Drivers license`, `National ID Card`, `Voter's Card` or `other`.",
    },
  },
  'workforce-management#kycStatus': {
    summary:
      'The status of one verification check: `not started`, `processing` (under review), `approved` or `rejected` (send corrected details with `client.users.kyc.resubmit()`).',
  },
  'users.kyc.submit#params': {
    summary: "A user's identity details and document files, for verification.",
    fields: {
      dob: 'Date of birth, `YYYY-MM-DD`.',
      nationality: 'ISO 3166-1 alpha-2 code of the nationality.',
      address: 'Home address; checked with `addressProofFileId`.',
      idDetails: 'The identity document and the uploaded images of it.',
      addressProofFileId: 'Uploaded proof of address (purpose `kyc-address-proof`).',
    },
  },
  'workforce-management#IdentityDetails': {
    summary: 'An identity document and the uploaded images of it.',
    fields: identityDetailsFields,
  },
  'users.kyc.resubmit#params': {
    summary: 'Corrected identity and/or address details; send at least one, each whole.',
    fields: {
      identity: 'Corrected identity; accepted only when the identity check is `rejected`.',
      'identity.dob': 'Date of birth, `YYYY-MM-DD`.',
      'identity.nationality': 'ISO 3166-1 alpha-2 code of the nationality.',
      'identity.idDetails': 'The identity document and the uploaded images of it.',
      address: 'Corrected address; accepted when the address check is `not started` or `rejected`.',
      'address.address': 'Home address.',
      'address.addressProofFileId': 'Uploaded proof of address (purpose `kyc-address-proof`).',
    },
  },
  'users.balances.list#response': {
    summary: "The balances of a user's wallets.",
    fields: { data: 'The balances, one per wallet.' },
  },
  'users.taxForms.list#response': {
    summary: "A user's tax forms.",
    fields: { data: 'The forms.' },
  },
  'workforce-management#taxForm': {
    summary: 'A tax form a user has filled in.',
    fields: {
      name: 'Form name, such as `W8BEN`.',
      formId: 'Id to pass to `client.users.taxForms.download.get()`.',
      createdAt: 'When it was created, in Unix epoch seconds.',
      isComplete: 'Whether every part of the form is filled in.',
      isDocumentDownloadable: 'Whether a document can be downloaded for it.',
    },
  },
  'users.taxForms.download.get#response': {
    summary: 'A short-lived download link to a tax form.',
    fields: {
      fileUrl: 'The download link.',
      expiresAt: 'When the link stops working, in Unix epoch seconds.',
    },
  },
  'embedded-consumer-wallets#balance': {
    summary: 'The balance of one wallet of a user.',
    fields: {
      id: 'Id of the wallet.',
      currency: 'ISO 4217 code of the wallet currency.',
      balance: 'Everything in the wallet, in minor units (`703448` is 7,034.48 USD).',
      available: 'What can be spent now, in minor units.',
      processing: 'What is held by movements still in progress, in minor units.',
    },
  },
  'users.fees.get#params': {
    summary: 'What `client.users.fees.get()` prices; all optional.',
    fields: {
      sourceCurrency: 'ISO 4217 code the fees are quoted in; `USD` when omitted.',
      paymentMethod: 'Method to estimate; needs `destinationCurrency`.',
      destinationCurrency: 'ISO 4217 code of the payout currency; needed by the three other estimate fields.',
      destinationCountry:
        'ISO 3166-1 alpha-2 code, for currencies several countries share (USD to Ecuador or to El Salvador).',
      sourceAmount: 'Decimal amount that turns a percentage fee into a concrete fee.',
    },
  },
  'users.fees.get#response': {
    summary: "A user's payout price list.",
    fields: {
      data: 'The price list.',
      'data.sourceCurrency': 'ISO 4217 code fixed fees are quoted in.',
      'data.payouts': 'Every corridor the user can pay out to, unfiltered.',
      'data.estimate':
        'The price of one payout; only when `paymentMethod` and `destinationCurrency` were given.',
    },
  },
  'embedded-consumer-wallets#FeeTableEntry': {
    summary: 'The fee, delivery time and method of one payout corridor.',
    fields: {
      paymentMethod: 'How the money is delivered.',
      destinationCurrency: 'ISO 4217 code of the payout currency.',
      destinationCountry: 'ISO 3166-1 alpha-2 code; only for currencies several countries share.',
      fee: 'The fee rule.',
      'fee.type':
        '`fixed` (`value` is an amount of `feeCurrency`) or `percentage` (`value` is a rate: `1.5` means 1.5 %).',
      'fee.value': 'The amount or the rate, as `type` says.',
      'fee.min': 'Smallest fee, in `feeCurrency`; `0` means none.',
      'fee.max': 'Largest fee, in `feeCurrency`; `0` means none.',
      feeCurrency: 'ISO 4217 code of fixed fees: the asked `sourceCurrency`, else `USD`.',
      timeline: 'How long delivery takes.',
      ...feeTimelineFields,
    },
  },
  'embedded-consumer-wallets#FeeEstimate': {
    summary: 'The price, delivery time and limits of one payout in one corridor.',
    fields: {
      paymentMethod: 'How the money is delivered.',
      destinationCurrency: 'ISO 4217 code of the payout currency.',
      destinationCountry: 'ISO 3166-1 alpha-2 code; only for currencies several countries share.',
      fee: 'The fee of one payout.',
      'fee.value': 'Decimal amount; percentage fees are worked out from the asked `sourceAmount`.',
      'fee.currency': 'ISO 4217 code of the fee.',
      timeline: 'How long delivery takes.',
      ...feeTimelineFields,
      'timeline.estimatedArrival': 'Expected arrival, in words, counting weekends and holidays.',
      'timeline.message': 'Said instead of a day range for special corridors, such as `Instant`.',
      limits: 'Smallest and largest amount one payout may carry.',
      'limits.min': 'Smallest amount, decimal string.',
      'limits.max': 'Largest amount, decimal string.',
      'limits.currency': 'ISO 4217 code of the limits: the payout currency.',
    },
  },
  'users.beneficiaries.list#params': {
    summary: 'No filters are documented for `client.users.beneficiaries.list()`.',
  },
  'embedded-consumer-wallets#Beneficiary': {
    summary: 'A payout recipient saved by a user.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country paid into.',
      currency: 'ISO 4217 code of the currency paid out.',
      paymentDetails: 'Where the money goes.',
      id: 'Id to pass as `beneficiaryId`.',
      createdTimestamp: 'When it was saved, in Unix epoch seconds.',
      lastUpdatedTimestamp: 'When it last changed, in Unix epoch seconds.',
    },
  },
  'embedded-consumer-wallets#paymentDetails': {
    summary: 'Where a payout goes: the preferred method and its details.',
    fields: paymentDetailsFields,
  },
  'embedded-consumer-wallets#bankDetails': {
    summary: 'A bank account of a payout recipient.',
    fields: walletBankFields,
  },
  'embedded-consumer-wallets#address': {
    summary: 'A postal address.',
    fields: {
      line2: 'Second address line: flat, suite or floor.',
      state: 'State, province or region.',
      countryCode: 'ISO 3166-1 alpha-2 country code.',
    },
  },
  'embedded-consumer-wallets#phoneNumber': {
    summary: 'A phone number in two parts.',
    fields: {
      countryCode: 'International dialling code, such as `+234`.',
      number: 'The number without the dialling code.',
    },
  },
  'embedded-consumer-wallets#cryptoWalletDetails': {
    summary: 'A crypto wallet of a payout recipient.',
    fields: cryptoFields,
  },
  'embedded-consumer-wallets#proxyDetails': {
    summary: 'A payment alias of a payout recipient, such as a Pix key in Brazil.',
    fields: proxyFields,
  },
  'users.beneficiaries.create#params': {
    summary: 'A payout recipient to save for a user.',
    fields: {
      countryCode: 'ISO 3166-1 alpha-2 code of the country paid into.',
      currency: 'ISO 4217 code of the currency paid out.',
      paymentDetails: 'Where the money goes.',
    },
  },
  'users.beneficiaries.create#response': {
    summary: 'The saved recipient.',
    fields: { id: 'Id to pass as `beneficiaryId`.' },
  },
  'users.transactions.list#params': {
    summary: 'Filters of `client.users.transactions.list()`.',
    fields: {
      reference: 'Only the movement with this reference of yours.',
      type: 'Only `payout` or only `savings_funding` movements.',
    },
  },
  'embedded-consumer-wallets#Transaction': {
    summary: "A movement of money out of a user's wallet.",
    fields: {
      type: 'Kind of movement, such as `payout`, `payroll`, `deposit` or `transfer`.',
      beneficiaryId: 'The recipient, for a payout.',
      quoteId: 'The FX quote whose rate applied.',
      reference: 'Your own uuid, as sent.',
      amount: 'What the recipient gets, as a decimal string.',
      sourceAmount: 'What left the wallet, as a decimal string.',
      feeAmount: 'The fee charged, as a decimal string.',
      fxRate: 'The exchange rate applied, as a decimal string.',
      status: '`initiated`, `processing`, `success` or `failed`.',
      createdTimestamp: 'When it was created, in Unix epoch seconds.',
      lastUpdatedTimestamp: 'When it last changed, in Unix epoch seconds.',
      document: 'A downloadable document; only when asked for with `document`.',
      'document.type': 'Kind of document, such as `FIRC`.',
      'document.presignedURL': 'Download link, valid until `expiresAt`.',
      'document.expiresAt': 'When the link stops working, in Unix epoch seconds.',
    },
  },
  'users.transactions.create#params': {
    summary: "A movement of money out of a user's wallet.",
    fields: transactionParamsFields,
  },
  'users.transactions.create#response': {
    summary: 'The created movement.',
    fields: { id: 'Id to pass to `client.users.transactions.get()`.' },
  },
  'users.transactions.get#params': {
    summary: 'Options of `client.users.transactions.get()`.',
    fields: {
      document: '`firc` adds a link to the Foreign Inward Remittance Certificate of an Indian payout.',
    },
  },
  'users.virtualAccounts.list#params': {
    summary: 'No filters are documented for `client.users.virtualAccounts.list()`.',
  },
  'embedded-payments#VirtualAccount': {
    summary: 'A bank account issued in the name of a user so they can receive deposits.',
    fields: {
      status:
        'As read: `Requested`, `Approved`, `Rejected` or `Deactivated`. The webhooks name the steps `requested`, `submitted` and `active`.',
      currency: 'ISO 4217 code of the account currency.',
      accountInformation: 'The bank details to send deposits to, once issued.',
      createdTimestamp: 'When it was asked for, in Unix epoch seconds.',
      lastUpdatedTimestamp: 'When it last changed, in Unix epoch seconds.',
    },
  },
  'embedded-payments#AccountInformation': {
    summary: 'The bank details of an issued virtual account.',
    fields: {
      bankCode: 'Code identifying the bank.',
      countryCode: 'ISO 3166-1 alpha-2 code of the bank country.',
      accountType: '`Checking` or `Savings`.',
      routingNumber: 'Bank routing number.',
      bankAddress: 'Postal address of the bank.',
    },
  },
  'users.virtualAccounts.create#params': {
    summary: 'A request for a virtual bank account.',
    fields: {
      currency: 'ISO 4217 code of the account to open.',
      customIdentification: "The user's SSN (US) or BVN (Nigeria), where the bank asks for one.",
      jobInformation: "The user's work, which the issuing bank checks.",
      suppressNotification: '`true` sends the user no notification about the account.',
    },
  },
  'embedded-payments#CustomIdentification': {
    summary: 'A national number of the user the issuing bank asks for.',
    fields: {
      type: '`ssn` (US Social Security Number) or `bvn` (Nigerian Bank Verification Number).',
      number: 'The number.',
    },
  },
  'embedded-payments#JobInformation': {
    summary: "The user's work, as the issuing bank wants to know it.",
    fields: {
      address: 'Address of the employer.',
      type: '`contract`, `full-time` or `part-time`.',
      netPay: 'Take-home pay per `frequency`, as an integer of minor units.',
      frequency: 'How often `netPay` is paid: `hourly`, `daily`, `weekly` or `monthly`.',
      contractStartDate: '`YYYY-MM-DD`.',
      contractEndDate: '`YYYY-MM-DD`; absent for open-ended work.',
    },
  },
  'embedded-payments#address': {
    summary: 'A postal address.',
    fields: {
      line2: 'Second address line: flat, suite or floor.',
      state: 'State, province or region.',
      countryCode: 'ISO 3166-1 alpha-2 country code.',
    },
  },
};
