/** Descriptions of `client.businesses.transactions` and `client.businesses.statement` (the ledger), written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'businesses.transactions.list':
    "Pages through the business's ledger for one currency from `startDate` on: each money movement in or out (deposits, payouts, payroll, fees), with its direction and effect on the balance, for reconciliation. For the payment method, exchange rate and fees of each movement use `platform.disbursements.list()`.",
  'businesses.statement.get':
    'Returns the account statement of one currency for a period, as JSON by default, or as a CSV or BAI2 file with `format`. Answers 400 for a missing or invalid period or currency.',
};

export const models = {
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
      accountNumber:
        "The bank's own number for the account. Both it and `iban` are required: where the country uses IBANs the IBAN contains it; where it does not, this is the number the transfer is routed to.",
      bankName: 'The name of the bank that holds the account.',
      swiftCode: "The bank's SWIFT/BIC code.",
      address: "The holder's postal address.",
    },
  },
  'workforce-management#achDetails': {
    summary: 'A US bank account reached through ACH.',
    fields: {
      accountName: 'The name on the account.',
      bankName: 'The name of the bank that holds the account.',
      accountNumber: 'The account number at that bank (with `routingNumber`, it names the account).',
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
};
