/** Descriptions of the wallets of `client.users`: balances, wallets, fees and transactions, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'users.balances.list':
    'Reads the wallet balances of a user, each with its currency, in minor units. An unknown user gives 404.',
  'users.wallets.list':
    "Lists a user's wallets with their currency and balances in minor units; iterate the result to walk every page.",
  'users.fees.get':
    "Reads a user's payout price list: fee, delivery time and limits for every corridor. Give `paymentMethod` and `destinationCurrency` to also get an `estimate` for one corridor (`sourceAmount` turns a percentage fee into an amount); `paymentMethod`, `destinationCountry` or `sourceAmount` without `destinationCurrency` is refused with 400.",
  'users.transactions.list':
    "Lists the money movements out of a user's wallets; filter by your `reference` or by `type`. Iterate the result to walk every page.",
  'users.transactions.create':
    "Moves money out of a user's wallet: a `payout` to a saved beneficiary or a `savings_funding`, at the rate of an FX quote (`client.fxQuotes.create()`). Give either `amount` (what arrives) together with `sourceCurrency` (the wallet currency that pays), or `sourceAmount` (what leaves) alone, and a fresh uuid as `reference`; the documents require `sourceCurrency` whenever `amount` is given; `transaction.initiated`, then `transaction.succeeded` or `transaction.failed` webhooks follow.",
  'users.transactions.get':
    "Reads one movement of a user's wallet, with its amounts, fee, rate and status. `document: 'firc'` adds a download link for the Foreign Inward Remittance Certificate of a payout to India.",
};

const feeTimelineFields = {
  'timeline.minDays': 'Fewest days to delivery.',
  'timeline.maxDays': 'Most days to delivery.',
  'timeline.businessDaysOnly': '`true` when weekends are not counted in the days.',
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
  'users.balances.list#response': {
    summary: "The balances of a user's wallets.",
    fields: { data: 'The balances, one per wallet.' },
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
};
