/** Descriptions of `client.users.beneficiaries` (a user's saved payout recipients), written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'users.beneficiaries.list':
    'Lists the payout recipients a user has saved; iterate the result to walk every page.',
  'users.beneficiaries.create':
    'Saves a payout recipient for a user (name, country, currency and payment details) and answers with its id. The fields the payment details need depend on country and method; `client.paymentRequirements.get()` lists them.',
  'users.beneficiaries.get': "Reads one of a user's saved payout recipients. An unknown id gives 404.",
  'users.beneficiaries.delete': "Removes one of a user's saved payout recipients. An unknown id gives 404.",
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

export const models = {
  'users.beneficiaries.list#params': {
    summary: 'No filters are documented for `client.users.beneficiaries.list()`; only the page token.',
    fields: {
      cursor: 'Where to resume, from `page.nextPageParams()`; the iterator passes it for you.',
    },
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
};
