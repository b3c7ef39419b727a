/** Descriptions of `client.fxQuotes`, written in the project's own words from the facts of the interface spec and the API documents. */
export const operations = {
  'fxQuotes.create':
    'Asks for an exchange rate from one currency to another, held until the quote expires; a payout names the quote to be paid at that rate. Changes nothing else; check `expirationTimestamp` and ask again once it has passed.',
};

export const models = {
  'fxQuotes.create#params': {
    summary: 'What `client.fxQuotes.create()` takes: the two currencies.',
    fields: {
      from: 'ISO 4217 code of the currency paid from.',
      to: 'ISO 4217 code of the currency paid in.',
    },
  },
  'embedded-payments#fxQuote': {
    summary: 'An exchange rate held for a short time, for use by a payout.',
    fields: {
      id: 'The quote id a payout passes as `quoteId`.',
      from: 'ISO 4217 code of the currency paid from.',
      to: 'ISO 4217 code of the currency paid in.',
      rate: 'Units of `to` per unit of `from`, as a decimal string.',
      expirationTimestamp: 'When the rate stops being honoured.',
    },
  },
};
